import { api } from '../../../lib/api';
import { atWorkspace as at, SIGNAGE_BASE as BASE, signageKey } from '../../../components/signage/api';
import type { SignageOverride } from './types';

/** How often the override is read again while on screen (another editor may set or clear it). */
export const OVERRIDE_REFRESH_MS = 30_000;

/** `GET /api/2.0/zeetaminds/override?aggregate=`: the workspace's emergency override, or null. */
export const overrideQuery = (aggregateId: string) => ({
  queryKey: signageKey(aggregateId, 'override'),
  queryFn: async () => (await api.get<SignageOverride | null>(`${BASE}/override?${at(aggregateId)}`, { reset: true })) ?? null,
});

/** `PUT /api/2.0/zeetaminds/override?aggregate=` {message} or {mediaId} (EDITOR). */
export const setOverride = (aggregateId: string, body: { message: string } | { mediaId: string }) =>
  api.put<SignageOverride>(`${BASE}/override?${at(aggregateId)}`, body);

/** `DELETE /api/2.0/zeetaminds/override?aggregate=`: every display goes back to its playlist. */
export const clearOverride = (aggregateId: string) => api.del<unknown>(`${BASE}/override?${at(aggregateId)}`);
