import { parseDay } from '../summary/date-range.js';
import { addDays } from './zone-days.js';

/** The screens' default window: the 30 local days ending today. */
export const DEFAULT_WINDOW_DAYS = 30;
/** The longest window a venue or detailed query takes; the monthly graph takes two years. */
export const MAX_WINDOW_DAYS = 366;
export const MAX_MONTHLY_DAYS = 731;

export const WINDOW_MESSAGES = {
  missing: 'Please choose both a start and an end date.',
  reversed: 'The start date must not be after the end date.',
} as const;

/** A window of local days [from, to], both included, both required; null when fine. */
export function windowProblem(from: string | null | undefined, to: string | null | undefined, maxDays = MAX_WINDOW_DAYS): string | null {
  if (!from || !to) return WINDOW_MESSAGES.missing;
  const start = parseDay(from);
  const end = parseDay(to);
  if (!start || !end) return 'Dates must be calendar days as YYYY-MM-DD';
  if (start > end) return WINDOW_MESSAGES.reversed;
  if ((end.getTime() - start.getTime()) / 86_400_000 + 1 > maxDays) return `A window spans at most ${maxDays} days`;
  return null;
}

/** The default window ending on local day `today`. */
export const defaultWindow = (today: string) => ({ from: addDays(today, -(DEFAULT_WINDOW_DAYS - 1)), to: today });

/** Every month ('YYYY-MM') the window touches, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}
