import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { newId } from '../src/domain/common/ids.js';
import { mediaItems, projects, relations, tenants } from '../src/server/db/schema/index.js';
import { insertAggregate } from '../src/server/seed/builders.js';
import { expectPath, signIn, watchSpinners } from './support/console.js';
import { useConsole } from './support/use-console.js';

const site = useConsole();
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

const DAY = 86_400_000;
const now = Date.now();
const iso = (offsetDays: number) => new Date(now + offsetDays * DAY).toISOString();
let ids: Record<string, string> = {};

/**
 * Three workspaces of their own in the demo's mall project (the demo seeds items into its two): harbour
 * with venues and assets, quayside with a public venue, a private one and a device, lagoon empty.
 */
beforeAll(async () => {
  const db = site.server.app.ctx.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.key, 'demo'));
  const [mall] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenant.id), eq(projects.key, 'mall')));
  const workspace = (key: string, name: string) => insertAggregate(db, { tenantId: tenant.id, id: newId(), projectId: mall.id, key, name });
  const harbour = await workspace('harbour', 'Harbour Mall');
  const quayside = await workspace('quayside', 'Quayside Mall');
  await workspace('lagoon', 'Lagoon Mall');
  ids = { venueA: newId(), venueB: newId(), venueC: newId(), assetA: newId(), assetB: newId(), plaza: newId(), sensor: newId(), hidden: newId() };
  const row = (
    id: string,
    ws: typeof harbour,
    kind: 'venue' | 'asset' | 'device',
    name: string,
    minutesAgo: number,
    extra: Partial<typeof mediaItems.$inferInsert> = {},
  ) => ({
    tenantId: tenant.id,
    id,
    kind,
    projectId: ws.projectId,
    aggregateId: ws.id,
    code: id.slice(0, 16).toUpperCase(),
    name,
    createdOn: new Date(now - minutesAgo * 60_000),
    updatedOn: new Date(now - minutesAgo * 60_000),
    ...extra,
  });
  await db.insert(mediaItems).values([
    row(ids.venueA, harbour, 'venue', 'Food Court', 30, { type: 'Mall', subtype: 'Dining' }),
    row(ids.venueB, harbour, 'venue', 'Atrium', 20, { type: 'Mall', subtype: 'Hall', enabled: false }),
    row(ids.venueC, harbour, 'venue', 'Cinema Lobby', 10, { type: 'Entertainment', subtype: 'Cinema' }),
    row(ids.assetA, harbour, 'asset', 'Lobby Screen', 5, { type: 'Display', subtype: 'LED', category: 'Zeetamind' }),
    row(ids.assetB, harbour, 'asset', 'Entrance Kiosk', 4, { type: 'Kiosk', subtype: 'Touch', category: 'Interactive' }),
    row(ids.plaza, quayside, 'venue', 'Riverside Plaza', 3, {
      type: 'Outdoor',
      subtype: 'Plaza',
      visibility: 3,
      doc: { available: true, availableFrom: iso(-1), availableTo: iso(30) },
    }),
    row(ids.hidden, quayside, 'venue', 'Riverside Back Office', 2, { type: 'Office', subtype: 'Private' }),
    row(ids.sensor, quayside, 'device', 'Door Counter', 1, { type: 'Sensor', subtype: 'Camera' }),
  ]);
  const anchor = (uid: string, targetId: string, start: number, close: number, enabled = true) => ({
    tenantId: tenant.id,
    uid,
    sourceId: ids.venueA,
    sourceKind: 'venue',
    targetId,
    targetKind: 'asset',
    start: new Date(now + start * DAY),
    close: new Date(now + close * DAY),
    enabled,
    aggregateId: harbour.id,
    projectId: harbour.projectId,
  });
  // Food Court: one asset anchor running now, one over, one disabled — the badge counts 1.
  await db.insert(relations).values([
    anchor('ANCHOR01', ids.assetA, -1, 30),
    anchor('ANCHOR02', ids.assetB, -30, -2),
    anchor('ANCHOR03', ids.assetB, -1, 30, false),
    // Quayside's counter anchored to Food Court: the relation belongs to quayside.
    { ...anchor('FOREIGN1', ids.venueA, -1, 30), sourceId: ids.sensor, sourceKind: 'device', targetKind: 'venue', aggregateId: quayside.id },
  ]);
});

async function openList(path: string, user = 'owner'): Promise<Page> {
  const page = await (await site.browser.newContext()).newPage();
  await signIn(page, site.server.url, user);
  // Each user lands on the summary of what they reach: the owner the portfolio's, transit city-centre's.
  await expectPath(page, /^\/demo\/.*summary$/);
  await page.goto(`${site.server.url}/demo/mall/${path}`);
  return page;
}

const tiles = (page: Page) => page.getByTestId('item-tile');
const tileNames = (page: Page) => tiles(page).evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

it('lists a workspace’s venues newest first with type | subtype | state and the active-asset badge', async () => {
  const page = await openList('harbour/venues');
  await page.getByRole('heading', { name: 'Media Venues List' }).waitFor();
  await poll(() => tiles(page).count()).toBe(3);
  expect(await tileNames(page)).toEqual(['Cinema Lobby', 'Atrium', 'Food Court']);
  const atrium = tiles(page).filter({ hasText: 'Atrium' });
  expect(await atrium.getByTestId('item-subtitle').innerText()).toBe('Mall | Hall | Disabled');
  const food = tiles(page).filter({ hasText: 'Food Court' });
  expect(await food.getByTestId('item-subtitle').innerText()).toBe('Mall | Dining | Enabled');
  expect(await food.getByTestId('active-assets').textContent()).toBe('1');
  expect(await atrium.getByTestId('active-assets').textContent()).toBe('0');
  await food.getByTestId('item-banner-placeholder').waitFor();

  // Launch opens the venue by id; edit opens {id}/edit.
  expect(await food.getByRole('link', { name: 'Launch Food Court' }).getAttribute('href')).toBe(`/demo/mall/harbour/venues/${ids.venueA}`);
  expect(await food.getByRole('link', { name: 'Edit Food Court' }).getAttribute('href')).toBe(`/demo/mall/harbour/venues/${ids.venueA}/edit`);

  // Hovering a tile's badge or link shows what it is, and leaving it hides that again.
  const tooltip = page.locator('.mantine-Tooltip-tooltip');
  await food.getByTestId('active-assets').hover();
  await tooltip.filter({ hasText: 'Active assets' }).waitFor();
  await food.getByRole('link', { name: 'Edit Food Court' }).hover();
  await tooltip.filter({ hasText: 'Edit' }).waitFor();
  await tooltip.filter({ hasText: 'Active assets' }).waitFor({ state: 'hidden' });
  await page.getByRole('heading', { name: 'Media Venues List' }).hover();
  await tooltip.filter({ hasText: 'Edit' }).waitFor({ state: 'hidden' });
  await page.context().close();
});

it('filters by name once more than 2 items are listed', async () => {
  const page = await openList('harbour/venues');
  await poll(() => tiles(page).count()).toBe(3);
  await page.getByLabel('Filter by name').fill('cinema');
  await poll(() => tiles(page).count()).toBe(1);
  expect(await tiles(page).first().getAttribute('aria-label')).toBe('Cinema Lobby');
  await page.getByLabel('Filter by name').fill('');
  await poll(() => tiles(page).count()).toBe(3);
  await page.context().close();
});

it('Public also lists another workspace’s public venue, not its private one', async () => {
  const page = await openList('harbour/venues');
  await poll(() => tiles(page).count()).toBe(3);
  expect(await tileNames(page)).not.toContain('Riverside Plaza');
  await page.getByLabel('Public').check();
  await poll(() => tiles(page).count()).toBe(4);
  const plaza = tiles(page).filter({ hasText: 'Riverside Plaza' });
  await plaza.getByText('Other workspace').waitFor();
  // Another workspace's venue opens read-only by id; it offers no edit.
  expect(await plaza.getByRole('link', { name: 'Edit Riverside Plaza' }).count()).toBe(0);
  expect(await tiles(page).filter({ hasText: 'Riverside Back Office' }).count()).toBe(0);
  await page.getByLabel('Public').uncheck();
  await poll(() => tiles(page).count()).toBe(3);
  await page.context().close();
});

// The demo's users: viewer reads the project, transit only city-centre, editor edits the project.
it.each([
  ['viewer', false],
  ['transit', false],
  ['editor', true],
])('%s: venue and asset tiles offer Edit only to a user who may edit the page it opens (edits: %s)', async (user, edits) => {
  const page = await openList('city-centre/venues', user);
  const food = tiles(page).filter({ hasText: 'Food Court' });
  await food.getByRole('link', { name: 'Launch Food Court' }).waitFor();
  expect(await food.getByRole('link', { name: 'Edit Food Court' }).count()).toBe(edits ? 1 : 0);

  // An asset's tile keeps its arrow to ../{name} either way.
  await page.goto(`${site.server.url}/demo/mall/city-centre/assets`);
  const screen = tiles(page).filter({ hasText: 'Atrium Screen' });
  await screen.getByRole('link', { name: 'Open Atrium Screen' }).waitFor();
  expect(await screen.getByRole('link', { name: 'Launch Atrium Screen' }).count()).toBe(1);
  expect(await screen.getByRole('link', { name: 'Edit Atrium Screen' }).count()).toBe(edits ? 1 : 0);
  await page.context().close();
});

it('asset tiles read type / subtype / category, arrow to ../{name}, no filter at 2 items', async () => {
  const page = await openList('harbour/assets');
  await page.getByRole('heading', { name: 'Media Assets List' }).waitFor();
  await poll(() => tiles(page).count()).toBe(2);
  expect(await page.getByTestId('filter-box').count()).toBe(0);
  const screen = tiles(page).filter({ hasText: 'Lobby Screen' });
  expect(await screen.getByTestId('item-subtitle').innerText()).toBe('Display / LED / Zeetamind');
  expect(await screen.getByRole('link', { name: 'Open Lobby Screen' }).getAttribute('href')).toBe('/demo/mall/harbour/Lobby%20Screen');
  expect(await screen.getByTestId('active-assets').count()).toBe(0);
  await page.context().close();
});

it('shows the empty texts and refreshes to show a new item', async () => {
  const page = await openList('lagoon/venues');
  await page.getByRole('heading', { name: 'Media Venues List' }).waitFor();
  await page.getByText('No media venues found.').waitFor();
  await page.goto(`${site.server.url}/demo/mall/lagoon/assets`);
  await page.getByText('No media assets found.').waitFor();
  await page.goto(`${site.server.url}/demo/mall/lagoon/devices`);
  await page.getByText('No devices found.').waitFor();
  expect(await tiles(page).count()).toBe(0);

  await page.goto(`${site.server.url}/demo/mall/quayside/devices`);
  await poll(() => tiles(page).count()).toBe(1);
  expect(await tiles(page).getByTestId('item-subtitle').innerText()).toBe('Sensor / Camera / –');
  const db = site.server.app.ctx.db;
  const [sensor] = await db.select().from(mediaItems).where(eq(mediaItems.id, ids.sensor));
  await db.insert(mediaItems).values({ ...sensor, id: newId(), name: 'Exit Counter', createdOn: new Date(), updatedOn: new Date() });
  await page.getByRole('button', { name: 'Refresh' }).click();
  await poll(() => tiles(page).count()).toBe(2);
  expect(await tiles(page).first().getAttribute('aria-label')).toBe('Exit Counter');
  await page.context().close();
});

const region = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const cardNames = (page: Page, title: string, testId: string) =>
  region(page, title)
    .getByTestId(testId)
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));

it('anchors filter by period, and an anchor is added and deleted from the venue page', async () => {
  const page = await openList(`harbour/venues/${ids.venueA}`);
  const anchors = region(page, 'Anchored Media-Assets');
  await anchors.waitFor();
  // Current only by default; Forgotten and Disabled add the over and the disabled anchor.
  await poll(() => cardNames(page, 'Anchored Media-Assets', 'relation-card')).toEqual(['Lobby Screen']);
  await anchors.getByLabel('Forgotten').check();
  await poll(() => cardNames(page, 'Anchored Media-Assets', 'relation-card')).toEqual(['Lobby Screen', 'Entrance Kiosk']);
  await anchors.getByLabel('Disabled').check();
  await poll(() => anchors.getByTestId('relation-card').count()).toBe(3);
  await anchors.getByLabel('Forgotten').uncheck();
  await anchors.getByLabel('Disabled').uncheck();

  await anchors.getByRole('button', { name: 'Anchor Asset' }).click();
  const editor = anchors.getByTestId('relation-editor');
  expect(await editor.getByRole('button', { name: 'Save' }).count()).toBe(0);
  await editor.getByRole('option', { name: /Entrance Kiosk/ }).click();
  expect(await editor.getByTestId('relation-target').innerText()).toBe('Entrance Kiosk');
  await editor.getByRole('button', { name: 'Save' }).click();
  await poll(() => cardNames(page, 'Anchored Media-Assets', 'relation-card')).toEqual(['Lobby Screen', 'Entrance Kiosk']);

  // A saved anchor keeps its target.
  await anchors.getByRole('button', { name: 'Edit Lobby Screen' }).click();
  await anchors
    .getByTestId('relation-editor')
    .getByRole('option', { name: /Entrance Kiosk/ })
    .click();
  await page.getByText('You cannot change an Anchor once created. Please delete and create a new anchor.').waitFor();
  expect(await anchors.getByTestId('relation-target').innerText()).toBe('Lobby Screen');
  await anchors.getByTestId('relation-editor').getByRole('button', { name: 'Cancel' }).click();

  await anchors.getByRole('button', { name: 'Delete Entrance Kiosk' }).click();
  await page.getByText('Are you sure to delete this relation? All connected information will be lost.').waitFor();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await poll(() => cardNames(page, 'Anchored Media-Assets', 'relation-card')).toEqual(['Lobby Screen']);

  // Another workspace's anchor shows a private marker instead of edit and delete.
  const devices = region(page, 'Anchored IoT-Devices');
  await poll(() => cardNames(page, 'Anchored IoT-Devices', 'relation-card')).toEqual(['Door Counter']);
  await devices.getByTestId('relation-private').waitFor();
  expect(await devices.getByRole('button', { name: /Edit|Delete/ }).count()).toBe(0);
  await page.context().close();
});

it('adds a schedule and edits its status, one card at a time', async () => {
  const page = await openList(`harbour/venues/${ids.venueC}`);
  const schedules = region(page, 'Schedules');
  await schedules.waitFor();
  await schedules.getByRole('button', { name: 'Add Schedule' }).click();
  const editor = schedules.getByTestId('schedule-editor');
  expect(await schedules.getByRole('button', { name: 'Add Schedule' }).isDisabled()).toBe(true);
  await editor.getByLabel('Schedule Name').fill('Matinee');
  await editor.getByRole('button', { name: 'Save' }).click();
  await poll(() => cardNames(page, 'Schedules', 'schedule-card')).toEqual(['Matinee']);
  const card = schedules.getByTestId('schedule-card');
  expect(await card.getByTestId('schedule-status').textContent()).toBe('Initial');
  expect(await card.getByTestId('schedule-state').textContent()).toBe('Current');
  expect(await card.getByTestId('schedule-enabled').textContent()).toBe('Enabled');

  await card.getByRole('button', { name: 'Edit Matinee' }).click();
  await schedules.getByTestId('schedule-editor').getByRole('combobox', { name: 'Status', exact: true }).click();
  await page.getByRole('option', { name: 'Sold Out', exact: true }).click();
  await schedules.getByTestId('schedule-editor').getByRole('button', { name: 'Save' }).click();
  await poll(() => schedules.getByTestId('schedule-status').textContent()).toBe('Sold Out');

  // Mantine badges show capitals; the text is the list's spelling.
  // Stored whole with the item: a reload shows it.
  await page.reload();
  await poll(() => region(page, 'Schedules').getByTestId('schedule-status').textContent()).toBe('Sold Out');
  await page.context().close();
});

/** The built file of a source module (the build's manifest), so a test can hold back one page's code. */
function builtFile(src: string): string {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<string, { file: string }>;
  return manifest[src].file;
}

/**
 * Opens `path` signed in, holding back the built `chunk` until a request matching `read` has been sent (10 s at
 * most): answers whether the read started while the page's code was still on its way, and every such read sent.
 */
async function readBesideCode(path: string, chunk: string, read: RegExp) {
  const page = await (await site.browser.newContext()).newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, /^\/demo\/portfolio/);
  const reads: string[] = [];
  let readSent!: () => void;
  const sent = new Promise<void>((resolve) => (readSent = resolve));
  page.on('request', (request) => {
    if (read.test(request.url())) {
      reads.push(request.url());
      readSent();
    }
  });
  let beforeCode: boolean | undefined;
  await page.route(`**/${builtFile(chunk)}`, async (route) => {
    beforeCode = await Promise.race([sent.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 10_000))]);
    await route.continue();
  });
  await page.goto(`${site.server.url}/demo/mall/${path}`);
  return { page, reads, beforeCode: () => beforeCode };
}

it('asks for a list’s first page and a record beside the page’s code, once each', async () => {
  const list = await readBesideCode('harbour/venues', 'features/media-items/pages/item-list-page.tsx', /\/api\/2\.0\/media-venues\?/);
  await poll(() => tiles(list.page).count()).toBe(3);
  expect(list.beforeCode()).toBe(true);
  expect(list.reads).toHaveLength(1);
  await list.page.context().close();

  const record = await readBesideCode(
    `harbour/venues/${ids.venueA}`,
    'features/media-items/pages/routes.tsx',
    new RegExp(`/api/2\\.0/media-venues/${ids.venueA}\\?`),
  );
  await record.page.getByRole('heading', { name: 'Venue Food Court' }).waitFor();
  expect(record.beforeCode()).toBe(true);
  expect(record.reads).toHaveLength(1);
  await record.page.context().close();
});

it('says the console is opening while a signed-in page’s code is on its way', async () => {
  const page = await (await site.browser.newContext()).newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, /^\/demo\/portfolio/);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${builtFile('app/shell/signed-in-shell.tsx')}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`${site.server.url}/demo/mall/harbour/venues`);
  await page.getByText('Opening the console…').waitFor();
  release();
  await poll(() => tiles(page).count()).toBe(3);
  expect(await page.getByText('Opening the console…').count()).toBe(0);
  await page.context().close();
});

it('going back to an area shows its list at once from what was read, with no spinner', async () => {
  const page = await openList('harbour/venues');
  await poll(() => tiles(page).count()).toBe(3);
  const menu = page.getByTestId('menu-bar');
  await menu.getByText('CAMPAIGNS', { exact: true }).click();
  await page.getByRole('heading', { name: 'Media Campaigns List' }).waitFor();
  const spinnerSeen = await watchSpinners(page);
  await menu.getByText('VENUES', { exact: true }).click();
  await poll(() => tiles(page).count()).toBe(3);
  expect(await spinnerSeen()).toBe(false);
  await page.context().close();
});
