import type { Schedule } from '../media-items/types.js';
import { filterByPeriod, PERIOD_LABELS, periodOf, type PeriodFilter } from '../relations/periods.js';

/**
 * The schedules a section shows: those whose period is ticked, plus the card being edited (a new
 * schedule, or one whose dates were just moved out of the ticked periods, must not vanish mid-edit).
 */
export function visibleSchedules(list: readonly Schedule[], filter: PeriodFilter, editingUid: string | null, now: Date = new Date()): Schedule[] {
  const shown = new Set(filterByPeriod(list, filter, now).map((s) => s.uid));
  return list.filter((s) => shown.has(s.uid) || s.uid === editingUid);
}

/**
 * What the schedules section says beside its cards when some or all are filtered out: how many sit in the unticked
 * periods, so a schedule the page's header shows is never simply missing; null when nothing needs saying.
 */
export function hiddenSchedulesNote(total: number, shown: number): string | null {
  const hidden = total - shown;
  if (total === 0) return 'No schedules yet.';
  if (hidden <= 0) return null;
  const some = hidden === 1 ? '1 schedule' : `${hidden} schedules`;
  return shown === 0 ? `No schedules in the ticked periods; ${some} in the unticked ones.` : `${some.replace(/^(\d+)/, '$1 more')} in the unticked periods.`;
}

/** The card's state text: Forgotten, Current or Future by its dates, whatever its enabled flag. */
export function scheduleState(schedule: Schedule, now: Date = new Date()): string {
  return PERIOD_LABELS[periodOf({ ...schedule, enabled: true }, now)];
}

/**
 * docs/product/creatives-assets-signage.md §4: an asset's schedule card reads Active while start ≤ now ≤ close, Expired
 * otherwise.
 */
export function assetScheduleState(schedule: Pick<Schedule, 'start' | 'close'>, now: Date = new Date()): 'Active' | 'Expired' {
  const t = now.getTime();
  return Date.parse(schedule.start) <= t && t <= Date.parse(schedule.close) ? 'Active' : 'Expired';
}
