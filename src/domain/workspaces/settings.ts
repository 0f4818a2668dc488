/** Currencies a workspace may use (docs/product/platform.md §9), with the names the console shows. */
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

// Time zones come from the IANA database in src/domain/reference: an alias is accepted and stored as its zone.
export { canonicalTimeZone, isTimeZone } from '../reference/time-zones.js';
