import type { Clock } from '../../clock.js';
import type { ReverseGeocode } from '../../db/schema/geocode.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import type { FoundPlace } from '../../../domain/common/place.js';
import { reverseLookup, searchLookup, UpstreamError } from './nominatim.js';
import { Pacer } from './pacer.js';
import * as repo from './repo.js';

export const GEO_MESSAGES = {
  notConfigured: 'No location service is configured.',
  busy: 'The location service is busy. Please try again in a moment.',
  noReply: 'No reply from location service.',
} as const;

/**
 * Places one search answers (docs/product/campaigns-venues-events.md §9, docs/product/creatives-assets-signage.md §7:
 * 10 results).
 */
export const SEARCH_LIMIT = 10;

// Addresses change rarely; a month-old answer is looked up again.
const CACHE_DAYS = 30;
const DAY_MS = 86_400_000;
// Searches are many and short-lived (every typed prefix): the latest 1000 are kept a day, in memory.
const SEARCHES_KEPT = 1000;
const E5 = 1e5;

const serviceUnavailable = (message: string, retryAfter?: number) =>
  new HttpError(503, 'Service Unavailable', message, undefined, retryAfter ? { 'retry-after': String(retryAfter) } : {});

/**
 * Geocoding through the configured Nominatim-compatible service, at most one upstream call per second for
 * both kinds of look-up. Reverse answers are cached in the database by the point rounded to 5 decimals
 * (about 1 m); search answers in memory by their text. Two callers asking the same share one upstream call.
 */
export class Geocoder {
  private pacer: Pacer;
  private inFlight = new Map<string, Promise<unknown>>();
  private searches = new Map<string, { places: FoundPlace[]; at: number }>();

  constructor(
    private ctx: Pick<AppContext, 'db' | 'config'>,
    private clock: Clock,
  ) {
    this.pacer = new Pacer(1000, 2000, () => clock.now());
  }

  async reverse(lat: number, lon: number): Promise<ReverseGeocode> {
    const base = this.baseUrl();
    const latE5 = Math.round(lat * E5);
    const lonE5 = Math.round(lon * E5);
    const cached = await repo.findCached(this.ctx.db, latE5, lonE5);
    if (cached && this.clock.now() - cached.fetchedOn.getTime() < CACHE_DAYS * DAY_MS) return cached.answer;
    return this.once(`reverse ${latE5},${lonE5}`, async () => {
      const answer = await this.upstream(() => reverseLookup(base, latE5 / E5, lonE5 / E5, this.ctx.config.geocoderTimeoutMs));
      await repo.storeCached(this.ctx.db, latE5, lonE5, answer);
      return answer;
    });
  }

  /** Places matching a text (3 characters or more, checked by the route), best first. */
  async search(text: string): Promise<FoundPlace[]> {
    const base = this.baseUrl();
    const q = text.trim().replace(/\s+/g, ' ');
    const key = q.toLowerCase();
    const cached = this.searches.get(key);
    if (cached && this.clock.now() - cached.at < DAY_MS) return cached.places;
    return this.once(`search ${key}`, async () => {
      const places = await this.upstream(() => searchLookup(base, q, SEARCH_LIMIT, this.ctx.config.geocoderTimeoutMs));
      this.searches.delete(key);
      this.searches.set(key, { places, at: this.clock.now() });
      if (this.searches.size > SEARCHES_KEPT) this.searches.delete(this.searches.keys().next().value!);
      return places;
    });
  }

  private baseUrl(): string {
    const base = this.ctx.config.geocoderUrl;
    if (!base) throw serviceUnavailable(GEO_MESSAGES.notConfigured);
    return base;
  }

  private once<T>(key: string, run: () => Promise<T>): Promise<T> {
    let pending = this.inFlight.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = run().finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** One upstream call in its turn: 503 busy when the turn is too far off, 502 when the service fails. */
  private async upstream<T>(call: () => Promise<T>): Promise<T> {
    const wait = this.pacer.reserve();
    if (wait === null) throw serviceUnavailable(GEO_MESSAGES.busy, 1);
    await this.clock.sleep(wait);
    try {
      return await call();
    } catch (error) {
      if (error instanceof UpstreamError) throw new HttpError(502, 'Bad Gateway', GEO_MESSAGES.noReply);
      throw error;
    }
  }
}
