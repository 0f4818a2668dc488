import type { ReverseGeocode } from '../../db/schema/geocode.js';

type NominatimAddress = Partial<Record<'country_code' | 'postcode' | 'state' | 'city' | 'county' | 'suburb' | 'village' | 'town', string>>;

/** The fields the console reads of a jsonv2 answer (spec §7): city or county, suburb or village or town. */
export function mapNominatim(body: unknown): ReverseGeocode {
  const answer = (body && typeof body === 'object' ? body : {}) as { address?: NominatimAddress; display_name?: unknown };
  const a = answer.address && typeof answer.address === 'object' ? answer.address : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    countryCode: text(a.country_code).toUpperCase(),
    postcode: text(a.postcode),
    state: text(a.state),
    city: text(a.city) || text(a.county),
    suburb: text(a.suburb) || text(a.village) || text(a.town),
    displayName: text(answer.display_name),
  };
}

export class UpstreamError extends Error {}

/**
 * One reverse look-up: GET {base}/reverse?lat&lon&format=jsonv2. Nominatim answers a point with no
 * address as 200 {error}; that maps to empty fields. Anything but a JSON 200 in time is an UpstreamError.
 */
export async function reverseLookup(base: string, lat: number, lon: number, timeoutMs: number): Promise<ReverseGeocode> {
  const url = `${base}/reverse?${new URLSearchParams({ lat: String(lat), lon: String(lon), format: 'jsonv2' })}`;
  let res: Response;
  try {
    // Nominatim's usage policy asks every client to name itself.
    res = await fetch(url, {
      headers: { 'user-agent': 'sdm-console/2 (reverse geocoding proxy)', accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(`geocoder did not answer: ${(error as Error).message}`);
  }
  if (!res.ok) throw new UpstreamError(`geocoder answered ${res.status}`);
  try {
    return mapNominatim(await res.json());
  } catch {
    throw new UpstreamError('geocoder answered something other than JSON');
  }
}
