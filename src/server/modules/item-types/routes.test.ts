import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_FAMILIES } from '../../../domain/item-types/item-type.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { ensureItemTypes } from './service.js';

let t: TestApp;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  // Any signed-in user may read the catalogue: this one has no role at all.
  user = await buildUser(t, await buildTenant(t));
});
afterAll(() => t.close());

type Entry = { id: string; family: string; type: string; subtypes: { id: string; type: string; categories: string[] }[] };
const family = async (name: string): Promise<Entry[]> => {
  const res = await injectAs(t, user, { method: 'GET', url: `/api/2.0/media-items?ancestor=${name}` });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const names = (list: { type: string }[]) => list.map((e) => e.type);

describe('GET /api/2.0/media-items', () => {
  it('has entries for every family, types sorted alphabetically', async () => {
    for (const f of ITEM_FAMILIES) {
      const list = await family(f);
      expect(list.length).toBeGreaterThan(0);
      expect(names(list)).toEqual([...names(list)].sort((a, b) => a.localeCompare(b, 'en')));
      for (const e of list) {
        expect(e.family).toBe(f);
        expect(e.id).toMatch(/^[0-9a-f]{24}$/);
      }
    }
  });

  it('offers the asset types and subtypes of docs/product/campaigns-venues-events.md §2.5, screens in category Zeetamind', async () => {
    const assets = await family('asset');
    expect(names(assets)).toEqual(['In-store', 'Indoor', 'Outdoor'].sort((a, b) => a.localeCompare(b, 'en')));
    const subtypes = Object.fromEntries(assets.map((a) => [a.type, names(a.subtypes)]));
    expect(subtypes).toEqual({
      Indoor: ['Backlit Panel', 'Digital Screen', 'Drop Down', 'Standee'],
      'In-store': ['Backlit Panel', 'Kiosk', 'Standee'],
      Outdoor: ['Billboard', 'Digital OOH', 'Standee'],
    });
    const screen = assets.find((a) => a.type === 'Indoor')!.subtypes.find((s) => s.type === 'Digital Screen')!;
    expect(screen.categories).toContain('Zeetamind');
  });

  it('has the venue and campaign types the summaries count', async () => {
    expect(names(await family('venue'))).toEqual(expect.arrayContaining(['Brand', 'OOH', 'Shopping Mall']));
    expect(names(await family('campaign'))).toEqual(expect.arrayContaining(['Drip', 'Burst', 'Pulse', 'Reports', 'Mobility']));
  });

  it('seeding again changes nothing', async () => {
    const before = await family('venue');
    await ensureItemTypes(t.app.ctx);
    await ensureItemTypes(t.app.ctx);
    expect(await family('venue')).toEqual(before);
  });

  it('answers 400 for an unknown family and 401 without a token', async () => {
    expect((await injectAs(t, user, { method: 'GET', url: '/api/2.0/media-items?ancestor=spaceship' })).statusCode).toBe(400);
    expect((await injectAs(t, user, { method: 'GET', url: '/api/2.0/media-items' })).statusCode).toBe(400);
    expect((await injectAs(t, null, { method: 'GET', url: '/api/2.0/media-items?ancestor=venue' })).statusCode).toBe(401);
  });
});
