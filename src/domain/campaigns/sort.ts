import type { Schedule } from '../media-items/types.js';

/** The schedule a campaign is sorted by (and its tile shows): the one closing last, then starting last; null without schedules. */
export function latestSchedule<S extends Pick<Schedule, 'start' | 'close'>>(schedules: readonly S[] | undefined): S | null {
  let best: S | null = null;
  for (const s of schedules ?? []) {
    if (!best) best = s;
    else {
      const [c, bc] = [Date.parse(s.close) || 0, Date.parse(best.close) || 0];
      if (c > bc || (c === bc && (Date.parse(s.start) || 0) > (Date.parse(best.start) || 0))) best = s;
    }
  }
  return best;
}

function sortingKey(schedules: readonly Schedule[] | undefined): { close: number; start: number } | null {
  const s = latestSchedule(schedules);
  return s && { close: Date.parse(s.close) || 0, start: Date.parse(s.start) || 0 };
}

/**
 * The list order of docs/product/campaigns-venues-events.md §2.2: sorted by schedule close and start, then reversed —
 * the campaign whose schedule closes last comes first (start breaks a tie). Campaigns without a schedule sort after
 * every dated one in the ascending order, so the reversal puts them first: new campaigns still being
 * set up are at the top. Full ties keep the server's order (newest first) instead of being reversed.
 */
export function sortCampaigns<T extends { schedules?: readonly Schedule[] }>(campaigns: readonly T[]): T[] {
  const keyed = campaigns.map((c, i) => ({ c, i, key: sortingKey(c.schedules) }));
  keyed.sort((a, b) => {
    if (!a.key || !b.key) return a.key === b.key ? a.i - b.i : a.key ? 1 : -1;
    return b.key.close - a.key.close || b.key.start - a.key.start || a.i - b.i;
  });
  return keyed.map((k) => k.c);
}
