import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

// A stand-in for a Nominatim server on 127.0.0.1, answering by latitude.
const calls: { at: number; query: URLSearchParams }[] = [];
let geocoder: Server;
let t: TestApp;
let user: TestUser;

function answer(lat: number) {
  if (lat === 1) return { status: 500, body: { error: 'broken' } };
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

beforeAll(async () => {
  geocoder = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://x').searchParams;
    calls.push({ at: Date.now(), query });
    const lat = Number(query.get('lat'));
    // Latitude 2 never answers in time.
    if (lat === 2 || !req.url?.startsWith('/reverse?')) return void setTimeout(() => res.end('{}'), 2000);
    const { status, body } = answer(lat);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const port = (geocoder.address() as AddressInfo).port;
  t = await buildTestApp({ geocoderUrl: `http://127.0.0.1:${port}`, geocoderTimeoutMs: 300 });
  user = await buildUser(t, await buildTenant(t));
});
afterAll(async () => {
  await t.close();
  geocoder.closeAllConnections();
  await new Promise((resolve) => geocoder.close(resolve));
});

const reverse = (lat: string | number, lon: string | number, who: TestUser | null = user) =>
  injectAs(t, who, { method: 'GET', url: `/api/1.0/geo/reverse?lat=${lat}&lon=${lon}` });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    const last = calls.at(-1)!.query;
    expect(Object.fromEntries(last)).toEqual({ lat: '51.50722', lon: '-0.12758', format: 'jsonv2' });
    await sleep(1100);
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
    const before = calls.length;
    const res = await reverse(51.5072214, -0.1275806);
    expect(res.statusCode).toBe(200);
    expect(res.json().city).toBe('Greater London');
    expect(calls.length).toBe(before);
  });

  it('answers empty fields for a point without an address', async () => {
    await sleep(1100);
    expect((await reverse(3, 3)).json()).toEqual({ countryCode: '', postcode: '', state: '', city: '', suburb: '', displayName: '' });
  });

  it('answers 502 when the service fails or does not answer in time, and caches nothing then', async () => {
    await sleep(1100);
    const failed = await reverse(1, 1);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().message).toBe('No reply from location service.');
    await sleep(1100);
    expect((await reverse(2, 2)).statusCode).toBe(502);
    await sleep(1100);
    const before = calls.length;
    expect((await reverse(1, 1)).statusCode).toBe(502);
    expect(calls.length).toBe(before + 1);
  });

  it('calls the service at most once a second, and answers 503 busy rather than queueing for long', async () => {
    await sleep(1100);
    const before = calls.length;
    const results = await Promise.all([10, 11, 12, 13].map((lat) => reverse(lat, 5)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 503]);
    expect(results.find((r) => r.statusCode === 503)!.headers['retry-after']).toBe('1');
    const times = calls.slice(before).map((c) => c.at);
    expect(times).toHaveLength(3);
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(800);
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
    expect((await injectAs(t, user, { method: 'GET', url: '/api/1.0/geo/reverse?lat=1' })).statusCode).toBe(400);
    expect((await reverse(1, 1, null)).statusCode).toBe(401);
  });
});

describe('without a configured geocoder', () => {
  it('answers 503 saying so', async () => {
    const bare = await buildTestApp();
    try {
      const someone = await buildUser(bare, await buildTenant(bare));
      const res = await injectAs(bare, someone, { method: 'GET', url: '/api/1.0/geo/reverse?lat=1&lon=1' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('No location service is configured.');
    } finally {
      await bare.close();
    }
  });
});
