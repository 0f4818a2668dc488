import { api } from '../../lib/api';

/** What `GET /api/1.0/geo/reverse` answers. */
export interface GeoReply {
  countryCode?: string;
  postcode?: string;
  state?: string;
  city?: string;
  suburb?: string;
  displayName?: string;
}

export const ADDRESS_FIELDS = ['street', 'locality', 'city', 'state', 'country', 'pincode'] as const;

/** The address part of any form with a location (workspace, venue): all fields present. */
export type AddressDraft = Record<(typeof ADDRESS_FIELDS)[number], string> & {
  geoLocation: { type: 'Point'; coordinates: [number, number] } | null;
};

/** The spec's default map point for an item without one: [longitude, latitude] = [0.01, 0.01]. */
export const DEFAULT_COORDINATES: [number, number] = [0.01, 0.01];

export const GEOCODE_FAILED_MESSAGE = 'No reply from location service. Did you hit the limits?';

/** `GET /api/1.0/geo/reverse?lat&lon`: the server's cached proxy of the configured geocoder. */
export function reverseGeocode(lat: number, lon: number): Promise<GeoReply> {
  return api.get<GeoReply>(`/api/1.0/geo/reverse?${new URLSearchParams({ lat: lat.toFixed(6), lon: lon.toFixed(6) })}`);
}

/** Moving the point clears the address fields (spec §4) before reverse geocoding refills them. */
export function withPoint<D extends AddressDraft>(draft: D, lat: number, lon: number): D {
  const cleared = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as Pick<AddressDraft, (typeof ADDRESS_FIELDS)[number]>;
  return { ...draft, ...cleared, geoLocation: { type: 'Point', coordinates: [lon, lat] } };
}

/** The address read from the geocoder's answer (spec §7: country code, postcode, state, city, suburb, display name). */
export function withAddress<D extends AddressDraft>(draft: D, reply: GeoReply): D {
  return {
    ...draft,
    street: reply.displayName ?? '',
    locality: reply.suburb ?? '',
    city: reply.city ?? '',
    state: reply.state ?? '',
    country: (reply.countryCode ?? '').toUpperCase(),
    pincode: reply.postcode ?? '',
  };
}

/** [latitude, longitude] for the map, from the stored [longitude, latitude]. */
export function mapPoint(draft: Pick<AddressDraft, 'geoLocation'>): [number, number] {
  const [lon, lat] = draft.geoLocation?.coordinates ?? DEFAULT_COORDINATES;
  return [lat, lon];
}
