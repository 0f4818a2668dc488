import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../src/domain/common/ids.js';
import { TYPE_CHANGE_CONFIRMATION } from '../src/domain/item-types/type-selection.js';
import { mediaItems, projects, tenants } from '../src/server/db/schema/index.js';
import { insertAggregate } from '../src/server/seed/builders.js';
import { asOwner } from '../src/server/test/as-owner.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath, signIn } from './support/console.js';
import { accessTokenOf, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
let files: string;
beforeAll(() => {
  files = mkdtempSync(join(tmpdir(), 'sdm-campaign-e2e-'));
});
afterAll(() => rmSync(files, { recursive: true, force: true }));

const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 10_000 });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const tile = (page: Page, name: string) => page.getByTestId('campaign-tile').filter({ has: page.getByText(name, { exact: true }) });
const chip = (page: Page, label: string) => page.getByTestId('status-chip').filter({ hasText: label });

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A PNG picture of the given size. */
function png(name: string, width: number, height: number): string {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([(i % width) % 256, Math.floor(i / width) % 256, 120, 255], i * 4);
  const path = join(files, name);
  writeFileSync(path, PNG.sync.write(image));
  return path;
}

async function campaignId(name: string): Promise<string> {
  const res = (await site.server.app.ctx.db.execute(sql`select id from media_items where name = ${name} and kind = 'campaign'`)) as unknown as {
    rows: { id: string }[];
  };
  expect(res.rows.length).toBe(1);
  return res.rows[0].id;
}

/** The headers of the API as a demo user: bearer token and API key. */
async function tokenOf(username: string): Promise<{ authorization: string; 'x-api-key': string }> {
  const { token, apiKey } = await accessTokenOf(site, username);
  return { authorization: `Bearer ${token}`, 'x-api-key': apiKey };
}

/** A new page signed in as the demo owner, opened on a workspace's page (`campaigns/create`). */
async function ownerOn(path: string, workspace = WS): Promise<Page> {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.goto(`${site.server.url}${workspace}/${path}`);
  return page;
}

it('the owner creates a campaign with a banner, gets its creative linked, schedules it now and plays it on an asset', async () => {
  const page = await ownerOn('campaigns/create');
  await page.getByRole('heading', { name: 'Create Media Campaign' }).waitFor();
  const primary = section(page, 'Primary details');
  await choose(page, 'Type', 'Burst');
  await choose(page, 'Sub-type', 'Launch');
  // The code is required: Create stays off without one (docs/product/campaigns-venues-events.md §5), and the code
  // says why beside itself as soon as it is cleared.
  const createButton = page.getByRole('button', { name: 'Create', exact: true });
  const code = primary.getByRole('textbox', { name: /^Code/ });
  await code.fill('');
  await expectFieldMessage(code, 'Campaign code is required');
  expect(await createButton.isDisabled()).toBe(true);
  await code.fill('E2E-SPRING');
  await expectFieldQuiet(code, 'Campaign code is required');
  // So is the name: with the code given, Create stays off; the untouched name says nothing yet (a new form does not
  // open in red), until Create is clicked: then the name says why, marked invalid and described by its message.
  const name = primary.getByRole('textbox', { name: /^Name/ });
  expect(await createButton.isDisabled()).toBe(true);
  await expectFieldQuiet(name, 'Name is required');
  await clickDisabled(createButton);
  await expectFieldMessage(name, 'Name is required');
  await name.fill('E2E Spring Launch');
  await primary.getByText('17/50').waitFor();
  await expectFieldQuiet(name, 'Name is required');
  expect(await primary.getByText('Name is required').count()).toBe(0);
  const banner = page.getByTestId('image-banner');
  await banner.locator('input[type=file]').setInputFiles(png('square.png', 300, 300));
  await poll(() => banner.getAttribute('data-status')).toBe('INVALID');
  await banner.locator('input[type=file]').setInputFiles(png('wide.png', 320, 180));
  await poll(() => banner.getAttribute('data-status')).toBe('RELOADED');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await snackbar(page, 'Media campaign has been successfully created and saved.').waitFor();
  await expectPath(page, `${WS}/campaigns`);

  // The list shows it with its banner, not running: it has no schedule yet.
  await page.getByRole('heading', { name: 'Media Campaigns List' }).waitFor();
  const spring = tile(page, 'E2E Spring Launch');
  await spring.getByTestId('campaign-banner').waitFor();
  expect(await spring.getByText('Running').count()).toBe(0);
  expect(await spring.getByTestId('campaign-schedule').innerText()).toBe('Not scheduled');

  // A second create with the same name is refused with the server's message, and the form stays.
  await page.goto(`${site.server.url}${WS}/campaigns/create`);
  await section(page, 'Primary details').getByRole('textbox', { name: /^Name/ }).fill('e2e spring launch');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await snackbar(page, 'Duplicate campaign name. Please use a different name.').waitFor();
  await expectPath(page, `${WS}/campaigns/create`);
  expect(await page.getByRole('button', { name: 'Create', exact: true }).isEnabled()).toBe(true);

  // The campaign page: its creative 'For # …' was made and linked with it, and got the banner too.
  await page.goto(`${site.server.url}${WS}/campaigns`);
  await tile(page, 'E2E Spring Launch').getByRole('link', { name: 'Launch E2E Spring Launch' }).click();
  const id = await campaignId('E2E Spring Launch');
  await expectPath(page, `${WS}/campaigns/${id}`);
  await page.getByRole('heading', { name: 'Media Campaign E2E Spring Launch' }).waitFor();
  const creatives = section(page, 'Creatives for campaign');
  const creativeCard = creatives.getByTestId('relation-card').filter({ hasText: 'For # E2E Spring Launch' });
  await creativeCard.waitFor();
  expect(await chip(page, 'Creative').getAttribute('data-active')).toBe('true');
  expect(await chip(page, 'Scheduled').getAttribute('data-active')).toBe('false');
  await page.getByText('Schedule is not set up yet.').waitFor();
  await page.getByText('No asset has been linked.').waitFor();
  await page.getByText('No venue owner has been assigned.').waitFor();
  expect(await page.getByText('No creative content has been added.').count()).toBe(0);
  const stored = (await site.server.app.ctx.db.execute(
    sql`select id from media_items where kind = 'creative' and name = 'For # E2E Spring Launch'`,
  )) as unknown as { rows: { id: string }[] };
  expect(stored.rows.length).toBe(1);
  const headers = await tokenOf('owner');
  for (const [type, owner] of [
    ['campaign', id],
    ['creative', stored.rows[0].id],
  ]) {
    const image = await site.server.app.inject({ method: 'GET', url: `/images?type=${type}&id=${owner}&for=img`, headers });
    expect(image.statusCode, `${type} image`).toBe(200);
  }

  // QR codes: the web app's campaign page, copyable.
  const qr = section(page, 'QR Code Download');
  expect(await qr.getByTestId('qr-web-app-link').innerText()).toMatch(new RegExp(`/campaign-details/${id}$`));
  await qr.getByRole('img', { name: 'Research app QR code' }).waitFor();
  expect(await qr.getByTestId('qr-validation').count()).toBe(0);

  // A schedule running now (today, status Initial) lights Scheduled.
  const schedules = section(page, 'Campaign Schedule');
  await schedules.getByRole('button', { name: 'Add Schedule' }).click();
  await schedules.getByLabel('Schedule Name').fill('Launch week');
  await schedules.getByRole('button', { name: 'Save', exact: true }).click();
  // The schedule's save says so, not that a campaign was created.
  await snackbar(page, 'Campaign schedule saved.').waitFor();
  await schedules.getByTestId('schedule-card').filter({ hasText: 'Launch week' }).waitFor();
  await poll(() => chip(page, 'Scheduled').getAttribute('data-active')).toBe('true');
  expect(await page.getByText('Schedule is not set up yet.').count()).toBe(0);

  // Play it on an asset.
  const assets = section(page, 'Playing on Assets');
  await assets.getByRole('button', { name: 'Anchor Asset' }).click();
  await assets
    .getByRole('option', { name: /Atrium Screen/ })
    .first()
    .click();
  await assets.getByRole('button', { name: 'Save', exact: true }).click();
  await assets.getByTestId('relation-card').filter({ hasText: 'Atrium Screen' }).waitFor();
  await poll(() => chip(page, 'Asset').getAttribute('data-active')).toBe('true');
  expect(await page.getByText('No asset has been linked.').count()).toBe(0);

  // Back on the list, the tile reads as running.
  await page.getByRole('button', { name: 'Close' }).click();
  await expectPath(page, `${WS}/campaigns`);
  await page.getByRole('heading', { name: 'Media Campaigns List' }).waitFor();
  await page.getByRole('button', { name: 'Refresh' }).click();
  await tile(page, 'E2E Spring Launch').getByText('Running', { exact: true }).waitFor();
  expect(await tile(page, 'E2E Spring Launch').getByTestId('campaign-schedule').innerText()).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}[AP]M – /);
});

it('a Reports campaign keeps its campaigns and two viewers, found by phone, after a reload', async () => {
  const page = await ownerOn('campaigns/create');
  await page.getByRole('heading', { name: 'Create Media Campaign' }).waitFor();
  const primary = section(page, 'Primary details');
  await primary.getByLabel('Tags').first().waitFor();
  await choose(page, 'Type', 'Reports');
  // A Reports campaign hides the event, redirect and enabled switches, the tags and the coupon texts.
  await primary.getByTestId('report-viewers').waitFor();
  for (const label of ['Event campaign', 'Redirect coupon campaign', 'Enabled', 'Tags', 'Coupon title', 'Offer label']) {
    expect(await primary.getByLabel(label, { exact: true }).count(), label).toBe(0);
  }
  await primary.getByRole('textbox', { name: /^Name/ }).fill('E2E Quarterly Report');
  await primary.getByTestId('report-campaigns').click();
  await page.getByRole('option', { name: 'Welcome Series', exact: true }).click();
  // Escape would close the page: the dropdown is left by clicking elsewhere.
  await primary.getByRole('textbox', { name: /^Name/ }).click();

  const create = page.getByRole('button', { name: 'Create', exact: true });
  await primary.getByRole('button', { name: 'Add Viewer' }).click();
  const first = primary.getByTestId('report-viewer').nth(0);
  await first.getByLabel('Phone').fill('98765');
  await first.getByText('5/10').waitFor();
  expect(await create.isDisabled()).toBe(true);
  // The owner's demo profile has this phone: the look-up fills the profile id.
  await first.getByLabel('Phone').fill('9876543210');
  await first.getByText('10/10').waitFor();
  await poll(() => first.getByTestId('viewer-profile-id').inputValue()).toMatch(/^[0-9a-f]{24}$/);
  await first.getByLabel('Viewer name').fill('Store manager');

  await primary.getByRole('button', { name: 'Add Viewer' }).click();
  const second = primary.getByTestId('report-viewer').nth(1);
  await second.getByLabel('Phone').fill('1234567890');
  await second.getByText('10/10').waitFor();
  expect(await second.getByTestId('viewer-profile-id').inputValue()).toBe('');
  await poll(() => create.isEnabled()).toBe(true);
  await create.click();
  await snackbar(page, 'Media campaign has been successfully created and saved.').waitFor();
  await expectPath(page, `${WS}/campaigns`);

  const id = await campaignId('E2E Quarterly Report');
  await page.goto(`${site.server.url}${WS}/campaigns/${id}`);
  await page.reload();
  const shown = section(page, 'Primary details');
  await shown.getByTestId('report-viewer').nth(1).waitFor();
  const viewers = shown.getByTestId('report-viewer');
  expect(await viewers.count()).toBe(2);
  // Read mode shows the values as text, labelled by their fields.
  expect(await viewers.nth(0).getByLabel('Phone').innerText()).toBe('9876543210');
  expect(await viewers.nth(0).getByLabel('Viewer name').innerText()).toBe('Store manager');
  expect(await viewers.nth(0).getByLabel('Profile ID').innerText()).toMatch(/^[0-9a-f]{24}$/);
  expect(await viewers.nth(1).getByLabel('Phone').innerText()).toBe('1234567890');
  await shown.getByText('Welcome Series', { exact: true }).waitFor();

  // The primary group saves on its own: the pencil, a change, save.
  await shown.getByRole('button', { name: 'Edit', exact: true }).click();
  await shown.getByRole('textbox', { name: 'Caption' }).fill('Every quarter');
  await shown.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Media campaign has been successfully created and saved.').waitFor();
  await page.reload();
  await poll(() => section(page, 'Primary details').getByLabel('Caption').innerText()).toBe('Every quarter');
});

it('a viewer reads a campaign without any way to change it, and may still download its QR codes', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'viewer');
  await expectPath(page, '/demo/mall/summary');
  await page.goto(`${site.server.url}${WS}/campaigns`);
  await tile(page, 'Welcome Series').getByRole('link', { name: 'Launch Welcome Series' }).click();
  await page.getByRole('heading', { name: 'Media Campaign Welcome Series' }).waitFor();
  await section(page, 'Campaign Schedule').waitFor();
  await page.getByTestId('status-chips').waitFor();
  for (const name of ['Edit', 'Load Creative', 'Add Schedule', 'Anchor Asset']) {
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  }
  await section(page, 'QR Code Download').getByTestId('qr-web-app').getByRole('link', { name: 'Download PNG' }).waitFor();
});

it('a workspace with many campaigns lists 50 in schedule order, shows the rest on "Show more" and filters by name on the server', async () => {
  // A workspace of its own: 57 campaigns without a schedule (newest first) and 3 scheduled ones after them.
  const db = site.server.app.ctx.db;
  const [tenant] = await db.select().from(tenants).where(eq(tenants.key, 'demo'));
  const [mall] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenant.id), eq(projects.key, 'mall')));
  const ws = await insertAggregate(db, { tenantId: tenant.id, id: newId(), projectId: mall.id, key: 'orchard', name: 'Orchard Mall' });
  const now = Date.now();
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const row = (name: string, minutesAgo: number, schedules?: { start: string; close: string }[]) => {
    const id = newId();
    const when = new Date(now - minutesAgo * 60_000);
    return {
      tenantId: tenant.id,
      id,
      kind: 'campaign' as const,
      projectId: mall.id,
      aggregateId: ws.id,
      code: id.slice(0, 12).toUpperCase(),
      name,
      createdOn: when,
      updatedOn: when,
      doc: schedules ? { schedules: schedules.map((s) => ({ ...s, name: 'Run', status: 'Initial' })) } : {},
    };
  };
  const bulk = Array.from({ length: 57 }, (_, i) => `Bulk Campaign ${String(i + 1).padStart(2, '0')}`);
  await db.insert(mediaItems).values([
    // Created last, yet listed after every unscheduled campaign: a schedule puts a campaign below them.
    row('Spring Sale', 0, [{ start: at(-2), close: at(5) }]),
    row('Summer Sale', 0.5, [{ start: at(1), close: at(30) }]),
    row('Winter Sale', 1, [{ start: at(-20), close: at(-5) }]),
    ...bulk.map((name, i) => row(name, 100 - i)),
  ]);

  const page = await ownerOn('campaigns', '/demo/mall/orchard');
  await page.getByRole('heading', { name: 'Media Campaigns List' }).waitFor();
  const tiles = page.getByTestId('campaign-tile');
  const names = () => tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
  const more = page.getByRole('button', { name: 'Show more' });

  // The first page: 50 tiles, the newest unscheduled campaign first.
  await poll(() => tiles.count()).toBe(50);
  expect((await names()).slice(0, 2)).toEqual(['Bulk Campaign 57', 'Bulk Campaign 56']);
  await more.waitFor();

  // The rest: the other 7 unscheduled, then the scheduled ones by the close of their schedule, latest first.
  await more.click();
  await poll(() => tiles.count()).toBe(60);
  expect((await names()).slice(45)).toEqual([...bulk.slice(0, 12).reverse(), 'Summer Sale', 'Spring Sale', 'Winter Sale']);
  expect(await tile(page, 'Winter Sale').getByTestId('campaign-schedule').innerText()).not.toBe('Not scheduled');
  expect(await more.count()).toBe(0);

  // Part of a name, any case: only the matching campaigns, all on one page.
  const filter = page.getByRole('textbox', { name: 'Filter by name' });
  await filter.fill('campaign 1');
  await poll(() => names()).toEqual(bulk.slice(9, 19).reverse());
  expect(await more.count()).toBe(0);
  await filter.fill('sale');
  await poll(() => names()).toEqual(['Summer Sale', 'Spring Sale', 'Winter Sale']);

  // Nothing matching: the empty text, and the box stays to change the filter.
  await filter.fill('no such campaign');
  await page.getByText('No media campaigns found.', { exact: true }).waitFor();
  expect(await tiles.count()).toBe(0);
  // A cleared filter brings back the list as it was read before: all 60.
  await filter.fill('');
  await poll(() => tiles.count()).toBe(60);
  expect((await names())[0]).toBe('Bulk Campaign 57');

  // Refresh reads the list again from its first page.
  await page.getByRole('button', { name: 'Refresh' }).click();
  await poll(() => tiles.count()).toBe(50);
  await more.waitFor();
});

it('a server failure while the list refreshes shows the full-screen Network error with its status text until Cancel', async () => {
  const page = await ownerOn('campaigns');
  await page.getByTestId('campaign-tile').first().waitFor();
  const db = site.server.app.ctx.db;
  // A real fault in the real server: the table the list reads is gone for a moment.
  await asOwner(db, 'alter table media_items rename to media_items_offline');
  try {
    await page.getByRole('button', { name: 'Refresh' }).click();
    const overlay = page.getByRole('alertdialog', { name: 'Network error' });
    await overlay.waitFor();
    expect(await overlay.getByTestId('network-error-status').innerText()).toBe('Internal Server Error');
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    await overlay.waitFor({ state: 'detached' });
  } finally {
    await asOwner(db, 'alter table media_items_offline rename to media_items');
  }
  await page.getByRole('button', { name: 'Refresh' }).click();
  await page.getByTestId('campaign-tile').first().waitFor();
});

it("changing an existing campaign's type saves the new type and closes to the list (mutation mode)", async () => {
  const [{ id }] = (
    (await site.server.app.ctx.db.execute(
      sql`select m.id from media_items m join aggregates a on a.id = m.aggregate_id where m.name = 'Weekend Flash Sale' and a.key = 'city-centre'`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const page = await ownerOn(`campaigns/${id}`);
  await page.getByRole('heading', { name: 'Media Campaign Weekend Flash Sale' }).waitFor();
  const primary = section(page, 'Primary details');
  // An edit that keeps the type stays on the page.
  await primary.getByRole('button', { name: 'Edit', exact: true }).click();
  await primary.getByRole('textbox', { name: 'Caption' }).fill('Two days only');
  await primary.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Media campaign has been successfully created and saved.').waitFor();
  await primary.getByRole('button', { name: 'Edit', exact: true }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`${WS}/campaigns/${id}`);
  // A new type is a mutation, after the user confirms it: the save closes the page.
  await primary.getByRole('button', { name: 'Edit', exact: true }).click();
  await primary.getByRole('checkbox', { name: TYPE_CHANGE_CONFIRMATION }).check();
  await choose(page, 'Type', 'Pulse');
  await choose(page, 'Sub-type', 'Seasonal');
  await primary.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, `${WS}/campaigns`);
  const [row] = (
    (await site.server.app.ctx.db.execute(sql`select type, subtype, doc->>'campaignCaption' as caption from media_items where id = ${id}`)) as unknown as {
      rows: { type: string; subtype: string; caption: string }[];
    }
  ).rows;
  expect(row).toEqual({ type: 'Pulse', subtype: 'Seasonal', caption: 'Two days only' });
  await tile(page, 'Weekend Flash Sale').getByText('Pulse | Seasonal').waitFor();
});
