import { COUNTRY_ROWS } from './countries-data.js';

/** A country of ISO 3166-1 (docs/product/platform.md §1): its English short name and its three codes. */
export interface Country {
  /** Two-letter code, as items and workspaces store it ('GB'). */
  alpha2: string;
  alpha3: string;
  /** Three digits, leading zeros kept ('004'). */
  numeric: string;
  name: string;
}

/** Every assigned country, by name. */
export const COUNTRIES: readonly Country[] = COUNTRY_ROWS.map(([alpha2, alpha3, numeric, name]) => ({ alpha2, alpha3, numeric, name }));

const BY_ALPHA2 = new Map(COUNTRIES.map((c) => [c.alpha2, c]));

/** The country of a two-letter code in any letter case, or null when ISO 3166-1 assigns none. */
export function countryByCode(code: unknown): Country | null {
  return typeof code === 'string' ? (BY_ALPHA2.get(code.trim().toUpperCase()) ?? null) : null;
}

export const isCountryCode = (code: unknown): boolean => countryByCode(code) !== null;
