import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { CLOSE_BEFORE_START, endOfToday, startOfToday } from '../../../domain/relations/periods.js';
import { TARGET_IMMUTABLE } from '../../../domain/relations/diff.js';
import { DUPLICATE_ANCHOR } from '../../../domain/relations/repeats.js';
import { insertMediaItems, type MediaItemRow } from '../../seed/media-items.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { linkItems, relationsOf } from './service.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let northEditor: TestUser;
let projectEditor: TestUser;
let viewer: TestUser;
let outsider: TestUser;

const YEAR = 365 * 86_400_000;
const items: Record<string, MediaItemRow> = {};
function item(key: string, tn: TestTenant, workspace: number, kind: MediaItemRow['kind'], over: Partial<MediaItemRow> = {}, doc: Record<string, unknown> = {}) {
  items[key] = {
    tenantId: tn.id,
    id: newId(),
    kind,
    projectId: tn.project.id,
    aggregateId: tn.workspaces[workspace].id,
    code: 'ABCDEFGHIJKLMNOP',
    name: key,
    type: 'Indoor',
    subtype: 'Screen',
    doc,
    ...over,
  };
}
const id = (key: string) => items[key].id;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  northEditor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  projectEditor = await buildUser(t, tenant, { role: 'editor', on: 'project' });
  viewer = await buildUser(t, tenant, { role: 'reader', on: 'project' });
  outsider = await buildUser(t, other, { role: 'owner' });
  const open = { available: true, availableFrom: new Date(Date.now() - YEAR).toISOString(), availableTo: new Date(Date.now() + YEAR).toISOString() };
  const north = tenant.workspaces[0].id;
  item('Main Hall', tenant, 0, 'venue');
  item('Atrium Screen', tenant, 0, 'asset');
  item('Spare Screen', tenant, 0, 'asset');
  item('Broken Screen', tenant, 0, 'asset', { enabled: false });
  item('Door Counter', tenant, 0, 'device');
  item('South Private', tenant, 1, 'asset', { visibility: 1 }, open);
  item('South Public', tenant, 1, 'asset', { visibility: 3 }, open);
  item('South Shared', tenant, 1, 'asset', { visibility: 2 }, { ...open, sharedList: [north] });
  item('South Partner', tenant, 1, 'asset', { visibility: 1 }, { ...open, partners: true, partnerList: [north] });
  item('South Expired', tenant, 1, 'asset', { visibility: 3 }, { ...open, availableTo: new Date(Date.now() - 1000).toISOString() });
  item('South Venue', tenant, 1, 'venue', { visibility: 3 }, open);
  item('Other Public', other, 0, 'asset', { visibility: 3 }, open);
  await insertMediaItems(t.app.ctx.db, Object.values(items));
});
afterAll(() => t.close());

const post = (user: TestUser, payload: object) => injectAs(t, user, { method: 'POST', url: '/api/2.0/media-relations', payload });
const link = (source: [string, string], target: [string, string], relation: Record<string, unknown> = {}) => ({
  action: 'create',
  source: { item: source[0], id: id(source[1]), relation },
  target: { item: target[0], id: id(target[1]) },
});
const sidesOf = async (...keys: string[]) => relationsOf(t.app.ctx.db, tenant.id, keys.map(id), tenant.workspaces[0].id);

describe('POST /api/2.0/media-relations', () => {
  it('creates both sides at once, valid for today by default, and deletes both together', async () => {
    const res = await post(northEditor, link(['venue', 'Main Hall'], ['asset', 'Atrium Screen']));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.uid).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(body.source).toMatchObject({
      uid: body.uid,
      relation: 'asset',
      id: id('Atrium Screen'),
      name: 'Atrium Screen',
      enabled: true,
      owned: true,
      aggregate_id: tenant.workspaces[0].id,
      tenant_id: tenant.id,
    });
    expect(body.target).toMatchObject({ uid: body.uid, relation: 'venue', id: id('Main Hall'), name: 'Main Hall', owned: true });
    expect(body.source.start).toBe(startOfToday().toISOString());
    expect(body.source.close).toBe(endOfToday().toISOString());

    let sides = await sidesOf('Main Hall', 'Atrium Screen');
    expect(sides.get(id('Main Hall'))).toEqual([body.source]);
    expect(sides.get(id('Atrium Screen'))).toEqual([body.target]);

    const del = await post(northEditor, {
      action: 'delete',
      source: { item: 'venue', id: id('Main Hall'), relation: { uid: body.uid } },
      target: { item: 'asset', id: id('Atrium Screen') },
    });
    expect(del.statusCode).toBe(200);
    sides = await sidesOf('Main Hall', 'Atrium Screen');
    expect(sides.get(id('Main Hall'))).toEqual([]);
    expect(sides.get(id('Atrium Screen'))).toEqual([]);
  });

  it('keeps neither side when the transaction fails half-way', async () => {
    const fault = new Error('injected fault after the link was written');
    await expect(
      t.app.ctx.db.transaction(async (tx) => {
        await linkItems(tx, {
          tenantId: tenant.id,
          aggregateId: tenant.workspaces[0].id,
          projectId: tenant.project.id,
          profileId: '',
          source: { item: 'venue', id: id('Main Hall') },
          target: { item: 'device', id: id('Door Counter') },
          start: new Date(),
          close: new Date(Date.now() + YEAR),
          enabled: true,
        });
        const inside = await relationsOf(tx, tenant.id, [id('Main Hall'), id('Door Counter')], null);
        expect(inside.get(id('Door Counter'))).toHaveLength(1);
        throw fault;
      }),
    ).rejects.toBe(fault);
    const sides = await sidesOf('Main Hall', 'Door Counter');
    expect(sides.get(id('Main Hall'))).toEqual([]);
    expect(sides.get(id('Door Counter'))).toEqual([]);
  });

  it("refuses another tenant's item, even public, as not found", async () => {
    const res = await post(northEditor, { ...link(['venue', 'Main Hall'], ['asset', 'Atrium Screen']), target: { item: 'asset', id: id('Other Public') } });
    expect(res.statusCode).toBe(404);
    const foreignSource = await post(outsider, link(['venue', 'Main Hall'], ['asset', 'Atrium Screen']));
    expect(foreignSource.statusCode).toBe(404);
  });

  it("refuses another workspace's private or expired item, accepts shared, partner and public ones", async () => {
    for (const key of ['South Private', 'South Expired']) {
      const res = await post(northEditor, link(['venue', 'Main Hall'], ['asset', key]));
      expect(res.statusCode, key).toBe(404);
    }
    for (const key of ['South Shared', 'South Partner', 'South Public']) {
      const res = await post(northEditor, link(['venue', 'Main Hall'], ['asset', key]));
      expect(res.statusCode, key).toBe(201);
      expect(res.json().target.aggregate_id).toBe(tenant.workspaces[0].id);
    }
    const names = (await sidesOf('Main Hall')).get(id('Main Hall'))!.map((r) => r.name);
    expect(names).toEqual(['South Shared', 'South Partner', 'South Public']);
  });

  it('refuses a disabled target, a wrong kind, and an item anchored to itself', async () => {
    expect((await post(northEditor, link(['venue', 'Main Hall'], ['asset', 'Broken Screen']))).json().message).toBe('Only enabled items can be anchored');
    expect((await post(northEditor, link(['venue', 'Main Hall'], ['venue', 'Atrium Screen']))).statusCode).toBe(404);
    expect((await post(northEditor, link(['asset', 'Spare Screen'], ['asset', 'Spare Screen']))).statusCode).toBe(400);
  });

  it('needs EDITOR on the source item workspace', async () => {
    expect((await post(viewer, link(['venue', 'Main Hall'], ['asset', 'Spare Screen']))).statusCode).toBe(403);
    expect((await post(northEditor, link(['venue', 'South Venue'], ['asset', 'South Public']))).statusCode).toBe(403);
  });

  it("refuses close before start with the product's message, on create and update", async () => {
    const bad = await post(
      northEditor,
      link(['venue', 'Main Hall'], ['asset', 'Spare Screen'], { start: '2026-05-02T00:00:00Z', close: '2026-05-01T00:00:00Z' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(CLOSE_BEFORE_START);

    const made = (
      await post(northEditor, link(['asset', 'Spare Screen'], ['device', 'Door Counter'], { start: '2026-05-01T00:00:00Z', close: '2099-12-31T23:59:59Z' }))
    ).json();
    const upd = await post(northEditor, {
      action: 'update',
      source: { item: 'asset', id: id('Spare Screen'), relation: { uid: made.uid, close: '2026-04-01T00:00:00Z' } },
      target: { item: 'device', id: id('Door Counter') },
    });
    expect(upd.statusCode).toBe(400);
    expect(upd.json().message).toBe(CLOSE_BEFORE_START);
  });

  it('updates dates and enabled on both sides, never the target', async () => {
    const made = (await post(northEditor, link(['device', 'Door Counter'], ['venue', 'Main Hall']))).json();
    const moved = await post(northEditor, {
      action: 'update',
      source: { item: 'device', id: id('Door Counter'), relation: { uid: made.uid, enabled: false } },
      target: { item: 'venue', id: id('Atrium Screen') },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(TARGET_IMMUTABLE);

    const close = '2099-12-31T23:59:59.000Z';
    const upd = await post(northEditor, {
      action: 'update',
      source: { item: 'device', id: id('Door Counter'), relation: { uid: made.uid, close, enabled: false } },
      target: { item: 'venue', id: id('Main Hall') },
    });
    expect(upd.statusCode).toBe(200);
    const venueSide = (await sidesOf('Main Hall')).get(id('Main Hall'))!.find((r) => r.uid === made.uid);
    expect(venueSide).toMatchObject({ relation: 'device', id: id('Door Counter'), close, enabled: false, start: made.source.start });
  });

  it('refuses an anchor identical to an existing one with a message, and takes the same items over another span', async () => {
    const june = { start: '2026-06-01T00:00:00.000Z', close: '2026-06-30T23:59:59.999Z' };
    const spareAnchors = async () => (await sidesOf('Main Hall')).get(id('Main Hall'))!.filter((r) => r.id === id('Spare Screen'));
    const first = await post(northEditor, link(['venue', 'Main Hall'], ['asset', 'Spare Screen'], june));
    expect(first.statusCode).toBe(201);

    // Enabled or not, the same items over the same span are the same anchor: refused, the first left alone.
    const again = await post(northEditor, link(['venue', 'Main Hall'], ['asset', 'Spare Screen'], { ...june, enabled: false }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(DUPLICATE_ANCHOR);
    expect(await spareAnchors()).toEqual([first.json().source]);

    const july = { start: '2026-07-01T00:00:00.000Z', close: '2026-07-31T23:59:59.999Z' };
    const other = await post(northEditor, link(['venue', 'Main Hall'], ['asset', 'Spare Screen'], july));
    expect(other.statusCode).toBe(201);
    // Moving the second onto the first's span is refused the same way; it keeps its own.
    const moved = await post(northEditor, {
      action: 'update',
      source: { item: 'venue', id: id('Main Hall'), relation: { uid: other.json().uid, ...june } },
      target: { item: 'asset', id: id('Spare Screen') },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(DUPLICATE_ANCHOR);
    expect((await spareAnchors()).map((r) => [r.start, r.close])).toEqual([
      [june.start, june.close],
      [july.start, july.close],
    ]);
  });

  it('lets only the owning workspace update or delete, from either side', async () => {
    const made = (await post(northEditor, link(['asset', 'Atrium Screen'], ['venue', 'South Venue']))).json();
    // The south workspace sees the mirror on its venue, not owned.
    const south = await relationsOf(t.app.ctx.db, tenant.id, [id('South Venue')], tenant.workspaces[1].id);
    expect(south.get(id('South Venue'))!.find((r) => r.uid === made.uid)).toMatchObject({ relation: 'asset', name: 'Atrium Screen', owned: false });

    const fromSouth = { source: { item: 'venue', id: id('South Venue'), relation: { uid: made.uid } }, target: { item: 'asset', id: id('Atrium Screen') } };
    expect((await post(projectEditor, { action: 'update', ...fromSouth })).statusCode).toBe(403);
    expect((await post(projectEditor, { action: 'delete', ...fromSouth })).statusCode).toBe(403);
    // The north editor may not act on the south item at all.
    expect((await post(northEditor, { action: 'delete', ...fromSouth })).statusCode).toBe(403);
    expect((await sidesOf('Atrium Screen')).get(id('Atrium Screen'))!.some((r) => r.uid === made.uid)).toBe(true);

    const own = {
      action: 'delete',
      source: { item: 'asset', id: id('Atrium Screen'), relation: { uid: made.uid } },
      target: { item: 'venue', id: id('South Venue') },
    };
    expect((await post(northEditor, own)).statusCode).toBe(200);
    expect((await post(northEditor, own)).statusCode).toBe(404);
  });

  it('refuses malformed requests with 400', async () => {
    expect(
      (await post(northEditor, { action: 'link', source: { item: 'venue', id: id('Main Hall') }, target: { item: 'asset', id: id('Spare Screen') } }))
        .statusCode,
    ).toBe(400);
    expect((await post(northEditor, link(['venue', 'Main Hall'], ['asset', 'Spare Screen'], { start: 'tomorrow' }))).statusCode).toBe(400);
    expect(
      (
        await post(northEditor, {
          action: 'update',
          source: { item: 'venue', id: id('Main Hall'), relation: {} },
          target: { item: 'asset', id: id('Spare Screen') },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(northEditor, { action: 'create', source: { item: 'venue', id: 'nope' }, target: { item: 'asset', id: id('Spare Screen') } })).statusCode,
    ).toBe(400);
  });
});

describe('GET /api/2.0/media-relations/targets', () => {
  const targets = (user: TestUser, query: string) => injectAs(t, user, { method: 'GET', url: `/api/2.0/media-relations/targets?${query}` });

  it('classes every candidate for the workspace', async () => {
    const res = await targets(projectEditor, `aggregate=${tenant.workspaces[0].id}&item=asset`);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().map((x: { name: string; visibilityClass: string }) => [x.name, x.visibilityClass]));
    expect(byName).toEqual({
      'Atrium Screen': 'owned',
      'Broken Screen': 'owned',
      'South Expired': 'unavailable',
      'South Partner': 'partner',
      'South Private': 'invisible',
      'South Public': 'public',
      'South Shared': 'shared',
      'Spare Screen': 'owned',
    });
    expect(res.json().find((x: { name: string }) => x.name === 'Broken Screen').enabled).toBe(false);
  });

  it("hides another workspace's private items from a caller who cannot view that workspace", async () => {
    const names = (await targets(northEditor, `aggregate=${tenant.workspaces[0].id}&item=asset&seek=south`)).json().map((x: { name: string }) => x.name);
    expect(names).toEqual(['South Expired', 'South Partner', 'South Public', 'South Shared']);
  });

  it("needs VIEWER on the workspace; another tenant's workspace is not found", async () => {
    expect((await targets(northEditor, `aggregate=${tenant.workspaces[1].id}&item=asset`)).statusCode).toBe(403);
    expect((await targets(outsider, `aggregate=${tenant.workspaces[0].id}&item=asset`)).statusCode).toBe(404);
    expect((await targets(viewer, `aggregate=${tenant.workspaces[0].id}&item=gadget`)).statusCode).toBe(400);
  });

  it('offers only eventhosting venues when asked', async () => {
    const res = await targets(projectEditor, `aggregate=${tenant.workspaces[0].id}&item=venue&eventhosting=true`);
    expect(res.json()).toEqual([]);
    expect((await targets(projectEditor, `aggregate=${tenant.workspaces[0].id}&item=venue`)).json().map((x: { name: string }) => x.name)).toEqual([
      'Main Hall',
      'South Venue',
    ]);
  });
});
