import { parseDay, rangeProblem, type DateRange, type DayString } from '../../../domain/summary/date-range.js';
import { badRequest } from '../../errors.js';

const DAY_MS = 86_400_000;
const dayString = (ms: number): DayString => new Date(ms).toISOString().slice(0, 10);

/**
 * The windows of the totals tiles in UTC days (docs/decisions/0032-summary-days-and-counts.md): today, the 7 days and the 30 days
 * ending today, both ends included.
 */
export function totalsWindows(now: Date = new Date()) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { today: dayString(today), from7: dayString(today - 6 * DAY_MS), from30: dayString(today - 29 * DAY_MS) };
}

/** A chart range as the console's pickers check it (src/domain/summary); anything else is bad input. */
export function checkedRange(from: string, to: string): DateRange {
  if (!parseDay(from) || !parseDay(to)) throw badRequest('from and to must be calendar days as YYYY-MM-DD');
  const problem = rangeProblem({ from, to });
  if (problem) throw badRequest(problem);
  return { from, to };
}

export function* daysOf({ from, to }: DateRange): Generator<DayString> {
  const end = parseDay(to)!.getTime();
  for (let t = parseDay(from)!.getTime(); t <= end; t += DAY_MS) yield dayString(t);
}
