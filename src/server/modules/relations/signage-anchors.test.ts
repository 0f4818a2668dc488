import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import type { Relation } from '../../../domain/media-items/types.js';
import { signageDisplays, signagePlaylists } from '../../db/schema/index.js';
import { insertMediaItems, type MediaItemRow } from '../../seed/media-items.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

// An asset's 'anchored playlist' and 'anchored display' groups (docs/product/creatives-assets-signage.md §2.11):
// anchors of kinds playlist and display.
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'northEditor' | 'northViewer' | 'outsider', TestUser>;
const ids = {} as Record<'asset' | 'venue' | 'playlist' | 'southPlaylist' | 'display' | 'foreignPlaylist', string>;

const item = (tn: TestTenant, workspace: number, kind: MediaItemRow['kind'], name: string): MediaItemRow => ({
  tenantId: tn.id,
  id: newId(),
  kind,
  projectId: tn.project.id,
  aggregateId: tn.workspaces[workspace].id,
  code: 'ABCDEFGHIJKLMNOP',
  name,
  type: 'Indoor',
  subtype: 'Screen',
  doc: {},
});
const playlist = (tn: TestTenant, workspace: number, name: string) => ({
  tenantId: tn.id,
  id: newId(),
  aggregateId: tn.workspaces[workspace].id,
  projectId: tn.project.id,
  name,
});

const call = (user: TestUser, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const anchor = (user: TestUser, source: [string, string], target: [string, string], action = 'create', relation: object = {}) =>
  call(user, 'POST', '/api/2.0/media-relations', { action, source: { item: source[0], id: source[1], relation }, target: { item: target[0], id: target[1] } });
const relationsOfAsset = async () =>
  (await call(users.northEditor, 'GET', `/api/2.0/media-assets/${ids.asset}?fields=relations`)).json().relations as Relation[];

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  users.northEditor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  users.northViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  users.outsider = await buildUser(t, other, { role: 'owner' });
  const asset = item(tenant, 0, 'asset', 'Lobby Screen');
  const venue = item(tenant, 0, 'venue', 'Lobby');
  await insertMediaItems(t.app.ctx.db, [asset, venue]);
  const rows = [playlist(tenant, 0, 'Morning Loop'), playlist(tenant, 1, 'South Loop'), playlist(other, 0, 'Foreign Loop')];
  await t.app.ctx.db.insert(signagePlaylists).values(rows);
  const display = { ...playlist(tenant, 0, 'Lobby Display'), genToken: 'LOBBY1', assetId: asset.id, playlistId: rows[0].id };
  await t.app.ctx.db.insert(signageDisplays).values(display);
  Object.assign(ids, { asset: asset.id, venue: venue.id, playlist: rows[0].id, southPlaylist: rows[1].id, foreignPlaylist: rows[2].id, display: display.id });
});
afterAll(() => t.close());

describe('signage anchors', () => {
  it("let an asset's workspace editor anchor its playlist and display, named on the asset", async () => {
    const created = await anchor(users.northEditor, ['asset', ids.asset], ['playlist', ids.playlist]);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().target).toMatchObject({ relation: 'asset', id: ids.asset, name: 'Lobby Screen' });
    expect((await anchor(users.northEditor, ['asset', ids.asset], ['display', ids.display])).statusCode).toBe(201);
    const relations = await relationsOfAsset();
    expect(relations.map((r) => [r.relation, r.id, r.name])).toEqual([
      ['playlist', ids.playlist, 'Morning Loop'],
      ['display', ids.display, 'Lobby Display'],
    ]);
    // Their periods change like any anchor's.
    const uid = relations[0].uid;
    const close = new Date(Date.now() + 86_400_000).toISOString();
    const updated = await anchor(users.northEditor, ['asset', ids.asset], ['playlist', ids.playlist], 'update', { uid, close });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().source.close).toBe(close);
  });

  it('are refused from anything but an asset, and to a playlist as the source', async () => {
    const fromVenue = await anchor(users.northEditor, ['venue', ids.venue], ['playlist', ids.playlist]);
    expect([fromVenue.statusCode, fromVenue.json().message]).toEqual([400, 'Playlists and displays are anchored from media assets']);
    const fromPlaylist = await anchor(users.northEditor, ['playlist', ids.playlist], ['asset', ids.asset]);
    expect([fromPlaylist.statusCode, fromPlaylist.json().message]).toEqual([400, 'A playlist or display is only ever the target of an anchor']);
  });

  it("reach only the asset's own workspace and tenant, and need EDITOR", async () => {
    expect((await anchor(users.northEditor, ['asset', ids.asset], ['playlist', ids.southPlaylist])).statusCode).toBe(404);
    expect((await anchor(users.northEditor, ['asset', ids.asset], ['playlist', ids.foreignPlaylist])).statusCode).toBe(404);
    expect((await anchor(users.outsider, ['asset', ids.asset], ['playlist', ids.foreignPlaylist])).statusCode).toBe(404);
    expect((await anchor(users.northViewer, ['asset', ids.asset], ['display', ids.display])).statusCode).toBe(403);
  });

  it("are offered by the picker from the workspace's own playlists and displays", async () => {
    const targets = (kind: string) => call(users.northEditor, 'GET', `/api/2.0/media-relations/targets?aggregate=${tenant.workspaces[0].id}&item=${kind}`);
    expect((await targets('playlist')).json()).toEqual([
      expect.objectContaining({ id: ids.playlist, name: 'Morning Loop', item: 'playlist', visibilityClass: 'owned', enabled: true }),
    ]);
    expect((await targets('display')).json().map((d: { name: string }) => d.name)).toEqual(['Lobby Display']);
  });

  it('go with the playlist or display when it is deleted', async () => {
    const spare = playlist(tenant, 0, 'Spare Loop');
    await t.app.ctx.db.insert(signagePlaylists).values(spare);
    expect((await anchor(users.northEditor, ['asset', ids.asset], ['playlist', spare.id])).statusCode).toBe(201);
    expect((await relationsOfAsset()).some((r) => r.id === spare.id)).toBe(true);
    const gone = await call(users.northEditor, 'DELETE', `/api/2.0/zeetaminds/playlists/${spare.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await relationsOfAsset()).some((r) => r.id === spare.id)).toBe(false);
    const display = await call(users.northEditor, 'DELETE', `/api/2.0/zeetaminds/displays/${ids.display}`);
    expect(display.statusCode, display.body).toBe(200);
    expect((await relationsOfAsset()).map((r) => r.relation)).toEqual(['playlist']);
  });
});
