import { z } from 'zod';

/**
 * Where something is and where it lives on the web: the address, point and URL fields that workspaces,
 * venues, assets and devices share. Defined once so both validate and read them alike.
 */

export const URL_NAMES = ['home', 'facebook', 'linkedin', 'twitter', 'instagram', 'youtube'] as const;
export type UrlName = (typeof URL_NAMES)[number];

// Any scheme other than http(s) ('javascript:', 'data:') is refused; a bare 'www.example.com' is fine.
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const WebAddress = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => !OTHER_SCHEME.test(s) || /^https?:\/\//i.test(s), 'Only http and https addresses are allowed');

export const WebUrls = z.object(Object.fromEntries(URL_NAMES.map((n) => [n, WebAddress.optional()])) as Record<UrlName, z.ZodOptional<typeof WebAddress>>);
export type WebUrls = z.infer<typeof WebUrls>;

/** A GeoJSON point: coordinates are [longitude, latitude] (spec §3.5). */
export const GeoPoint = z.object({
  type: z.literal('Point'),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});
export type GeoPoint = z.infer<typeof GeoPoint>;

const Text = (max: number) => z.string().trim().max(max);

/** The postal address and point as a body carries them. */
export const ADDRESS_FIELDS = {
  street: Text(200),
  locality: Text(200),
  city: Text(200),
  state: Text(200),
  // Alpha-2 country code (spec §9), stored in capitals; blank while unknown.
  country: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2})?$/, 'Country must be a two-letter code')
    .transform((s) => s.toUpperCase()),
  pincode: Text(20),
  geoLocation: GeoPoint.nullable(),
};

/** The address as the API answers it: unset parts '' and no point null. */
export interface Address {
  street: string;
  locality: string;
  city: string;
  state: string;
  country: string;
  pincode: string;
  geoLocation: GeoPoint | null;
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
