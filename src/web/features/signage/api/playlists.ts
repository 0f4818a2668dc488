import type { PlaylistInput } from '../../../../domain/signage/playlist';
import { api } from '../../../lib/api';
import { atWorkspace as at, SIGNAGE_BASE as BASE } from '../../../components/signage/api';

import type { SignagePlaylist } from './types';

/** `GET /api/2.0/zeetaminds/playlists/{id}`: its name and rows in play order, as stored now (the form edits from these). */
export const getPlaylist = (id: string) => api.get<SignagePlaylist>(`${BASE}/playlists/${encodeURIComponent(id)}`, { reset: true });

/** `POST /api/2.0/zeetaminds/playlists?aggregate=` {name, add_media}. */
export const createPlaylist = (aggregateId: string, body: PlaylistInput) => api.post<SignagePlaylist>(`${BASE}/playlists?${at(aggregateId)}`, body);

/** `PUT /api/2.0/zeetaminds/playlists/{id}` with the form's diff {id, name, add_media, edit_plm, delete_plm}. */
export const updatePlaylist = (body: { id: string; name: string; add_media: unknown[]; edit_plm: unknown[]; delete_plm: string[] }) =>
  api.put<SignagePlaylist>(`${BASE}/playlists/${encodeURIComponent(body.id)}`, body);

/** `DELETE /api/2.0/zeetaminds/playlists/{id}`: 409 while a display plays it. */
export const deletePlaylist = (id: string) => api.del<unknown>(`${BASE}/playlists/${encodeURIComponent(id)}`);
