import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { insertMediaItems } from '../../seed/media-items.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { pollUntil } from '../../test/poll.js';
import { issueDeviceSecret } from '../media-items/device-secrets.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let viewer: TestUser;
let southViewer: TestUser;
let outsider: TestUser;
const device = newId();
const quietDevice = newId();
let secret: string;
let quietSecret: string;
const wrongSecret = 'x'.repeat(43);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  viewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  southViewer = await buildUser(t, tenant, { role: 'reader', on: 'project' });
  outsider = await buildUser(t, other, { role: 'owner' });
  const row = (id: string) => ({
    tenantId: tenant.id,
    id,
    kind: 'device' as const,
    projectId: tenant.project.id,
    aggregateId: tenant.workspaces[0].id,
    code: 'ABCDEFGHIJKLMNOP',
    name: `Counter ${id.slice(0, 4)}`,
  });
  await insertMediaItems(t.app.ctx.db, [row(device), row(quietDevice)]);
  secret = await issueDeviceSecret(t.app.ctx.db, tenant.id, device);
  quietSecret = await issueDeviceSecret(t.app.ctx.db, tenant.id, quietDevice);
});
afterAll(() => t.close());

const send = (payload: unknown, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1.0/device-readings',
    headers: { authorization: authorization ?? `Device ${device}.${secret}`, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
const reading = (minutesAgo: number, peopleCount: number, extra: Record<string, unknown> = {}) => ({
  peopleCount,
  deviceTS: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  ...extra,
});

const gql = (user: TestUser, query: string) => injectAs(t, user, { method: 'POST', url: '/api/1.0/media-query', payload: { query } });
const FIELDS = 'id deviceId peopleCount femaleCount maleCount imageURL deviceTS receivedTS assetId venueId';
const latest = async (user: TestUser = viewer, id = device) => gql(user, `{ timeDBByDeviceId(device_id: "${id}") { ${FIELDS} } }`);
const period = async (user: TestUser = viewer, args = '') => gql(user, `{ timeDBEntriesForPeriod(device_id: "${device}"${args}) { ${FIELDS} } }`);
const storedCount = async () => (await period()).json().data.timeDBEntriesForPeriod.length;

describe('POST /api/1.0/device-readings', () => {
  it('refuses a wrong, unknown or malformed device credential with 401 and stores nothing', async () => {
    for (const auth of [
      `Device ${device}.${wrongSecret}`,
      `Device ${device}.${secret}x`,
      `Device ${newId()}.${secret}`,
      `Bearer ${secret}`,
      `Device ${device}`,
      '',
    ]) {
      const res = await send(reading(1, 5), auth);
      expect(res.statusCode, auth).toBe(401);
    }
    expect(await storedCount()).toBe(0);
  });

  it('stores one reading, then a batch, and the dashboard queries answer them', async () => {
    const one = await send(
      reading(30, 4, { imageURL: 'https://img.example/1.jpg', femaleCount: 1, maleCount: 3, venueId: 'v1', assetId: 'a1', temperature: 21.5 }),
    );
    expect(one.statusCode).toBe(201);
    expect(one.json()).toEqual({ stored: 1 });
    const batch = await send([reading(20, 7), reading(10, 9, { imageURL: 'https://img.example/"quoted",{odd}.jpg' }), reading(15, 2)]);
    expect(batch.statusCode).toBe(201);
    expect(batch.json()).toEqual({ stored: 3 });

    const last = (await latest()).json().data.timeDBByDeviceId;
    expect(last).toMatchObject({ deviceId: device, peopleCount: 9, imageURL: 'https://img.example/"quoted",{odd}.jpg', femaleCount: null, maleCount: null });
    expect(Date.parse(last.receivedTS)).toBeGreaterThan(Date.now() - 60_000);

    const list = (await period()).json().data.timeDBEntriesForPeriod;
    expect(list.map((r: { peopleCount: number }) => r.peopleCount)).toEqual([4, 7, 2, 9]);
    expect(list[0]).toMatchObject({ femaleCount: 1, maleCount: 3, venueId: 'v1', assetId: 'a1', imageURL: null });
    const past = (
      await period(viewer, `, from: "${new Date(Date.now() - 25 * 60_000).toISOString()}", to: "${new Date(Date.now() - 12 * 60_000).toISOString()}"`)
    ).json();
    expect(past.data.timeDBEntriesForPeriod.map((r: { peopleCount: number }) => r.peopleCount)).toEqual([7, 2]);
  });

  it('refuses a batch with one bad reading with 400 naming its index, storing none', async () => {
    const before = await storedCount();
    const res = await send([reading(1, 1), reading(1, 2), { peopleCount: -1, deviceTS: 'yesterday' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Reading 2: peopleCount .*nothing was stored$/);
    expect(res.json().details.map((d: { index: number; path: string }) => [d.index, d.path])).toEqual([
      [2, 'peopleCount'],
      [2, 'deviceTS'],
    ]);
    for (const bad of [[], {}, 'text', [{ peopleCount: 1 }], [reading(1, 1, { nested: { a: 1 } })], [reading(1, 1, { note: 'a\u0000b' })]]) {
      expect((await send(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect(await storedCount()).toBe(before);
  });

  it('refuses more than 1000 readings or more than 1 MB with 413, storing none', async () => {
    const before = await storedCount();
    const many = await send(Array.from({ length: 1001 }, () => reading(1, 1)));
    expect(many.statusCode).toBe(413);
    const big = await send([
      reading(1, 1, { note: 'x'.repeat(1000) }),
      ...Array.from({ length: 999 }, () => reading(1, 1, { a: 'y'.repeat(1000), b: 'z'.repeat(200) })),
    ]);
    expect(big.statusCode).toBe(413);
    expect(await storedCount()).toBe(before);
  });

  it('stops accepting a secret once another server rotates it (heard through the database notice)', async () => {
    const asQuiet = (key: string) => send([reading(1, 1)], `Device ${quietDevice}.${key}`);
    expect((await asQuiet(quietSecret)).statusCode).toBe(201);
    expect((await asQuiet(quietSecret)).statusCode).toBe(201); // now answered from memory
    // Written straight to the database, as another server would: this one only hears the notice.
    const fresh = await issueDeviceSecret(t.app.ctx.db, tenant.id, quietDevice);
    const status = await pollUntil(
      async () => (await asQuiet(quietSecret)).statusCode,
      (code) => code === 401,
      3000,
    );
    expect(status).toBe(401);
    expect((await asQuiet(fresh)).statusCode).toBe(201);
  });
});

describe('the verified-secret memory', () => {
  it('remembers nothing while notices may be missed, nor a check that a notice overtook', async () => {
    const secrets = t.app.ctx.deviceSecrets;
    secrets.setLive(false);
    expect((await send([reading(1, 1)])).statusCode).toBe(201);
    expect(secrets.size).toBe(0);
    secrets.setLive(true);
    const checking = secrets.verify(t.app.ctx.db, device, secret);
    secrets.forget(quietDevice); // a notice arrives while the check reads the database
    expect(await checking).toEqual({ tenantId: tenant.id, id: device, name: `Counter ${device.slice(0, 4)}` });
    expect(secrets.size).toBe(0);
    expect((await send([reading(1, 1)])).statusCode).toBe(201);
    expect(secrets.size).toBe(1);
  });
});

describe('timeDB queries', () => {
  it("answer each device's own latest reading, null before the first; an unknown device is NOT_FOUND", async () => {
    const res = await latest(viewer, quietDevice);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.timeDBByDeviceId).toMatchObject({ deviceId: quietDevice, peopleCount: 1 });
    await t.app.ctx.db.execute(`delete from device_readings where device_id = '${quietDevice}'`);
    expect((await latest(viewer, quietDevice)).json()).toEqual({ data: { timeDBByDeviceId: null } });
    const none = await gql(southViewer, `{ timeDBByDeviceId(device_id: "${newId()}") { id } }`);
    expect(none.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("keep another tenant's device hidden and refuse a bad period", async () => {
    const res = await latest(outsider);
    expect(res.json().data.timeDBByDeviceId).toBeNull();
    expect(res.json().errors[0].extensions.code).toBe('NOT_FOUND');
    const bad = await period(viewer, ', from: "soon"');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('from must be an ISO date-time');
    expect((await period(viewer, ', from: "2026-01-01T00:00:00Z", to: "2026-03-01T00:00:00Z"')).json().errors[0].message).toBe(
      'A period may span at most 31 days',
    );
  });
});
