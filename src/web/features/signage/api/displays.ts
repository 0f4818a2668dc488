import type { Relation } from '../../../../domain/media-items/types';
import type { displayInputOf } from '../../../../domain/signage/display';
import { api } from '../../../lib/api';
import { at, BASE, signageKey } from './keys';
import type { SignageDisplay } from './types';

/** How often the displays table reads liveness again while on screen. */
export const DISPLAYS_REFRESH_MS = 30_000;

/** `GET /api/2.0/zeetaminds/displays?aggregate=`: with liveness, last seen, player version and what plays now. */
export const displaysQuery = (aggregateId: string) => ({
  queryKey: signageKey(aggregateId, 'displays'),
  queryFn: () => api.get<SignageDisplay[]>(`${BASE}/displays?${at(aggregateId)}`, { reset: true }),
});

/** `POST /api/2.0/zeetaminds/displays?aggregate=` {gen_token, name, description, orientation, np, pa, asset_id}. */
export const createDisplay = (aggregateId: string, body: ReturnType<typeof displayInputOf>) =>
  api.post<SignageDisplay>(`${BASE}/displays?${at(aggregateId)}`, body);

/** An asset a display may stand at: its category and anchors (a campaign must be attached now). */
export interface AssetChoice {
  id: string;
  name: string;
  category: string | null;
  relations: Relation[];
}

/** The workspace's assets with their anchors' kinds and windows (`GET /api/2.0/media-assets?aggregate&fields`). */
export const assetChoicesQuery = (aggregateId: string) => ({
  queryKey: signageKey(aggregateId, 'assets'),
  queryFn: () =>
    api.get<AssetChoice[]>(
      `/api/2.0/media-assets?${at(aggregateId)}&limit=1000&fields=${encodeURIComponent('id name category relations.relation relations.start relations.close')}`,
      { reset: true },
    ),
});
