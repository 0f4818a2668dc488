/** How recently a display's player was heard from (docs/signage-player.md). */
export const LIVENESS = ['online', 'stale', 'offline', 'never'] as const;
export type Liveness = (typeof LIVENESS)[number];

/** Heartbeats come every 60 s: two missed make a screen stale; a quarter of an hour without one, offline. */
export const ONLINE_WITHIN_MS = 2 * 60_000;
export const STALE_WITHIN_MS = 15 * 60_000;

/** 'online' heard < 2 min ago, 'stale' 2–15 min, 'offline' longer, 'never' never heard from. */
export function livenessOf(lastSeenMs: number | null, nowMs: number): Liveness {
  if (lastSeenMs === null) return 'never';
  const age = nowMs - lastSeenMs;
  if (age < ONLINE_WITHIN_MS) return 'online';
  if (age <= STALE_WITHIN_MS) return 'stale';
  return 'offline';
}
