import { TIME_ZONE_ALIAS_ROWS } from './time-zone-aliases-data.js';
import { TIME_ZONE_NAMES } from './time-zones-data.js';

export { TIME_ZONE_NAMES, TZDATA_VERSION } from './time-zones-data.js';

/**
 * The IANA time zone database (a workspace's time zone is any of its zones, docs/product/platform.md §2.12): the zones
 * one picks and their aliases, so that 'Asia/Calcutta' is read as 'Asia/Kolkata' whatever list the browser's Intl has.
 */
// Built on first use.
let byLower: Map<string, string> | undefined;
let aliases: Map<string, string[]> | undefined;

/** The zone a name stands for ('asia/calcutta' → 'Asia/Kolkata'), or null when the database has no such name. */
export function canonicalTimeZone(name: unknown): string | null {
  byLower ??= new Map([...TIME_ZONE_NAMES.map((z) => [z.toLowerCase(), z] as const), ...TIME_ZONE_ALIAS_ROWS.map(([a, z]) => [a.toLowerCase(), z] as const)]);
  return typeof name === 'string' ? (byLower.get(name.trim().toLowerCase()) ?? null) : null;
}

/** Whether the database knows the name, as a zone or as an alias, in any letter case. */
export const isTimeZone = (name: unknown): name is string => canonicalTimeZone(name) !== null;

/** The other names of a zone ('Asia/Kolkata' → ['Asia/Calcutta']). */
export function timeZoneAliases(zone: string): readonly string[] {
  if (!aliases) {
    aliases = new Map();
    for (const [alias, of] of TIME_ZONE_ALIAS_ROWS) aliases.set(of, [...(aliases.get(of) ?? []), alias]);
  }
  return aliases.get(zone) ?? [];
}

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
