import type { Schedule } from '../media-items/types.js';

type WithSchedules = { schedules?: readonly Pick<Schedule, 'close'>[] | null };

/**
 * docs/product/campaigns-venues-events.md §2.6: an event is historical when it has schedules and every one of them has
 * closed; an event without schedules, or with one not yet closed, is current. An unreadable close counts as open.
 */
export function isHistorical(event: WithSchedules, now: Date = new Date()): boolean {
  const schedules = event.schedules ?? [];
  const t = now.getTime();
  return schedules.length > 0 && schedules.every((s) => new Date(s.close).getTime() < t);
}

/** The list's two groups, each in the list's own order. */
export function splitEvents<T extends WithSchedules>(events: readonly T[], now: Date = new Date()): { current: T[]; historical: T[] } {
  const current: T[] = [];
  const historical: T[] = [];
  for (const e of events) (isHistorical(e, now) ? historical : current).push(e);
  return { current, historical };
}

export const HISTORICAL_GROUP_TITLE = 'Historical Events';

/**
 * The hint under the Historical Events group (docs/product/campaigns-venues-events.md §2.6). Expanded, the list shows
 * the historical tiles in place of the current ones, so the hint counts the hidden current events; folded, it counts
 * the historical events the group holds.
 */
export function historyHint(expanded: boolean, currentCount: number, historicalCount: number): string {
  return expanded ? `Close history to view ${currentCount} hidden events.` : `Expand group to view ${historicalCount} historical events.`;
}
