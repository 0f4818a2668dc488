// The item fields the first screens left out: docs/product/platform.md §3.6's agency, attributes, budgets and actions,
// a venue's optional details and sponsors (docs/product/campaigns-venues-events.md §3.2), areas as locations, countries
// from the list, and the asset a venue creates.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, await buildTenant(t)));
});
afterAll(() => t.close());

const PATHS = { venue: '/api/2.0/media-venues', asset: '/api/2.0/media-assets', device: '/api/2.0/media-devices' } as const;
type Kind = keyof typeof PATHS;
const north = () => tenant.workspaces[0].id;
let seq = 0;
const create = (kind: Kind, body: object) =>
  injectAs(t, users.admin, { method: 'POST', url: `${PATHS[kind]}?aggregate=${north()}`, payload: { name: `Item ${++seq}`, ...body } });
const update = (kind: Kind, id: string, body: object, user = users.admin) =>
  injectAs(t, user, { method: 'PUT', url: `${PATHS[kind]}/${id}`, payload: { id, ...body } });
const read = async (kind: Kind, id: string) => (await injectAs(t, users.viewer, { method: 'GET', url: `${PATHS[kind]}/${id}` })).json();

const COMMON = {
  agency: [{ name: 'Blue Door Media', email: 'hello@bluedoor.example', phone: '+44 20 7946 0000' }],
  attributes: { footfall: 12000, covered: true, floor: 'Ground' },
  budgets: [{ name: 'Launch', amount: 2500.5, currency: 'GBP', start: '2026-01-01T00:00:00.000Z', close: '2026-03-31T23:59:59.000Z' }],
  actions: [{ type: 'book', label: 'Book a visit', url: 'https://bluedoor.example/book', enabled: true }],
};

describe.each(Object.keys(PATHS) as Kind[])('%s common fields', (kind) => {
  it('stores and answers agency, attributes, budgets and actions, and answers them empty when never given', async () => {
    const res = await create(kind, COMMON);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject(COMMON);
    expect(await read(kind, res.json().id)).toMatchObject(COMMON);
    const bare = (await create(kind, {})).json();
    expect(bare).toMatchObject({ agency: [], attributes: {}, budgets: [], actions: [] });
  });

  it('fills the defaults of a partial agency and action', async () => {
    const res = await create(kind, { agency: [{ name: 'Solo' }], actions: [{ type: 'call' }] });
    expect(res.json().agency).toEqual([{ name: 'Solo', email: '', phone: '' }]);
    expect(res.json().actions).toEqual([{ type: 'call', label: '', url: '', enabled: true }]);
  });

  it('refuses what is past the limits or malformed, and changes nothing', async () => {
    const id = (await create(kind, COMMON)).json().id;
    const bad: object[] = [
      { agency: Array.from({ length: 21 }, (_, i) => ({ name: `Agency ${i}` })) },
      { agency: [{ name: '' }] },
      { agency: [{ name: 'X', email: 'not-an-email' }] },
      { attributes: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`a${i}`, i])) },
      { attributes: { nested: { deep: 1 } } },
      { budgets: [{ name: 'Minus', amount: -1 }] },
      { budgets: [{ name: 'Backwards', amount: 1, start: '2026-02-01T00:00:00Z', close: '2026-01-01T00:00:00Z' }] },
      { budgets: [{ name: 'Odd money', amount: 1, currency: 'pounds' }] },
      { actions: [{ type: 'open', url: 'javascript:alert(1)' }] },
      { actions: Array.from({ length: 21 }, () => ({ type: 'call' })) },
    ];
    for (const body of bad) expect((await update(kind, id, body)).statusCode).toBe(400);
    expect(await read(kind, id)).toMatchObject(COMMON);
  });

  it('lets an editor change attributes and actions, but only an admin agency and budgets', async () => {
    const id = (await create(kind, COMMON)).json().id;
    const edited = await update(kind, id, { attributes: { footfall: 9000 }, actions: [] }, users.editor);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ attributes: { footfall: 9000 }, actions: [] });
    expect((await update(kind, id, { budgets: [] }, users.editor)).statusCode).toBe(403);
    expect((await update(kind, id, { agency: [] }, users.editor)).statusCode).toBe(403);
    expect((await update(kind, id, { attributes: {} }, users.viewer)).statusCode).toBe(403);
    expect((await update(kind, id, { budgets: [], agency: [] })).json()).toMatchObject({ budgets: [], agency: [] });
  });

  it('refuses a country not in the ISO list and stores a listed one in capitals', async () => {
    const res = await create(kind, { country: 'ZZ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Country must be an ISO 3166-1 two-letter code from the country list');
    expect((await create(kind, { country: 'ae' })).json().country).toBe('AE');
  });
});

describe('venue only fields', () => {
  it("stores a venue's optional details and sponsors; an asset or device has none", async () => {
    const res = await create('venue', { optional: { valet: true, lockers: 40 }, sponsors: ['Acme', 'Globex'] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ optional: { valet: true, lockers: 40 }, sponsors: ['Acme', 'Globex'] });
    const changed = await update('venue', res.json().id, { sponsors: ['Initech'] }, users.editor);
    expect(changed.json().sponsors).toEqual(['Initech']);
    expect((await update('venue', res.json().id, { sponsors: [''] })).statusCode).toBe(400);
    const asset = (await create('asset', { sponsors: ['Acme'], optional: { a: 1 } })).json();
    expect(asset.sponsors).toBeUndefined();
    expect(asset.optional).toBeUndefined();
  });

  it('stores an area as a venue location and answers it back', async () => {
    const area = {
      type: 'Polygon',
      coordinates: [
        [
          [-0.1, 51.5],
          [-0.09, 51.5],
          [-0.09, 51.51],
          [-0.1, 51.5],
        ],
      ],
    };
    const res = await create('venue', { geoLocation: area });
    expect(res.statusCode).toBe(201);
    expect((await read('venue', res.json().id)).geoLocation).toEqual(area);
  });
});

describe('the asset a venue creates', () => {
  it('is private and not yet available (docs/product/campaigns-venues-events.md §4.6)', async () => {
    const venue = (await create('venue', { createAsset: { type: 'Outdoor', subtype: 'Billboard' } })).json();
    const asset = await read('asset', venue.relations[0].id);
    expect(asset).toMatchObject({ type: 'Outdoor', subtype: 'Billboard', visibility: 1, available: false, sharedList: [], partners: false, partnerList: [] });
    // An asset created on its own stays available, as before.
    expect((await create('asset', {})).json().available).toBe(true);
  });
});
