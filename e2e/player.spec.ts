import { rmSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { PlayRecord } from '../src/domain/signage/player/plays.js';
import { mediaUpload, seededPng } from '../src/server/test/world.js';
import { launchChromium } from './support/browser.js';
import { freshDataDir, startServer } from './support/server.js';
import { accessTokenOf } from './support/use-console.js';

type Server = Awaited<ReturnType<typeof startServer>>;

const SCOPE = 'project=mall&aggregate=city-centre';
const BASE = '/api/2.0/zeetaminds';
const dataDir = freshDataDir();
let server: Server | undefined;
let chromium: Awaited<ReturnType<typeof launchChromium>> | undefined;

beforeAll(async () => {
  [server, chromium] = await Promise.all([startServer({}, { dataDir }), launchChromium()]);
});
afterAll(async () => {
  await chromium?.close();
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const running = () => {
  if (!server) throw new Error('The server is not running');
  return server;
};

/** Calls the API as the demo's editor, on whichever server runs now; a refusal fails the test. */
async function editor() {
  const { token, apiKey } = await accessTokenOf({ server: running() }, 'editor');
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object | { payload: Buffer; headers: Record<string, string> }) => {
    const multipart = body && 'payload' in body && Buffer.isBuffer(body.payload);
    const res = await running().app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey, ...(multipart ? (body as { headers: Record<string, string> }).headers : {}) },
      payload: multipart ? (body as { payload: Buffer }).payload : body,
    });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res;
  };
}

/** A second and a half of coloured frames recorded by Chromium itself (no video encoder on the machine): a real webm. */
async function recordWebm(context: BrowserContext): Promise<Buffer> {
  const page = await context.newPage();
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 90;
    const g = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm;codecs=vp8' });
    const parts: Blob[] = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    let frame = 0;
    const draw = setInterval(() => {
      g.fillStyle = `hsl(${(frame += 12) % 360}, 80%, 50%)`;
      g.fillRect(0, 0, 160, 90);
    }, 40);
    recorder.start(250);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    recorder.stop();
    await stopped;
    clearInterval(draw);
    const bytes = new Uint8Array(await new Blob(parts).arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  await page.close();
  return Buffer.from(base64, 'base64');
}

/** The media item on screen now (its id), or null. */
const onScreen = (page: Page) =>
  page.evaluate(() => document.querySelector('[data-testid="player-stage"] [data-media-id]')?.getAttribute('data-media-id') ?? null);

/** Waits until the screen has shown `ids` one after the other (each from its start), within `timeout`. */
async function seesInTurn(page: Page, ids: string[], timeout = 30_000) {
  const until = Date.now() + timeout;
  let at = 0;
  let last = await onScreen(page);
  while (at < ids.length) {
    if (Date.now() > until) throw new Error(`The screen did not show ${ids.join(' → ')} in turn (stuck before ${ids[at]}, showing ${last})`);
    await page.waitForTimeout(100);
    const now = await onScreen(page);
    if (now !== last && now === ids[at]) at += 1;
    last = now;
  }
}

/** The plays the page holds until the server answers them (IndexedDB). */
const buffered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<PlayRecord[]>((resolve, reject) => {
        const open = indexedDB.open('sdm-player', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('plays', { keyPath: 'id' });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const req = open.result.transaction('plays').objectStore('plays').getAll();
          req.onsuccess = () => {
            open.result.close();
            resolve(req.result as PlayRecord[]);
          };
        };
      }),
  );

const videoTime = (page: Page) => page.evaluate(() => document.querySelector('video')?.currentTime ?? 0);

it('pairs, plays an image and a video, plays on from its cache without the server, delivers the plays once, shows the override, pairs again when unpaired, and goes offline after 24 h', async () => {
  const context = await chromium!.browser.newContext({ viewport: { width: 640, height: 360 } });
  // The page's clock runs as the real one, but for skipping the back-off and, at the end, a day.
  await context.clock.install();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  // The screen opens /player and shows its code.
  await page.goto(`${running().url}/player`);
  const codeBox = page.getByTestId('pairing-code');
  await expect.poll(() => codeBox.innerText(), { timeout: 10_000 }).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  const code = await codeBox.innerText();

  // Staff: an image, a short video, a playlist of both, and a display with the screen's code on an asset with a campaign.
  const call = await editor();
  const day = 86_400_000;
  const times = { startAt: Date.now() - day, expiryAt: Date.now() + 30 * day };
  const png = seededPng(64, 36, 'player');
  const image = (
    await call('POST', `${BASE}/media/file?${SCOPE}`, mediaUpload({ name: 'Poster', ...times, duration: 2 }, { name: 'poster.png', bytes: png }))
  ).json();
  const webm = await recordWebm(context);
  const video = (await call('POST', `${BASE}/media/file?${SCOPE}`, mediaUpload({ name: 'Clip', ...times }, { name: 'clip.webm', bytes: webm }))).json();
  const playlist = (
    await call('POST', `${BASE}/playlists?${SCOPE}`, {
      name: 'Lobby loop',
      add_media: [
        { id: -1, media: image.id, duration: 2, play_order: 0, freq: 1 },
        { id: -1, media: video.id, duration: 0, play_order: 1, freq: 1 },
      ],
    })
  ).json();
  const [asset] = (await call('GET', `/api/2.0/media-assets?${SCOPE}&fields=id`)).json() as { id: string }[];
  const [campaign] = (await call('GET', `/api/2.0/media-campaigns?${SCOPE}&fields=id`)).json() as { id: string }[];
  await call('POST', '/api/2.0/media-relations', { action: 'create', source: { item: 'campaign', id: campaign.id }, target: { item: 'asset', id: asset.id } });
  const displayWith = (gen_token: string) => ({
    gen_token,
    name: `E2E screen ${gen_token}`,
    np: { type: 'pl', id: playlist.id, name: '' },
    pa: true,
    asset_id: asset.id,
  });
  const display = (await call('POST', `${BASE}/displays?${SCOPE}`, displayWith(code))).json();

  // The screen pairs within seconds and plays: the image, the video to its end, the image again.
  await seesInTurn(page, [image.id, video.id, image.id], 30_000);
  // The console knows what it plays from the first item on, not from the next minute's heartbeat.
  const playingNow = async () =>
    ((await call('GET', `${BASE}/displays?${SCOPE}`)).json() as { id: string; playing: { mediaId: string } | null }[]).find((d) => d.id === display.id)
      ?.playing;
  await expect.poll(playingNow, { timeout: 10_000 }).toMatchObject({ mediaId: expect.stringMatching(new RegExp(`^(${image.id}|${video.id})$`)) });
  // Everything it needs is cached, and the page is under its service worker.
  await expect
    .poll(
      () =>
        page.evaluate(async () => ({
          controlled: Boolean(navigator.serviceWorker.controller),
          media: (await (await caches.open('sdm-player-media')).keys()).length,
          manifest: Boolean(await (await caches.open('sdm-player-data')).match('/player/state/manifest')),
        })),
      { timeout: 15_000 },
    )
    .toEqual({ controlled: true, media: 2, manifest: true });
  await expect.poll(async () => (await buffered(page)).length, { timeout: 15_000 }).toBe(0);
  const from = Date.now() - day;
  type Row = { mediaId: string; plays: number };
  const period = () => `${SCOPE}&from=${from}&to=${Date.now() + day}`;
  const playsOf = (rows: Row[]) => rows.filter((r) => r.mediaId === image.id || r.mediaId === video.id).reduce((n, r) => n + r.plays, 0);
  const playsBefore = playsOf((await call('GET', `${BASE}/plays/summary?${period()}`)).json());
  expect(playsBefore).toBeGreaterThanOrEqual(2);

  // The server stops: the screen goes on, from its cache, through a reload too.
  const port = Number(new URL(running().url).port);
  await running().close();
  server = undefined;
  await seesInTurn(page, [video.id, image.id], 30_000);
  await page.reload();
  await seesInTurn(page, [video.id], 30_000);
  await expect.poll(() => videoTime(page), { timeout: 10_000 }).toBeGreaterThan(0.2);
  await seesInTurn(page, [image.id], 30_000);
  expect(await page.evaluate(() => document.body.dataset.link)).toBe('down');
  const offline = (await buffered(page)).map((p) => p.id);
  expect(offline.length).toBeGreaterThanOrEqual(2);

  // The server is back on the same port and data: the buffered plays arrive, each once, and the proof-of-play counts
  // rise by them. The page's retry is due 30 s after its first failure since the reload: its clock skips the wait.
  server = await startServer({}, { dataDir, port });
  await page.clock.fastForward('00:30');
  const again = await editor();
  await expect.poll(async () => (await buffered(page)).filter((p) => offline.includes(p.id)).length, { timeout: 45_000, interval: 500 }).toBe(0);
  const csv = (await again('GET', `${BASE}/plays.csv?${period()}`)).body;
  const ids = csv
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[0].replace(/^"|"$/g, ''));
  for (const id of offline) expect(ids.filter((x) => x === id).length, id).toBe(1);
  expect(playsOf((await again('GET', `${BASE}/plays/summary?${period()}`)).json())).toBeGreaterThanOrEqual(playsBefore + offline.length);

  // An override shows within 10 s (the manifest is revalidated every 10 s), and the playlist returns once it is cleared.
  const message = 'Please leave the building by the nearest exit';
  await again('PUT', `${BASE}/override?${SCOPE}`, { message });
  const overrideText = () =>
    page
      .getByTestId('override-message')
      .innerText({ timeout: 200 })
      .catch(() => '');
  await expect.poll(overrideText, { timeout: 11_000, interval: 250 }).toBe(message);
  await again('DELETE', `${BASE}/override?${SCOPE}`);
  await expect.poll(() => onScreen(page), { timeout: 12_000 }).not.toBeNull();

  // The display is deleted: within 10 s the screen forgets its credential and shows a new code, which pairs again.
  await again('DELETE', `${BASE}/displays/${display.id}`);
  await expect.poll(() => codeBox.innerText({ timeout: 500 }).catch(() => ''), { timeout: 12_000 }).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  const newCode = await codeBox.innerText();
  expect(newCode).not.toBe(code);
  await again('POST', `${BASE}/displays?${SCOPE}`, displayWith(newCode));
  await seesInTurn(page, [image.id], 20_000);

  // Without the server for a day: the screen plays on for 24 hours since its last manifest, then says it is offline.
  await running().close();
  server = undefined;
  await page.clock.fastForward('23:00:00');
  await seesInTurn(page, [image.id], 20_000);
  await page.clock.fastForward('01:00:00');
  await page.getByTestId('player-offline').waitFor({ timeout: 10_000 });
  expect(await onScreen(page)).toBeNull();
  expect(errors).toEqual([]);
  await context.close();
}, 90_000);
