/**
 * docs/product/campaigns-venues-events.md §4.4: the status values a schedule may take; Initial is the default, any
 * change is allowed.
 */
export const SCHEDULE_STATUSES = [
  'Initial',
  'Ready',
  'Scheduled',
  'Active',
  'Playing',
  'In Progress',
  'Suspended',
  'Paused',
  'Sold Out',
  'Cancelled',
  'Completed',
] as const;

export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

export const DEFAULT_SCHEDULE_STATUS: ScheduleStatus = 'Initial';

/**
 * The list's own spelling of a stored status. docs/product/campaigns-venues-events.md §3.5: older campaigns carry
 * values such as 'PLAYING' or 'play' in any letter case, so the match ignores case; an unknown value is kept as it is
 * so that the select can still show it.
 */
export function normaliseStatus(status: string | undefined | null): string {
  const text = (status ?? '').trim();
  if (!text) return DEFAULT_SCHEDULE_STATUS;
  return SCHEDULE_STATUSES.find((s) => s.toLowerCase() === text.toLowerCase()) ?? text;
}

/**
 * Options for the Status select: the list of docs/product/campaigns-venues-events.md §4.4, plus a stored value outside
 * it so nothing is lost.
 */
export function statusOptions(current?: string): string[] {
  const value = normaliseStatus(current);
  return (SCHEDULE_STATUSES as readonly string[]).includes(value) ? [...SCHEDULE_STATUSES] : [...SCHEDULE_STATUSES, value];
}
