import type { FoundPlace, GeoLocation } from '../../../domain/common/place';
import { geoCentre } from '../../../domain/common/place-parts';
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
  /** A point, or an area (a polygon) given through the API. */
  geoLocation: GeoLocation | null;
};

/**
 * The default map point (docs/product/platform.md §3.5) for an item without one: [longitude, latitude] = [0.01, 0.01].
 */
export const DEFAULT_COORDINATES: [number, number] = [0.01, 0.01];

export const GEOCODE_FAILED_MESSAGE = 'No reply from location service. Did you hit the limits?';

/** `GET /api/1.0/geo/reverse?lat&lon`: the server's cached proxy of the configured geocoder. */
export function reverseGeocode(lat: number, lon: number): Promise<GeoReply> {
  return api.get<GeoReply>(`/api/1.0/geo/reverse?${new URLSearchParams({ lat: lat.toFixed(6), lon: lon.toFixed(6) })}`);
}

/** Autocomplete starts at 3 characters (docs/product/campaigns-venues-events.md §9). */
export const SEARCH_MIN_LENGTH = 3;

/** The text a place search sends: trimmed, or null while it is shorter than SEARCH_MIN_LENGTH. */
export function searchText(typed: string): string | null {
  const text = typed.trim().replace(/\s+/g, ' ');
  return text.length >= SEARCH_MIN_LENGTH ? text : null;
}

/** `GET /api/1.0/geo/search?q`: up to 10 places whose names match, through the server's geocoder proxy. */
export function searchPlaces(q: string): Promise<FoundPlace[]> {
  return api.get<FoundPlace[]>(`/api/1.0/geo/search?${new URLSearchParams({ q })}`);
}

/** A search's answer is kept by its text, whatever its case. */
export const placeSearchKey = (q: string | null) => ['geo-search', q?.toLowerCase()] as const;

/** Moving the point clears the address fields (docs/product/platform.md §4) before reverse geocoding refills them. */
export function withPoint<D extends AddressDraft>(draft: D, lat: number, lon: number): D {
  const cleared = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, ''])) as Pick<AddressDraft, (typeof ADDRESS_FIELDS)[number]>;
  return { ...draft, ...cleared, geoLocation: { type: 'Point', coordinates: [lon, lat] } };
}

/** The address fields of a draft, to put back when no look-up can refill them. */
export function addressOf(draft: AddressDraft): Pick<AddressDraft, (typeof ADDRESS_FIELDS)[number]> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, draft[f]])) as Pick<AddressDraft, (typeof ADDRESS_FIELDS)[number]>;
}

/**
 * The address read from the geocoder's answer (docs/product/platform.md §7: country code, postcode, state, city,
 * suburb, display name).
 */
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

/** [latitude, longitude] for the map, from the stored [longitude, latitude]; an area's centre. */
export function mapPoint(draft: Pick<AddressDraft, 'geoLocation'>): [number, number] {
  const [lon, lat] = draft.geoLocation ? geoCentre(draft.geoLocation) : DEFAULT_COORDINATES;
  return [lat, lon];
}
