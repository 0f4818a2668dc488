import { daysOfRange, parseDay, type DateRange, type DayString } from './date-range.js';

/** One day of the trend query's answer (docs/api.md, `DayActions`). */
export interface DayActions {
  day: DayString;
  likes: number;
  views: number;
  shares: number;
}

/** One point of the engagement trend chart: interactions are likes, views and shares together. */
export interface TrendPoint {
  day: DayString;
  label: string;
  interactions: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** en-GB short day label (docs/product/platform.md §9 locale): '07 Nov'. */
export function dayLabel(day: DayString): string {
  const date = parseDay(day);
  return date ? `${String(date.getUTCDate()).padStart(2, '0')} ${MONTHS[date.getUTCMonth()]}` : day;
}

const count = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/**
 * The chart's points: one per day of the range, in order, so that a day the answer leaves out
 * (or a server that sends days unsorted) still draws a continuous line; days outside the range are dropped.
 */
export function trendSeries(range: DateRange, days: DayActions[] | null | undefined): TrendPoint[] {
  const byDay = new Map<string, number>();
  for (const d of days ?? []) byDay.set(d.day, (byDay.get(d.day) ?? 0) + count(d.likes) + count(d.views) + count(d.shares));
  return daysOfRange(range).map((day) => ({ day, label: dayLabel(day), interactions: byDay.get(day) ?? 0 }));
}

/** Sum of interactions over the points, shown beside the chart. */
export function totalInteractions(points: TrendPoint[]): number {
  return points.reduce((sum, p) => sum + p.interactions, 0);
}
