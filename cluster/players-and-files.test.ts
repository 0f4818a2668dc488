// A screen and the files behind a balancer: whatever one server was told (a pairing, an override, an upload, a share
// link and its revocation) every other server answers on the very next call, from the shared database and store, not
// from what it kept in memory. Calls name the server they go to (deployment.servers[i].url) where that matters.
import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session, WHERE } from './client.js';
import { startDeployment, type Deployment } from './deployment.js';
import { deploymentDir, ok } from './helpers.js';
import { buildStage, pairDisplay, player, png, SIGNAGE, uploadMedia, type Stage } from './signage.js';

let dir: string;
let deployment: Deployment;
let base: string;
let admin: Session;
let editor: Session;
let stage: Stage;
/** The three servers' own addresses. */
let s: string[];

beforeAll(async () => {
  dir = deploymentDir('sdm-players-');
  deployment = await startDeployment({ dir, servers: 3, demo: true });
  base = deployment.url;
  s = deployment.servers.map((server) => server.url);
  [admin, editor] = await Promise.all([Session.signIn(base, 'admin'), Session.signIn(base, 'editor')]);
  stage = await buildStage(admin, base, 'screen');
});
afterAll(async () => {
  await deployment?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** A file's bytes and validators as one server serves it. */
async function download(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, etag: response.headers.get('etag'), headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a signage player', () => {
  it('pairs through one server, beats and plays through the others, and sees an override set elsewhere on its next call', async () => {
    const { display, authorization } = await pairDisplay(editor, stage, { pairAt: s[0], consoleAt: base, collectAt: s[0] });
    const first = await player(s[0], 'GET', '/manifest', authorization);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ display: { id: display.id }, playlist: { id: stage.playlist }, override: null });
    const etag = first.headers.get('etag')!;
    // Every server knows the credential and answers the same stamp: each keeps it in memory from here.
    for (const server of s) expect((await player(server, 'GET', '/manifest', authorization, undefined, { 'if-none-match': etag })).status).toBe(304);

    const since = Date.now() - 4_000;
    const beat = await player(s[1], 'POST', '/heartbeats', authorization, {
      playerVersion: 'cluster-1',
      playing: { mediaId: stage.media.id, since },
      offlineSince: null,
    });
    expect(ok(beat).serverTime).toBeGreaterThan(0);
    const plays = [1, 2, 3].map((n) => ({
      id: `screen-play-${n}`,
      mediaId: stage.media.id,
      rowId: null,
      playlistId: stage.playlist,
      startedAt: since - n * 60_000,
      endedAt: since - n * 60_000 + 8_000,
      completed: true,
    }));
    expect(ok(await player(s[2], 'POST', '/plays', authorization, { plays })).stored).toHaveLength(3);
    // The same batch again (its answer lost) through another server is not counted twice.
    expect(ok(await player(s[1], 'POST', '/plays', authorization, { plays })).repeated).toHaveLength(3);
    // The console, on any server, sees the beat and the plays.
    const listed = ok(await editor.call(base, 'GET', `${SIGNAGE}/displays?${WHERE}`)).find((d: { id: string }) => d.id === display.id);
    expect(listed).toMatchObject({ liveness: 'online', player_version: 'cluster-1', playing: { mediaId: stage.media.id } });
    const summary = ok(await editor.call(base, 'GET', `${SIGNAGE}/plays/summary?${WHERE}&from=${since - 3_600_000}&to=${Date.now() + 60_000}`));
    expect(summary).toEqual([expect.objectContaining({ mediaId: stage.media.id, plays: 3, completed: 3 })]);

    // Set through one server, then changed through the next, and so on: each time the player's next revalidation, at
    // another server which kept the previous stamp, gets the override as it now stands. (Rounds, as a server that heard
    // of a change a moment late would still answer some of them 304.)
    let stamp = etag;
    for (let round = 0; round < 6; round++) {
      const [writer, next, third] = [s[round % 3], s[(round + 1) % 3], s[(round + 2) % 3]];
      for (const server of [next, third])
        expect((await player(server, 'GET', '/manifest', authorization, undefined, { 'if-none-match': stamp })).status).toBe(304);
      const message = `Evacuate by the north doors (${round})`;
      const set = ok(await editor.call(writer, 'PUT', `${SIGNAGE}/override?${WHERE}`, { message }));
      const seen = await player(next, 'GET', '/manifest', authorization, undefined, { 'if-none-match': stamp });
      expect(seen.status, `round ${round}`).toBe(200);
      expect(seen.body.override).toMatchObject({ version: set.version, message });
      expect((await player(third, 'GET', '/manifest', authorization, undefined, { 'if-none-match': stamp })).body.override?.message).toBe(message);
      expect(seen.headers.get('etag')).not.toBe(stamp);
      stamp = seen.headers.get('etag')!;
    }

    // Cleared through the third; the first, which kept the override's stamp, answers the playlist again at once.
    expect((await player(s[0], 'GET', '/manifest', authorization, undefined, { 'if-none-match': stamp })).status).toBe(304);
    ok(await editor.call(s[2], 'DELETE', `${SIGNAGE}/override?${WHERE}`));
    const cleared = await player(s[0], 'GET', '/manifest', authorization, undefined, { 'if-none-match': stamp });
    expect(cleared.status).toBe(200);
    expect(cleared.body.override).toBeNull();

    // Deleted through the second server: the third, which keeps the credential's look-up, refuses it on the next call.
    const current = { 'if-none-match': cleared.headers.get('etag')! };
    expect((await player(s[2], 'GET', '/manifest', authorization, undefined, current)).status).toBe(304);
    ok(await editor.call(s[1], 'DELETE', `${SIGNAGE}/displays/${display.id}`));
    const gone = await player(s[2], 'GET', '/manifest', authorization, undefined, current);
    expect([gone.status, gone.body?.error]).toEqual([401, 'player_unpaired']);
  });
});

describe('uploaded files', () => {
  it('a signage media file uploaded to one server is served by the others with the same bytes and ETag', async () => {
    const bytes = png('cluster-media', 320, 180);
    const media = await uploadMedia(editor, s[0], 'cluster poster', bytes);
    const served = await Promise.all(s.map((server) => download(`${server}${media.url}`)));
    for (const file of served) {
      expect(file.status).toBe(200);
      expect(sha256(file.bytes)).toBe(sha256(bytes));
      expect(file.etag).toBe(served[0].etag);
    }
    const etag = served[0].etag!;
    // Revalidated and ranged (as a <video> seeks) on another server than the one that answered first.
    expect((await download(`${s[2]}${media.url}`, { 'if-none-match': etag })).status).toBe(304);
    const part = await download(`${s[1]}${media.url}`, { range: 'bytes=10-99', 'if-range': etag });
    expect(part.status).toBe(206);
    expect(part.bytes.equals(bytes.subarray(10, 100))).toBe(true);
  });

  it("an owner's image uploaded to one server is served by the others, and a replacement everywhere at once", async () => {
    const campaign = ok(await admin.call(base, 'POST', `/api/2.0/media-campaigns?${WHERE}`, { name: 'Picture campaign', code: 'PICTURE-C' }));
    const path = `/images?type=campaign&id=${campaign.id}&for=banner`;
    const upload = async (server: string, bytes: Buffer) => {
      const form = new FormData();
      form.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'banner.png');
      return ok(await admin.call(server, 'POST', path, form));
    };
    const read = (server: string, headers: Record<string, string> = {}) =>
      download(`${server}${path}`, { authorization: `Bearer ${editor.token}`, 'x-api-key': editor.config.apiKey, ...headers });

    for (const [i, seed] of ['first banner', 'second banner'].entries()) {
      const bytes = png(seed, 160, 90);
      // Each version through another server; read right after from all three.
      const stored = await upload(s[i], bytes);
      expect(stored.etag).toBe(`"${sha256(bytes)}"`);
      for (const server of s) {
        const image = await read(server);
        expect(image.status).toBe(200);
        expect(image.etag).toBe(stored.etag);
        expect(image.bytes.equals(bytes)).toBe(true);
        expect((await read(server, { 'if-none-match': stored.etag })).status).toBe(304);
      }
    }
  });
});

describe('a share link', () => {
  it('made on one server opens on another, and stops on all three once revoked on the third', async () => {
    const link = ok(await editor.call(s[0], 'POST', '/api/1.0/share-links', { kind: 'campaign', item_id: stage.campaign, expires_in_days: 7 }));
    // Read as anyone holding the link: the console's API key, no sign-in.
    const open = async (server: string) => {
      const response = await fetch(`${server}/api/1.0/shared/${link.token}`, { headers: { 'x-api-key': editor.config.apiKey } });
      return { status: response.status, body: await response.json() };
    };
    const shown = await open(s[1]);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ kind: 'campaign', name: 'screen campaign' });
    for (const server of s) expect((await open(server)).status).toBe(200);

    expect(ok(await editor.call(s[2], 'DELETE', `/api/1.0/share-links/${link.id}`)).state).toBe('revoked');
    for (const server of s) expect(await open(server), server).toMatchObject({ status: 410 });
    // Through the balancer too, whichever server answers.
    for (let i = 0; i < 3; i++)
      expect((await fetch(`${base}/api/1.0/shared/${link.token}`, { headers: { 'x-api-key': editor.config.apiKey } })).status).toBe(410);
  });
});
