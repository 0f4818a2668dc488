import { lazyField } from '../inputs/lazy-field';

// Pickers of a form being edited, each with its list (every country, every time zone): from chunks of their own, so
// that a page showing the stored value does not carry the lists (docs/performance.md "First load").
export const CountrySelect = lazyField('CountrySelect', () => import('./country-select').then((m) => m.CountrySelect));
export const TimeZoneSelect = lazyField('TimeZoneSelect', () => import('./time-zone-select').then((m) => m.TimeZoneSelect));
