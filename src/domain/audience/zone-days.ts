import { instantOfWallClock, wallClock } from '../common/zoned-time.js';

/**
 * Days and hours in a workspace's time zone (screens show them there). Built on Intl, so any IANA zone
 * works; an unknown or empty zone is UTC.
 */
export function knownZone(zone: string | null | undefined): string {
  if (!zone) return 'UTC';
  let known = knownZones.get(zone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      known = zone;
    } catch {
      known = 'UTC';
    }
    if (knownZones.size >= 500) knownZones.clear();
    knownZones.set(zone, known);
  }
  return known;
}
// Checking a zone builds a formatter, which costs far more than using one: reports ask for tens of thousands of days.
const knownZones = new Map<string, string>();

const pad = (n: number) => String(n).padStart(2, '0');

function partsIn(zone: string, instant: number) {
  const [y, mo, d, hour, minute, second] = wallClock(instant, zone);
  return { day: `${y}-${pad(mo + 1)}-${pad(d)}`, hour, minute, second };
}

/** The calendar day ('YYYY-MM-DD') an instant falls on in `zone`. */
export const localDay = (instant: Date | number, zone: string): string => partsIn(knownZone(zone), +instant).day;

/** The local hour:minute ('HH:mm') of an instant in `zone`. */
export function localTime(instant: Date | number, zone: string): string {
  const p = partsIn(knownZone(zone), +instant);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant local midnight starts `day` in `zone` (for a day without a midnight, the first instant of
 * the day).
 */
export function dayStart(day: string, zone: string): Date {
  const z = knownZone(zone);
  const [y, m, d] = day.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  let guess = instantOfWallClock(wall, z);
  // A transition at midnight (clocks jump from 23:59 to 01:00) leaves the guess on the day before.
  while (localDay(guess, z) < day) guess += 15 * 60_000;
  return new Date(guess);
}

/** The instants [start, end) of local day `day` in `zone`. */
export const dayBounds = (day: string, zone: string) => ({ start: dayStart(day, zone), end: dayStart(nextDay(day), zone) });

export function nextDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * `localDay` for many instants of the days `from`..`to` in `zone`: the days' starts are worked out once and each instant
 * is placed among them by binary search (a report's tens of thousands of plays cost no formatter each). Instants
 * outside those days are answered by `localDay`.
 */
export function localDayWithin(from: string, to: string, zone: string): (instant: number) => string {
  const days: string[] = [];
  for (let day = from; day <= to && days.length <= 4000; day = nextDay(day)) days.push(day);
  const starts = days.map((d) => dayStart(d, zone).getTime());
  const end = dayStart(nextDay(to), zone).getTime();
  return (instant) => {
    if (!days.length || instant < starts[0] || instant >= end) return localDay(instant, zone);
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= instant) lo = mid;
      else hi = mid - 1;
    }
    return days[lo];
  };
}
