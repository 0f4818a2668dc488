import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { insertMediaItems, type MediaItemRow } from '../../seed/media-items.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

// A treasury instrument's 'Anchored Media-Assets' (docs/product/platform.md §2.13): anchors whose source is the
// instrument.
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'owner' | 'projectEditor' | 'projectViewer' | 'northAdmin' | 'outsider', TestUser>;
const assets = {} as Record<'north' | 'south' | 'foreign', MediaItemRow>;
let projectLevel: string;
let northLevel: string;

const asset = (tn: TestTenant, workspace: number, name: string): MediaItemRow => ({
  tenantId: tn.id,
  id: newId(),
  kind: 'asset',
  projectId: tn.project.id,
  aggregateId: tn.workspaces[workspace].id,
  code: 'ABCDEFGHIJKLMNOP',
  name,
  type: 'Indoor',
  subtype: 'Screen',
  doc: {},
});

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const anchor = (user: TestUser, instrument: string, target: MediaItemRow, action = 'create', relation: object = {}) =>
  call(user, 'POST', '/api/2.0/media-relations', { action, source: { item: 'ticonfig', id: instrument, relation }, target: { item: 'asset', id: target.id } });

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.projectEditor = await buildUser(t, tenant, { role: 'editor', on: 'project' });
  users.projectViewer = await buildUser(t, tenant, { role: 'reader', on: 'project' });
  users.northAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  users.outsider = await buildUser(t, other, { role: 'owner' });
  assets.north = asset(tenant, 0, 'North Screen');
  assets.south = asset(tenant, 1, 'South Screen');
  assets.foreign = asset(other, 0, 'Foreign Screen');
  await insertMediaItems(t.app.ctx.db, Object.values(assets));
  const create = async (body: object) =>
    (await call(users.owner, 'POST', '/api/1.0/ti-configs', { project_id: tenant.project.id, type: 'Coupon', ...body })).json().id as string;
  projectLevel = await create({ name: 'Mall Coupons' });
  northLevel = await create({ name: 'North Tickets', aggregate_id: tenant.workspaces[0].id });
});
afterAll(() => t.close());

describe('POST /api/2.0/media-relations from a treasury instrument', () => {
  it("anchors another workspace's asset to a project-level instrument; both sides read it", async () => {
    const res = await anchor(users.projectEditor, projectLevel, assets.south);
    expect(res.statusCode).toBe(201);
    const { uid, source, target } = res.json();
    expect(source).toMatchObject({ uid, relation: 'asset', id: assets.south.id, name: 'South Screen', aggregate_id: '', owned: true });
    expect(target).toMatchObject({ uid, relation: 'ticonfig', id: projectLevel, name: 'Mall Coupons', aggregate_id: '' });

    const instrument = (await call(users.projectEditor, 'GET', `/api/1.0/ti-configs/${projectLevel}`)).json();
    expect(instrument.relations).toEqual([expect.objectContaining({ uid, relation: 'asset', id: assets.south.id, name: 'South Screen', owned: true })]);
    const south = tenant.workspaces[1].id;
    const mirror = (await call(users.projectEditor, 'GET', `/api/2.0/media-assets/${assets.south.id}?aggregate=${south}`)).json();
    expect(mirror.relations).toEqual([
      expect.objectContaining({ uid, relation: 'ticonfig', id: projectLevel, name: 'Mall Coupons', aggregate_id: '', owned: false }),
    ]);
    const list = (await call(users.projectEditor, 'GET', `/api/2.0/media-assets?aggregate=${south}`)).json();
    expect(list.find((a: { id: string }) => a.id === assets.south.id).relations).toEqual([expect.objectContaining({ uid, name: 'Mall Coupons' })]);

    // The instrument owns the anchor: it changes and deletes it.
    const close = new Date(Date.now() + 86_400_000).toISOString();
    expect((await anchor(users.projectEditor, projectLevel, assets.south, 'update', { uid, close })).json().source.close).toBe(close);
    expect((await anchor(users.projectEditor, projectLevel, assets.south, 'delete', { uid })).statusCode).toBe(200);
    expect((await call(users.projectEditor, 'GET', `/api/1.0/ti-configs/${projectLevel}`)).json().relations).toEqual([]);
  });

  it('is refused to a viewer of the instrument (403) and changes nothing', async () => {
    const res = await anchor(users.projectViewer, projectLevel, assets.north);
    expect(res.statusCode).toBe(403);
    expect((await call(users.owner, 'GET', `/api/1.0/ti-configs/${projectLevel}`)).json().relations).toEqual([]);
  });

  it('refuses an asset in a workspace the caller cannot see (404), and a project-level instrument it cannot see (404)', async () => {
    expect((await anchor(users.northAdmin, northLevel, assets.south)).statusCode).toBe(404);
    expect((await anchor(users.northAdmin, projectLevel, assets.north)).statusCode).toBe(404);
    const ok = await anchor(users.northAdmin, northLevel, assets.north);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().source).toMatchObject({ aggregate_id: tenant.workspaces[0].id, owned: true });
    expect((await call(users.owner, 'GET', `/api/1.0/ti-configs/${northLevel}`)).json().relations).toHaveLength(1);
  });

  it("answers 404 for another tenant's asset or instrument, and 400 for an instrument as a target or a non-asset target", async () => {
    expect((await anchor(users.owner, projectLevel, assets.foreign)).statusCode).toBe(404);
    expect((await anchor(users.outsider, projectLevel, assets.foreign)).statusCode).toBe(404);
    const asTarget = await call(users.owner, 'POST', '/api/2.0/media-relations', {
      action: 'create',
      source: { item: 'asset', id: assets.north.id },
      target: { item: 'ticonfig', id: projectLevel },
    });
    expect(asTarget.statusCode).toBe(400);
    const venue = await call(users.owner, 'POST', '/api/2.0/media-relations', {
      action: 'create',
      source: { item: 'ticonfig', id: projectLevel },
      target: { item: 'venue', id: assets.north.id },
    });
    expect(venue.statusCode).toBe(400);
    expect((await call(users.owner, 'GET', `/api/1.0/ti-configs/${projectLevel}`)).json().relations).toEqual([]);
  });
});

describe('GET /api/2.0/media-relations/targets?ticonfig=', () => {
  it("lists the project's assets in the workspaces the caller may view, each the project's own", async () => {
    const all = await call(users.projectViewer, 'GET', `/api/2.0/media-relations/targets?ticonfig=${projectLevel}&item=asset`);
    expect(all.statusCode).toBe(200);
    expect(all.json().map((c: { name: string; visibilityClass: string }) => [c.name, c.visibilityClass])).toEqual([
      ['North Screen', 'owned'],
      ['South Screen', 'owned'],
    ]);
    const north = await call(users.northAdmin, 'GET', `/api/2.0/media-relations/targets?ticonfig=${northLevel}&item=asset`);
    expect(north.json().map((c: { name: string }) => c.name)).toEqual(['North Screen']);
    expect((await call(users.outsider, 'GET', `/api/2.0/media-relations/targets?ticonfig=${projectLevel}&item=asset`)).statusCode).toBe(404);
    expect((await call(users.owner, 'GET', `/api/2.0/media-relations/targets?item=asset`)).statusCode).toBe(400);
  });
});
