import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { verifyDeviceSecret } from './device-secrets.js';
import { asOwner } from '../../test/as-owner.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'southViewer' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  // A viewer of the second workspace only ("south").
  users.southViewer = await buildUser(t, tenant);
  const { grant } = await import('../../seed/builders.js');
  await grant(t.app.ctx.db, tenant.id, `sdm/${tenant.key}/mall/south.reader`, users.southViewer.id);
});
afterAll(() => t.close());

const PATHS = { venue: '/api/2.0/media-venues', asset: '/api/2.0/media-assets', device: '/api/2.0/media-devices' } as const;
const north = () => tenant.workspaces[0].id;
const south = () => tenant.workspaces[1].id;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const create = (kind: keyof typeof PATHS, body: object, aggregate = north(), user = users.admin) =>
  call(user, 'POST', `${PATHS[kind]}?aggregate=${aggregate}`, body);

describe.each(Object.keys(PATHS) as (keyof typeof PATHS)[])('%s CRUD', (kind) => {
  it('creates with defaults, lists newest first, reads by id and by name, patches changed fields', async () => {
    const before = Date.now();
    const first = await create(kind, { id: 'ignored', name: `First ${kind}`, multifaceted: false, maxAllowed: 7, relations: [{ uid: 'x' }] });
    expect(first.statusCode).toBe(201);
    const item = first.json();
    expect(item).toMatchObject({
      name: `First ${kind}`,
      visibility: 1,
      maxAllowed: 1,
      enabled: true,
      relations: [],
      aggregate_id: north(),
      tenant_id: tenant.id,
    });
    expect(item.id).toMatch(/^[0-9a-f]{24}$/);
    expect(item.code).toMatch(kind === 'asset' ? /^[A-Z]{10}FIR$/ : /^[A-Z]{16}$/);
    expect(Date.parse(item.availableFrom)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item.availableTo) - Date.parse(item.availableFrom)).toBeGreaterThan(364 * 86_400_000);
    await create(kind, { name: `Second ${kind}`, multifaceted: true, maxAllowed: 5 });

    const list = await call(users.viewer, 'GET', `${PATHS[kind]}?aggregate=${north()}&limit=2`);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((i: { name: string }) => i.name)).toEqual([`Second ${kind}`, `First ${kind}`]);
    expect(list.json()[0].maxAllowed).toBe(5);
    const paged = await call(users.viewer, 'GET', `${PATHS[kind]}?aggregate=${north()}&limit=1&offset=1&fields=id,name`);
    expect(paged.json()).toEqual([{ id: item.id, name: `First ${kind}` }]);

    expect((await call(users.viewer, 'GET', `${PATHS[kind]}/${item.id}`)).json().name).toBe(`First ${kind}`);
    const byName = await call(users.viewer, 'GET', `${PATHS[kind]}/${encodeURIComponent(`first ${kind}`)}?aggregate=${north()}`);
    expect(byName.json().id).toBe(item.id);

    const put = await call(users.admin, 'PUT', `${PATHS[kind]}/${item.id}`, {
      id: item.id,
      description: 'Changed',
      phone: null,
      multifaceted: true,
      maxAllowed: 3,
      relations: [{ uid: 'nope' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ description: 'Changed', name: `First ${kind}`, multifaceted: true, maxAllowed: 3, relations: [] });
    const off = await call(users.admin, 'PUT', `${PATHS[kind]}/${item.id}`, { id: item.id, multifaceted: false });
    expect(off.json().maxAllowed).toBe(1);
  });

  it("refuses a duplicate name in the workspace, any case, with the product's message; another workspace may reuse it", async () => {
    await create(kind, { name: `Dup ${kind}` });
    const dup = await create(kind, { name: `DUP ${kind.toUpperCase()}` });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(`Duplicate ${kind} name. Please use a different name.`);
    const owner = await buildUser(t, tenant, { role: 'owner' });
    expect((await create(kind, { name: `Dup ${kind}` }, south(), owner)).statusCode).toBe(201);
  });
});

describe('privileges and tenants', () => {
  let venue: { id: string };
  beforeAll(async () => {
    venue = (await create('venue', { name: 'Guarded Venue' })).json();
  });

  it('only ADMIN creates; EDITOR changes the address but not the primary group; VIEWER reads only', async () => {
    expect((await create('venue', { name: 'By editor' }, north(), users.editor)).statusCode).toBe(403);
    expect((await call(users.editor, 'PUT', `${PATHS.venue}/${venue.id}`, { city: 'Pune', urls: { home: 'https://a.example' } })).statusCode).toBe(200);
    expect((await call(users.editor, 'PUT', `${PATHS.venue}/${venue.id}`, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'PUT', `${PATHS.venue}/${venue.id}`, { city: 'Goa' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'GET', `${PATHS.venue}/${venue.id}`)).json().city).toBe('Pune');
  });

  it("asset visibility is ADMIN work (docs/product/creatives-assets-signage.md §6); a venue's is EDITOR work (docs/product/campaigns-venues-events.md §6)", async () => {
    const asset = (await create('asset', { name: 'Guarded Asset' })).json();
    expect((await call(users.editor, 'PUT', `${PATHS.asset}/${asset.id}`, { visibility: 3 })).statusCode).toBe(403);
    expect((await call(users.editor, 'PUT', `${PATHS.venue}/${venue.id}`, { visibility: 3 })).statusCode).toBe(200);
  });

  it("another tenant's item is not found, and its workspace too", async () => {
    expect((await call(users.outsider, 'GET', `${PATHS.venue}/${venue.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'PUT', `${PATHS.venue}/${venue.id}`, { city: 'X' })).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${PATHS.venue}?aggregate=${north()}`)).statusCode).toBe(404);
  });

  it("hides another workspace's item unless it is shared, partnered or public and available", async () => {
    const hidden = (await create('asset', { name: 'Private Screen' })).json();
    const shared = (await create('asset', { name: 'Shared Screen', visibility: 2, sharedList: [south()] })).json();
    const pub = (await create('asset', { name: 'Public Screen', visibility: 3 })).json();
    const expired = (
      await create('asset', { name: 'Old Screen', visibility: 3, availableFrom: '2020-01-01T00:00:00Z', availableTo: '2021-01-01T00:00:00Z' })
    ).json();
    const get = (id: string) => call(users.southViewer, 'GET', `${PATHS.asset}/${id}?aggregate=${south()}`);
    expect((await get(hidden.id)).statusCode).toBe(404);
    expect((await get(expired.id)).statusCode).toBe(404);
    expect((await get(shared.id)).statusCode).toBe(200);
    expect((await get(pub.id)).statusCode).toBe(200);
    const own = await call(users.southViewer, 'GET', `${PATHS.asset}?aggregate=${south()}`);
    expect(own.json().map((a: { id: string }) => a.id)).not.toContain(shared.id);
    const withPublic = (await call(users.southViewer, 'GET', `${PATHS.asset}?aggregate=${south()}&public=true`)).json().map((a: { id: string }) => a.id);
    expect(withPublic).toEqual(expect.arrayContaining([shared.id, pub.id]));
    expect(withPublic).not.toContain(hidden.id);
    expect(withPublic).not.toContain(expired.id);
    // Look-ups by id see exactly the same items.
    const byIds = async (query: string) =>
      (await call(users.southViewer, 'GET', `${PATHS.asset}?aggregate=${south()}&fields=id&${query}`)).json().map((a: { id: string }) => a.id);
    const all = [hidden.id, shared.id, pub.id, expired.id].join(',');
    expect((await byIds(`public=true&ids=${all}`)).sort()).toEqual([shared.id, pub.id].sort());
    expect(await byIds(`ids=${all}`)).toEqual([]);
    expect((await call(users.southViewer, 'GET', `${PATHS.asset}?aggregate=${south()}&ids=nope`)).statusCode).toBe(400);
    expect((await call(users.southViewer, 'GET', `${PATHS.asset}?aggregate=${north()}`)).statusCode).toBe(403);
  });

  it('refuses bad input with 400, never 500', async () => {
    expect((await create('venue', { name: '' })).json().message).toBe('Name is required');
    expect((await create('venue', { name: 'Bad', maxAllowed: 0 })).statusCode).toBe(400);
    expect((await create('venue', { name: 'Bad', visibility: 9 })).statusCode).toBe(400);
    expect((await create('venue', { name: 'Bad', type: 'Nope' })).statusCode).toBe(400);
    expect((await call(users.admin, 'GET', `${PATHS.venue}?aggregate=${north()}&limit=5000`)).statusCode).toBe(400);
    expect((await call(users.admin, 'PUT', `${PATHS.venue}/${venue.id}`, {})).json().message).toBe('No changes to save');
    const badSchedule = await call(users.admin, 'PUT', `${PATHS.venue}/${venue.id}`, {
      schedules: [{ name: 'Gala', start: '2030-01-02T00:00:00Z', close: '2030-01-01T00:00:00Z', status: 'Initial' }],
    });
    expect(badSchedule.statusCode).toBe(400);
    expect(JSON.stringify(badSchedule.json())).toContain('Date cannot be earlier than start date');
  });

  it('writes schedules whole, giving new ones an 8-character uid', async () => {
    const res = await call(users.editor, 'PUT', `${PATHS.venue}/${venue.id}`, {
      schedules: [{ name: 'Gala', start: '2030-01-01T10:00:00Z', close: '2030-01-01T12:00:00Z', status: 'Initial' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().schedules).toEqual([
      {
        uid: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
        name: 'Gala',
        start: '2030-01-01T10:00:00.000Z',
        close: '2030-01-01T12:00:00.000Z',
        status: 'Initial',
        enabled: true,
      },
    ]);
  });
});

describe('venue created with its asset', () => {
  it('creates the asset and a two-way relation valid for a year', async () => {
    const res = await create('venue', { name: 'Food Hall', type: 'Shopping Mall', createAsset: { type: 'indoor', subtype: 'digital screen' } });
    expect(res.statusCode).toBe(201);
    const venue = res.json();
    expect(venue.relations).toHaveLength(1);
    const [rel] = venue.relations;
    expect(rel).toMatchObject({ relation: 'asset', name: 'Food Hall', enabled: true, owned: true, aggregate_id: north() });
    expect(Date.parse(rel.close) - Date.parse(rel.start)).toBeGreaterThan(364 * 86_400_000);
    const asset = (await call(users.viewer, 'GET', `${PATHS.asset}/${rel.id}`)).json();
    expect(asset).toMatchObject({ type: 'Indoor', subtype: 'Digital Screen', code: expect.stringMatching(/^[A-Z]{10}FOO$/) });
    expect(asset.relations).toEqual([expect.objectContaining({ uid: rel.uid, relation: 'venue', id: venue.id, name: 'Food Hall' })]);
    // Reads embed the relations in their statement: the same objects as the separate query gave on create.
    expect((await call(users.viewer, 'GET', `${PATHS.venue}/${venue.id}`)).json().relations).toEqual(venue.relations);
    const listed = (await call(users.viewer, 'GET', `${PATHS.venue}?aggregate=${north()}`)).json();
    expect(listed.find((v: { id: string }) => v.id === venue.id).relations).toEqual(venue.relations);
  });

  it('answers a page of tile fields (no documents read) exactly as the projection of the full page', async () => {
    const fields = 'id name type subtype category enabled aggregate_id relations';
    const full = (await call(users.viewer, 'GET', `${PATHS.venue}?aggregate=${north()}`)).json();
    const tiles = (await call(users.viewer, 'GET', `${PATHS.venue}?aggregate=${north()}&fields=${encodeURIComponent(fields)}`)).json();
    expect(tiles.length).toBeGreaterThan(0);
    const pick = (v: Record<string, unknown>) => Object.fromEntries(fields.split(' ').map((f) => [f, v[f]]));
    expect(tiles).toEqual(full.map(pick));
    // A field kept in the document is still answered when asked for.
    const withCity = (await call(users.viewer, 'GET', `${PATHS.venue}?aggregate=${north()}&fields=id%20city`)).json();
    expect(withCity).toEqual(full.map((v: Record<string, unknown>) => ({ id: v.id, city: v.city })));
  });

  it('refuses an asset type the venue form does not offer', async () => {
    const res = await create('venue', { name: 'Odd Hall', createAsset: { type: 'Outdoor', subtype: 'Kiosk' } });
    expect(res.statusCode).toBe(400);
    expect((await call(users.viewer, 'GET', `${PATHS.venue}/Odd%20Hall?aggregate=${north()}`)).statusCode).toBe(404);
  });

  it('leaves nothing behind when the asset insert fails half-way', async () => {
    const db = t.app.ctx.db;
    await asOwner(
      db,
      `create function fail_asset() returns trigger language plpgsql as $$ begin raise exception 'injected fault'; end $$`,
      `create trigger fail_asset before insert on media_items for each row when (new.kind = 'asset') execute function fail_asset()`,
    );
    try {
      const res = await create('venue', { name: 'Doomed Hall', createAsset: { type: 'Indoor', subtype: 'Standee' } });
      expect(res.statusCode).toBe(500);
    } finally {
      await asOwner(db, 'drop trigger fail_asset on media_items', 'drop function fail_asset()');
    }
    const rows = await db.execute(sql.raw(`select count(*)::int as n from media_items where lower(name) = 'doomed hall'`));
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
    expect((await call(users.viewer, 'GET', `${PATHS.venue}/Doomed%20Hall?aggregate=${north()}`)).statusCode).toBe(404);
  });
});

describe('device secret', () => {
  it('is shown once at creation, never on reads, and rotation invalidates the old one', async () => {
    const res = await create('device', { name: 'Door Counter', macAddress: '00:1A:2B:3C:4D:5E' });
    expect(res.statusCode).toBe(201);
    const { secret, ...device } = res.json();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device.macAddress).toBe('00:1A:2B:3C:4D:5E');
    expect((await call(users.admin, 'GET', `${PATHS.device}/${device.id}`)).json()).not.toHaveProperty('secret');
    const db = t.app.ctx.db;
    expect(await verifyDeviceSecret(db, device.id, secret)).toEqual({ tenantId: tenant.id, deviceId: device.id, name: 'Door Counter' });
    expect(await verifyDeviceSecret(db, device.id, 'wrong')).toBeNull();

    expect((await call(users.editor, 'POST', `${PATHS.device}/${device.id}/secret`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'POST', `${PATHS.device}/${device.id}/secret`)).statusCode).toBe(404);
    const rotated = await call(users.admin, 'POST', `${PATHS.device}/${device.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().secret;
    expect(fresh).not.toBe(secret);
    expect(await verifyDeviceSecret(db, device.id, secret)).toBeNull();
    expect(await verifyDeviceSecret(db, device.id, fresh)).toEqual({ tenantId: tenant.id, deviceId: device.id, name: 'Door Counter' });
  });
});
