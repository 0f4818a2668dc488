import type { Relation } from '../../../../domain/media-items/types';
import { api } from '../../../lib/api';
import { atWorkspace as at, SIGNAGE_BASE as BASE, signageKey } from '../../../components/signage/api';

export { createDisplay, DISPLAYS_REFRESH_MS, updateDisplay } from '../../../components/signage/api';

/** `DELETE /api/2.0/zeetaminds/displays/{id}`: its player credential stops working. */
export const deleteDisplay = (id: string) => api.del<unknown>(`${BASE}/displays/${encodeURIComponent(id)}`);

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
