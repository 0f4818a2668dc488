import { z } from 'zod';
import { isCountryCode } from '../reference/countries.js';
import { ADDRESS_NAMES, URL_MESSAGES, URL_NAMES, webAddressProblem, type UrlName } from './place-parts.js';

/**
 * Where something is and where it lives on the web: the address, point and URL fields that workspaces,
 * venues, assets and devices share. Defined once so both validate and read them alike.
 */

/** A web address: http(s) or scheme-less ('www.example.com'), at most 2000 characters (the rule: ./place-parts.ts). */
export const WebAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => webAddressProblem(s) === null, URL_MESSAGES.otherScheme);

export const WebUrls = z.object(Object.fromEntries(URL_NAMES.map((n) => [n, WebAddress.optional()])) as Record<UrlName, z.ZodOptional<typeof WebAddress>>);
export type WebUrls = z.infer<typeof WebUrls>;

/** Messages of the place fields (ours). */
export const PLACE_MESSAGES = {
  unknownCountry: 'Country must be an ISO 3166-1 two-letter code from the country list, such as GB for United Kingdom',
  openRing: 'A polygon ring must end at the position where it starts',
  flatRing: 'A polygon ring needs at least three different positions',
} as const;

/** A GeoJSON position: [longitude, latitude] (docs/product/platform.md §3.5). */
const Position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
type Position = z.infer<typeof Position>;

/** A GeoJSON point (docs/product/platform.md §3.5). */
export const GeoPoint = z.object({ type: z.literal('Point'), coordinates: Position });
export type GeoPoint = z.infer<typeof GeoPoint>;

const samePosition = (a: Position, b: Position) => a[0] === b[0] && a[1] === b[1];

// RFC 7946 §3.1.6: a closed ring of four or more positions. Winding order is not checked (the RFC asks parsers to accept either).
const LinearRing = z
  .array(Position)
  .min(4)
  .max(1000)
  .refine((ring) => samePosition(ring[0], ring[ring.length - 1]), PLACE_MESSAGES.openRing)
  .refine((ring) => new Set(ring.map((p) => p.join())).size >= 3, PLACE_MESSAGES.flatRing);

/** A GeoJSON polygon: an outer ring, then up to 19 holes (a venue can be an area, docs/product/platform.md §3.5). */
export const GeoPolygon = z.object({ type: z.literal('Polygon'), coordinates: z.array(LinearRing).min(1).max(20) });
export type GeoPolygon = z.infer<typeof GeoPolygon>;

/** Where a workspace or item is: a point or an area. */
export const GeoLocation = z.discriminatedUnion('type', [GeoPoint, GeoPolygon]);
export type GeoLocation = z.infer<typeof GeoLocation>;

/** One place a search finds (`GET /api/1.0/geo/search`): its name and point. */
export interface FoundPlace {
  displayName: string;
  lat: number;
  lon: number;
}

const Text = (max: number) => z.string().trim().max(max);

/** The postal address and location as a body carries them. */
export const ADDRESS_FIELDS = {
  street: Text(200),
  locality: Text(200),
  city: Text(200),
  state: Text(200),
  // Alpha-2 code of the ISO 3166-1 list (docs/product/platform.md §9), stored in capitals; blank while unknown.
  country: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => s === '' || isCountryCode(s), PLACE_MESSAGES.unknownCountry),
  pincode: Text(20),
  geoLocation: GeoLocation.nullable(),
} satisfies Record<(typeof ADDRESS_NAMES)[number], z.ZodType>;

/** The address as the API answers it: unset parts '' and no point null. */
export interface Address {
  street: string;
  locality: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  geoLocation: GeoLocation | null;
}

/** A stored (partial) address as the API answers it: unset parts '' and no point null. */
export function presentAddress(stored: Partial<Address>): Address {
  return {
    street: stored.street ?? '',
    locality: stored.locality ?? '',
    city: stored.city ?? '',
    state: stored.state ?? '',
    country: stored.country ?? '',
    pincode: stored.pincode ?? '',
    geoLocation: stored.geoLocation ?? null,
  };
}
