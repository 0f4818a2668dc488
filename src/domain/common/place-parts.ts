/**
 * The plain parts of a place, kept apart from the schemas that check them (./place.ts) so that a page can name the
 * fields or centre a map without taking zod with it: the web address and address field names, and a location's centre.
 */

export const URL_NAMES = ['home', 'facebook', 'linkedin', 'twitter', 'instagram', 'youtube'] as const;
export type UrlName = (typeof URL_NAMES)[number];

/** Messages of the web address rules (ours). */
export const URL_MESSAGES = {
  otherScheme: 'Only http and https addresses are allowed',
  fullAddress: 'Give the whole address, starting with http:// or https://',
} as const;

// Any scheme other than http(s) ('javascript:', 'data:') is refused.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HTTP_SCHEME = /^https?:\/\//i;

/** A web address of a workspace or item (./place.ts WebAddress): http(s) or scheme-less ('www.example.com'); blank is none. */
export function webAddressProblem(text: string): string | null {
  const s = text.trim();
  return OTHER_SCHEME.test(s) && !HTTP_SCHEME.test(s) ? URL_MESSAGES.otherScheme : null;
}

/**
 * A treasury instrument's social link: a whole http(s) URL with a host ('https://facebook.com/mall'), as the apps open
 * it without guessing a scheme; blank is none.
 */
export function httpUrlProblem(text: string): string | null {
  const s = text.trim();
  if (!s) return null;
  if (OTHER_SCHEME.test(s) && !HTTP_SCHEME.test(s)) return URL_MESSAGES.otherScheme;
  // The host follows the two slashes at once: 'http:///path' would otherwise be read as the host 'path'.
  if (!/^https?:\/\/[^/?#\s]/i.test(s) || /\s/.test(s) || !URL.canParse(s)) return URL_MESSAGES.fullAddress;
  return null;
}

/** The address's fields, by name: what a section saves (./place.ts checks them). */
export const ADDRESS_NAMES = ['street', 'locality', 'city', 'state', 'country', 'pincode', 'geoLocation'] as const;

/** A GeoJSON position: [longitude, latitude]. */
type Position = [number, number];

/** [longitude, latitude] of a location's centre: the point itself, or the middle of its outer ring's bounds. */
export function geoCentre(location: { type: 'Point'; coordinates: Position } | { type: 'Polygon'; coordinates: Position[][] }): Position {
  if (location.type === 'Point') return location.coordinates;
  const ring = location.coordinates[0];
  const lons = ring.map((p) => p[0]);
  const lats = ring.map((p) => p[1]);
  return [(Math.min(...lons) + Math.max(...lons)) / 2, (Math.min(...lats) + Math.max(...lats)) / 2];
}
