/**
 * The plain parts of a place, kept apart from the schemas that check them (./place.ts) so that a page can name the
 * fields or centre a map without taking zod with it: the web address and address field names, and a location's centre.
 */

export const URL_NAMES = ['home', 'facebook', 'linkedin', 'twitter', 'instagram', 'youtube'] as const;
export type UrlName = (typeof URL_NAMES)[number];

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
