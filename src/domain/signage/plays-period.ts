import { PlaysPeriod } from './player.js';

/**
 * The period of whole days `from`–`to` (both included, in the viewer's time zone) as the plays routes take it: epoch
 * ms, `to` exclusive (the start of the day after), checked by the routes' own rule (at most 366 days). A problem
 * instead when the days are missing, reversed or too many.
 */
export function playsPeriod(from: Date | null, to: Date | null): { from: number; to: number } | { problem: string } {
  if (!from || !to) return { problem: 'Choose the first and the last day' };
  const period = {
    from: new Date(from.getFullYear(), from.getMonth(), from.getDate()).getTime(),
    to: new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1).getTime(),
  };
  const checked = PlaysPeriod.safeParse(period);
  return checked.success ? period : { problem: checked.error.issues[0].message };
}

/** The period shown first: the last 7 days, today included. */
export const lastWeek = (now: Date): [Date, Date] => [new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6), now];
