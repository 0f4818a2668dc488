import { TIME_ZONE_ALIAS_ROWS, TIME_ZONE_NAMES } from './time-zones-data.js';

export { TIME_ZONE_NAMES, TZDATA_VERSION } from './time-zones-data.js';

/**
 * The IANA time zone database (spec 01 §9 "the full tz name list"): the zones one picks and their aliases,
 * so that 'Asia/Calcutta' is read as 'Asia/Kolkata' whatever list the browser's Intl has.
 */
const BY_LOWER = new Map<string, string>([
  ...TIME_ZONE_NAMES.map((z) => [z.toLowerCase(), z] as const),
  ...TIME_ZONE_ALIAS_ROWS.map(([a, z]) => [a.toLowerCase(), z] as const),
]);

const ALIASES = new Map<string, string[]>();
for (const [alias, zone] of TIME_ZONE_ALIAS_ROWS) ALIASES.set(zone, [...(ALIASES.get(zone) ?? []), alias]);

/** The zone a name stands for ('asia/calcutta' → 'Asia/Kolkata'), or null when the database has no such name. */
export function canonicalTimeZone(name: unknown): string | null {
  return typeof name === 'string' ? (BY_LOWER.get(name.trim().toLowerCase()) ?? null) : null;
}

/** Whether the database knows the name, as a zone or as an alias, in any letter case. */
export const isTimeZone = (name: unknown): name is string => canonicalTimeZone(name) !== null;

/** The other names of a zone ('Asia/Kolkata' → ['Asia/Calcutta']). */
export const timeZoneAliases = (zone: string): readonly string[] => ALIASES.get(zone) ?? [];

// 'new york', 'New_York' and 'america/new-york' all read alike.
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** Whether a typed search finds the zone, by its name or one of its aliases ('Calcutta' finds Asia/Kolkata). */
export function timeZoneMatches(zone: string, search: string): boolean {
  const wanted = words(search);
  return !wanted || [zone, ...timeZoneAliases(zone)].some((name) => words(name).includes(wanted));
}

const runtimeKnows = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
const RUNTIME = new Map<string, string | undefined>();

/**
 * The name to give Intl for a zone: the zone itself, or one of its aliases when this runtime's ICU is older
 * than the database (it may know 'Europe/Kiev' and not 'Europe/Kyiv'); undefined when it knows neither.
 */
export function runtimeTimeZone(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  if (!RUNTIME.has(name)) {
    const zone = canonicalTimeZone(name);
    RUNTIME.set(name, [name, ...(zone ? [zone, ...timeZoneAliases(zone)] : [])].find(runtimeKnows));
  }
  return RUNTIME.get(name);
}
