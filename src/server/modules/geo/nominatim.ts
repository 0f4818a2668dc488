import type { FoundPlace } from '../../../domain/common/place.js';
import type { ReverseGeocode } from '../../db/schema/geocode.js';

type NominatimAddress = Partial<Record<'country_code' | 'postcode' | 'state' | 'city' | 'county' | 'suburb' | 'village' | 'town', string>>;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The fields the console reads of a jsonv2 answer (docs/product/platform.md §7): city or county, suburb or village or
 * town.
 */
export function mapNominatim(body: unknown): ReverseGeocode {
  const answer = (body && typeof body === 'object' ? body : {}) as { address?: NominatimAddress; display_name?: unknown };
  const a = answer.address && typeof answer.address === 'object' ? answer.address : {};
  return {
    countryCode: text(a.country_code).toUpperCase(),
    postcode: text(a.postcode),
    state: text(a.state),
    city: text(a.city) || text(a.county),
    suburb: text(a.suburb) || text(a.village) || text(a.town),
    displayName: text(answer.display_name),
  };
}

/** The places of a jsonv2 search answer; entries without a usable point are left out. */
export function mapNominatimSearch(body: unknown, limit: number): FoundPlace[] {
  const list = Array.isArray(body) ? (body as { display_name?: unknown; lat?: unknown; lon?: unknown }[]) : [];
  return list
    .map((p) => ({ displayName: text(p?.display_name), lat: Number(text(p?.lat) || NaN), lon: Number(text(p?.lon) || NaN) }))
    .filter((p) => p.displayName && Math.abs(p.lat) <= 90 && Math.abs(p.lon) <= 180)
    .slice(0, limit);
}

export class UpstreamError extends Error {}

/** GET {base}{path}?query: the JSON body of a 200 in time; anything else is an UpstreamError. */
async function getJson(base: string, path: string, query: Record<string, string>, timeoutMs: number): Promise<unknown> {
  let res: Response;
  try {
    // Nominatim's usage policy asks every client to name itself.
    res = await fetch(`${base}${path}?${new URLSearchParams(query)}`, {
      headers: { 'user-agent': 'sdm-console/2 (geocoding proxy)', accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new UpstreamError(`geocoder did not answer: ${(error as Error).message}`);
  }
  if (!res.ok) throw new UpstreamError(`geocoder answered ${res.status}`);
  try {
    return await res.json();
  } catch {
    throw new UpstreamError('geocoder answered something other than JSON');
  }
}

/** One reverse look-up. Nominatim answers a point with no address as 200 {error}; that maps to empty fields. */
export async function reverseLookup(base: string, lat: number, lon: number, timeoutMs: number): Promise<ReverseGeocode> {
  return mapNominatim(await getJson(base, '/reverse', { lat: String(lat), lon: String(lon), format: 'jsonv2' }, timeoutMs));
}

/** One forward search: the first `limit` places whose names match the text. */
export async function searchLookup(base: string, q: string, limit: number, timeoutMs: number): Promise<FoundPlace[]> {
  return mapNominatimSearch(await getJson(base, '/search', { q, format: 'jsonv2', limit: String(limit) }, timeoutMs), limit);
}
