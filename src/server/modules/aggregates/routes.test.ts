import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { newId } from '../../../domain/common/ids.js';
import { insertAggregate, insertProject } from '../../seed/builders.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'owner' | 'projectAdmin' | 'projectEditor' | 'wsAdmin' | 'wsEditor' | 'wsViewer' | 'nobody' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.projectAdmin = await buildUser(t, tenant, { role: 'admin', on: 'project' });
  users.projectEditor = await buildUser(t, tenant, { role: 'editor', on: 'project' });
  users.wsAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  users.wsEditor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  users.wsViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  users.nobody = await buildUser(t, tenant);
  users.outsider = await buildUser(t, other, { role: 'owner' });
});
afterAll(() => t.close());

const BASE = '/api/2.0/media-aggregates';
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const create = (user: TestUser, body: object, query = `?tenant=${tenant.key}&project=mall`) => call(user, 'POST', `${BASE}${query}`, body);
const valid = { currency: 'INR', timeZone: 'Asia/Kolkata' };
let seq = 0;
const uniqueName = () => `Workspace ${++seq}`;

describe('POST /api/2.0/media-aggregates', () => {
  it('creates a workspace with a generated, normalised 16-letter key and the stored document', async () => {
    const res = await create(users.projectAdmin, {
      id: 'ignored',
      name: 'Harbour Mall',
      description: 'By the sea',
      tags: ['Sea', 'sea', '  ', 'Food'],
      ...valid,
      street: '1 Quay',
      country: 'in',
      geoLocation: { type: 'Point', coordinates: [72.8777, 19.076] },
      urls: { home: 'https://Harbour.Example.com/Home', facebook: 'HTTPS://FaceBook.com/Harbour', twitter: '' },
      properties: { parking: '300' },
      type: 'Shopping Mall',
      subtype: 'Outlet',
    });
    expect(res.statusCode).toBe(201);
    const ws = res.json();
    expect(ws.id).toMatch(/^[0-9a-f]{24}$/);
    expect(ws.id).not.toBe('ignored');
    expect(ws.key).toMatch(/^[a-z]{16}$/);
    expect(ws).toMatchObject({
      name: 'Harbour Mall',
      description: 'By the sea',
      tags: ['Sea', 'Food'],
      enabled: true,
      currency: 'INR',
      timeZone: 'Asia/Kolkata',
      street: '1 Quay',
      country: 'IN',
      geoLocation: { type: 'Point', coordinates: [72.8777, 19.076] },
      urls: { home: 'https://harbour.example.com/home', facebook: 'https://facebook.com/harbour' },
      properties: { parking: '300' },
      type: 'Shopping Mall',
      subtype: 'Outlet',
      category: null,
      project_id: tenant.project.id,
      tenant_id: tenant.id,
    });
    const catalogue = (await call(users.projectAdmin, 'GET', '/api/2.0/media-items?ancestor=aggregate')).json();
    const mall = catalogue.find((c: { type: string }) => c.type === 'Shopping Mall');
    expect(ws.type_id).toBe(mall.id);
    expect(ws.subtype_id).toBe(mall.subtypes.find((s: { type: string }) => s.type === 'Outlet').id);
  });

  it('normalises a given key and takes the project from the body when the query has none', async () => {
    const res = await create(users.owner, { name: uniqueName(), key: 'Sea View 2!', project_id: tenant.project.id, ...valid }, '');
    expect(res.statusCode).toBe(201);
    expect(res.json().key).toBe('sea-view-2-');
  });

  it("refuses a name already used in the project, whatever its letter case, with the product's message", async () => {
    const res = await create(users.projectAdmin, { name: 'NORTH', ...valid });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Duplicate aggreagte name. Please use a different name.');
  });

  it('refuses a key already used in the project', async () => {
    const res = await create(users.projectAdmin, { name: uniqueName(), key: 'south', ...valid });
    expect(res.statusCode).toBe(409);
  });

  it("requires a time zone and a currency from the offered lists, with the product's messages", async () => {
    const cases: [object, string][] = [
      [{ currency: 'USD' }, 'Timezone not configured, please configure & try again'],
      [{ currency: 'USD', timeZone: ' ' }, 'Timezone not configured, please configure & try again'],
      [{ timeZone: 'UTC' }, 'Currency not configured, please configure & try again'],
      [{ timeZone: 'Mars/Olympus', currency: 'USD' }, "Unknown time zone 'Mars/Olympus'"],
      [{ timeZone: 'UTC', currency: 'EUR' }, "Currency 'EUR' is not offered; use USD, INR, AED, OMR"],
    ];
    for (const [settings, message] of cases) {
      const res = await create(users.projectAdmin, { name: uniqueName(), ...settings });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses a missing name, a point out of range, a script address and an unknown type', async () => {
    expect((await create(users.projectAdmin, { ...valid })).json().message).toBe('Name is required');
    const bad = [
      { geoLocation: { type: 'Point', coordinates: [10, 95] } },
      { geoLocation: { type: 'Point', coordinates: [200, 10] } },
      { urls: { home: 'javascript:alert(1)' } },
      { type: 'Spaceport' },
      { country: 'GBR' },
    ];
    for (const extra of bad) expect((await create(users.projectAdmin, { name: uniqueName(), ...valid, ...extra })).statusCode).toBe(400);
  });

  it('needs ADMIN on the project: workspace admins and project editors get 403', async () => {
    for (const user of [users.wsAdmin, users.projectEditor, users.wsViewer]) {
      expect((await create(user, { name: uniqueName(), ...valid })).statusCode).toBe(403);
    }
  });

  it("answers 404 for another tenant's project, 401 without a token, 400 without a project", async () => {
    expect((await create(users.outsider, { name: uniqueName(), ...valid })).statusCode).toBe(404);
    expect((await call(null, 'POST', `${BASE}?tenant=${tenant.key}&project=mall`, { name: uniqueName(), ...valid })).statusCode).toBe(401);
    expect((await create(users.owner, { name: uniqueName(), ...valid }, `?tenant=${tenant.key}`)).statusCode).toBe(400);
  });
});

describe('GET /api/2.0/media-aggregates', () => {
  it('lists the workspaces of the project newest first, with fields projected', async () => {
    const res = await call(users.owner, 'GET', `${BASE}?tenant=${tenant.key}&project=mall&fields=id key name type`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((w: { name: string }) => w.name)).toEqual(expect.arrayContaining(['Harbour Mall', 'north', 'south']));
    for (const w of list) expect(Object.keys(w).sort()).toEqual(['id', 'key', 'name', 'type']);
    const full = (await call(users.owner, 'GET', `${BASE}?tenant=${tenant.key}&project=mall`)).json() as { createdOn: string }[];
    const times = full.map((w) => w.createdOn);
    expect(times).toEqual([...times].sort().reverse());
    expect(full.map((w) => (w as unknown as { id: string }).id)).toEqual(list.map((w: { id: string }) => w.id));
  });

  it('lists only workspaces the caller reaches (TRANSIT)', async () => {
    const res = await call(users.wsViewer, 'GET', `${BASE}?tenant=${tenant.key}&project=mall&fields=key`);
    expect(res.json()).toEqual([{ key: 'north' }]);
  });

  it("answers 404 for another tenant's list and 403 to a member without roles", async () => {
    expect((await call(users.outsider, 'GET', `${BASE}?tenant=${tenant.key}&project=mall`)).statusCode).toBe(404);
    expect((await call(users.nobody, 'GET', `${BASE}?tenant=${tenant.key}&project=mall`)).statusCode).toBe(403);
  });
});

describe('GET /api/2.0/media-aggregates/{id}', () => {
  it('finds a workspace by id, and by key with the project', async () => {
    const north = tenant.workspaces[0];
    for (const url of [
      `${BASE}/${north.id}?tenant=${tenant.key}`,
      `${BASE}/north?tenant=${tenant.key}&project=mall`,
      `${BASE}/NORTH?project=${tenant.project.id}`,
    ]) {
      const res = await call(users.wsViewer, 'GET', url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: north.id, key: 'north', currency: 'USD', timeZone: 'UTC', tags: [], urls: {}, properties: {}, geoLocation: null });
    }
  });

  it('answers 403 below VIEWER, 404 for unknown or foreign workspaces', async () => {
    const south = tenant.workspaces[1];
    expect((await call(users.wsViewer, 'GET', `${BASE}/${south.id}`)).statusCode).toBe(403);
    expect((await call(users.owner, 'GET', `${BASE}/nowhere?project=mall`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}/${south.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}/${other.workspaces[0].id}`)).statusCode).toBe(200);
    expect((await call(users.owner, 'GET', `${BASE}/${other.workspaces[0].id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/2.0/media-aggregates/{id}', () => {
  const north = () => tenant.workspaces[0];
  const put = (user: TestUser, body: object, id = north().id) => call(user, 'PUT', `${BASE}/${id}`, { id, ...body });

  it('lets an EDITOR change urls and properties (stored lowercased) but not primary or address fields', async () => {
    const res = await put(users.wsEditor, { urls: { instagram: 'https://Instagram.com/North' }, properties: { floors: '3' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ urls: { instagram: 'https://instagram.com/north' }, properties: { floors: '3' }, name: 'north' });
    expect((await put(users.wsEditor, { name: 'North Mall' })).statusCode).toBe(403);
    expect((await put(users.wsEditor, { city: 'Leeds' })).statusCode).toBe(403);
    expect((await put(users.wsEditor, { urls: { home: 'https://n.example.com' }, tags: ['x'] })).statusCode).toBe(403);
  });

  it('lets an ADMIN of the workspace change primary and address fields', async () => {
    const res = await put(users.wsAdmin, {
      name: 'North Mall',
      tags: ['a', 'A'],
      city: 'Leeds',
      geoLocation: { type: 'Point', coordinates: [-1.55, 53.8] },
      timeZone: 'Europe/London',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'North Mall',
      tags: ['a'],
      city: 'Leeds',
      geoLocation: { coordinates: [-1.55, 53.8] },
      timeZone: 'Europe/London',
      urls: { instagram: 'https://instagram.com/north' },
    });
    const again = await call(users.wsViewer, 'GET', `${BASE}/${north().id}`);
    expect(again.json()).toMatchObject({ name: 'North Mall', city: 'Leeds', properties: { floors: '3' } });
  });

  it('keeps a VIEWER out of every section', async () => {
    expect((await put(users.wsViewer, { properties: { a: 'b' } })).statusCode).toBe(403);
    expect((await put(users.nobody, { properties: { a: 'b' } })).statusCode).toBe(403);
  });

  it('never changes the key; sending the same key is harmless', async () => {
    const res = await put(users.owner, { key: 'elsewhere' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The key of a workspace cannot be changed');
    expect((await put(users.owner, { key: 'north', description: 'Same key' })).statusCode).toBe(200);
  });

  it('refuses a duplicate name, an emptied time zone or currency, and a body without changes', async () => {
    const dup = await put(users.owner, { name: 'SOUTH' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('Duplicate aggreagte name. Please use a different name.');
    expect((await put(users.owner, { timeZone: '' })).json().message).toBe('Timezone not configured, please configure & try again');
    expect((await put(users.owner, { currency: '' })).json().message).toBe('Currency not configured, please configure & try again');
    const none = await put(users.owner, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('No changes to save');
  });

  it('a new type drops the old sub-type; a changed category keeps type and sub-type', async () => {
    const set = await put(users.owner, { type: 'Shopping Mall', subtype: 'Regional' });
    expect(set.json()).toMatchObject({ type: 'Shopping Mall', subtype: 'Regional' });
    const changed = await put(users.owner, { type: 'Airport' });
    expect(changed.json()).toMatchObject({ type: 'Airport', subtype: null, subtype_id: null, category: null });
    expect((await put(users.owner, { subtype: 'Regional' })).statusCode).toBe(400);
  });

  it("answers 404 for another tenant's workspace and 400 when body and path ids differ", async () => {
    expect((await put(users.outsider, { name: 'Taken' })).statusCode).toBe(404);
    expect((await call(users.owner, 'PUT', `${BASE}/${north().id}`, { id: tenant.workspaces[1].id, name: 'X' })).statusCode).toBe(400);
  });
});

describe('the workspace a call names, as every module finds it', () => {
  it('asks for the project once a key is used in several, and the project then picks it for workspaces, items and summaries', async () => {
    const own = await buildTenant(t);
    const owner = await buildUser(t, own, { role: 'owner' });
    const get = (url: string) => call(owner, 'GET', url);
    const [north] = own.workspaces;
    // Found by id first: that answer is remembered, and must not hide the workspaces added below.
    expect((await get(`${BASE}/${north.id}`)).statusCode).toBe(200);
    expect((await get(`${BASE}/north`)).json()).toMatchObject({ id: north.id });
    expect((await get(`/api/2.0/media-venues?aggregate=north`)).statusCode).toBe(200);

    const db = t.app.ctx.db;
    const added: string[] = [];
    for (const key of ['p2', 'p3', 'p4', 'p5']) {
      const project = await insertProject(db, { tenantId: own.id, id: newId(), key, name: key });
      const ws = await insertAggregate(db, {
        tenantId: own.id,
        id: newId(),
        projectId: project.id,
        key: 'north',
        name: `North ${key}`,
        currency: 'USD',
        timeZone: 'UTC',
      });
      added.push(ws.id);
    }
    for (const url of [`${BASE}/north`, `/api/2.0/media-venues?aggregate=north`, `/api/2.0/events/periods?aggregate=NORTH`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Several projects have a workspace with this key: name the project');
    }
    // The fifth project's one, though more than three projects share the key.
    expect((await get(`${BASE}/north?project=p5`)).json()).toMatchObject({ id: added[3], name: 'North p5' });
    expect((await get(`/api/2.0/media-venues?aggregate=north&project=P5`)).statusCode).toBe(200);
    expect((await get(`${BASE}/north?project=mall`)).json()).toMatchObject({ id: north.id });
    expect((await get(`${BASE}/${north.id}`)).json()).toMatchObject({ id: north.id, name: 'north' });
    expect((await get(`${BASE}/north?project=nowhere`)).statusCode).toBe(404);
    expect((await get(`/api/2.0/media-venues?tenant=${own.key}`)).json().message).toBe('The workspace is required: give ?aggregate=');
  });

  it('answers a renamed workspace with its new name though its reference is remembered', async () => {
    const north = tenant.workspaces[0];
    expect((await call(users.owner, 'GET', `/api/2.0/media-venues?aggregate=${north.id}`)).statusCode).toBe(200);
    const renamed = `Renamed ${++seq}`;
    expect((await call(users.owner, 'PUT', `${BASE}/${north.id}`, { id: north.id, name: renamed })).statusCode).toBe(200);
    expect((await call(users.owner, 'GET', `${BASE}/${north.id}`)).json()).toMatchObject({ name: renamed });
    expect((await call(users.owner, 'GET', `${BASE}/north?project=mall`)).json()).toMatchObject({ name: renamed });
  });
});
