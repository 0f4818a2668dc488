/** Currencies a workspace may use (spec §9), with the names the console shows. */
export const WORKSPACE_CURRENCIES = [
  { code: 'USD', name: 'United States Dollar' },
  { code: 'INR', name: 'Indian Rupee' },
  { code: 'AED', name: 'United Arab Emirates Dirham' },
  { code: 'OMR', name: 'Oman Rial' },
] as const;

export type WorkspaceCurrency = (typeof WORKSPACE_CURRENCIES)[number]['code'];

export function isWorkspaceCurrency(code: unknown): code is WorkspaceCurrency {
  return typeof code === 'string' && WORKSPACE_CURRENCIES.some((c) => c.code === code);
}

// An IANA name (Area/City, UTC, Etc/GMT+5): never an offset such as '+05:30'.
const TZ_NAME = /^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * The full tz name list (spec §9). ICU's canonical list omits 'UTC' and, on older ICU, names such as
 * 'Asia/Kolkata' (it lists 'Asia/Calcutta'), so validity is decided by isTimeZone, not by this list.
 */
export function timeZoneNames(): string[] {
  const names = new Set(Intl.supportedValuesOf('timeZone'));
  names.add('UTC');
  return [...names].sort();
}

/** Whether `tz` is a time zone name the platform knows, canonical or alias ('Asia/Kolkata', 'UTC'). */
export function isTimeZone(tz: unknown): tz is string {
  if (typeof tz !== 'string' || tz.length > 64 || !TZ_NAME.test(tz)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
