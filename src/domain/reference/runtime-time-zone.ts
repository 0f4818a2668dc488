import { TIME_ZONE_ALIAS_ROWS } from './time-zone-aliases-data.js';

// Apart from ./time-zones.ts: a page that formats dates in a zone carries the aliases alone, not every zone's name.

const runtimeKnows = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};
const RUNTIME = new Map<string, string | undefined>();

/** The zone `name` stands for and the zone's other names, read in any letter case: what to try when Intl knows not `name`. */
function namesOf(name: string): string[] {
  const lower = name.trim().toLowerCase();
  const zone = TIME_ZONE_ALIAS_ROWS.find(([a, z]) => a.toLowerCase() === lower || z.toLowerCase() === lower)?.[1] ?? name.trim();
  return [zone, ...TIME_ZONE_ALIAS_ROWS.filter(([, z]) => z === zone).map(([a]) => a)];
}

/**
 * The name to give Intl for a zone: the zone itself, or one of its aliases when this runtime's ICU is older
 * than the database (it may know 'Europe/Kiev' and not 'Europe/Kyiv'); undefined when it knows neither.
 */
export function runtimeTimeZone(name: string | null | undefined): string | undefined {
  if (!name) return undefined;
  // Intl reads zone names in any letter case: only a name it does not know needs the aliases.
  if (!RUNTIME.has(name)) RUNTIME.set(name, runtimeKnows(name) ? name : namesOf(name).find(runtimeKnows));
  return RUNTIME.get(name);
}
