import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAIRING_ALPHABET } from '../../../domain/signage/pairing.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildSignageStage, newPairing, pairedDisplay, saveDisplay, type SignageStage } from '../../test/signage-player.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let stage: SignageStage;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;

const BASE = '/api/2.0/zeetaminds';
const PLAYER = '/player/api';
const player = (method: 'GET' | 'POST', url: string, authorization?: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `${PLAYER}${url}`, headers: { ...(authorization ? { authorization } : {}), ...headers }, payload });
const collect = (code: string, secret: string) => player('GET', `/pairings/${code}`, `Pairing ${secret}`);
const displays = async (user: TestUser = users.viewer) => (await injectAs(t, user, { method: 'GET', url: `${BASE}/displays?aggregate=${stage.ws}` })).json();
const displayById = async (id: string) => (await displays()).find((d: { id: string }) => d.id === id);
const exec = async (query: ReturnType<typeof sql>) => (await t.app.ctx.db.execute(query)) as unknown as { rows: unknown[] };

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  stage = await buildSignageStage(t, tenant, 'player');
}, 60_000);
afterAll(() => t.close());

describe('pairing', () => {
  it('a page gets a code, a display saved with it claims it, and the page collects its credential once', async () => {
    const pairing = await newPairing(t, '10.1.0.1');
    expect(pairing.code).toMatch(new RegExp(`^[${PAIRING_ALPHABET}]{6}$`));
    expect(Buffer.from(pairing.secret, 'base64url')).toHaveLength(32);
    const ttl = Date.parse(pairing.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    const pending = await collect(pairing.code, pairing.secret);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual({ status: 'pending', expiresAt: pairing.expiresAt });
    // The pairing row keeps no secret, only its hash.
    const stored = await exec(sql`select secret_hash from signage_pairings where code = ${pairing.code}`);
    expect(JSON.stringify(stored)).not.toContain(pairing.secret);

    // The device ID compares upper-case.
    const display = await saveDisplay(t, stage, pairing.code.toLowerCase(), users.editor);
    expect(display.paired).toBe(true);
    const claimed = await collect(pairing.code, pairing.secret);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({
      status: 'claimed',
      credential: `${tenant.id}.${display.id}.${pairing.secret}`,
      display: { id: display.id, name: display.name },
    });
    expect((await collect(pairing.code, pairing.secret)).statusCode).toBe(404);
    expect((await exec(sql`select count(*)::int as n from signage_pairings where code = ${pairing.code}`)).rows).toEqual([{ n: 0 }]);

    const manifest = await player('GET', '/manifest', `Player ${claimed.json().credential}`);
    expect(manifest.statusCode, manifest.body).toBe(200);
    expect(manifest.json().display).toEqual({ id: display.id, name: display.name, orientation: 0 });
  });

  it('a wrong or missing secret, an unknown code and an expired code answer 404; an expired code is not claimed', async () => {
    const pairing = await newPairing(t, '10.1.0.2');
    const wrong = await newPairing(t, '10.1.0.2');
    expect((await collect(pairing.code, wrong.secret)).statusCode).toBe(404);
    expect((await player('GET', `/pairings/${pairing.code}`)).statusCode).toBe(404);
    expect((await player('GET', `/pairings/${pairing.code}`, `Bearer ${pairing.secret}`)).statusCode).toBe(404);
    const unknown = pairing.code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    expect((await collect(unknown, pairing.secret)).statusCode).toBe(404);
    expect((await collect('not-a-code', pairing.secret)).statusCode).toBe(404);

    await exec(sql`update signage_pairings set expires_at = now() - interval '1 second' where code = ${pairing.code}`);
    expect((await collect(pairing.code, pairing.secret)).statusCode).toBe(404);
    const display = await saveDisplay(t, stage, pairing.code);
    expect(display.paired).toBe(false);
    // Making new codes removes expired ones.
    await newPairing(t, '10.1.0.2');
    expect((await exec(sql`select count(*)::int as n from signage_pairings where code = ${pairing.code}`)).rows).toEqual([{ n: 0 }]);
  });

  it('gives at most 10 codes a minute to one address (429 with Retry-After), others go on', async () => {
    // The limit counts per clock minute: eleven codes asked across a minute's end would rightly get a fresh count.
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 50));
    for (let i = 0; i < 10; i++) await newPairing(t, '10.2.0.1');
    const refused = await t.app.inject({ method: 'POST', url: `${PLAYER}/pairings`, remoteAddress: '10.2.0.1' });
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect((await t.app.inject({ method: 'POST', url: `${PLAYER}/pairings`, remoteAddress: '10.2.0.2' })).statusCode).toBe(201);
  });

  it('re-pairing stops the old credential, deleting the display stops the new', async () => {
    const { display, authorization } = await pairedDisplay(t, stage, '10.3.0.1');
    expect((await player('GET', '/manifest', authorization)).statusCode).toBe(200);

    const again = await newPairing(t, '10.3.0.1');
    const updated = await injectAs(t, users.editor, { method: 'PUT', url: `${BASE}/displays/${display.id}`, payload: { gen_token: again.code } });
    expect(updated.statusCode, updated.body).toBe(200);
    const fresh = await collect(again.code, again.secret);
    expect(fresh.json().status).toBe('claimed');
    const old = await player('GET', '/manifest', authorization);
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('player_unpaired');
    expect((await player('GET', '/manifest', `Player ${fresh.json().credential}`)).statusCode).toBe(200);

    await injectAs(t, users.editor, { method: 'DELETE', url: `${BASE}/displays/${display.id}` });
    expect((await player('GET', '/manifest', `Player ${fresh.json().credential}`)).json().error).toBe('player_unpaired');
  });

  it('a display saved without a pending code is not paired', async () => {
    const display = await saveDisplay(t, stage, 'LOBBY-1');
    expect(display.paired).toBe(false);
    expect((await displayById(display.id)).liveness).toBe('never');
  });
});

describe('the player credential', () => {
  it('is refused when missing, malformed, wrong or of another tenant (401 player_unpaired)', async () => {
    const { credential } = await pairedDisplay(t, stage, '10.4.0.1');
    const [tenantId, displayId, secret] = credential.split('.');
    for (const authorization of [
      undefined,
      'Player nonsense',
      `Player ${tenantId}.${displayId}.${'x'.repeat(43)}`,
      `Player ${other.id}.${displayId}.${secret}`,
      `Bearer ${credential}`,
      `Player ${tenantId}.${'0'.repeat(24)}.${secret}`,
    ]) {
      for (const [method, url] of [
        ['GET', '/manifest'],
        ['POST', '/heartbeats'],
      ] as const) {
        const res = await player(method, url, authorization, method === 'POST' ? { playerVersion: '1', playing: null, offlineSince: null } : undefined);
        expect(res.statusCode, `${authorization} ${url}`).toBe(401);
        expect(res.json().error).toBe('player_unpaired');
      }
    }
  });

  it('reaches nothing of the console', async () => {
    const { authorization } = await pairedDisplay(t, stage, '10.4.0.2');
    for (const url of [`${BASE}/displays?aggregate=${stage.ws}`, `${BASE}/media?aggregate=${stage.ws}`, '/api/2.0/media-assets?aggregate=' + stage.ws]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { authorization, 'x-api-key': t.apiKey } });
      expect(res.statusCode, url).toBe(401);
    }
  });
});

describe('manifest', () => {
  it('lists the playlist in play order with files, durations (0: the media’s) and windows; ETag and 304', async () => {
    const { display, authorization } = await pairedDisplay(t, stage, '10.5.0.1');
    const res = await player('GET', '/manifest', authorization);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const etag = String(res.headers.etag);
    const body = res.json();
    expect(body.display).toEqual({ id: display.id, name: display.name, orientation: 0 });
    expect(body.playlist).toEqual({ id: stage.playlist, name: 'player loop' });
    expect(body.override).toBeNull();
    expect(body.items.map((i: { mediaId: string }) => i.mediaId)).toEqual([stage.media[0].id, stage.media[1].id]);
    expect(body.items[0]).toMatchObject({
      name: 'player first',
      kind: 'IMAGE',
      url: stage.media[0].url,
      contentType: 'image/png',
      duration: 8,
      playOrder: 0,
      freq: 1,
    });
    expect(body.items[1]).toMatchObject({ duration: 6, playOrder: 1, freq: 2 });
    expect(Object.keys(body.items[0]).sort()).toEqual(
      ['rowId', 'mediaId', 'name', 'kind', 'url', 'contentType', 'size', 'etag', 'duration', 'playOrder', 'freq', 'startAt', 'expiryAt'].sort(),
    );
    // The files themselves are served to the player by their address.
    expect((await t.app.inject({ method: 'GET', url: body.items[0].url })).statusCode).toBe(200);

    const revalidated = await player('GET', '/manifest', authorization, undefined, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect((await player('GET', '/manifest', authorization, undefined, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // A playlist edit changes the manifest and its ETag.
    const rowId = body.items[1].rowId;
    const edit = await injectAs(t, users.editor, {
      method: 'PUT',
      url: `${BASE}/playlists/${stage.playlist}`,
      payload: { edit_plm: [{ id: rowId, media: stage.media[1].id, duration: 9, play_order: 1, freq: 1 }] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const changed = await player('GET', '/manifest', authorization, undefined, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().items[1]).toMatchObject({ rowId, duration: 9, freq: 1 });

    // So does the display's own change (orientation), and a heartbeat does not.
    const beforeTurn = String(changed.headers.etag);
    await player('POST', '/heartbeats', authorization, { playerVersion: 'x', playing: null, offlineSince: null });
    expect((await player('GET', '/manifest', authorization, undefined, { 'if-none-match': beforeTurn })).statusCode).toBe(304);
    await injectAs(t, users.editor, { method: 'PUT', url: `${BASE}/displays/${display.id}`, payload: { orientation: 1 } });
    const turned = await player('GET', '/manifest', authorization, undefined, { 'if-none-match': beforeTurn });
    expect(turned.statusCode).toBe(200);
    expect(turned.json().display.orientation).toBe(1);
  });
});

describe('heartbeats and liveness', () => {
  it('record last seen, version and what plays; the displays list answers liveness by age', async () => {
    const { display, authorization } = await pairedDisplay(t, stage, '10.6.0.1');
    const since = Date.now() - 3000;
    const res = await player('POST', '/heartbeats', authorization, {
      playerVersion: '1.4.0',
      playing: { mediaId: stage.media[0].id, since },
      offlineSince: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Math.abs(res.json().serverTime - Date.now())).toBeLessThan(5000);
    expect(await displayById(display.id)).toMatchObject({
      liveness: 'online',
      player_version: '1.4.0',
      playing: { mediaId: stage.media[0].id, name: 'player first', since: new Date(since).toISOString() },
      paired: true,
    });
    expect(Date.parse((await displayById(display.id)).last_seen)).toBeGreaterThan(Date.now() - 5000);

    await exec(sql`update signage_displays set last_seen_at = now() - interval '5 minutes' where tenant_id = ${tenant.id} and id = ${display.id}`);
    expect((await displayById(display.id)).liveness).toBe('stale');
    await exec(sql`update signage_displays set last_seen_at = now() - interval '16 minutes' where tenant_id = ${tenant.id} and id = ${display.id}`);
    expect((await displayById(display.id)).liveness).toBe('offline');

    await player('POST', '/heartbeats', authorization, { playerVersion: '1.4.1', playing: null });
    expect(await displayById(display.id)).toMatchObject({ liveness: 'online', player_version: '1.4.1', playing: null });
  });

  it('refuse a bad body with 400 and change nothing', async () => {
    const { display, authorization } = await pairedDisplay(t, stage, '10.6.0.2');
    for (const payload of [
      {},
      { playerVersion: '', playing: null },
      { playerVersion: '1', playing: { mediaId: 'x', since: 1 } },
      { playerVersion: '1', playing: { mediaId: stage.media[0].id, since: -1 } },
    ]) {
      expect((await player('POST', '/heartbeats', authorization, payload)).statusCode).toBe(400);
    }
    expect((await displayById(display.id)).last_seen).toBeNull();
  });
});
