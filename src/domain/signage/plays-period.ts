import { PlaysPeriod } from './player.js';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The local midnight of a YYYY-MM-DD day, `plus` days on; null for anything else. */
function midnight(day: string | null, plus = 0): number | null {
  const m = DAY.exec(day ?? '');
  return m ? new Date(+m[1], +m[2] - 1, +m[3] + plus).getTime() : null;
}

/**
 * The days `from`–`to` (YYYY-MM-DD, both included, in the viewer's time zone) as the plays routes take them: epoch ms,
 * `to` exclusive (the midnight after the last day), checked by the routes' own rule (at most 366 days). A problem
 * instead when a day is missing, the days are reversed or too many.
 */
export function playsPeriod(from: string | null, to: string | null): { from: number; to: number } | { problem: string } {
  const period = { from: midnight(from), to: midnight(to, 1) };
  if (period.from === null || period.to === null) return { problem: 'Choose the first and the last day' };
  const checked = PlaysPeriod.safeParse(period);
  return checked.success ? { from: period.from, to: period.to } : { problem: checked.error.issues[0].message };
}

const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The days shown first: the last 7, today included. */
export const lastWeek = (now: Date): [string, string] => [dayOf(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6)), dayOf(now)];
