/** The player plays from its cached manifest for 24 hours since it last fetched (or revalidated) it. */
export const OFFLINE_PLAY_MS = 24 * 60 * 60 * 1000;

/** The last manifest the player holds, with its ETag and when the server last gave or confirmed it. */
export interface CachedManifest<M> {
  manifest: M;
  etag: string;
  fetchedAt: number;
}

/**
 * Whether a manifest fetched at `fetchedAt` may still be played at `now`. A clock set back (now before fetchedAt)
 * counts as just fetched: a screen is not dark because its clock was corrected.
 */
export const mayPlayCached = (fetchedAt: number, now: number) => now - fetchedAt < OFFLINE_PLAY_MS;

/** What a player without the server shows: its cached manifest, or that it is offline (nothing cached, or too old). */
export function offlineChoice<M>(cached: CachedManifest<M> | null, now: number): { play: M } | { offline: 'nothing-cached' | 'expired' } {
  if (!cached) return { offline: 'nothing-cached' };
  return mayPlayCached(cached.fetchedAt, now) ? { play: cached.manifest } : { offline: 'expired' };
}

/** A 304 confirms the cached manifest: its 24 hours start again. */
export const revalidated = <M>(cached: CachedManifest<M>, now: number): CachedManifest<M> => ({ ...cached, fetchedAt: now });
