/**
 * Wall clocks in time zones: what a clock shows in a zone at an instant, and the instant a wall-clock time happens in a
 * zone. The one place the console's pickers, the audience's local days and the GTFS calendar turn between the two.
 * A zone Intl does not know reads as the runtime's own: a bad stored zone never breaks a page.
 */
import { runtimeTimeZone } from '../reference/runtime-time-zone.js';

// Building an Intl.DateTimeFormat costs far more than using one: lists format hundreds of dates in a few zones.
const formats = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATS = 200;

/** The en-US parts of `date` in `timeZone` with `options` (type → value). */
export function zonedParts(date: Date, timeZone: string | undefined, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const zone = runtimeTimeZone(timeZone);
  const key = `${zone ?? ''}|${JSON.stringify(options)}`;
  let fmt = formats.get(key);
  if (!fmt) {
    if (formats.size >= MAX_FORMATS) formats.clear();
    fmt = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formats.set(key, fmt);
  }
  return Object.fromEntries(fmt.formatToParts(date).map((p) => [p.type, p.value]));
}

const WALL_CLOCK: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** The wall-clock fields of `instant` in `timeZone` (the runtime's zone when unknown): year, month (0-11), day, hour, minute, second. */
export function wallClock(instant: number, timeZone: string | undefined): number[] {
  const p = zonedParts(new Date(instant), timeZone, WALL_CLOCK);
  return [+p.year, +p.month - 1, +p.day, +p.hour % 24, +p.minute, +p.second];
}

/** How far `timeZone`'s clock is ahead of UTC at `instant`, in milliseconds (whole seconds). */
export function zoneOffsetAt(instant: number, timeZone: string | undefined): number {
  const [y, mo, d, h, mi, s] = wallClock(instant, timeZone);
  return Date.UTC(y, mo, d, h, mi, s) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time happens in `timeZone`, the wall clock given as if it were UTC (`Date.UTC(…)`): the
 * zone's offset at a guess, then at the corrected instant (a clock change between the two). A time that happens twice
 * (clocks go back) reads as the later; one that never happens (clocks go forward) lands past the gap.
 */
export function instantOfWallClock(wallAsUtc: number, timeZone: string | undefined): number {
  const guess = wallAsUtc - zoneOffsetAt(wallAsUtc, timeZone);
  return wallAsUtc - zoneOffsetAt(guess, timeZone);
}
