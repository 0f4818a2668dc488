import type { ReverseGeocode } from '../../db/schema/geocode.js';
import type { AppContext } from '../../context.js';
import { HttpError } from '../../errors.js';
import { reverseLookup, UpstreamError } from './nominatim.js';
import { Pacer } from './pacer.js';
import * as repo from './repo.js';

export const GEO_MESSAGES = {
  notConfigured: 'No location service is configured.',
  busy: 'The location service is busy. Please try again in a moment.',
  noReply: 'No reply from location service.',
} as const;

// Addresses change rarely; a month-old answer is looked up again.
const CACHE_DAYS = 30;
const E5 = 1e5;

const serviceUnavailable = (message: string, retryAfter?: number) =>
  new HttpError(503, 'Service Unavailable', message, undefined, retryAfter ? { 'retry-after': String(retryAfter) } : {});

/**
 * Reverse geocoding through the configured Nominatim-compatible service, with answers cached in the
 * database by the point rounded to 5 decimals (about 1 m) and at most one upstream call per second.
 */
export class ReverseGeocoder {
  private pacer = new Pacer(1000, 2000);
  private inFlight = new Map<string, Promise<ReverseGeocode>>();

  constructor(private ctx: Pick<AppContext, 'db' | 'config'>) {}

  async reverse(lat: number, lon: number): Promise<ReverseGeocode> {
    const base = this.ctx.config.geocoderUrl;
    if (!base) throw serviceUnavailable(GEO_MESSAGES.notConfigured);
    const latE5 = Math.round(lat * E5);
    const lonE5 = Math.round(lon * E5);
    const cached = await repo.findCached(this.ctx.db, latE5, lonE5);
    if (cached && Date.now() - cached.fetchedOn.getTime() < CACHE_DAYS * 86_400_000) return cached.answer;
    // Two users dropping a pin on the same spot share one upstream call.
    const key = `${latE5},${lonE5}`;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchAndStore(base, latE5, lonE5).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  private async fetchAndStore(base: string, latE5: number, lonE5: number): Promise<ReverseGeocode> {
    const wait = this.pacer.reserve();
    if (wait === null) throw serviceUnavailable(GEO_MESSAGES.busy, 1);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    let answer: ReverseGeocode;
    try {
      answer = await reverseLookup(base, latE5 / E5, lonE5 / E5, this.ctx.config.geocoderTimeoutMs);
    } catch (error) {
      if (error instanceof UpstreamError) throw new HttpError(502, 'Bad Gateway', GEO_MESSAGES.noReply);
      throw error;
    }
    await repo.storeCached(this.ctx.db, latE5, lonE5, answer);
    return answer;
  }
}
