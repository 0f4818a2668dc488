import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { mediaUpload } from '../../test/world.js';

let t: TestApp;
let tenant: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;
let ws = '';
const BASE = '/api/2.0/zeetaminds';
const times = { startAt: 1_700_000_000_000, expiryAt: 1_700_086_400_000 };
const media: { id: string; name: string }[] = [];
const playlists: { id: string; name: string }[] = [];
const displays: string[] = [];

const get = (user: TestUser, url: string) => injectAs(t, user, { method: 'GET', url });
const names = async (user: TestUser, url: string) => {
  const res = await get(user, url);
  if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body}`);
  return (res.json() as { name: string }[]).map((m) => m.name);
};

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  ws = tenant.workspaces[0].id;
  // Uploaded one after another: the lists answer oldest first.
  for (const name of ['Poster 1', 'Poster 2', 'Poster 3', 'Menu 100%', 'Poster 5']) {
    const res = await injectAs(t, users.editor, {
      method: 'POST',
      url: `${BASE}/media/file?aggregate=${ws}`,
      ...mediaUpload({ name, ...times }, { name: 'ticker.txt', bytes: Buffer.from(name) }),
    });
    media.push(res.json());
  }
  for (const name of ['Morning', 'Noon', 'Evening']) {
    const res = await injectAs(t, users.editor, {
      method: 'POST',
      url: `${BASE}/playlists?aggregate=${ws}`,
      payload: { name, add_media: [{ media: media[0].id, duration: 0, play_order: 0 }] },
    });
    playlists.push(res.json());
  }
  // Listing reads what is stored; the campaign rule of a display's save is routes.test.ts's.
  for (const [i, name] of ['Lobby', 'Bar', 'Gate'].entries()) {
    const id = `${i}`.repeat(24);
    displays.push(id);
    await t.app.ctx.db.execute(
      sql`insert into signage_displays (tenant_id, id, aggregate_id, project_id, gen_token, name, asset_id, playlist_id, created_on) values (${tenant.id}, ${id}, ${ws}, ${tenant.project.id}, ${`SCREEN${i}`}, ${name}, ${(i === 1 ? 'b' : 'a').repeat(24)}, ${playlists[0].id}, ${new Date(1_700_000_000_000 + i * 1000)})`,
    );
  }
}, 60_000);
afterAll(() => t.close());

describe('signage lists page on the server', () => {
  it('media: limit and offset give the pages in upload order; no paging words answer the whole list', async () => {
    const at = `${BASE}/media?aggregate=${ws}`;
    expect(await names(users.viewer, `${at}&limit=2`)).toEqual(['Poster 1', 'Poster 2']);
    expect(await names(users.viewer, `${at}&limit=2&offset=2`)).toEqual(['Poster 3', 'Menu 100%']);
    expect(await names(users.viewer, `${at}&limit=2&offset=4`)).toEqual(['Poster 5']);
    expect(await names(users.viewer, `${at}&limit=2&offset=6`)).toEqual([]);
    expect(await names(users.viewer, at)).toEqual(['Poster 1', 'Poster 2', 'Poster 3', 'Menu 100%', 'Poster 5']);
    expect(await names(users.viewer, `${at}&limit=1000&offset=0`)).toHaveLength(5);
  });

  it('playlists and displays page the same way, with their counts and playlist names', async () => {
    const first = (await get(users.viewer, `${BASE}/playlists?aggregate=${ws}&limit=2`)).json();
    expect(first.map((p: { name: string }) => p.name)).toEqual(['Morning', 'Noon']);
    expect(first[0]).toMatchObject({ media_count: 1, display_count: 3 });
    expect(await names(users.viewer, `${BASE}/playlists?aggregate=${ws}&limit=2&offset=2`)).toEqual(['Evening']);
    const shown = (await get(users.viewer, `${BASE}/displays?aggregate=${ws}&limit=1&offset=1`)).json();
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ id: displays[1], name: 'Bar', np: { id: playlists[0].id, name: 'Morning' } });
    expect(await names(users.viewer, `${BASE}/displays?aggregate=${ws}&limit=2&offset=2`)).toEqual(['Gate']);
  });

  it('name finds a part in any case, its % and _ taken as written; ids names items; both page', async () => {
    const at = `${BASE}/media?aggregate=${ws}`;
    expect(await names(users.viewer, `${at}&name=POSTER`)).toEqual(['Poster 1', 'Poster 2', 'Poster 3', 'Poster 5']);
    expect(await names(users.viewer, `${at}&name=poster&limit=2&offset=2`)).toEqual(['Poster 3', 'Poster 5']);
    expect(await names(users.viewer, `${at}&name=${encodeURIComponent('100%')}`)).toEqual(['Menu 100%']);
    expect(await names(users.viewer, `${at}&name=${encodeURIComponent('Poster_')}`)).toEqual([]);
    expect(await names(users.viewer, `${at}&name=%20%20`)).toHaveLength(5);
    expect(await names(users.viewer, `${at}&ids=${media[4].id},${media[1].id}`)).toEqual(['Poster 2', 'Poster 5']);
    expect(await names(users.viewer, `${BASE}/playlists?aggregate=${ws}&name=n`)).toEqual(['Morning', 'Noon', 'Evening']);
    expect(await names(users.viewer, `${BASE}/displays?aggregate=${ws}&name=a&ids=${displays[1]},${displays[2]}`)).toEqual(['Bar', 'Gate']);
  });

  it('displays narrow to those standing at one asset (the asset page reads its own)', async () => {
    expect(await names(users.viewer, `${BASE}/displays?aggregate=${ws}&asset=${'b'.repeat(24)}`)).toEqual(['Bar']);
    expect(await names(users.viewer, `${BASE}/displays?aggregate=${ws}&asset=${'a'.repeat(24)}&limit=1&offset=1`)).toEqual(['Gate']);
    expect((await get(users.viewer, `${BASE}/displays?aggregate=${ws}&asset=not-an-id`)).statusCode).toBe(400);
  });

  it('refuses bad paging words with 400; another tenant gets 404', async () => {
    for (const list of ['media', 'playlists', 'displays']) {
      const at = `${BASE}/${list}?aggregate=${ws}`;
      for (const bad of ['limit=0', 'limit=1001', 'limit=2.5', 'limit=x', 'offset=-1', 'offset=1000001', 'offset=y', `name=${'n'.repeat(101)}`, 'ids=123']) {
        const res = await get(users.viewer, `${at}&${bad}`);
        expect(res.statusCode, `${list} ${bad}`).toBe(400);
      }
      expect((await get(users.outsider, `${at}&limit=2&offset=2`)).statusCode).toBe(404);
      expect((await get(users.outsider, `${at}&ids=${media[0].id}`)).statusCode).toBe(404);
    }
  });
});
