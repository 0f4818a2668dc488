/** A calendar day as the graph queries take it: 'YYYY-MM-DD'. */
export type DayString = string;

export interface DateRange {
  from: DayString;
  to: DayString;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local calendar day of a date (the user's "today" is the day their clock shows). */
export function toDayString(date: Date): DayString {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Midnight UTC of a day string, or null when it is not a real calendar day ('2026-02-30'). */
export function parseDay(day: string): Date | null {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day ? date : null;
}

/** A local Date at midnight of a day string, for date pickers; null when invalid. */
export function dayToLocalDate(day: string): Date | null {
  const utc = parseDay(day);
  return utc ? new Date(utc.getUTCFullYear(), utc.getUTCMonth(), utc.getUTCDate()) : null;
}

/** docs/product/platform.md §2.8: the chart's default range is the first day of last calendar month up to today. */
export function defaultRange(today: Date = new Date()): DateRange {
  const firstOfLastMonth = new Date(today.getFullYear(), today.getMonth() - 1, 1);
  return { from: toDayString(firstOfLastMonth), to: toDayString(today) };
}

/** Every day from `from` to `to`, both included; empty when the range is invalid or reversed. */
export function daysOfRange({ from, to }: DateRange): DayString[] {
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return [];
  const days: DayString[] = [];
  for (let t = start.getTime(); t <= end.getTime(); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The longest range the chart asks for; a longer one would draw an unreadable line. */
export const MAX_RANGE_DAYS = 366;

export const RANGE_MESSAGES = {
  missing: 'Please choose both a from and a to date.',
  reversed: 'The from date must not be after the to date.',
  tooLong: `Please choose a range of at most ${MAX_RANGE_DAYS} days.`,
} as const;

/** Why a range cannot be charted, or null when it can. */
export function rangeProblem(range: Partial<DateRange>): string | null {
  const start = range.from ? parseDay(range.from) : null;
  const end = range.to ? parseDay(range.to) : null;
  if (!start || !end) return RANGE_MESSAGES.missing;
  if (start > end) return RANGE_MESSAGES.reversed;
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) return RANGE_MESSAGES.tooLong;
  return null;
}
