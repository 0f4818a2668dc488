// Workspace fields checked against shared reference data: keys against the console's route words,
// countries against ISO 3166-1, time zones against the IANA database; a location may be an area.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'owner' });
});
afterAll(() => t.close());

const BASE = '/api/2.0/media-aggregates';
let seq = 0;
const create = (body: object) =>
  injectAs(t, admin, {
    method: 'POST',
    url: `${BASE}?tenant=${tenant.key}&project=mall`,
    payload: { name: `Place ${++seq}`, currency: 'USD', timeZone: 'UTC', ...body },
  });
const update = (id: string, body: object) => injectAs(t, admin, { method: 'PUT', url: `${BASE}/${id}`, payload: { id, ...body } });
const read = async (id: string) => (await injectAs(t, admin, { method: 'GET', url: `${BASE}/${id}` })).json();

const AREA = {
  type: 'Polygon',
  coordinates: [
    [
      [55.27, 25.19],
      [55.28, 25.19],
      [55.28, 25.2],
      [55.27, 25.2],
      [55.27, 25.19],
    ],
  ],
};

describe('workspace keys', () => {
  it("refuses the console's route words as keys, and stores nothing", async () => {
    for (const key of ['summary', 'Workspaces', 'create', 'VENUES', 'users', 'portfolio', 'profile']) {
      const res = await create({ key });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(`'${key.toLowerCase()}' names a page of the console and cannot be a workspace key. Please use a different key.`);
    }
    const list = (await injectAs(t, admin, { method: 'GET', url: `${BASE}?tenant=${tenant.key}&project=mall` })).json();
    expect(list.map((w: { key: string }) => w.key)).not.toEqual(expect.arrayContaining(['summary']));
  });

  it('accepts a key that only starts like a route word', async () => {
    const res = await create({ key: 'Summary Point' });
    expect(res.statusCode).toBe(201);
    expect(res.json().key).toBe('summary-point');
  });
});

describe('countries', () => {
  it('stores an ISO 3166-1 two-letter code in capitals', async () => {
    const res = await create({ country: 'gb' });
    expect(res.statusCode).toBe(201);
    expect(res.json().country).toBe('GB');
    expect((await update(res.json().id, { country: 'AE' })).json().country).toBe('AE');
    expect((await read(res.json().id)).country).toBe('AE');
  });

  it('refuses a code or name not in the list with a clear message, on create and on update', async () => {
    for (const country of ['ZZ', 'UN', 'United Kingdom', 'GBR']) {
      const res = await create({ country });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Country must be an ISO 3166-1 two-letter code from the country list, such as GB for United Kingdom');
    }
    const ws = (await create({ country: 'IN' })).json();
    expect((await update(ws.id, { country: 'ZZ' })).statusCode).toBe(400);
    expect((await read(ws.id)).country).toBe('IN');
  });
});

describe('time zones', () => {
  it('accepts an alias and stores its zone', async () => {
    const res = await create({ timeZone: 'Asia/Calcutta' });
    expect(res.statusCode).toBe(201);
    expect(res.json().timeZone).toBe('Asia/Kolkata');
    const changed = await update(res.json().id, { timeZone: 'Europe/Kiev' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().timeZone).toBe('Europe/Kyiv');
    expect((await update(res.json().id, { timeZone: 'US/Eastern' })).json().timeZone).toBe('America/New_York');
  });

  it('stores a zone the browsers do not list as it is', async () => {
    expect((await create({ timeZone: 'Asia/Kolkata' })).json().timeZone).toBe('Asia/Kolkata');
    expect((await create({ timeZone: 'Europe/Kyiv' })).json().timeZone).toBe('Europe/Kyiv');
  });
});

describe('areas', () => {
  it('stores and answers a polygon location, and a point replaces it', async () => {
    const res = await create({ geoLocation: AREA });
    expect(res.statusCode).toBe(201);
    expect(res.json().geoLocation).toEqual(AREA);
    expect((await read(res.json().id)).geoLocation).toEqual(AREA);
    const point = { type: 'Point', coordinates: [55.275, 25.195] };
    expect((await update(res.json().id, { geoLocation: point })).json().geoLocation).toEqual(point);
  });

  it('refuses an open ring, too few positions, a flat ring and coordinates out of range', async () => {
    const ring = AREA.coordinates[0];
    const bad = [
      [ring.slice(0, 4)],
      [ring.slice(0, 3).concat([ring[0]]).slice(0, 3)],
      [[ring[0], ring[1], ring[0], ring[0]]],
      [ring.map(([lon, lat]) => [lon, lat + 80])],
      [],
    ];
    for (const coordinates of bad) expect((await create({ geoLocation: { type: 'Polygon', coordinates } })).statusCode).toBe(400);
    const open = await create({ geoLocation: { type: 'Polygon', coordinates: [ring.slice(0, 4)] } });
    expect(open.json().message).toContain('A polygon ring must end at the position where it starts');
    expect((await create({ geoLocation: { type: 'LineString', coordinates: ring } })).statusCode).toBe(400);
  });
});
