/**
 * Anchor and schedule periods (docs/product/campaigns-venues-events.md §2.8, §4.3): defaults, the far-future end, and
 * the period filters.
 */

/** The far-future end the console offers for an open-ended anchor. */
export const FAR_FUTURE = '2099-12-31T23:59:59.000Z';

/** Relations made together with a venue's asset last one year (docs/product/campaigns-venues-events.md §9). */
export const ASSET_RELATION_DAYS = 365;

export const CLOSE_BEFORE_START = 'Date cannot be earlier than start date';

/** Start of the caller's day; the default anchor start. Local time: it is what the picker shows. */
export function startOfToday(now: Date = new Date()): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d;
}

/** End of the caller's day (23:59:59.999); the default anchor close. */
export function endOfToday(now: Date = new Date()): Date {
  const d = new Date(now);
  d.setHours(23, 59, 59, 999);
  return d;
}

/** One year from `start`: the window of the relation created with a venue's asset. */
export function oneYearFrom(start: Date): Date {
  const d = new Date(start);
  d.setFullYear(d.getFullYear() + 1);
  return d;
}

/**
 * The message (docs/product/campaigns-venues-events.md §5) when close is before start, else null. Unparseable dates are
 * a problem too.
 */
export function periodProblem(start: string | Date, close: string | Date): string | null {
  const s = new Date(start).getTime();
  const c = new Date(close).getTime();
  if (Number.isNaN(s) || Number.isNaN(c)) return 'start and close must be ISO date-times';
  return c < s ? CLOSE_BEFORE_START : null;
}

export const PERIODS = ['forgotten', 'current', 'future', 'disabled'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = { forgotten: 'Forgotten', current: 'Current', future: 'Future', disabled: 'Disabled' };

export interface Dated {
  start: string;
  close: string;
  enabled?: boolean;
}

/**
 * docs/product/campaigns-venues-events.md §4.3: forgotten when close is past, current when start ≤ now ≤ close, future
 * when start is ahead; a disabled item is 'disabled' whatever its dates (it shows only when Disabled is ticked).
 */
export function periodOf(item: Dated, now: Date = new Date()): Period {
  if (item.enabled === false) return 'disabled';
  const t = now.getTime();
  if (new Date(item.close).getTime() < t) return 'forgotten';
  if (new Date(item.start).getTime() > t) return 'future';
  return 'current';
}

export type PeriodFilter = Record<Period, boolean>;

/**
 * What the relations and schedules sections show first (docs/product/platform.md §4 date-status flags): what runs now.
 */
export const DEFAULT_PERIOD_FILTER: PeriodFilter = { forgotten: false, current: true, future: false, disabled: false };

/** The items whose period is ticked, in their original order. */
export function filterByPeriod<T extends Dated>(items: readonly T[], filter: PeriodFilter, now: Date = new Date()): T[] {
  return items.filter((i) => filter[periodOf(i, now)]);
}

/** Status chips (Asset Linked, Venue Linked …) count a relation that is enabled and start ≤ now ≤ close. */
export function isActiveNow(item: Dated, now: Date = new Date()): boolean {
  return periodOf(item, now) === 'current';
}
