import type { Schedule } from '../media-items/types.js';
import { normaliseStatus } from '../schedules/statuses.js';

/** Where the shown schedule stands against now. */
export type SchedulePhase = 'running' | 'upcoming' | 'past';

type Timed = Pick<Schedule, 'start' | 'close' | 'status'>;

const time = (iso: string) => new Date(iso).getTime();

/**
 * The schedule an event tile speaks of: one running now (the first to close), else the next to
 * start, else the last to have closed. Null without schedules.
 */
export function pickSchedule<S extends Timed>(
  schedules: readonly S[] | null | undefined,
  now: Date = new Date(),
): { schedule: S; phase: SchedulePhase } | null {
  const list = schedules ?? [];
  if (list.length === 0) return null;
  const t = now.getTime();
  const by = (key: (s: S) => number) => (a: S, b: S) => key(a) - key(b);
  const running = list.filter((s) => time(s.start) <= t && t <= time(s.close)).sort(by((s) => time(s.close)));
  if (running.length > 0) return { schedule: running[0], phase: 'running' };
  const upcoming = list.filter((s) => time(s.start) > t).sort(by((s) => time(s.start)));
  if (upcoming.length > 0) return { schedule: upcoming[0], phase: 'upcoming' };
  const past = [...list].sort(by((s) => -time(s.close)));
  return { schedule: past[0], phase: 'past' };
}

export const NO_SCHEDULE_LABEL = 'No Schedule';

export interface EventBadge {
  label: string;
  /** Mantine colour name. */
  colour: 'gray' | 'green' | 'red' | 'pink';
  phase: SchedulePhase | 'none';
}

/**
 * The event tile's status badge (docs/product/campaigns-venues-events.md §2.6): No Schedule without schedules; a
 * running schedule's status (green); an upcoming one's status in grey; a past one's status in pink when it completed
 * and red when it ended in any other status (our reading of "red or pink", docs/decisions/0065-events.md).
 */
export function eventStatusBadge(schedules: readonly Timed[] | null | undefined, now: Date = new Date()): EventBadge {
  const picked = pickSchedule(schedules, now);
  if (!picked) return { label: NO_SCHEDULE_LABEL, colour: 'gray', phase: 'none' };
  const label = normaliseStatus(picked.schedule.status);
  if (picked.phase === 'running') return { label, colour: 'green', phase: 'running' };
  if (picked.phase === 'upcoming') return { label, colour: 'gray', phase: 'upcoming' };
  return { label, colour: label === 'Completed' ? 'pink' : 'red', phase: 'past' };
}
