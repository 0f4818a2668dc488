import type { MediaItemPageKind } from './types.js';

// Who may see an item from another workspace is decided by ../relations/visibility.ts (canLink, visibilityClass).

const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** `length` uppercase letters from `random` (injectable so that codes can be tested and seeded). */
export const upperLetters = (length: number, random: () => number = Math.random) =>
  Array.from({ length }, () => UPPER[Math.floor(random() * UPPER.length)]).join('');

/**
 * An asset's code: 10 random uppercase letters and a 3-character suffix from its name
 * (docs/product/campaigns-venues-events.md §9).
 */
export function assetCode(name: string, random: () => number = Math.random): string {
  const suffix = (name.toUpperCase().replace(/[^A-Z0-9]/g, '') + 'XXX').slice(0, 3);
  return upperLetters(10, random) + suffix;
}

/**
 * A generated code: assets per docs/product/campaigns-venues-events.md §9, venues and devices 16 random uppercase
 * letters.
 */
export function itemCode(kind: MediaItemPageKind, name: string, random: () => number = Math.random): string {
  return kind === 'asset' ? assetCode(name, random) : upperLetters(16, random);
}

/**
 * maxAllowed is at least 1, and forced back to 1 when the item is not multifaceted
 * (docs/product/campaigns-venues-events.md §5, docs/product/creatives-assets-signage.md §2.11).
 */
export function allowedEntities(multifaceted: boolean, maxAllowed: number | null | undefined): number {
  if (!multifaceted) return 1;
  return Math.max(1, Math.floor(maxAllowed ?? 1));
}

/** Availability defaults (docs/product/creatives-assets-signage.md §3, §9): from now until one year ahead. */
export function defaultAvailability(now: Date): { availableFrom: string; availableTo: string } {
  const to = new Date(now);
  to.setUTCFullYear(to.getUTCFullYear() + 1);
  return { availableFrom: now.toISOString(), availableTo: to.toISOString() };
}
