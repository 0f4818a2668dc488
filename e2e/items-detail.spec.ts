import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { expectPath, signIn, signOut, wholePage } from './support/console.js';
import { accessTokenOf, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();

async function choose(page: Page, label: string, option: string, scope = page.locator('body')) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function itemId(name: string, kind: 'venue' | 'asset' | 'device'): Promise<string> {
  const res = (await site.server.app.ctx.db.execute(sql`select id from media_items where name = ${name} and kind = ${kind}`)) as unknown as {
    rows: { id: string }[];
  };
  expect(res.rows.length).toBe(1);
  return res.rows[0].id;
}

it('the owner creates a venue with an asset, a device with a live dashboard, anchors the device and schedules the venue', async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');

  // A device first: its secret shows once, and readings posted with it reach the dashboard.
  await page.goto(`${site.server.url}${WS}/devices/create`);
  await page.getByRole('heading', { name: 'Create IoT Device' }).waitFor();
  expect(await page.getByLabel('Name').count()).toBe(0); // the type comes first
  await choose(page, 'Type', 'Sensor');
  await section(page, 'Primary details').getByRole('textbox', { name: /^Name/ }).fill('E2E People Counter');
  await page.getByLabel('Mac Address').fill('AA:BB:CC:DD:EE:FF');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Media device saved.').waitFor();
  const deviceId = await itemId('E2E People Counter', 'device');
  await expectPath(page, `${WS}/devices/${deviceId}`);
  const secret = (await page.getByTestId('device-secret-value').innerText()).trim();
  expect(secret.length).toBeGreaterThan(10);
  await page.getByText('Not Yet Received Any Messages').waitFor();
  expect(await page.getByTestId('dashboard-countdown').innerText()).toMatch(/Refreshing in \d+ s/);

  const res = await fetch(`${site.server.url}/api/1.0/device-readings`, {
    method: 'POST',
    headers: { authorization: `Device ${deviceId}.${secret}`, 'content-type': 'application/json' },
    body: JSON.stringify([
      { peopleCount: 7, deviceTS: new Date(Date.now() - 60_000).toISOString() },
      { peopleCount: 42, deviceTS: new Date().toISOString() },
    ]),
  });
  expect(res.status).toBe(201);
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await page.getByTestId('latest-people-count').filter({ hasText: '42' }).waitFor();
  expect(await page.getByTestId('latest-received').innerText()).toMatch(/^Received /);

  // A venue with an attached asset, created atomically with it.
  await page.goto(`${site.server.url}${WS}/venues/create`);
  await page.getByRole('heading', { name: 'Create Venue' }).waitFor();
  await choose(page, 'Type', 'Brand');
  await section(page, 'Primary details').getByRole('textbox', { name: /^Name/ }).fill('E2E Flagship');
  await page.getByLabel('Create an asset with this venue').check();
  await choose(page, 'Asset type', 'Indoor');
  await choose(page, 'Asset subtype', 'Standee');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Each record the save made is said: the venue, its asset, and the anchor between them.
  for (const message of ['Venue saved.', 'Media asset saved.', 'Media asset & venue realations updated.']) await snackbar(page, message).waitFor();
  await expectPath(page, `${WS}/venues`);

  const venueId = await itemId('E2E Flagship', 'venue');
  await page.goto(`${site.server.url}${WS}/venues/${venueId}`);
  const assets = section(page, 'Anchored Media-Assets');
  await assets.getByTestId('relation-card').filter({ hasText: 'E2E Flagship' }).waitFor();
  await page.getByTestId('status-chips').getByText('Asset Linked').waitFor();
  await page.getByTestId('status-chips').getByText('No Location').waitFor();

  // Anchor the device through the relations section.
  const devices = section(page, 'Anchored IoT-Devices');
  await devices.getByRole('button', { name: 'Connect Device' }).click();
  await devices.getByRole('option', { name: /E2E People Counter/ }).click();
  await devices.getByRole('button', { name: 'Save', exact: true }).click();
  const deviceCard = devices.getByTestId('relation-card').filter({ hasText: 'E2E People Counter' });
  await deviceCard.waitFor();

  // Period filters: the anchor runs today, so it hides when Current is unticked.
  await devices.getByLabel('Current').uncheck();
  await deviceCard.waitFor({ state: 'detached' });
  await devices.getByLabel('Current').check();
  await deviceCard.waitFor();

  // Add a schedule, then edit it.
  const schedules = section(page, 'Schedules');
  await schedules.getByRole('button', { name: 'Add Schedule' }).click();
  await schedules.getByLabel('Schedule Name').fill('Opening week');
  await schedules.getByRole('button', { name: 'Save', exact: true }).click();
  await schedules.getByTestId('schedule-card').filter({ hasText: 'Opening week' }).waitFor();
  await schedules.getByRole('button', { name: 'Edit Opening week' }).click();
  await schedules.getByLabel('Schedule Name').fill('Grand opening');
  await schedules.getByRole('button', { name: 'Save', exact: true }).click();
  await schedules.getByTestId('schedule-card').filter({ hasText: 'Grand opening' }).waitFor();
  const stored = (await site.server.app.ctx.db.execute(sql`select doc->'schedules' as s from media_items where id = ${venueId}`)) as unknown as {
    rows: { s: { name: string }[] }[];
  };
  expect(stored.rows[0].s.map((s) => s.name)).toEqual(['Grand opening']);

  // The device page shows the venue anchored from the other side.
  await page.goto(`${site.server.url}${WS}/devices/${deviceId}`);
  await section(page, 'Anchored Venues').getByTestId('relation-card').filter({ hasText: 'E2E Flagship' }).waitFor();
  await page.getByTestId('status-chips').getByText('Venue Linked').waitFor();
  // The secret is shown once: not on a later visit.
  expect(await page.getByTestId('device-secret-value').count()).toBe(0);
  // Rotating asks first, in the console's own dialog, then shows the new secret once.
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  const ask = page.getByRole('dialog', { name: 'Rotate the secret' });
  await ask.getByText('The device stops being accepted until it uses the new one.').waitFor();
  await ask.getByRole('button', { name: 'Rotate' }).click();
  expect((await page.getByTestId('device-secret-value').innerText()).trim()).not.toBe(secret);

  // The asset created with the venue: anchored to it, with no campaign yet.
  const assetId = await itemId('E2E Flagship', 'asset');
  await page.goto(`${site.server.url}${WS}/assets/${assetId}`);
  await section(page, 'Anchored Venues').getByTestId('relation-card').filter({ hasText: 'E2E Flagship' }).waitFor();
  await page.getByTestId('status-chips').getByText('Venue Linked').waitFor();
  await page.getByTestId('status-chips').getByText('No Campaign').waitFor();
  await section(page, 'Campaign History').getByText('Campaigns are yet to run on this asset.').waitFor();
  await signOut(page);

  // A viewer sees the venue without any edit pencil or anchor button.
  const viewer = await site.newPage();
  await signIn(viewer, site.server.url, 'viewer');
  await expectPath(viewer, '/demo/mall/summary');
  await viewer.goto(`${site.server.url}${WS}/venues/${venueId}`);
  await section(viewer, 'Anchored IoT-Devices').getByTestId('relation-card').first().waitFor();
  await section(viewer, 'Primary details').waitFor();
  await wholePage(viewer);
  expect(await viewer.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  expect(await viewer.getByRole('button', { name: 'Connect Device' }).count()).toBe(0);
  expect(await viewer.getByRole('button', { name: 'Add Schedule' }).count()).toBe(0);
  expect(await viewer.getByRole('button', { name: /^Edit / }).count()).toBe(0);
});

const tokenOf = (username: string) => accessTokenOf(site, username);

it("another workspace's public venue opens read-only, even for the owner, with its schedules open", async () => {
  const { token, apiKey } = await tokenOf('owner');
  const created = await site.server.app.inject({
    method: 'POST',
    url: '/api/2.0/media-venues?tenant=demo&project=mall&aggregate=riverside',
    headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey },
    payload: {
      name: 'E2E Riverside Kiosk',
      visibility: 3,
      schedules: [{ name: 'Always', start: '2026-01-01T00:00:00Z', close: '2099-12-31T23:59:59Z', status: 'Active' }],
    },
  });
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;

  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.goto(`${site.server.url}${WS}/venues/${id}`);
  await page.getByRole('heading', { name: 'Venue E2E Riverside Kiosk' }).waitFor();
  await section(page, 'Schedules').getByTestId('schedule-card').filter({ hasText: 'Always' }).waitFor();
  await section(page, 'Primary details').waitFor();
  expect(await page.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Add Schedule' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Connect Device' }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Anchor Asset' }).count()).toBe(0);
  // Groups other than the schedules start folded on a foreign item.
  expect(await section(page, 'Primary details').getByRole('button', { name: 'Unfold Primary details' }).count()).toBe(1);
});

it("a new venue's Max allowed entities is locked like the form's other locked fields until Multifaceted is ticked", async () => {
  const page = await site.newPage();
  await signIn(page, site.server.url, 'owner');
  await expectPath(page, '/demo/portfolio/summary');
  await page.goto(`${site.server.url}${WS}/venues/create`);
  await choose(page, 'Type', 'Brand');
  const primary = section(page, 'Primary details');
  const maxAllowed = primary.getByRole('textbox', { name: 'Max allowed entities' });
  await maxAllowed.waitFor();
  expect(await maxAllowed.isDisabled()).toBe(true);
  await primary.getByLabel('Multifaceted').check();
  await expect.poll(() => maxAllowed.isDisabled()).toBe(false);
  await maxAllowed.fill('5');
  expect(await maxAllowed.inputValue()).toBe('5');
  await primary.getByLabel('Multifaceted').uncheck();
  await expect.poll(() => maxAllowed.isDisabled()).toBe(true);
});
