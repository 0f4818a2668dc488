/**
 * Date display of docs/product/campaigns-venues-events.md §9: 'LLL dd, yyyy hh:mmaa' (e.g. 'Nov 23, 2026 02:05PM') and
 * the en-GB short forms, in the workspace's time zone when it has one (the browser's otherwise).
 */
import { runtimeTimeZone } from '../reference/runtime-time-zone.js';
import { instantOfWallClock, wallClock, zonedParts as parts } from './zoned-time.js';

export { wallClock };

const toDate = (value: string | Date) => (value instanceof Date ? value : new Date(value));

/** 'LLL dd, yyyy hh:mmaa'; '' for a missing or unparseable date. */
export function formatDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = parts(date, timeZone, { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: true });
  return `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}${(p.dayPeriod ?? '').toUpperCase()}`;
}

/**
 * The long format of docs/product/campaigns-venues-events.md §2.5's venue schedules, en-GB: '20 November 2026 at
 * 14:05'; '' for a missing date.
 */
export function formatLongDateTime(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: runtimeTimeZone(timeZone), dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** en-GB date, e.g. '23/11/2026' (docs/product/campaigns-venues-events.md §2.6 venue pipes); '' for a missing date. */
export function formatShortDate(value: string | Date | null | undefined, timeZone?: string): string {
  if (!value) return '';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { timeZone: runtimeTimeZone(timeZone), day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}

/**
 * A Date whose local fields (what a date picker shows) are the wall clock of `iso` in `timeZone`, so
 * that a picker running in the browser's zone shows and edits the workspace's time. Null for no date.
 */
export function toZonedPicker(iso: string, timeZone: string | undefined): Date | null {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return null;
  if (!runtimeTimeZone(timeZone)) return new Date(t);
  const [y, mo, d, h, mi, s] = wallClock(t, timeZone);
  return new Date(y, mo, d, h, mi, s, new Date(t).getUTCMilliseconds());
}

/**
 * The inverse of `toZonedPicker`: the instant whose wall clock in `timeZone` is the picker value's local
 * fields. A wall-clock time that happens twice (the hour clocks go back) reads as the later one.
 */
export function fromZonedPicker(value: Date, timeZone: string | undefined): string {
  if (!runtimeTimeZone(timeZone)) return value.toISOString();
  const asUtc = Date.UTC(
    value.getFullYear(),
    value.getMonth(),
    value.getDate(),
    value.getHours(),
    value.getMinutes(),
    value.getSeconds(),
    value.getMilliseconds(),
  );
  const t = instantOfWallClock(asUtc, timeZone);
  return new Date(t).toISOString();
}
