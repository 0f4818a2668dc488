import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { clickDisabled, expectFieldMessage, expectPath, signIn, wholePage } from './support/console.js';
import { startServer } from './support/server.js';
import { useConsole } from './support/use-console.js';

let geocoder: Server;
const geocoderCalls: URL[] = [];
/** ok: answers at once; slow: after 1.5 s; fail: 500. */
let geocoderMode: 'ok' | 'slow' | 'fail' = 'ok';
let files: string;

/** A place the stand-in's searches find, 10 a search (`{q} 1` … `{q} 10`, 0.01° apart). */
const foundPlace = (q: string, i: number) => ({ display_name: `${q} ${i}`, lat: (24.4 + i / 100).toFixed(5), lon: (54.3 + i / 100).toFixed(5) });

/**
 * A stand-in for Nominatim on this machine (the tests have no internet): `/search?q` finds ten places named
 * after the text, `/reverse?lat&lon` answers one address.
 */
function startGeocoder(): Promise<string> {
  geocoder = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    geocoderCalls.push(url);
    if (geocoderMode === 'fail') {
      res.statusCode = 500;
      return res.end('upstream broke');
    }
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/search') {
      const q = url.searchParams.get('q') ?? '';
      return res.end(JSON.stringify(Array.from({ length: 10 }, (_, i) => foundPlace(q, i + 1))));
    }
    const answer = () =>
      res.end(
        JSON.stringify({
          display_name: 'Corniche Road, Al Markaziyah, Abu Dhabi',
          address: { country_code: 'ae', postcode: '51133', state: 'Abu Dhabi Emirate', city: 'Abu Dhabi', suburb: 'Al Markaziyah' },
        }),
      );
    if (geocoderMode === 'slow') setTimeout(answer, 1500);
    else answer();
  });
  return new Promise((resolve) => geocoder.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(geocoder.address() as { port: number }).port}`)));
}

/** A PNG file of the given size (a coloured gradient, so it is a real picture). */
function png(name: string, width: number, height: number): string {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    image.data[i * 4] = (i % width) % 256;
    image.data[i * 4 + 1] = Math.floor(i / width) % 256;
    image.data[i * 4 + 2] = 160;
    image.data[i * 4 + 3] = 255;
  }
  const path = join(files, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

// The map's fallback centre is Abu Dhabi here (MAP_DEFAULT_CENTER).
const FALLBACK_CENTRE: [number, number] = [24.4539, 54.3773];
const site = useConsole(async () => ({ geocoderUrl: await startGeocoder(), mapDefaultCenter: FALLBACK_CENTRE }));
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-ws-e2e-'));
});
afterAll(async () => {
  await new Promise((resolve) => geocoder?.close(resolve));
  rmSync(files, { recursive: true, force: true });
});

async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const page = await site.newPage({ acceptDownloads: true });
  // No internet: map tiles are refused at once; the map works without them.
  await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
  return { context: page.context(), page };
}

// Where each role lands after signing in: the owner sees the portfolio, the viewer only the mall project.
const LANDING = { owner: /^\/demo\/portfolio/, viewer: /^\/demo\/mall/ };

/** A fresh page signed in as the demo user, then opened on `path` of the console at `base`. */
async function openAs(username: keyof typeof LANDING, path: string, base = site.server.url): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage();
  await signIn(opened.page, base, username);
  await expectPath(opened.page, LANDING[username]);
  await opened.page.goto(`${base}${path}`);
  return opened;
}

// The machine runs several suites at once: every wait allows 10 s.
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const section = (page: Page, title: string) => page.getByRole('region', { name: title });
const snackbar = (page: Page, style: string) => page.getByTestId(`snackbar-${style}`).last();

async function choose(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function saveSection(page: Page, title: string, expected = 'Aggregate saved.') {
  await section(page, title).getByRole('button', { name: 'Save' }).click();
  await poll(() => snackbar(page, expected === 'Aggregate saved.' ? 'success' : 'warning').innerText()).toContain(expected);
  await poll(() => section(page, title).getByRole('button', { name: 'Edit' }).count()).toBe(1);
}

let workspaceId = '';

/** The workspace as the API answers it, read past the browser. */
async function storedWorkspace(id: string): Promise<Record<string, unknown>> {
  const db = site.server.app.ctx.db;
  const { rows } = (await db.execute(sql`select time_zone as "timeZone", doc from aggregates where id = ${id}`)) as unknown as {
    rows: { timeZone: string; doc: Record<string, unknown> }[];
  };
  return { ...rows[0].doc, timeZone: rows[0].timeZone };
}

it('creates a workspace with images and a map point, then edits each section and downloads its QR code', async () => {
  const { context, page } = await newPage();
  const base = site.server.url;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await signIn(page, base, 'owner');
  await expectPath(page, /^\/demo\/portfolio/);
  await page.goto(`${base}/demo/mall/workspaces/create`);

  const primary = section(page, 'Primary details');
  await poll(() => primary.getByLabel('Key').inputValue()).toMatch(/^[A-Z]{16}$/);
  await primary.getByLabel('Key').fill('Harbour Point!');
  await primary.getByLabel('Name').fill('Harbour Point');
  await primary.getByLabel('Description').fill('A mall on the corniche');
  const tags = primary.getByRole('textbox', { name: 'Tags' });
  await tags.fill('Food');
  await tags.press('Enter');
  await tags.fill('food');
  await tags.press('Enter');
  await tags.fill('Kids');
  await tags.press(',');
  await tags.fill('   ');
  await tags.press('Enter');
  expect(await primary.getByTestId('tags-editor').innerText()).toMatch(/Food\s*Kids/);
  await choose(page, primary.getByRole('combobox', { name: 'Currency' }), 'AED — United Arab Emirates Dirham');

  const typeSelector = primary.getByTestId('type-selector');
  await choose(page, typeSelector.getByRole('combobox', { name: 'Type', exact: true }), 'Shopping Mall');
  await choose(page, typeSelector.getByRole('combobox', { name: 'Sub-type' }), 'Regional');

  // Saving without a time zone is refused (docs/product/platform.md §5) before anything is sent: Save waits, and a
  // click on it says why beside the time zone.
  const tz = primary.getByRole('combobox', { name: 'Time zone' });
  await clickDisabled(page.getByRole('button', { name: 'Save' }));
  await expectFieldMessage(tz, 'Timezone not configured, please configure & try again');
  await tz.fill('Asia/Dub');
  await page.getByRole('option', { name: 'Asia/Dubai', exact: true }).click();

  // Images: an oversized file gets no preview; a square banner is INVALID until cropped to 16:9.
  const big = join(files, 'big.png');
  writeFileSync(big, Buffer.alloc(1048577, 1));
  await page
    .getByTestId('image-banner')
    .locator('input[type=file]')
    .setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: readFileSync(big) });
  await poll(() => snackbar(page, 'warning').innerText()).toContain('Your image file size exceeds 1MB. Please select a smaller image.');
  expect(await page.getByTestId('image-banner').getByTestId('image-placeholder').count()).toBe(1);
  await page
    .getByTestId('image-banner')
    .locator('input[type=file]')
    .setInputFiles(png('square.png', 400, 400));
  await poll(() => page.getByTestId('image-banner').getAttribute('data-status')).toBe('INVALID');
  expect(await page.getByTestId('image-banner').getByRole('alert').innerText()).toBe('Please upload an image with aspect ratio 16:9');
  await page.getByRole('button', { name: 'Crop Banner 16:9' }).click();
  await poll(() => page.getByTestId('image-banner').getAttribute('data-status')).toBe('RELOADED');
  await page
    .getByTestId('image-icon')
    .locator('input[type=file]')
    .setInputFiles(png('icon.png', 64, 64));
  await page
    .getByTestId('image-logo')
    .locator('input[type=file]')
    .setInputFiles(png('logo.png', 140, 100));
  await poll(() => page.getByTestId('image-icon').getAttribute('data-status')).toBe('RELOADED');
  await poll(() => page.getByTestId('image-logo').getAttribute('data-status')).toBe('RELOADED');

  // The map: a click sets the point, the address is cleared and refilled from the geocoder.
  const address = section(page, 'Location and Address');
  await poll(() => address.getByTestId('geo-point').innerText()).toBe('Latitude 0.010000, longitude 0.010000');
  await address.getByLabel('City').fill('Somewhere else');
  await address.getByTestId('location-map').click({ position: { x: 120, y: 80 } });
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');
  expect(await address.getByLabel('Street').inputValue()).toBe('Corniche Road, Al Markaziyah, Abu Dhabi');
  expect(await address.getByLabel('Locality').inputValue()).toBe('Al Markaziyah');
  expect(await address.getByLabel('State').inputValue()).toBe('Abu Dhabi Emirate');
  // The country is picked from the ISO list: shown by name, stored as its alpha-2 code (checked after the save).
  expect(await address.getByRole('combobox', { name: 'Country', exact: true }).inputValue()).toBe('United Arab Emirates');
  expect(await address.getByLabel('Pincode').inputValue()).toBe('51133');
  expect(geocoderCalls).toHaveLength(1);
  expect(geocoderCalls[0].searchParams.get('format')).toBe('jsonv2');
  const point = await address.getByTestId('geo-point').innerText();
  expect(point).not.toBe('Latitude 0.010000, longitude 0.010000');

  await section(page, 'Social media and Interaction').getByLabel('Home page').fill('https://Harbour.Example.com');

  await page.getByRole('button', { name: 'Save' }).click();
  await poll(() => snackbar(page, 'success').innerText()).toMatch(/Aggregate saved\.|Image successfully uploaded to server/);
  await expectPath(page, /^\/demo\/mall\/workspaces\/[0-9a-f]{24}$/);
  workspaceId = new URL(page.url()).pathname.split('/').pop()!;
  await poll(() => page.getByTestId('snackbar-success').allInnerTexts()).toEqual(
    expect.arrayContaining([expect.stringContaining('Image successfully uploaded to server'), expect.stringContaining('Aggregate saved.')]),
  );

  // Reopen: everything was stored, the images come back from the server. Read mode shows values as text.
  await page.reload();
  await poll(() => primary.getByLabel('Name').innerText()).toBe('Harbour Point');
  expect(await primary.getByRole('textbox').count()).toBe(0);
  expect(await primary.getByLabel('Key').innerText()).toBe('harbour-point-');
  expect(await primary.getByLabel('Time zone').innerText()).toBe('Asia/Dubai');
  expect(await address.getByLabel('City').innerText()).toBe('Abu Dhabi');
  expect(await address.getByLabel('Country', { exact: true }).innerText()).toBe('United Arab Emirates');
  expect(await address.getByRole('textbox').count()).toBe(0);
  expect(await storedWorkspace(workspaceId)).toMatchObject({ country: 'AE', timeZone: 'Asia/Dubai' });
  expect(await address.getByTestId('geo-point').innerText()).toBe(point);
  expect(await primary.getByLabel('Type', { exact: true }).innerText()).toBe('Shopping Mall');
  expect(await primary.getByLabel('Sub-type').innerText()).toBe('Regional');
  for (const kind of ['banner', 'icon', 'logo']) {
    const img = page.getByTestId(`image-${kind}`).locator('img');
    await poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
  expect(
    await page
      .getByTestId('image-banner')
      .locator('img')
      .evaluate((el: HTMLImageElement) => [el.naturalWidth, el.naturalHeight]),
  ).toEqual([400, 225]);
  expect(await section(page, 'Social media and Interaction').getByLabel('Home page').innerText()).toBe('https://harbour.example.com');
  expect(await section(page, 'Key fields').getByLabel('Workspace id').innerText()).toBe(workspaceId);

  // Primary details: cancel restores, save stores; the key stays fixed (text) while editing.
  await primary.getByRole('button', { name: 'Edit' }).click();
  expect(await primary.getByRole('textbox', { name: /^Key/ }).count()).toBe(0);
  await primary.getByLabel('Name').fill('Changed and cancelled');
  await primary.getByRole('button', { name: 'Cancel' }).click();
  expect(await primary.getByLabel('Name').innerText()).toBe('Harbour Point');
  await primary.getByRole('button', { name: 'Edit' }).click();
  await primary.getByLabel('Description').fill('The mall on the corniche');
  await saveSection(page, 'Primary details');

  // Address: nothing changed, then a typed change.
  await address.getByRole('button', { name: 'Edit' }).click();
  await saveSection(page, 'Location and Address', 'No changes to save');
  await address.getByRole('button', { name: 'Edit' }).click();
  await address.getByLabel('Pincode').fill('51134');
  await saveSection(page, 'Location and Address');

  const urls = section(page, 'Social media and Interaction');
  await urls.getByRole('button', { name: 'Edit' }).click();
  await urls.getByLabel('Facebook').fill('https://Facebook.com/HarbourPoint');
  await saveSection(page, 'Social media and Interaction');
  await poll(() => urls.getByLabel('Facebook').innerText()).toBe('https://facebook.com/harbourpoint');

  const props = section(page, 'Special properties');
  await props.getByRole('button', { name: 'Edit' }).click();
  await props.getByRole('button', { name: 'Add property' }).click();
  await props.getByLabel('Property 1 name').fill('floors');
  await props.getByLabel('Property 1 value').fill('3');
  await saveSection(page, 'Special properties');

  await page.reload();
  await poll(() => primary.getByLabel('Description').innerText()).toBe('The mall on the corniche');
  expect(await address.getByLabel('Pincode').innerText()).toBe('51134');
  expect(await urls.getByLabel('Facebook').innerText()).toBe('https://facebook.com/harbourpoint');
  expect(await props.getByLabel('Property 1 name').innerText()).toBe('floors');
  expect(await props.getByLabel('Property 1 value').innerText()).toBe('3');

  // QR code: download the web-app code and read it back.
  const config = (await (await fetch(`${base}/console-config.json`)).json()) as { qr: { webAppUrl: string } };
  const expected = `${config.qr.webAppUrl.replace(/\/+$/, '')}/mall-details/${workspaceId}`;
  const webQr = page.getByTestId('qr-web-app');
  const [download] = await Promise.all([page.waitForEvent('download'), webQr.getByRole('link', { name: 'Download PNG' }).click()]);
  expect(download.suggestedFilename()).toBe('harbour-point--web-app-qr.png');
  const image = PNG.sync.read(readFileSync((await download.path())!));
  expect(jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data).toBe(expected);
  await webQr.getByRole('button', { name: 'Copy link' }).click();
  await poll(() => snackbar(page, 'success').innerText()).toContain('Workspace weburl copied to clipboard');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);

  // F9 folds every section, F10 unfolds them, Escape closes the page.
  await page.locator('body').click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('F9');
  await poll(() => page.getByRole('button', { name: 'Unfold Primary details' }).getAttribute('aria-expanded')).toBe('false');
  // The six sections of docs/product/platform.md §2.12 and the record's History.
  expect(await page.getByRole('button', { name: /^Unfold / }).count()).toBe(7);
  await page.keyboard.press('F10');
  await poll(() => page.getByRole('button', { name: /^Fold / }).count()).toBe(7);
  await page.keyboard.press('Escape');
  await expectPath(page, '/demo/mall/workspaces');
  await context.close();
}, 240_000);

it('refuses a duplicate name with the server message and re-enables the form', async () => {
  const { context, page } = await openAs('owner', '/demo/mall/workspaces/create');
  const primary = section(page, 'Primary details');
  await primary.getByLabel('Name').fill('HARBOUR POINT');
  await choose(page, primary.getByRole('combobox', { name: 'Currency' }), 'USD — United States Dollar');
  await primary.getByRole('combobox', { name: 'Time zone' }).fill('UTC');
  await page.getByRole('option', { name: 'UTC', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await poll(() => snackbar(page, 'error').innerText()).toContain('Duplicate aggreagte name. Please use a different name.');
  expect(new URL(page.url()).pathname).toBe('/demo/mall/workspaces/create');
  expect(await page.getByRole('button', { name: 'Save' }).isEnabled()).toBe(true);
  expect(await primary.getByLabel('Name').isEnabled()).toBe(true);
  await context.close();
});

it('changes the type only after the confirmation, which opens every section for editing', async () => {
  const { context, page } = await openAs('owner', `/demo/mall/workspaces/${workspaceId}`);
  const primary = section(page, 'Primary details');
  await poll(() => primary.getByLabel('Name').innerText()).toBe('Harbour Point');
  await primary.getByRole('button', { name: 'Edit' }).click();
  const type = primary.getByRole('combobox', { name: 'Type', exact: true });
  expect(await type.isDisabled()).toBe(true);
  await primary.getByLabel('I wish to change type. I understand that I will lose all properties specific to the previous type.').check();
  await choose(page, type, 'Airport');
  // A mutation enables editing of all groups.
  await poll(() => page.getByRole('button', { name: 'Cancel' }).count()).toBe(4);
  await choose(page, primary.getByRole('combobox', { name: 'Sub-type' }), 'International');
  for (const title of ['Location and Address', 'Social media and Interaction', 'Special properties']) {
    await section(page, title).getByRole('button', { name: 'Cancel' }).click();
  }
  await saveSection(page, 'Primary details');
  await page.reload();
  await poll(() => primary.getByLabel('Type', { exact: true }).innerText()).toBe('Airport');
  expect(await primary.getByLabel('Sub-type').innerText()).toBe('International');
  await context.close();
});

it('uploads a replaced image of a stored workspace on its own, and refreshes it from the server', async () => {
  const { context, page } = await openAs('owner', `/demo/mall/workspaces/${workspaceId}`);
  const primary = section(page, 'Primary details');
  const icon = page.getByTestId('image-icon');
  await poll(() => icon.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(64);
  await wholePage(page);
  expect(await page.getByRole('button', { name: 'Upload Icon' }).count()).toBe(0);
  await primary.getByRole('button', { name: 'Edit' }).click();
  await icon.locator('input[type=file]').setInputFiles(png('icon-128.png', 128, 128));
  await poll(() => icon.getAttribute('data-status')).toBe('RELOADED');
  await page.getByRole('button', { name: 'Upload Icon' }).click();
  await poll(() => snackbar(page, 'success').innerText()).toContain('Image successfully uploaded to server');
  await poll(() => icon.getAttribute('data-status')).toBe('UPLOADED');
  await primary.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Refresh Icon' }).click();
  await poll(() => icon.locator('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(128);
  await context.close();
});

it('blocks map look-ups while one runs, follows a dragged marker, and reports a failed look-up', async () => {
  const { context, page } = await openAs('owner', `/demo/mall/workspaces/${workspaceId}`);
  const address = section(page, 'Location and Address');
  await poll(() => address.getByLabel('City').innerText()).toBe('Abu Dhabi');
  await address.getByRole('button', { name: 'Edit' }).click();
  const map = address.getByTestId('location-map');

  geocoderMode = 'slow';
  const before = geocoderCalls.length;
  await map.click({ position: { x: 60, y: 60 } });
  // The address is cleared at once; a second click while the look-up runs is ignored.
  await poll(() => address.getByLabel('City').inputValue()).toBe('');
  const first = await address.getByTestId('geo-point').innerText();
  await map.click({ position: { x: 300, y: 250 } });
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');
  expect(await address.getByTestId('geo-point').innerText()).toBe(first);
  expect(geocoderCalls.length - before).toBe(1);

  // Dragging the marker sets the point too.
  geocoderMode = 'ok';
  const marker = map.locator('.leaflet-marker-icon');
  const box = (await marker.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 80, box.y + 40, { steps: 8 });
  await page.mouse.up();
  await poll(() => address.getByTestId('geo-point').innerText()).not.toBe(first);
  await poll(() => geocoderCalls.length - before).toBe(2);
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');

  geocoderMode = 'fail';
  await map.click({ position: { x: 200, y: 100 } });
  await poll(() => snackbar(page, 'error').innerText()).toContain('No reply from location service. Did you hit the limits?');
  // Nothing refilled the address, so it is back as it was.
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');
  geocoderMode = 'ok';
  await address.getByRole('button', { name: 'Cancel' }).click();
  await poll(() => address.getByLabel('City').innerText()).toBe('Abu Dhabi');
  await context.close();
});

it('says so in the address section when no location service is configured, and keeps the typed address', async () => {
  const bare = await startServer();
  try {
    const { context, page } = await openAs('owner', '/demo/mall/workspaces/create', bare.url);
    const address = section(page, 'Location and Address');
    await address.getByLabel('Street').fill('12 Corniche Road');
    await address.getByLabel('City').fill('Abu Dhabi');
    await address.getByLabel('Pincode').fill('51133');
    const typed = async () => Promise.all(['Street', 'City', 'Pincode'].map((label) => address.getByLabel(label).inputValue()));
    await address.getByTestId('location-map').click({ position: { x: 120, y: 80 } });
    await poll(() => address.getByTestId('geo-notice').innerText()).toContain('No location service is configured.');
    const first = await address.getByTestId('geo-point').innerText();
    expect(first).not.toBe('Latitude 0.010000, longitude 0.010000');
    expect(await typed()).toEqual(['12 Corniche Road', 'Abu Dhabi', '51133']);
    // A second click moves the point again and still leaves the address as typed.
    await address.getByTestId('location-map').click({ position: { x: 300, y: 200 } });
    await poll(() => address.getByTestId('geo-point').innerText()).not.toBe(first);
    expect(await typed()).toEqual(['12 Corniche Road', 'Abu Dhabi', '51133']);
    await context.close();
  } finally {
    await bare.close();
  }
}, 120_000);

it('a viewer sees the workspace without any edit pencil or QR download', async () => {
  const { context, page } = await openAs('viewer', `/demo/mall/workspaces/${workspaceId}`);
  await poll(() => section(page, 'Primary details').getByLabel('Name').innerText()).toBe('Harbour Point');
  await wholePage(page);
  expect(await page.getByRole('region', { name: 'QR Code Download' }).count()).toBe(1);
  expect(await page.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  expect(await page.getByRole('link', { name: 'Download PNG' }).count()).toBe(0);
  await page.goto(`${site.server.url}/demo/mall/workspaces/create`);
  await poll(() => page.getByTestId('insufficient-privilege').count()).toBe(1);
  await context.close();
});

it('finds time zones by old and new city names and countries by name, and refuses a route word as key', async () => {
  const { context, page } = await openAs('owner', '/demo/mall/workspaces/create');
  const primary = section(page, 'Primary details');
  const tz = primary.getByRole('combobox', { name: 'Time zone' });
  // The browser's own list has Asia/Calcutta and no Asia/Kolkata: the console's comes from the IANA database.
  await tz.fill('Kiev');
  await poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Europe/Kyiv']);
  for (const typed of ['Kolkata', 'Calcutta']) {
    await tz.fill(typed);
    await poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Asia/Kolkata']);
  }
  await page.getByRole('option', { name: 'Asia/Kolkata', exact: true }).click();
  expect(await tz.inputValue()).toBe('Asia/Kolkata');
  await choose(page, primary.getByRole('combobox', { name: 'Currency' }), 'INR — Indian Rupee');
  await primary.getByLabel('Name').fill('Kolkata Square');

  const country = section(page, 'Location and Address').getByRole('combobox', { name: 'Country', exact: true });
  await country.fill('united k');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await country.fill('IND');
  await page.getByRole('option', { name: 'India', exact: true }).click();

  // A route word is refused as the key before anything is sent: beside the key, with Save waiting.
  await primary.getByLabel('Key').fill('Summary');
  const refusal = "'summary' names a page of the console and cannot be a workspace key. Please use a different key.";
  await expectFieldMessage(primary.getByLabel('Key'), refusal);
  expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/demo/mall/workspaces/create');

  await primary.getByLabel('Key').fill('Kolkata Square');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, /^\/demo\/mall\/workspaces\/[0-9a-f]{24}$/);
  const id = new URL(page.url()).pathname.split('/').pop()!;
  expect(await storedWorkspace(id)).toMatchObject({ country: 'IN', timeZone: 'Asia/Kolkata' });
  await page.reload();
  // Read mode shows the zone as text.
  await poll(() => primary.getByLabel('Time zone', { exact: true }).innerText()).toBe('Asia/Kolkata');
  expect(await section(page, 'Location and Address').getByLabel('Country', { exact: true }).innerText()).toBe('India');
  await context.close();
});

it('keeps the map and the page through any number of folds and unfolds, by button and by F9/F10', async () => {
  const { context, page } = await openAs('owner', '/demo/mall/workspaces/create');
  const primary = section(page, 'Primary details');
  await primary.getByLabel('Name').fill('Typed before folding');
  const address = section(page, 'Location and Address');
  const map = address.getByTestId('location-map');
  await map.locator('.leaflet-container').waitFor();
  for (let round = 0; round < 2; round++) {
    await page.getByRole('button', { name: 'Fold Location and Address' }).click();
    await poll(() => map.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Unfold Location and Address' }).click();
    await poll(() => map.locator('.leaflet-container').count()).toBe(1);
  }
  for (let round = 0; round < 2; round++) {
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('F9');
    await poll(() => page.getByRole('button', { name: /^Unfold / }).count()).toBeGreaterThan(3);
    await page.keyboard.press('F10');
    await poll(() => page.getByRole('button', { name: /^Fold / }).count()).toBeGreaterThan(3);
  }
  expect(await page.getByText('Something went wrong').count()).toBe(0);
  expect(await primary.getByLabel('Name').inputValue()).toBe('Typed before folding');
  // The map still works: one map, its view on the fallback city, a click sets the point.
  await poll(() => map.locator('.leaflet-container').count()).toBe(1);
  await poll(() => map.getAttribute('data-centre')).toBe('24.45390,54.37730');
  await map.click({ position: { x: 120, y: 80 } });
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');
  await context.close();
}, 120_000);

it('searches places from 3 characters, centres at zoom 18 on a pick, and sets the point only while editing', async () => {
  const { context, page } = await openAs('owner', `/demo/mall/workspaces/${workspaceId}`);
  const address = section(page, 'Location and Address');
  const map = address.getByTestId('location-map');
  await poll(() => address.getByLabel('City').innerText()).toBe('Abu Dhabi');
  // A stored point is shown at zoom 15.
  await poll(() => map.getAttribute('data-zoom')).toBe('15');
  const point = await address.getByTestId('geo-point').innerText();
  const searches = () => geocoderCalls.filter((u) => u.pathname === '/search');
  const before = searches().length;

  const search = address.getByRole('combobox', { name: 'Search places' });
  await map.scrollIntoViewIfNeeded();
  await search.fill('Co');
  await search.fill('Corniche');
  await poll(() => page.getByRole('option').count()).toBe(10);
  // Only texts of 3 characters or more reach the geocoder, 10 results asked for.
  expect(searches().length).toBeGreaterThan(before);
  for (const call of searches().slice(before)) expect(call.searchParams.get('q')!.length).toBeGreaterThanOrEqual(3);
  expect(searches().at(-1)!.searchParams.get('q')).toBe('Corniche');
  expect(searches().at(-1)!.searchParams.get('limit')).toBe('10');
  // Picked with the keyboard: the third place.
  for (let i = 0; i < 3; i++) await search.press('ArrowDown');
  await poll(() => page.getByRole('option', { name: 'Corniche 3', exact: true }).getAttribute('data-combobox-selected')).toBe('true');
  await search.press('Enter');
  await poll(() => map.getAttribute('data-zoom')).toBe('18');
  expect(await map.getAttribute('data-centre')).toBe('24.43000,54.33000');
  // Not editing: only the view moved.
  expect(await address.getByTestId('geo-point').innerText()).toBe(point);

  await address.getByRole('button', { name: 'Edit' }).click();
  await search.fill('Marina Mall');
  await page.getByRole('option', { name: 'Marina Mall 5', exact: true }).click();
  await poll(() => address.getByTestId('geo-point').innerText()).toBe('Latitude 24.450000, longitude 54.350000');
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');
  await address.getByRole('button', { name: 'Cancel' }).click();
  await poll(() => address.getByTestId('geo-point').innerText()).toBe(point);
  await context.close();
}, 120_000);

it("shows an area's outline, centred on it, and a click while editing replaces it with a point", async () => {
  const area = {
    type: 'Polygon',
    coordinates: [
      [
        [54.36, 24.47],
        [54.38, 24.47],
        [54.38, 24.49],
        [54.36, 24.49],
        [54.36, 24.47],
      ],
    ],
  };
  await site.server.app.ctx.db.execute(
    sql`update aggregates set doc = jsonb_set(doc, '{geoLocation}', ${JSON.stringify(area)}::jsonb) where id = ${workspaceId}`,
  );
  const { context, page } = await openAs('owner', `/demo/mall/workspaces/${workspaceId}`);
  const address = section(page, 'Location and Address');
  const map = address.getByTestId('location-map');
  await poll(() => address.getByTestId('geo-point').innerText()).toBe('An area around latitude 24.480000, longitude 54.370000');
  await poll(() => map.locator('path.leaflet-interactive').count()).toBe(1);
  expect(await map.locator('.leaflet-marker-icon').count()).toBe(0);
  await poll(() => map.getAttribute('data-centre')).toBe('24.48000,54.37000');

  await address.getByRole('button', { name: 'Edit' }).click();
  await map.click({ position: { x: 120, y: 80 } });
  await poll(() => map.locator('.leaflet-marker-icon').count()).toBe(1);
  expect(await map.locator('path.leaflet-interactive').count()).toBe(0);
  await poll(() => address.getByLabel('City').inputValue()).toBe('Abu Dhabi');
  await saveSection(page, 'Location and Address');
  expect((await storedWorkspace(workspaceId)).geoLocation).toMatchObject({ type: 'Point' });
  await context.close();
}, 120_000);
