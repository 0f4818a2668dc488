import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { ManualClock } from '../../test/manual-clock.js';
import { pollUntil } from '../../test/poll.js';
import { startStandInGeocoder, type GeocoderReply, type StandInGeocoder } from '../../test/stand-in-geocoder.js';

// The upstream service is paced by the app's clock, which these tests turn by hand: no real waits.
const clock = new ManualClock();
let geocoder: StandInGeocoder;
let t: TestApp;
let user: TestUser;

function reverseAnswer(lat: number): GeocoderReply {
  if (lat === 1) return { status: 500, body: { error: 'broken' } };
  // Latitude 2 never answers in time.
  if (lat === 2) return 'hang';
  if (lat === 3) return { status: 200, body: { error: 'Unable to geocode' } };
  if (lat === 51.50722)
    return {
      status: 200,
      body: {
        display_name: 'Westminster, London, England, GB',
        address: { country_code: 'gb', postcode: 'SW1A 2AA', state: 'England', county: 'Greater London', village: 'Westminster' },
      },
    };
  return {
    status: 200,
    body: {
      display_name: `Point ${lat}`,
      address: { country_code: 'in', postcode: '400001', state: 'Maharashtra', city: 'Mumbai', suburb: 'Fort', town: 'ignored', county: 'ignored' },
    },
  };
}

function searchAnswer(q: string): GeocoderReply {
  if (q === 'broken') return { status: 500, body: { error: 'broken' } };
  if (q.toLowerCase() === 'nowhere') return { status: 200, body: [] };
  // More than asked for, and one without a usable point: the API answers 10 good ones.
  const places = Array.from({ length: 12 }, (_, i) => ({ display_name: `${q} ${i + 1}`, lat: String(51.5 + i / 100), lon: String(-0.12 - i / 100) }));
  return { status: 200, body: [{ display_name: 'No point', lat: 'x', lon: '1' }, ...places] };
}

beforeAll(async () => {
  geocoder = await startStandInGeocoder(clock, (path, query) =>
    path === '/reverse' ? reverseAnswer(Number(query.get('lat'))) : path === '/search' ? searchAnswer(query.get('q') ?? '') : 'hang',
  );
  // Sessions read the same clock: a token lasting 30 days outlives the days these tests turn it on.
  t = await buildTestApp({ geocoderUrl: geocoder.url, geocoderTimeoutMs: 300, accessTokenTtl: 30 * 86_400 }, { clock });
  user = await buildUser(t, await buildTenant(t));
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});
// Each test starts with the pacer's turn free.
beforeEach(() => clock.advance(1100));

const get = (url: string, who: TestUser | null = user) => injectAs(t, who, { method: 'GET', url });
const reverse = (lat: string | number, lon: string | number, who: TestUser | null = user) => get(`/api/1.0/geo/reverse?lat=${lat}&lon=${lon}`, who);
const search = (q: string, who: TestUser | null = user) => get(`/api/1.0/geo/search?q=${encodeURIComponent(q)}`, who);
const calls = () => geocoder.calls;
/** A reading once it is `n` (or the wait ends): sleepers on the clock, calls the stand-in has had. */
const reach = (read: () => number, n: number) => pollUntil(read, (value) => value === n);
const sleepers = () => clock.sleeping;
const callCount = () => calls().length;

describe('GET /api/1.0/geo/reverse', () => {
  it('answers the address fields the console fills in (city or county, suburb or village or town)', async () => {
    const res = await reverse(51.507221, -0.127581);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      countryCode: 'GB',
      postcode: 'SW1A 2AA',
      state: 'England',
      city: 'Greater London',
      suburb: 'Westminster',
      displayName: 'Westminster, London, England, GB',
    });
    const last = calls().at(-1)!;
    expect(last.path).toBe('/reverse');
    expect(Object.fromEntries(last.query)).toEqual({ lat: '51.50722', lon: '-0.12758', format: 'jsonv2' });
    clock.advance(1100);
    expect((await reverse(18.93, 72.83)).json()).toEqual({
      countryCode: 'IN',
      postcode: '400001',
      state: 'Maharashtra',
      city: 'Mumbai',
      suburb: 'Fort',
      displayName: 'Point 18.93',
    });
  });

  it('serves a point already looked up (to 5 decimals) from the database without calling the service', async () => {
    const before = calls().length;
    const res = await reverse(51.5072214, -0.1275806);
    expect(res.statusCode).toBe(200);
    expect(res.json().city).toBe('Greater London');
    expect(calls().length).toBe(before);
  });

  it('answers empty fields for a point without an address', async () => {
    expect((await reverse(3, 3)).json()).toEqual({ countryCode: '', postcode: '', state: '', city: '', suburb: '', displayName: '' });
  });

  it('answers 502 when the service fails or does not answer in time, and caches nothing then', async () => {
    const failed = await reverse(1, 1);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('No reply from location service.');
    clock.advance(1100);
    expect((await reverse(2, 2)).statusCode).toBe(502);
    clock.advance(1100);
    const before = calls().length;
    expect((await reverse(1, 1)).statusCode).toBe(502);
    expect(calls().length).toBe(before + 1);
  });

  it('calls the service at most once a second, and answers 503 busy rather than queueing for long', async () => {
    const before = calls().length;
    let answered = 0;
    const all = Promise.all([10, 11, 12, 13].map((lat) => reverse(lat, 5).finally(() => answered++)));
    // One call goes at once, two wait their turn a second apart, the fourth would wait too long: it is
    // answered busy before the clock turns (turned earlier, its turn would come within the wait it allows).
    expect(await reach(sleepers, 2)).toBe(2);
    expect(await reach(callCount, before + 1)).toBe(before + 1);
    expect(await reach(() => answered, 2)).toBe(2);
    clock.advance(1000);
    expect(await reach(callCount, before + 2)).toBe(before + 2);
    clock.advance(1000);
    const results = await all;
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 503]);
    expect(results.find((r) => r.statusCode === 503)!.headers['retry-after']).toBe('1');
    const times = calls()
      .slice(before)
      .map((c) => c.at);
    expect(times.map((at) => at - times[0])).toEqual([0, 1000, 2000]);
  });

  it('answers 400 for coordinates that are not numbers in range, 401 without a token', async () => {
    for (const [lat, lon] of [
      ['abc', 1],
      ['', 1],
      [91, 0],
      [0, -181],
      ['1e2', 0],
    ])
      expect((await reverse(lat, lon)).statusCode).toBe(400);
    expect((await get('/api/1.0/geo/reverse?lat=1')).statusCode).toBe(400);
    expect((await reverse(1, 1, null)).statusCode).toBe(401);
  });
});

describe('GET /api/1.0/geo/search', () => {
  it('answers the first 10 places with a point, asking the service for 10 in jsonv2', async () => {
    const res = await search('Harbour Road');
    expect(res.statusCode).toBe(200);
    const places = res.json();
    expect(places).toHaveLength(10);
    expect(places[0]).toEqual({ displayName: 'Harbour Road 1', lat: 51.5, lon: -0.12 });
    const last = calls().at(-1)!;
    expect(last.path).toBe('/search');
    expect(Object.fromEntries(last.query)).toEqual({ q: 'Harbour Road', format: 'jsonv2', limit: '10' });
  });

  it('serves the same text again, whatever its case and spacing, without calling the service', async () => {
    const before = calls().length;
    const res = await search('  harbour   ROAD ');
    expect(res.json()).toHaveLength(10);
    expect(calls().length).toBe(before);
    clock.advance(2 * 86_400_000);
    expect((await search('harbour road')).statusCode).toBe(200);
    expect(calls().length).toBe(before + 1);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await search('Nowhere')).json()).toEqual([]);
  });

  it('answers 502 when the service fails, and caches nothing then', async () => {
    const failed = await search('broken');
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('No reply from location service.');
    clock.advance(1100);
    const before = calls().length;
    expect((await search('broken')).statusCode).toBe(502);
    expect(calls().length).toBe(before + 1);
  });

  it('shares the pace with reverse look-ups', async () => {
    const before = calls().length;
    const both = Promise.all([reverse(20, 20), search('Shared Pace')]);
    expect(await reach(sleepers, 1)).toBe(1);
    expect(await reach(callCount, before + 1)).toBe(before + 1);
    clock.advance(1000);
    expect((await both).map((r) => r.statusCode)).toEqual([200, 200]);
    const times = calls()
      .slice(before)
      .map((c) => c.at);
    expect(times[1] - times[0]).toBe(1000);
  });

  it('is described in the OpenAPI document beside the reverse look-up', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/1.0/geo/search'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['q']);
    expect(doc.paths['/api/1.0/geo/reverse']).toBeDefined();
  });

  it('answers 400 below 3 characters or without q, 401 without a token', async () => {
    for (const q of ['ab', '  a  ', '']) expect((await search(q)).statusCode).toBe(400);
    expect((await get('/api/1.0/geo/search')).statusCode).toBe(400);
    expect((await search('London', null)).statusCode).toBe(401);
  });
});

describe('without a configured geocoder', () => {
  it('answers 503 saying so, for reverse look-ups and searches', async () => {
    const bare = await buildTestApp();
    try {
      const someone = await buildUser(bare, await buildTenant(bare));
      for (const url of ['/api/1.0/geo/reverse?lat=1&lon=1', '/api/1.0/geo/search?q=London']) {
        const res = await injectAs(bare, someone, { method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.json().message).toBe('No location service is configured.');
      }
    } finally {
      await bare.close();
    }
  });
});
