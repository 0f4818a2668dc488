import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNAGE_MESSAGES } from '../../../domain/signage/messages.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { mediaUpload, seededPng } from '../../test/world.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;
let ws = '';

const BASE = '/api/2.0/zeetaminds';
const HOUR = 3_600_000;
const times = { startAt: 1_700_000_000_000, expiryAt: 1_700_000_000_000 + 24 * HOUR };
const png = seededPng(32, 18, 'signage');
// The start of an ISO media file: a 24-byte ftyp box.
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12, 0), Buffer.alloc(2000, 7)]);

const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const ok = async (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await call(user, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
};
const upload = (user: TestUser, fields: Record<string, string | number>, file?: { name: string; bytes: Buffer; type?: string }, app = t) =>
  injectAs(app, user, { method: 'POST', url: `${BASE}/media/file?aggregate=${ws}`, ...mediaUpload(fields, file) });
const count = async (table: string) => {
  const res = await t.app.ctx.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return (res as unknown as { rows: { n: number }[] }).rows[0].n;
};
const file = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  ws = tenant.workspaces[0].id;
}, 60_000);
afterAll(() => t.close());

describe('media', () => {
  it('an editor uploads an image; viewers list it; its file is served with validators and ranges', async () => {
    const res = await upload(users.editor, { name: 'Spring', ...times, type: 'image/png' }, { name: 'spring.PNG', bytes: png, type: 'image/png' });
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json();
    expect(media).toMatchObject({ name: 'Spring', type: 'IMAGE', duration: 5, ...times, contentType: 'image/png', size: png.length, aggregate_id: ws });
    const listed = await ok(users.viewer, 'GET', `${BASE}/media?aggregate=${ws}`);
    expect(listed.map((m: { id: string }) => m.id)).toContain(media.id);

    const whole = await file(media.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(png)).toBe(true);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const etag = String(whole.headers.etag);
    expect((await file(media.url, { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await file(media.url, { 'if-modified-since': String(whole.headers['last-modified']) })).statusCode).toBe(304);

    const part = await file(media.url, { range: 'bytes=0-9' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 0-9/${png.length}`);
    expect(part.rawPayload.equals(png.subarray(0, 10))).toBe(true);
    const tail = await file(media.url, { range: 'bytes=-4' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(png.subarray(png.length - 4))).toBe(true);
    const beyond = await file(media.url, { range: `bytes=${png.length}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${png.length}`);
    // An If-Range naming an older copy gets the whole file.
    expect((await file(media.url, { range: 'bytes=0-9', 'if-range': '"old"' })).statusCode).toBe(200);
  });

  it('a video plays by ranges, a ticker and an HTML item are text; HTML runs sandboxed', async () => {
    const video = (await upload(users.editor, { name: 'Clip', ...times, duration: 12 }, { name: 'clip.mp4', bytes: mp4, type: 'video/mp4' })).json();
    expect(video).toMatchObject({ type: 'VIDEO', duration: 12, contentType: 'video/mp4' });
    const seek = await file(video.url, { range: 'bytes=1000-1999' });
    expect(seek.statusCode).toBe(206);
    expect(seek.rawPayload.length).toBe(1000);

    const html = (
      await upload(users.editor, { name: 'Page', ...times }, { name: 'page.html', bytes: Buffer.from('<h1>Hi</h1><script>1</script>'), type: 'text/html' })
    ).json();
    expect(html.type).toBe('HTML');
    const page = await file(html.url);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^sandbox allow-scripts; default-src 'none'/);
    expect(page.headers['content-security-policy']).not.toMatch(/allow-same-origin/);

    const ticker = (await upload(users.editor, { name: 'News', ...times }, { name: 'news.txt', bytes: Buffer.from('Sale today — 50 % off') })).json();
    expect(ticker).toMatchObject({ type: 'TICKER', contentType: 'text/plain; charset=utf-8' });
    const other = (await upload(users.editor, { name: 'Design', ...times }, { name: 'design.canva', bytes: Buffer.from([1, 2, 3]) })).json();
    expect(other.type).toBe('CANVA');
    expect((await file(other.url)).headers['content-disposition']).toMatch(/^attachment/);
  });

  it('refuses a missing file, missing times and an expiry before the start, storing nothing', async () => {
    const before = await count('signage_media');
    const none = await upload(users.editor, { name: 'x', ...times });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(SIGNAGE_MESSAGES.selectFile);
    const noStart = await upload(users.editor, { name: 'x', expiryAt: times.expiryAt }, { name: 'a.png', bytes: png });
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().message).toBe(SIGNAGE_MESSAGES.startAtRequired);
    const backwards = await upload(users.editor, { name: 'x', startAt: times.expiryAt, expiryAt: times.startAt }, { name: 'a.png', bytes: png });
    expect(backwards.json().message).toBe(SIGNAGE_MESSAGES.expiryAfterStart);
    const notMultipart = await call(users.editor, 'POST', `${BASE}/media/file?aggregate=${ws}`, { name: 'x' });
    expect(notMultipart.statusCode).toBe(400);
    expect(await count('signage_media')).toBe(before);
  });

  it('refuses a spoofed type: bytes that are not what the name or the declared type says', async () => {
    const before = await count('signage_media');
    const cases = [
      { name: 'evil.png', bytes: Buffer.from('<script>alert(1)</script>'), type: 'image/png' },
      { name: 'clip.mp4', bytes: png, type: 'video/mp4' },
      { name: 'doc.pdf', bytes: png },
      { name: 'page.html', bytes: png, type: 'text/html' },
      { name: 'real.png', bytes: png, type: 'text/html' },
    ];
    for (const f of cases) {
      const res = await upload(users.editor, { name: 'x', ...times }, f);
      expect([f.name, res.statusCode]).toEqual([f.name, 415]);
      expect(res.json().message).toBe(SIGNAGE_MESSAGES.spoofedType);
    }
    const declared = await upload(users.editor, { name: 'x', ...times, type: 'VIDEO' }, { name: 'real.png', bytes: png });
    expect(declared.statusCode).toBe(415);
    expect(await count('signage_media')).toBe(before);
  });

  it('refuses an upload over the configured limit with 413', async () => {
    const small = await buildTestApp({ signageMaxUploadBytes: 1000 }, { database: t.app.ctx.database });
    try {
      const res = await upload(users.editor, { name: 'Big', ...times }, { name: 'big.mp4', bytes: mp4 }, small);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe(SIGNAGE_MESSAGES.tooLarge('1 kB'));
      const fits = await upload(users.editor, { name: 'Fits', ...times }, { name: 'fits.txt', bytes: Buffer.from('fits') }, small);
      expect(fits.statusCode, fits.body).toBe(201);
    } finally {
      await small.close();
    }
  });

  it('is EDITOR’s to upload and VIEWER’s to read; another tenant sees nothing', async () => {
    expect((await upload(users.viewer, { name: 'x', ...times }, { name: 'a.png', bytes: png })).statusCode).toBe(403);
    expect((await upload(users.outsider, { name: 'x', ...times }, { name: 'a.png', bytes: png })).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}/media?aggregate=${ws}`)).statusCode).toBe(404);
    const media = (await ok(users.viewer, 'GET', `${BASE}/media?aggregate=${ws}`))[0];
    // The file's address needs its token and its tenant.
    expect((await file(media.url.replace(/[0-9a-f]{32}$/, '0'.repeat(32)))).statusCode).toBe(404);
    expect((await file(media.url.replace(tenant.id, other.id))).statusCode).toBe(404);
  });
});

describe('media deletion', () => {
  it('removes an item and its file, unless a playlist plays it; EDITOR only, another tenant 404', async () => {
    const media = (await upload(users.editor, { name: 'Gone', ...times }, { name: 'gone.png', bytes: png })).json();
    const head = await t.app.inject({ method: 'HEAD', url: media.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(png.length));
    const p = await ok(users.editor, 'POST', `${BASE}/playlists?aggregate=${ws}`, {
      name: 'Keeps it',
      add_media: [{ media: media.id, duration: 0, play_order: 0 }],
    });
    const used = await call(users.editor, 'DELETE', `${BASE}/media/${media.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(SIGNAGE_MESSAGES.mediaInUse(['Keeps it']));
    await ok(users.editor, 'DELETE', `${BASE}/playlists/${p.id}`);
    expect((await call(users.viewer, 'DELETE', `${BASE}/media/${media.id}`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'DELETE', `${BASE}/media/${media.id}`)).statusCode).toBe(404);
    expect((await call(users.editor, 'DELETE', `${BASE}/media/${media.id}`)).json()).toEqual({ id: media.id, deleted: true });
    expect((await file(media.url)).statusCode).toBe(404);
    expect((await ok(users.viewer, 'GET', `${BASE}/media?aggregate=${ws}`)).map((m: { id: string }) => m.id)).not.toContain(media.id);
    expect((await call(users.editor, 'DELETE', `${BASE}/media/${media.id}`)).statusCode).toBe(404);
  });
});

describe('playlists', () => {
  let media: { id: string; duration: number }[] = [];
  beforeAll(async () => {
    media = [];
    for (const [i, duration] of [7, 9, 11].entries()) {
      media.push((await upload(users.editor, { name: `m${i}`, ...times, duration }, { name: `m${i}.png`, bytes: png })).json());
    }
  });

  it('an editor makes a playlist; a 0-second row takes its media’s duration; lists carry the counts', async () => {
    const made = await call(users.editor, 'POST', `${BASE}/playlists?aggregate=${ws}`, {
      name: 'Lobby',
      add_media: [
        { id: -1, media: media[0].id, duration: 0, play_order: 0, freq: 1 },
        { id: -1, media: media[1].id, duration: 4, play_order: 1, freq: 2 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const p = made.json();
    expect(p).toMatchObject({ name: 'Lobby', media_count: 2, display_count: 0 });
    expect(p.media.map((r: { duration: number }) => r.duration)).toEqual([7, 4]);
    expect(p.media[0].id).toMatch(/^[0-9a-f]{24}$/);

    const listed = await ok(users.viewer, 'GET', `${BASE}/playlists?aggregate=${ws}`);
    expect(listed.find((l: { id: string }) => l.id === p.id)).toMatchObject({ name: 'Lobby', media_count: 2, display_count: 0 });
    expect(await ok(users.viewer, 'GET', `${BASE}/playlists/${p.id}`)).toMatchObject({ name: 'Lobby', media: p.media });

    // The form's diff: one row removed, one edited, one added; the removal numbers the rows again from 0.
    const changed = await call(users.editor, 'PUT', `${BASE}/playlists/${p.id}`, {
      id: p.id,
      name: 'Lobby loop',
      add_media: [{ id: -1, media: media[2].id, duration: 0, play_order: 5, freq: 1 }],
      edit_plm: [{ ...p.media[1], freq: 3 }],
      delete_plm: [p.media[0].id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Lobby loop', media_count: 2 });
    expect(
      changed.json().media.map((r: { media: string; play_order: number; duration: number; freq: number }) => [r.media, r.play_order, r.duration, r.freq]),
    ).toEqual([
      [media[1].id, 0, 4, 3],
      [media[2].id, 1, 11, 1],
    ]);
  });

  it('refuses media of another workspace or tenant, rows not in the playlist, and a body naming another playlist', async () => {
    const p = await ok(users.editor, 'POST', `${BASE}/playlists?aggregate=${ws}`, { name: 'Checks', add_media: [] });
    const theirs = await buildUser(t, other, { role: 'owner' });
    const foreign = (
      await injectAs(t, theirs, {
        method: 'POST',
        url: `${BASE}/media/file?aggregate=${other.workspaces[0].id}`,
        ...mediaUpload({ name: 'f', ...times }, { name: 'f.png', bytes: png }),
      })
    ).json();
    const bad = await call(users.editor, 'PUT', `${BASE}/playlists/${p.id}`, { add_media: [{ media: foreign.id, duration: 1, play_order: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(SIGNAGE_MESSAGES.unknownMedia);
    const missing = await call(users.editor, 'PUT', `${BASE}/playlists/${p.id}`, { delete_plm: ['0'.repeat(24)] });
    expect(missing.json().message).toBe(SIGNAGE_MESSAGES.unknownRow);
    expect((await call(users.editor, 'PUT', `${BASE}/playlists/${p.id}`, { id: '1'.repeat(24), name: 'x' })).statusCode).toBe(400);
    const noMedia = await call(users.editor, 'POST', `${BASE}/playlists?aggregate=${ws}`, { name: 'x', add_media: [{ id: -1, duration: 0, play_order: 0 }] });
    expect(noMedia.statusCode).toBe(400);
    expect(JSON.stringify(noMedia.json().details)).toContain(SIGNAGE_MESSAGES.mediaRequired);
    expect((await ok(users.viewer, 'GET', `${BASE}/playlists/${p.id}`)).media).toEqual([]);
  });

  it('is EDITOR’s to change and delete; a playlist a display plays is kept; another tenant gets 404', async () => {
    const p = await ok(users.editor, 'POST', `${BASE}/playlists?aggregate=${ws}`, {
      name: 'Roles',
      add_media: [{ media: media[0].id, duration: 2, play_order: 0 }],
    });
    expect((await call(users.viewer, 'POST', `${BASE}/playlists?aggregate=${ws}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'PUT', `${BASE}/playlists/${p.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'DELETE', `${BASE}/playlists/${p.id}`)).statusCode).toBe(403);
    for (const method of ['GET', 'PUT', 'DELETE'] as const)
      expect((await call(users.outsider, method, `${BASE}/playlists/${p.id}`, method === 'PUT' ? { name: 'x' } : undefined)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}/playlists?aggregate=${ws}`)).statusCode).toBe(404);

    await t.app.ctx.db.execute(
      sql`insert into signage_displays (tenant_id, id, aggregate_id, project_id, gen_token, name, asset_id, playlist_id) values (${tenant.id}, ${'d'.repeat(24)}, ${ws}, ${tenant.project.id}, 'SCREEN1', 'Screen', ${'a'.repeat(24)}, ${p.id})`,
    );
    expect((await ok(users.viewer, 'GET', `${BASE}/playlists/${p.id}`)).display_count).toBe(1);
    const kept = await call(users.editor, 'DELETE', `${BASE}/playlists/${p.id}`);
    expect(kept.statusCode).toBe(409);
    await t.app.ctx.db.execute(sql`delete from signage_displays where tenant_id = ${tenant.id}`);
    expect((await call(users.editor, 'DELETE', `${BASE}/playlists/${p.id}`)).statusCode).toBe(200);
    expect((await call(users.viewer, 'GET', `${BASE}/playlists/${p.id}`)).statusCode).toBe(404);
  });
});

describe('displays', () => {
  let owner: TestUser;
  let playlist = '';
  let asset = '';
  const anchor = (campaign: string, target: string, start: number, close: number) =>
    ok(owner, 'POST', '/api/2.0/media-relations', {
      action: 'create',
      source: { item: 'campaign', id: campaign, relation: { start: new Date(start).toISOString(), close: new Date(close).toISOString() } },
      target: { item: 'asset', id: target },
    });
  const display = (token: string, extra: object = {}) => ({
    gen_token: token,
    name: `Screen ${token}`,
    np: { type: 'pl', id: playlist, name: 'ignored' },
    pa: true,
    asset_id: asset,
    ...extra,
  });

  beforeAll(async () => {
    owner = await buildUser(t, tenant, { role: 'owner' });
    const media = (await upload(users.editor, { name: 'd', ...times }, { name: 'd.png', bytes: png })).json();
    playlist = (
      await ok(users.editor, 'POST', `${BASE}/playlists?aggregate=${ws}`, { name: 'Screens', add_media: [{ media: media.id, duration: 0, play_order: 0 }] })
    ).id;
    asset = (await ok(owner, 'POST', `/api/2.0/media-assets?aggregate=${ws}`, { name: 'Totem', code: 'TOTEM1' })).id;
  });

  it('are saved only while a campaign is attached to their asset', async () => {
    const before = await count('signage_displays');
    const none = await call(users.editor, 'POST', `${BASE}/displays?aggregate=${ws}`, display('SCREEN-A'));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(SIGNAGE_MESSAGES.attachCampaign);
    const campaign = (await ok(owner, 'POST', `/api/2.0/media-campaigns?aggregate=${ws}`, { name: 'Spring sale', code: 'SPRING' })).id;
    const now = Date.now();
    // An anchor whose window is over does not count.
    await anchor(campaign, asset, now - 10 * 86_400_000, now - 86_400_000);
    expect((await call(users.editor, 'POST', `${BASE}/displays?aggregate=${ws}`, display('SCREEN-A'))).json().message).toBe(SIGNAGE_MESSAGES.attachCampaign);
    expect(await count('signage_displays')).toBe(before);

    await anchor(campaign, asset, now - 3_600_000, now + 86_400_000);
    const made = await call(users.editor, 'POST', `${BASE}/displays?aggregate=${ws}`, display('SCREEN-A', { description: 'Entrance' }));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      gen_token: 'SCREEN-A',
      name: 'Screen SCREEN-A',
      description: 'Entrance',
      orientation: 0,
      np: { type: 'pl', id: playlist, name: 'Screens' },
      pa: true,
      asset_id: asset,
      last_seen: null,
      player_version: null,
    });
    const listed = await ok(users.viewer, 'GET', `${BASE}/displays?aggregate=${ws}`);
    expect(listed.map((d: { gen_token: string }) => d.gen_token)).toContain('SCREEN-A');
    expect((await ok(users.viewer, 'GET', `${BASE}/playlists/${playlist}`)).display_count).toBe(1);
    expect((await call(users.editor, 'DELETE', `${BASE}/playlists/${playlist}`)).statusCode).toBe(409);
  });

  it('change, keep device IDs apart, name only their workspace’s playlist and asset, and are EDITOR’s', async () => {
    const a = (await ok(users.editor, 'GET', `${BASE}/displays?aggregate=${ws}`)).find((d: { gen_token: string }) => d.gen_token === 'SCREEN-A');
    const b = await call(users.editor, 'POST', `${BASE}/displays?aggregate=${ws}`, display('SCREEN-B', { orientation: 1 }));
    expect(b.statusCode, b.body).toBe(201);
    const taken = await call(users.editor, 'POST', `${BASE}/displays?aggregate=${ws}`, display('SCREEN-A'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(SIGNAGE_MESSAGES.tokenTaken);
    expect((await call(users.editor, 'PUT', `${BASE}/displays/${b.json().id}`, { gen_token: 'SCREEN-A' })).statusCode).toBe(409);

    const turned = await call(users.editor, 'PUT', `${BASE}/displays/${a.id}`, { id: a.id, orientation: 2, name: 'Lobby' });
    expect(turned.statusCode, turned.body).toBe(200);
    expect(turned.json()).toMatchObject({ orientation: 2, name: 'Lobby', gen_token: 'SCREEN-A' });
    expect((await call(users.editor, 'PUT', `${BASE}/displays/${a.id}`, { orientation: 3 })).statusCode).toBe(400);

    const elsewhere = (await ok(owner, 'POST', `${BASE}/playlists?aggregate=${tenant.workspaces[1].id}`, { name: 'South' })).id;
    const wrongList = await call(users.editor, 'PUT', `${BASE}/displays/${a.id}`, { np: { type: 'pl', id: elsewhere, name: '' } });
    expect(wrongList.json().message).toBe(SIGNAGE_MESSAGES.unknownPlaylist);
    const wrongAsset = await call(users.editor, 'PUT', `${BASE}/displays/${a.id}`, { asset_id: playlist });
    expect(wrongAsset.json().message).toBe(SIGNAGE_MESSAGES.unknownAsset);

    expect((await call(users.viewer, 'POST', `${BASE}/displays?aggregate=${ws}`, display('SCREEN-C'))).statusCode).toBe(403);
    expect((await call(users.viewer, 'PUT', `${BASE}/displays/${a.id}`, { name: 'x' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'DELETE', `${BASE}/displays/${a.id}`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'GET', `${BASE}/displays?aggregate=${ws}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'PUT', `${BASE}/displays/${a.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call(users.outsider, 'DELETE', `${BASE}/displays/${a.id}`)).statusCode).toBe(404);

    expect((await call(users.editor, 'DELETE', `${BASE}/displays/${b.json().id}`)).statusCode).toBe(200);
    expect((await ok(users.viewer, 'GET', `${BASE}/playlists/${playlist}`)).display_count).toBe(1);
  });
});
