import type { displayInputOf, Orientation } from '../../../domain/signage/display';
import { signageListParams, type SignageListPage } from '../../../domain/signage/lists';
import type { Liveness } from '../../../domain/signage/liveness';
import type { PlaylistRow } from '../../../domain/signage/playlist';
import { api } from '../../lib/api';

export type { Liveness };

/** The signage queries, by workspace: a write refreshes the part it changed (the signage page and the asset page alike). */
export const signageKey = (aggregateId: string, part: 'media' | 'playlists' | 'displays' | 'plays' | 'override' | 'assets', ...more: unknown[]) =>
  ['signage', aggregateId, part, ...more] as const;

export const SIGNAGE_BASE = '/api/2.0/zeetaminds';
export const atWorkspace = (aggregateId: string) => `aggregate=${encodeURIComponent(aggregateId)}`;

/** The workspace lists the server pages (docs/api.md "Digital signage"). */
export type SignageList = 'media' | 'playlists' | 'displays';

/** `GET /api/2.0/zeetaminds/{list}?aggregate=&name=&ids=&limit=&offset=`: one page, oldest first; `reset` reads afresh (lib/api-client.ts). */
export const readSignageList = <T>(aggregateId: string, list: SignageList, page: SignageListPage, reset: boolean) =>
  api.get<T[]>(`${SIGNAGE_BASE}/${list}?${new URLSearchParams({ aggregate: aggregateId, ...signageListParams(page) })}`, { reset });

/** A playlist as GET /playlists answers it (docs/api.md "Digital signage"). */
export interface SignagePlaylist {
  id: string;
  name: string;
  media: PlaylistRow[];
  media_count: number;
  display_count: number;
  aggregate_id: string;
  updatedOn: string;
}

/** A display as GET /displays answers it, with what its player reports (docs/signage-player.md "Console side"). */
export interface SignageDisplay {
  id: string;
  gen_token: string;
  name: string;
  description: string;
  orientation: Orientation;
  np: { type: 'pl'; id: string; name: string };
  pa: true;
  asset_id: string;
  aggregate_id: string;
  /** Online (heartbeat < 2 min), stale (2–15 min), offline (> 15 min), never. */
  liveness: Liveness;
  last_seen: string | null;
  player_version: string | null;
  /** What the player said it plays now, since when (ISO). */
  playing: { mediaId: string; name: string; since: string } | null;
  /** Whether a player credential exists for the display (a screen has claimed its pairing code). */
  paired: boolean;
  updatedOn: string;
}

/** `GET /api/2.0/zeetaminds/playlists?aggregate=`: with media_count and display_count. */
/** How often a displays table reads liveness again while on screen. */
export const DISPLAYS_REFRESH_MS = 30_000;

/** `PUT /api/2.0/zeetaminds/displays/{id}`: the named fields (checked as a new display's: a campaign attached, the device ID free). */
export const updateDisplay = (id: string, patch: Partial<ReturnType<typeof displayInputOf>>) =>
  api.put<SignageDisplay>(`${SIGNAGE_BASE}/displays/${encodeURIComponent(id)}`, { ...patch, id });

/** `POST /api/2.0/zeetaminds/displays?aggregate=` {gen_token, name, description, orientation, np, pa, asset_id}. */
export const createDisplay = (aggregateId: string, body: ReturnType<typeof displayInputOf>) =>
  api.post<SignageDisplay>(`${SIGNAGE_BASE}/displays?${atWorkspace(aggregateId)}`, body);
