import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SIGNAGE_MESSAGES } from '../src/domain/signage/messages.js';
import { mediaUpload } from '../src/server/test/world.js';
import { accessTokenOf, apiAs, signedInOn, useConsole } from './support/use-console.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, fieldState } from './support/console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
let files: string;
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-signage-e2e-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const rows = async <T>(query: ReturnType<typeof sql>) => ((await site.server.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

function png(name: string): string {
  const image = new PNG({ width: 64, height: 36 });
  for (let i = 0; i < 64 * 36; i++) image.data.set([i % 256, 120, 40, 255], i * 4);
  const path = join(files, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

/** An ISO media file's opening (an ftyp box) and enough bytes for the upload to take a moment under throttling. */
function mp4(name: string, bytes: number): string {
  const file = Buffer.alloc(bytes);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]).copy(file);
  const path = join(files, name);
  writeFileSync(path, file);
  return path;
}

/** A ticker uploaded to city-centre's signage media through the API, as the owner. */
async function uploadedTicker(name: string): Promise<{ id: string }> {
  const { token, apiKey } = await accessTokenOf(site, 'owner');
  const body = mediaUpload({ name, startAt: Date.now() - 60_000, expiryAt: Date.now() + 86_400_000 }, { name: 'ticker.txt', bytes: Buffer.from(name) });
  const res = await site.server.app.inject({
    method: 'POST',
    url: '/api/2.0/zeetaminds/media/file?aggregate=city-centre',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'x-api-key': apiKey },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string };
}

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** The play-order inputs' values, row by row. */
const playOrders = (form: Locator) => form.getByLabel(/^Play order of row/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
const durations = (form: Locator) => form.getByLabel(/^Duration of row/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));

it('uploads media with progress, builds a playlist, pairs a display and shows its liveness, binds it to a Zeetamind asset, counts its plays and overrides it', async () => {
  const page = await signedInOn(site, `${WS}/summary`, 'owner', { viewport: { width: 1400, height: 1000 } });
  await page.getByTestId('menu-signage').click();
  await page.getByRole('heading', { name: 'Digital Signage' }).waitFor();

  // Upload: disabled without a file, and a click on it says 'Please select a file.' beside the file (and the name its
  // own problem); an image, then a video whose bytes are sent slowly enough to watch.
  const upload = region(page, 'New Media Upload');
  const fileField = upload.getByRole('button', { name: /^File/ });
  expect((await fieldState(fileField)).invalid).toBe(false);
  await clickDisabled(upload.getByRole('button', { name: 'Upload' }));
  await expectFieldMessage(fileField, SIGNAGE_MESSAGES.selectFile);
  await expectFieldMessage(upload.getByRole('textbox', { name: /^Name/ }), SIGNAGE_MESSAGES.nameRequired);
  await upload.locator('input[type=file]').setInputFiles(png('Lobby still.png'));
  await expectFieldQuiet(fileField, SIGNAGE_MESSAGES.selectFile);
  expect(await upload.getByRole('textbox', { name: /^Name/ }).inputValue()).toBe('Lobby still');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await snackbar(page, SIGNAGE_MESSAGES.mediaUploaded).waitFor();
  const media = region(page, 'Media');
  await poll(() => media.getByTestId('media-row').allInnerTexts()).toEqual([expect.stringMatching(/Lobby still\s+IMAGE\s+Delete$/)]);

  await upload.locator('input[type=file]').setInputFiles(mp4('Lobby clip.mp4', 400_000));
  await upload.getByLabel('Duration (seconds)').fill('12');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 250_000 });
  // Every text the progress line shows, as it changes.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="upload-percent"]')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await snackbar(page, SIGNAGE_MESSAGES.mediaUploaded).nth(0).waitFor();
  await upload.getByText('Uploaded 100%').waitFor();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(
    seen.some((t) => /^Uploading ([1-9]\d?)%$/.test(t)),
    seen.join(' | '),
  ).toBe(true);
  expect(await upload.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('100');
  await poll(() => media.getByTestId('media-row').count()).toBe(2);

  // A playlist: three rows added (0 seconds filled from the media), the first removed (the rest numbered again).
  const cards = region(page, 'Playlists');
  await cards.getByRole('button', { name: 'New Playlist' }).click();
  const form = cards.getByRole('form', { name: 'Playlist form' });
  // Its name is required: Save Playlist waits, and the name says why once left blank.
  const playlistName = form.getByRole('textbox', { name: /^Playlist name/ });
  expect(await form.getByRole('button', { name: 'Save Playlist' }).isDisabled()).toBe(true);
  await playlistName.focus();
  await playlistName.blur();
  await expectFieldMessage(playlistName, SIGNAGE_MESSAGES.nameRequired);
  await playlistName.fill('Lobby Loop');
  await expectFieldQuiet(playlistName, SIGNAGE_MESSAGES.nameRequired);
  for (const [i, name] of ['Lobby still', 'Lobby clip', 'Lobby still'].entries()) {
    await form.getByRole('button', { name: 'Add Media' }).click();
    expect((await durations(form))[i]).toBe('0');
    await choose(page, form, `Media of row ${i + 1}`, new RegExp(`^${name}`));
  }
  expect(await durations(form)).toEqual(['5', '12', '5']);
  expect(await playOrders(form)).toEqual(['0', '1', '2']);
  await form.getByRole('button', { name: 'Remove row 1' }).click();
  expect(await playOrders(form)).toEqual(['0', '1']);
  expect(await durations(form)).toEqual(['12', '5']);
  await form.getByRole('button', { name: 'Save Playlist' }).click();
  await snackbar(page, SIGNAGE_MESSAGES.playlistUploaded).waitFor();
  await form.waitFor({ state: 'detached' });
  await poll(() => cards.getByTestId('playlist-card').allInnerTexts()).toEqual([expect.stringContaining('2 media · 0 displays')]);

  // Edit: a row changed, one added, one removed — saved as the diff.
  await cards.getByRole('button', { name: 'Edit Lobby Loop' }).click();
  await poll(() => playOrders(form)).toEqual(['0', '1']);
  await form.getByLabel('Duration of row 2').fill('7');
  await form.getByRole('button', { name: 'Add Media' }).click();
  await choose(page, form, 'Media of row 3', /^Lobby clip/);
  await form.getByRole('button', { name: 'Remove row 1' }).click();
  expect(await playOrders(form)).toEqual(['0', '1']);
  await form.getByRole('button', { name: 'Save Playlist' }).click();
  await poll(() => snackbar(page, SIGNAGE_MESSAGES.playlistUploaded).count()).toBeGreaterThan(0);
  await form.waitFor({ state: 'detached' });
  const api = await apiAs(site, 'owner');
  const [stored] = await api<{ id: string; media: { duration: number; play_order: number }[] }[]>('GET', `/api/2.0/zeetaminds/playlists?aggregate=city-centre`);
  expect(stored.media.map((r) => [r.duration, r.play_order])).toEqual([
    [7, 0],
    [12, 1],
  ]);
  await poll(() => region(page, 'Playlist Table').getByTestId('playlist-row').allInnerTexts()).toEqual([expect.stringMatching(/Lobby Loop\s+2$/)]);

  // A screen's player page asks for a pairing code; the display is created with it as its Device ID.
  const pairing = (await site.server.app.inject({ method: 'POST', url: '/player/api/pairings' })).json() as { code: string; secret: string };

  // A display: disabled until valid, each field saying why beside itself (a Device ID of other characters, a playlist
  // not chosen); an asset without a campaign says so and stays disabled.
  const display = region(page, 'New Display');
  const add = display.getByRole('button', { name: 'Add New Display' });
  expect(await add.isDisabled()).toBe(true);
  const deviceId = display.getByRole('textbox', { name: /^Device ID/ });
  await deviceId.fill('lobby screen');
  await expectFieldMessage(deviceId, 'Device ID may hold letters, digits, - and _');
  await clickDisabled(add);
  await expectFieldMessage(display.getByRole('combobox', { name: /^Playlist/ }), SIGNAGE_MESSAGES.playlistRequired);
  await deviceId.fill(pairing.code);
  await expectFieldQuiet(deviceId, 'Device ID may hold letters, digits, - and _');
  await display.getByRole('textbox', { name: /^Display name/ }).fill('Lobby screen');
  await choose(page, display, 'Playlist', 'Lobby Loop');
  expect(await add.isDisabled()).toBe(true);
  await choose(page, display, 'Asset', /^Lift Lobby Panel/);
  await display.getByText(SIGNAGE_MESSAGES.attachCampaign).waitFor();
  expect(await add.isDisabled()).toBe(true);
  await choose(page, display, 'Asset', /^Atrium Screen/);
  await display.getByText(SIGNAGE_MESSAGES.attachCampaign).waitFor({ state: 'detached' });
  await choose(page, display, 'Orientation', 'Portrait Reverse');
  await add.click();
  await snackbar(page, SIGNAGE_MESSAGES.displayUploaded).waitFor();
  const row = region(page, 'Displays').getByTestId('display-row');
  await poll(() => row.allInnerTexts()).toEqual([
    expect.stringMatching(new RegExp(`^${pairing.code}\\s+Lobby screen\\s+Atrium Screen\\s+Lobby Loop\\s+Portrait Reverse\\s+Never seen`, 'i')),
  ]);
  expect(await row.getByTestId('liveness').getAttribute('data-liveness')).toBe('never');

  // The screen collects its credential, reports in and sends two plays of the clip.
  const claimed = await site.server.app.inject({
    method: 'GET',
    url: `/player/api/pairings/${pairing.code}`,
    headers: { authorization: `Pairing ${pairing.secret}` },
  });
  const player = { authorization: `Player ${claimed.json().credential}` };
  const [clip] = await api<{ id: string }[]>('GET', '/api/2.0/zeetaminds/media?aggregate=city-centre').then((all) => all.slice(1));
  const now = Date.now();
  const beat = await site.server.app.inject({
    method: 'POST',
    url: '/player/api/heartbeats',
    headers: player,
    payload: { playerVersion: 'e2e-1', playing: { mediaId: clip.id, since: now - 1000 }, offlineSince: null },
  });
  expect(beat.statusCode, beat.body).toBe(200);
  const plays = [1, 2].map((n) => ({
    id: `e2e-play-${n}`,
    mediaId: clip.id,
    rowId: null,
    playlistId: stored.id,
    startedAt: now - n * 60_000,
    endedAt: now - n * 60_000 + 12_000,
    completed: n === 1,
  }));
  const sent = await site.server.app.inject({ method: 'POST', url: '/player/api/plays', headers: player, payload: { plays } });
  expect(sent.json().stored, sent.body).toHaveLength(2);
  await poll(() => cards.getByTestId('playlist-card').allInnerTexts()).toEqual([expect.stringContaining('2 media · 1 display')]);

  // The Zeetamind asset shows that display's Display ID, orientation and playlist, edits it, and anchors the playlist.
  const [asset] = await rows<{ id: string }>(
    sql`update media_items m set category = 'Zeetamind' from aggregates a where a.id = m.aggregate_id and a.key = 'city-centre' and m.name = 'Atrium Screen' returning m.id`,
  );
  await page.goto(`${site.server.url}${WS}/assets/${asset.id}`);
  const shown = page.getByTestId('asset-display');
  await shown.waitFor();
  expect(await shown.innerText()).toMatch(new RegExp(`Display ID\\s+${pairing.code}\\s+Orientation\\s+Portrait Reverse\\s+Playlist\\s+Lobby Loop`));
  expect(await shown.getByTestId('liveness').getAttribute('data-liveness')).toBe('online');
  await shown.getByRole('button', { name: `Edit display ${pairing.code}` }).click();
  await choose(page, shown, 'Orientation', 'Landscape');
  await shown.getByRole('button', { name: 'Save Display' }).click();
  await poll(() => shown.innerText()).toMatch(/Orientation\s+Landscape/);
  const anchored = region(page, 'Anchored Playlist');
  await anchored.getByRole('button', { name: 'Anchor Playlist' }).click();
  await anchored
    .getByRole('option', { name: /Lobby Loop/ })
    .first()
    .click();
  await anchored.getByRole('button', { name: 'Save', exact: true }).click();
  await anchored.getByTestId('relation-card').filter({ hasText: 'Lobby Loop' }).waitFor();
  await page.getByRole('link', { name: 'Digital Signage' }).click();
  await page.getByRole('heading', { name: 'Digital Signage' }).waitFor();
  const live = region(page, 'Displays').getByTestId('display-row');
  await poll(() => live.allInnerTexts()).toEqual([expect.stringMatching(/Landscape\s+Online\s+.+\s+e2e-1\s+Lobby clip since /i)]);

  // Proof of play: the clip's two plays this week, one completed; every play in the CSV.
  const proof = region(page, 'Proof of Play');
  await poll(() => proof.getByTestId('plays-row').allInnerTexts()).toEqual([expect.stringMatching(/^Lobby clip\s+VIDEO\s+2\s+1\s+1\s+24$/)]);
  const download = page.waitForEvent('download');
  await proof.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await download;
  expect(csv.suggestedFilename()).toBe('proof-of-play.csv');
  const lines = (await readFile((await csv.path())!, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^Play ID,Display,Device ID,Asset,Playlist,Media,Campaign,Started,Ended,Seconds,Completed/);
  expect(
    lines
      .slice(1)
      .map((l) => l.split(',')[0])
      .sort(),
  ).toEqual(['e2e-play-1', 'e2e-play-2']);

  // The emergency override: a message on every display, then cleared.
  const override = region(page, 'Emergency Override');
  const set = override.getByRole('button', { name: 'Set override' });
  expect(await set.isDisabled()).toBe(true);
  await override.getByLabel('Override message').fill('Please leave by the north doors');
  await set.click();
  await override.getByTestId('override-on').filter({ hasText: 'Please leave by the north doors' }).waitFor();
  const manifest = async () => (await site.server.app.inject({ method: 'GET', url: '/player/api/manifest', headers: player })).json().override;
  expect(await manifest()).toMatchObject({ message: 'Please leave by the north doors' });
  await override.getByRole('button', { name: 'Clear override' }).click();
  await override.getByTestId('override-on').waitFor({ state: 'detached' });
  expect(await manifest()).toBeNull();
  await page.context().close();
});

it('refuses a file that is not what its name says, and shows a viewer the tables without the forms', async () => {
  const page = await signedInOn(site, `${WS}/signage`, 'editor');
  const upload = region(page, 'New Media Upload');
  const fake = join(files, 'Not a picture.png');
  writeFileSync(fake, 'plain text, not a PNG');
  await upload.locator('input[type=file]').setInputFiles(fake);
  await upload.getByRole('button', { name: 'Upload' }).click();
  await snackbar(page, SIGNAGE_MESSAGES.mediaFailed).waitFor();
  await upload.getByText(SIGNAGE_MESSAGES.spoofedType).waitFor();
  await page.context().close();

  const viewer = await signedInOn(site, `${WS}/signage`, 'viewer');
  await region(viewer, 'Displays').waitFor();
  for (const name of ['Playlists', 'Media', 'Playlist Table', 'Emergency Override', 'Proof of Play']) expect(await region(viewer, name).count()).toBe(1);
  for (const name of ['New Media Upload', 'New Display']) expect(await region(viewer, name).count()).toBe(0);
  for (const button of ['New Playlist', 'Set override', 'Clear override']) expect(await viewer.getByRole('button', { name: button }).count()).toBe(0);
  await viewer.context().close();
});

it('pages the media table on the server, deletes media (refused while a playlist plays it) and edits a display', async () => {
  // Two tickers, one in a playlist a display plays, then enough stored media for a second page.
  const kept = await uploadedTicker('Keep me');
  await uploadedTicker('Drop me');
  const api = await apiAs(site, 'owner');
  const loop = await api('POST', '/api/2.0/zeetaminds/playlists?aggregate=city-centre', {
    name: 'Keeper Loop',
    add_media: [{ id: -1, media: kept.id, duration: 0, play_order: 0, freq: 1 }],
  });
  const [atrium] = await rows<{ id: string }>(
    sql`select m.id from media_items m join aggregates a on a.id = m.aggregate_id where a.key = 'city-centre' and m.name = 'Atrium Screen'`,
  );
  await api('POST', '/api/2.0/zeetaminds/displays?aggregate=city-centre', {
    gen_token: 'EDITME1',
    name: 'Edit me',
    np: { type: 'pl', id: loop.id, name: '' },
    pa: true,
    asset_id: atrium.id,
  });
  await site.server.app.ctx.db.execute(sql`
    insert into signage_media (tenant_id, id, aggregate_id, project_id, name, kind, duration, start_at, expiry_at, file_name, content_type, size, etag, storage_key, file_token)
    select a.tenant_id, lpad(to_hex(n), 24, 'f'), a.id, a.project_id, 'Filler ' || n, 'TICKER', 5, 0, 1, 'f.txt', 'text/plain', 1, '"f"', 'none/' || n, md5(n::text)
    from aggregates a, generate_series(1, 55) n where a.key = 'city-centre'`);
  const [{ n: total }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from signage_media m join aggregates a on a.id = m.aggregate_id where a.key = 'city-centre'`,
  );

  const page = await signedInOn(site, `${WS}/signage`, 'owner', { viewport: { width: 1400, height: 1000 } });
  const media = region(page, 'Media');
  const mediaRows = media.getByTestId('media-row');
  await poll(() => mediaRows.count()).toBe(50);
  await media.getByRole('button', { name: 'Show more' }).click();
  await poll(() => mediaRows.count()).toBe(Math.min(total, 100));

  // Refused: the server's 409 names the playlist; the row stays.
  const confirm = async (name: string) => {
    await media.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog').getByText(SIGNAGE_MESSAGES.confirmDelete('media', name)).waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  };
  await confirm('Keep me');
  await snackbar(page, SIGNAGE_MESSAGES.mediaInUse(['Keeper Loop'])).waitFor();
  expect(await mediaRows.filter({ hasText: 'Keep me' }).count()).toBe(1);
  await confirm('Drop me');
  await snackbar(page, SIGNAGE_MESSAGES.mediaDeleted).waitFor();
  await poll(() => mediaRows.filter({ hasText: 'Drop me' }).count()).toBe(0);
  expect(await mediaRows.count()).toBe(Math.min(total - 1, 100));

  // Edit a display: the campaign rule holds as for a new one; saved, its row changes in place.
  const displays = region(page, 'Displays');
  await displays.getByRole('button', { name: 'Edit Edit me' }).click();
  const form = displays.getByRole('form', { name: 'Edit display Edit me' });
  expect(await form.getByRole('textbox', { name: /^Device ID/ }).inputValue()).toBe('EDITME1');
  await choose(page, form, 'Asset', /^Lift Lobby Panel/);
  await form.getByText(SIGNAGE_MESSAGES.attachCampaign).waitFor();
  expect(await form.getByRole('button', { name: 'Save Display' }).isDisabled()).toBe(true);
  await choose(page, form, 'Asset', /^Atrium Screen/);
  await form.getByRole('textbox', { name: /^Display name/ }).fill('Edited screen');
  await choose(page, form, 'Orientation', 'Portrait');
  await form.getByRole('button', { name: 'Save Display' }).click();
  await snackbar(page, SIGNAGE_MESSAGES.displaySaved).waitFor();
  await form.waitFor({ state: 'detached' });
  await poll(() => displays.getByTestId('display-row').filter({ hasText: 'EDITME1' }).innerText()).toMatch(
    /^EDITME1\s+Edited screen\s+Atrium Screen\s+Keeper Loop\s+Portrait\s/,
  );
  await page.context().close();
});

it('gives a Zeetamind screen with no display its Display ID, orientation and playlist from the asset page', async () => {
  const [facade] = await rows<{ id: string }>(
    sql`select m.id from media_items m join aggregates a on a.tenant_id = m.tenant_id and a.id = m.aggregate_id where a.key = 'city-centre' and m.name = 'Facade Screen'`,
  );
  const clip = await uploadedTicker('Facade ticker');
  const api = await apiAs(site, 'owner');
  await api('POST', '/api/2.0/zeetaminds/playlists?aggregate=city-centre', {
    name: 'Facade Loop',
    add_media: [{ id: -1, media: clip.id, duration: 0, play_order: 0, freq: 1 }],
  });
  const page = await signedInOn(site, `${WS}/assets/${facade.id}`, 'editor');
  const adding = page.getByTestId('asset-display-new');
  const add = adding.getByRole('button', { name: 'Add Display' });
  await add.waitFor();
  // Nothing to add until the device ID and the playlist are given.
  expect(await add.isDisabled()).toBe(true);
  await adding.getByLabel('Display ID').fill('FACADE-01');
  await choose(page, adding, 'Orientation', /^Portrait$/);
  await choose(page, adding, 'Playlist', /Facade Loop/);
  await add.click();
  await snackbar(page, SIGNAGE_MESSAGES.displayUploaded).waitFor();
  const shown = page.getByTestId('asset-display');
  await poll(() => shown.innerText()).toMatch(/Display ID\s+FACADE-01\s+Orientation\s+Portrait\s+Playlist\s+Facade Loop/);
  // The display is the signage page's record, named after the screen.
  const stored = await rows<{ name: string; orientation: number }>(sql`select name, orientation from signage_displays where gen_token = 'FACADE-01'`);
  expect(stored).toEqual([{ name: 'Facade Screen', orientation: 1 }]);
  await page.context().close();
});
