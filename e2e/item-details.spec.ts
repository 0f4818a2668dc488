import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { TYPE_CHANGE_CONFIRMATION } from '../src/domain/item-types/type-selection.js';
import { DELETE_RELATION_CONFIRM } from '../src/domain/relations/diff.js';
import { DUPLICATE_ANCHOR } from '../src/domain/relations/repeats.js';
import { DECLINED_DELETE_ALERT } from '../src/web/components/confirm-delete/texts.js';
import { ITEM_MESSAGES } from '../src/domain/media-items/types.js';
import { expectFieldMessage, expectFieldQuiet, expectPath } from './support/console.js';
import { signedInOn, useConsole } from './support/use-console.js';

// What the item pages do beyond their fields (docs/product/platform.md §4, §5): refusals as sentences beside the field,
// the 'coward' alert, a mutated asset closing, asset schedules Active/Expired, the venue's events with their
// own schedules and campaigns, and ids only in Key fields.
const site = useConsole();
const WS = '/demo/mall/city-centre';
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const HEX_ID = /\b[0-9a-f]{24}\b/;
const DAY = 86_400_000;

const inCityCentre = (kind: string, name: string) =>
  sql`kind = ${kind} and name = ${name} and aggregate_id = (select id from aggregates where key = 'city-centre')`;

beforeAll(async () => {
  const db = site.server.app.ctx.db;
  // The demo's concert (hosted by Central Atrium, with Festive Season) gets two evenings; Checkout Kiosk
  // one schedule running and one over; Central Atrium is shared with a workspace the owner cannot see.
  const schedule = (uid: string, name: string, start: string, close: string) => ({ uid, name, start, close, status: 'Scheduled', enabled: true });
  const evenings = [
    schedule('EVENING1', 'First night', '2027-01-15T18:00:00.000Z', '2027-01-15T22:00:00.000Z'),
    schedule('EVENING2', 'Second night', '2027-01-16T18:30:00.000Z', '2027-01-16T23:00:00.000Z'),
  ];
  await db.execute(
    sql`update media_items set doc = jsonb_set(doc, '{schedules}', ${JSON.stringify(evenings)}::jsonb) where ${inCityCentre('event', 'Summer Concert')}`,
  );
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * DAY).toISOString();
  const slots = [schedule('RUNNING1', 'Running slot', iso(-1), iso(5)), schedule('OVERSLOT', 'Past slot', iso(-20), iso(-10))];
  await db.execute(
    sql`update media_items set doc = jsonb_set(doc, '{schedules}', ${JSON.stringify(slots)}::jsonb) where ${inCityCentre('asset', 'Checkout Kiosk')}`,
  );
  await db.execute(
    sql`update media_items set visibility = 2, doc = doc || '{"sharedList": ["0123456789abcdef01234567"]}'::jsonb where ${inCityCentre('venue', 'Central Atrium')}`,
  );
});

const ownerOn = (path: string) => signedInOn(site, path);

async function openItem(page: Page, list: string, name: string, heading: string) {
  await page.goto(`${site.server.url}${WS}/${list}`);
  await page.getByRole('link', { name: `Launch ${name}` }).click();
  await page.getByRole('heading', { name: heading }).waitFor();
}

it('a name too long for the server says so beside the field as it is typed, in the words of its refusal; Save and Create wait', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await openItem(page, 'venues', 'Food Court', 'Venue Food Court');
  const primary = section(page, 'Primary details');
  await primary.getByRole('button', { name: 'Edit' }).click();
  const name = primary.getByRole('textbox', { name: /^Name/ });
  const save = primary.getByRole('button', { name: 'Save' });
  await name.fill('N'.repeat(101));
  const sentence = 'Name must be at most 100 characters';
  await expectFieldMessage(name, sentence);
  expect(await save.isDisabled()).toBe(true);
  expect(await page.getByText(/Invalid body|Too big/).count()).toBe(0);
  // A cleared name says it is required; a good one lets Save store it.
  await name.fill('');
  await expectFieldMessage(name, ITEM_MESSAGES.nameRequired);
  expect(await save.isDisabled()).toBe(true);
  await name.fill('Food Court Plaza');
  await expectFieldQuiet(name, ITEM_MESSAGES.nameRequired);
  await save.click();
  await page.getByRole('heading', { name: 'Venue Food Court Plaza' }).waitFor();
  await primary.getByRole('button', { name: 'Edit' }).waitFor();

  // A create says the same before anything is sent, and Save waits.
  await page.goto(`${site.server.url}${WS}/venues/create`);
  await page.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Brand', exact: true }).click();
  const create = page.getByRole('button', { name: 'Save', exact: true });
  const newName = section(page, 'Primary details').getByRole('textbox', { name: /^Name/ });
  await expectFieldQuiet(newName, ITEM_MESSAGES.nameRequired);
  expect(await create.isDisabled()).toBe(true);
  await newName.fill('V'.repeat(120));
  await expectFieldMessage(newName, sentence);
  expect(await create.isDisabled()).toBe(true);
  await expectPath(page, `${WS}/venues/create`);
  await page.context().close();
});

it('declining a relation’s delete shows the coward alert and keeps the anchor', async () => {
  const page = await ownerOn(`${WS}/assets`);
  await openItem(page, 'assets', 'Atrium Screen', 'Media Asset Atrium Screen');
  const campaigns = section(page, 'Anchored Campaigns');
  const card = campaigns.getByTestId('relation-card').filter({ hasText: 'Welcome Series' });
  await card.getByRole('button', { name: 'Delete Welcome Series' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete relation' });
  await confirm.getByText(DELETE_RELATION_CONFIRM).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  const alert = page.getByRole('dialog').filter({ has: page.getByRole('alert') });
  expect(await alert.getByRole('alert').innerText()).toBe(DECLINED_DELETE_ALERT);
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'hidden' });
  expect(await card.count()).toBe(1);
  // The page and its route stayed.
  await page.getByRole('heading', { name: 'Media Asset Atrium Screen' }).waitFor();
  await page.context().close();
});

it('anchoring the same device again for the same period is refused with a message, and no card is added', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await openItem(page, 'venues', 'Corner Cafe', 'Venue Corner Cafe');
  const devices = section(page, 'Anchored IoT-Devices');
  const cards = devices.getByTestId('relation-card').filter({ hasText: 'Entrance Counter' });
  // Both saves keep the editor's default period: today.
  const anchorCounter = async () => {
    await devices.getByRole('button', { name: 'Connect Device' }).click();
    await devices.getByRole('option', { name: /Entrance Counter/ }).click();
    await devices.getByRole('button', { name: 'Save', exact: true }).click();
  };
  await anchorCounter();
  await cards.first().waitFor();

  await anchorCounter();
  await page.getByTestId('snackbar-error').filter({ hasText: DUPLICATE_ANCHOR }).first().waitFor();
  // The editor stays open to change the period or cancel; the list still holds the one anchor, as read again.
  await devices.getByRole('button', { name: 'Cancel' }).click();
  expect(await cards.count()).toBe(1);
  await page.reload();
  await cards.first().waitFor();
  expect(await cards.count()).toBe(1);
  await page.context().close();
});

it('an asset’s schedules read Active or Expired; a mutated asset closes to its list once saved', async () => {
  const page = await ownerOn(`${WS}/assets`);
  await openItem(page, 'assets', 'Checkout Kiosk', 'Media Asset Checkout Kiosk');
  const schedules = section(page, 'Schedules');
  const running = schedules.getByTestId('schedule-card').filter({ hasText: 'Running slot' });
  await poll(() => running.getByTestId('schedule-state').textContent()).toBe('Active');
  await schedules.getByLabel('Forgotten').check();
  await poll(() => schedules.getByTestId('schedule-card').filter({ hasText: 'Past slot' }).getByTestId('schedule-state').textContent()).toBe('Expired');

  // A save that keeps the type stays on the page; one that changes it closes to the list.
  const primary = section(page, 'Primary details');
  await primary.getByRole('button', { name: 'Edit' }).click();
  await primary.getByRole('textbox', { name: 'Phone' }).fill('0201234567');
  await primary.getByRole('button', { name: 'Save' }).click();
  await page.getByTestId('snackbar-success').filter({ hasText: 'Media asset saved.' }).first().waitFor();
  await primary.getByRole('button', { name: 'Edit' }).waitFor();
  expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${WS}/assets/[0-9a-f]{24}$`));

  await primary.getByRole('button', { name: 'Edit' }).click();
  await primary.getByLabel(TYPE_CHANGE_CONFIRMATION).check();
  await primary.getByRole('combobox', { name: 'Type', exact: true }).click();
  await page.getByRole('option', { name: 'Outdoor', exact: true }).click();
  await primary.getByRole('combobox', { name: 'Sub-type', exact: true }).click();
  await page.getByRole('option', { name: 'Billboard', exact: true }).click();
  await primary.getByRole('button', { name: 'Save' }).click();
  await expectPath(page, `${WS}/assets`);
  const tile = page.getByTestId('item-tile').filter({ hasText: 'Checkout Kiosk' });
  await poll(() => tile.getByTestId('item-subtitle').innerText()).toMatch(/^Outdoor \/ Billboard/);
  await page.context().close();
});

it('a venue shows each related event’s own schedules in long dates and its campaigns, and ids only in Key fields', async () => {
  const page = await ownerOn(`${WS}/venues`);
  await openItem(page, 'venues', 'Central Atrium', 'Venue Central Atrium');
  const events = section(page, 'Events Campaigns and Schedules');
  const concert = events.getByTestId('event-schedule-card').filter({ hasText: 'Summer Concert' });
  await concert.waitFor();
  // The workspace's zone is London: in January its time is UTC.
  await poll(() => concert.getByTestId('venue-event-schedule').allInnerTexts()).toEqual([
    'First night: 15 January 2027 at 18:00 – 15 January 2027 at 22:00',
    'Second night: 16 January 2027 at 18:30 – 16 January 2027 at 23:00',
  ]);
  expect(await concert.getByTestId('venue-event-campaign').allInnerTexts()).toEqual(['Festive Season']);

  // Ids: nowhere but Key fields (the QR section's links are addresses, not shown ids), which name what they point at.
  const regions = await page.getByRole('region').all();
  for (const region of regions) {
    const title = await region.getAttribute('aria-label');
    if (title === 'Key fields' || title === 'QR Code Download') continue;
    expect(await region.innerText(), title ?? '').not.toMatch(HEX_ID);
  }
  expect(await section(page, 'Visibility Administration').getByLabel('Shared with workspaces').innerText()).toBe('A workspace out of your reach');
  const keys = section(page, 'Key fields');
  expect(await keys.getByLabel('Id', { exact: true }).innerText()).toMatch(HEX_ID);
  expect(await keys.getByLabel('Workspace').innerText()).toMatch(new RegExp(`^City Centre Mall\\n${HEX_ID.source}$`));
  expect(await keys.getByLabel('Tenant').innerText()).toMatch(/^Demo Media\n/);
  expect(await keys.getByLabel('Project').innerText()).toMatch(/^City Malls\n/);
  await page.context().close();
});
