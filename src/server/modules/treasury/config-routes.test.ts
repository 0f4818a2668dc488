import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { URL_MESSAGES } from '../../../domain/common/place-parts.js';
import { TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'owner' | 'projectAdmin' | 'projectEditor' | 'wsAdmin' | 'wsEditor' | 'wsViewer' | 'southViewer' | 'nobody' | 'outsider', TestUser>;

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

const BASE = '/api/1.0/ti-configs';
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers?: Record<string, string>) =>
  injectAs(t, user, { method, url, payload, headers });
const north = () => tenant.workspaces[0].id;
let seq = 0;
const create = (user: TestUser, body: object = {}) => call(user, 'POST', BASE, { project_id: tenant.project.id, name: `Instrument ${++seq}`, ...body });

describe('POST /api/1.0/ti-configs', () => {
  it('creates a project-level instrument with the key from its name, the catalogue type and the defaults', async () => {
    const res = await create(users.projectAdmin, { name: 'Mall Coupons!', type: 'coupon', subtype: 'Cashback', category: 'instant', revenue: 10 });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      key: 'mall-coupons-',
      name: 'Mall Coupons!',
      type: 'Coupon',
      subtype: 'Cashback',
      category: 'Instant',
      configState: 0,
      enabled: true,
      usagetype: 'single',
      revenue: 10,
      ownership: [],
      relations: [],
      aggregate_id: '',
      project_id: tenant.project.id,
      tenant_id: tenant.id,
    });
    expect(c.type_id).toMatch(/^[0-9a-f]{24}$/);
    expect(c.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('creates a workspace instrument for an admin of that workspace; an editor or another workspace is refused', async () => {
    expect((await create(users.wsAdmin, { aggregate_id: north(), type: 'Ticket' })).statusCode).toBe(201);
    expect((await create(users.wsAdmin)).statusCode).toBe(403);
    expect((await create(users.wsAdmin, { aggregate_id: tenant.workspaces[1].id })).statusCode).toBe(403);
    expect((await create(users.wsEditor, { aggregate_id: north() })).statusCode).toBe(403);
    expect((await create(users.projectEditor)).statusCode).toBe(403);
    expect((await create(users.nobody)).statusCode).toBe(403);
    expect((await create(users.outsider)).statusCode).toBe(404);
    expect((await create(users.owner, { aggregate_id: other.workspaces[0].id })).statusCode).toBe(404);
  });

  it('refuses a key taken in the project with a clear 409, an unknown type and a key of no letters', async () => {
    const first = await create(users.owner, { key: 'Shared Key' });
    expect(first.json().key).toBe('shared-key');
    const again = await create(users.owner, { key: 'shared key' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.duplicateKey);
    expect((await create(users.owner, { type: 'Lottery' })).statusCode).toBe(400);
    expect((await create(users.owner, { key: '***' })).json().message).toBe(M.keyRequired);
    expect((await create(users.owner, { name: '  ' })).statusCode).toBe(400);
  });
});

describe('GET /api/1.0/ti-configs', () => {
  it('lists a project by tenant&project, a workspace with its project shared ones, with fields; reset accepted', async () => {
    const mine = (await create(users.owner, { aggregate_id: north(), name: 'North Tickets', type: 'Ticket' })).json();
    const southOnly = (await create(users.owner, { aggregate_id: tenant.workspaces[1].id, name: 'South Only' })).json();
    const shared = (await create(users.owner, { name: 'Shared One' })).json();
    const project = await call(users.owner, 'GET', `${BASE}?tenant=${tenant.key}&project=mall&fields=key,name,type`, undefined, { reset: 'true' });
    expect(project.statusCode).toBe(200);
    const names = project.json().map((c: { name: string }) => c.name);
    expect(names).toEqual(expect.arrayContaining(['North Tickets', 'South Only', 'Shared One']));
    expect(Object.keys(project.json()[0]).sort()).toEqual(['key', 'name', 'type']);

    const ws = (await call(users.wsViewer, 'GET', `${BASE}?aggregate=${north()}`)).json().map((c: { id: string }) => c.id);
    expect(ws).toEqual(expect.arrayContaining([mine.id, shared.id]));
    expect(ws).not.toContain(southOnly.id);
    // A viewer of one workspace sees that workspace's instruments in the project list, not the project's own.
    const viaProject = (await call(users.wsViewer, 'GET', `${BASE}?project=mall`)).json().map((c: { id: string }) => c.id);
    expect(viaProject).toContain(mine.id);
    expect(viaProject).not.toContain(shared.id);
    expect((await call(users.wsViewer, 'GET', `${BASE}?aggregate=${tenant.workspaces[1].id}`)).statusCode).toBe(403);
    expect((await call(users.owner, 'GET', BASE)).statusCode).toBe(400);
    expect((await call(users.outsider, 'GET', `${BASE}?tenant=${tenant.key}&project=mall`)).statusCode).toBe(404);
  });

  it('reads one by id (fields) and by name with aggregate; others answer 404', async () => {
    const c = (await create(users.owner, { aggregate_id: north(), name: 'Named One' })).json();
    const byId = await call(users.wsViewer, 'GET', `${BASE}/${c.id}?fields=name key`);
    expect(byId.json()).toEqual({ name: 'Named One', key: c.key });
    const byName = await call(users.wsViewer, 'GET', `${BASE}/${encodeURIComponent('named one')}?aggregate=${north()}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().id).toBe(c.id);
    const shared = (await create(users.owner, { name: 'Project Wide' })).json();
    expect((await call(users.wsViewer, 'GET', `${BASE}/${shared.id}`)).statusCode).toBe(404);
    expect((await call(users.wsViewer, 'GET', `${BASE}/${shared.id}?aggregate=${north()}`)).statusCode).toBe(200);
    expect((await call(users.nobody, 'GET', `${BASE}/${c.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}/${c.id}`)).statusCode).toBe(404);
    expect((await call(users.owner, 'GET', `${BASE}/nothing?aggregate=${north()}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/1.0/ti-configs/{id}', () => {
  it('changes each section with its role: primary and location ADMIN, the others EDITOR', async () => {
    const c = (await create(users.owner, { aggregate_id: north(), type: 'Coupon' })).json();
    const put = (user: TestUser, body: object) => call(user, 'PUT', `${BASE}/${c.id}`, body);
    expect((await put(users.wsEditor, { name: 'Renamed' })).statusCode).toBe(403);
    expect((await put(users.wsEditor, { zipcode: '560001' })).statusCode).toBe(403);
    const social = await put(users.wsEditor, { urls: { home: 'https://example.com' }, properties: { colour: 'red' }, visibility: 3 });
    expect(social.statusCode).toBe(200);
    expect(social.json()).toMatchObject({ urls: { home: 'https://example.com' }, properties: { colour: 'red' }, visibility: 3 });
    expect((await put(users.wsViewer, { properties: { colour: 'blue' } })).statusCode).toBe(403);
    const primary = await put(users.wsAdmin, { name: 'Renamed', description: null, zipcode: '560001', subtype: 'Rewards', transferable: true });
    expect(primary.statusCode).toBe(200);
    expect(primary.json()).toMatchObject({
      name: 'Renamed',
      zipcode: '560001',
      type: 'Coupon',
      subtype: 'Rewards',
      transferable: true,
      properties: { colour: 'red' },
    });
    expect((await put(users.nobody, { urls: {} })).statusCode).toBe(404);
    expect((await put(users.outsider, { urls: {} })).statusCode).toBe(404);
  });

  it('drops empty fields, refuses an empty patch, a taken key, a move and a mismatched id', async () => {
    const a = (await create(users.owner, { key: 'put-a' })).json();
    await create(users.owner, { key: 'put-b' });
    const put = (body: object) => call(users.owner, 'PUT', `${BASE}/${a.id}`, body);
    expect((await put({ name: null })).json().message).toBe(M.noChanges);
    const taken = await put({ key: 'PUT B' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(M.duplicateKey);
    expect((await put({ key: 'put-c' })).json().key).toBe('put-c');
    expect((await put({ aggregate_id: north() })).statusCode).toBe(400);
    expect((await put({ id: tenant.project.id, name: 'x' })).statusCode).toBe(400);
    expect((await put({ type: 'Unknown' })).statusCode).toBe(400);
  });

  it('takes only whole http(s) social links: another scheme or a bare name is a 400 naming the link and why', async () => {
    const c = (await create(users.owner, { urls: { home: 'https://mall.example.com' } })).json();
    const put = (urls: object) => call(users.owner, 'PUT', `${BASE}/${c.id}`, { urls });
    const script = await put({ home: 'https://mall.example.com', facebook: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    expect(script.json().message).toBe(`Invalid body: /urls/facebook ${URL_MESSAGES.otherScheme}`);
    const bare = await put({ twitter: 'twitter.com/mall' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toBe(`Invalid body: /urls/twitter ${URL_MESSAGES.fullAddress}`);
    expect((await create(users.owner, { urls: { youtube: 'data:text/html,hi' } })).statusCode).toBe(400);
    // Nothing refused was stored; a blank link is none.
    const stored = await put({ home: 'http://mall.example.com/', facebook: '' });
    expect(stored.statusCode).toBe(200);
    expect(stored.json().urls).toEqual({ home: 'http://mall.example.com/', facebook: '' });
  });
});
