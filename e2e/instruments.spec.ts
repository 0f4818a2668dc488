import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TREASURY_MESSAGES } from '../src/domain/treasury/types.js';
import { expectFieldMessage, expectFieldQuiet } from './support/console.js';
import { apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();
const DATE = /\d{2}-[A-Z][a-z]{2}-\d{4}/;

async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const SCOPE = 'tenant=demo&project=mall&aggregate=city-centre';

/** A configuration of the project, made through the API as the owner. */
async function configure(config: { name: string; type: string }) {
  const api = await apiAs(site, 'owner');
  const project = await api('GET', '/api/1.0/projects/mall?tenant=demo');
  await api('POST', '/api/1.0/ti-configs', { project_id: project.id, name: config.name, type: config.type });
  return api;
}

it('coupon: configure, add the category, a redeemer and the policy, tick the three confirmations, generate, read the card and the downloaded CSV', async () => {
  // A running campaign of the demo without a coupon (Welcome Series has the demo's).
  const api = await configure({ name: 'E2E Coupons', type: 'Coupon' });
  const [{ id }] = await api<{ id: string }[]>('GET', `/api/2.0/media-campaigns?${SCOPE}&name=New%20Store%20Launch&fields=id`);
  const page = await signedInOn(site, `${WS}/campaigns/${id}`);
  const coupons = section(page, 'Coupons');
  await coupons.getByText('No coupon has been configured.').waitFor();
  const add = coupons.getByRole('button', { name: 'Add New Coupon' });
  expect(await add.isDisabled()).toBe(true);
  await coupons.getByRole('button', { name: 'Edit coupons' }).click();
  await add.click();

  const editor = coupons.getByTestId('coupon-editor');
  // Only coupon configurations are offered: not the demo's Event Tickets or Shuttle Pass.
  await editor.getByRole('combobox', { name: 'Instrument configuration', exact: true }).click();
  const mine = page.getByRole('option', { name: 'Coupon / e2e-coupons / single' });
  await mine.waitFor();
  expect((await page.getByRole('option').allInnerTexts()).sort()).toEqual([
    'Coupon / e2e-coupons / single',
    'Coupon / food-court-vouchers / single',
    'Coupon / mall-coupons / single',
  ]);
  await mine.click();
  await choose(page, editor, 'Schedule', /^Launch week: /);
  // The start serial ends in digits: Save waits, and the serial says so beside itself.
  const serial = editor.getByLabel('Start Serial');
  await serial.fill('cpn');
  await expectFieldMessage(serial, TREASURY_MESSAGES.startSerialFormat);
  expect(await editor.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
  await editor.getByLabel('Start Serial').fill('cpn0001');
  await expectFieldQuiet(serial, TREASURY_MESSAGES.startSerialFormat);
  expect(await editor.getByLabel('Start Serial').inputValue()).toBe('CPN0001');
  await editor.getByText(TREASURY_MESSAGES.categoryHint).waitFor();
  await editor.getByRole('button', { name: 'Add Coupon Category' }).click();
  // One category only: the button is gone once it is added.
  expect(await editor.getByRole('button', { name: 'Add Coupon Category' }).count()).toBe(0);
  await editor.getByRole('textbox', { name: 'Category' }).fill('gold');
  await editor.getByLabel('Number of coupons').fill('300');
  await editor.getByRole('button', { name: 'Add Redeemer' }).click();
  await editor.getByLabel('Redeemer mobile').fill('9876543210');
  await editor.getByTestId('redeemer-profile').filter({ hasText: 'Profile found' }).waitFor();
  await choose(page, editor, 'Discount Type', 'Cash Back');
  await editor.getByLabel('Minimum Sale Amount').fill('500');
  await editor.getByRole('textbox', { name: 'Discount' }).fill('50');

  const generate = editor.getByRole('button', { name: 'Generate Coupons' });
  for (const tick of ['Category added', 'Redeemers added', 'Policy added']) {
    expect(await generate.isDisabled()).toBe(true);
    await editor.getByLabel(tick).check();
  }
  await generate.click();
  await snackbar(page, TREASURY_MESSAGES.policyUpdated).waitFor();
  const campaign = await api<{ relations: { relation: string; id: string }[] }>('GET', `/api/2.0/media-campaigns/${id}?${SCOPE}`);
  const coupon = campaign.relations.find((r) => r.relation === 'tidetail') ?? { id: '' };

  // The card reads the batch: category, total, free and Available, generated on, the redeemer and its token.
  const card = coupons.getByTestId('coupon-card');
  const batch = card.getByTestId('batch');
  await batch.getByTestId('batch-availability').filter({ hasText: 'Available' }).waitFor();
  expect(await batch.getByTestId('batch-category').innerText()).toBe('GOLD');
  expect(await batch.getByTestId('batch-total').innerText()).toBe('Total: 300');
  expect(await batch.getByTestId('batch-free').innerText()).toBe('Free: 300');
  expect(await batch.getByTestId('batch-generated-on').innerText()).toMatch(DATE);
  expect(await batch.getByTestId('batch-redeemer').innerText()).toMatch(/^Redeemer: 9876543210 · Token [A-Z]{4}$/);
  await card.getByText('Configured', { exact: true }).waitFor();
  await card.getByText('Not Configured', { exact: true }).waitFor();
  await card.getByText("0 Mtr's").waitFor();
  await card.getByText('Own Coupons').waitFor();
  await card.getByText('Normal', { exact: true }).waitFor();
  expect(await add.isDisabled()).toBe(true);

  // The batch downloads as CSV: a header and one line per coupon.
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Download GOLD as CSV' }).click()]);
  const lines = readFileSync(await download.path(), 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(301);
  expect(lines.slice(1).some((l) => l.includes('CPN0001'))).toBe(true);
  expect(lines.slice(1).every((l) => l.includes('GOLD'))).toBe(true);

  // The redeemer (the owner's profile) uses one coupon twice offline: the second use comes back as a conflict, shown on the card.
  const [{ code }] = (
    (await site.server.app.ctx.db.execute(
      sql`select i.code from instruments i join instrument_batches b on b.uid = i.batch_uid and b.tenant_id = i.tenant_id where b.category = 'GOLD' and i.seq = 0`,
    )) as unknown as { rows: { code: string }[] }
  ).rows;
  await api('POST', '/api/1.0/relations', { action: 'acquire', code, nonce: 'e2e-acquire-1' });
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
  const upload = await api<{ applied: number; conflicts: number }>('POST', `/api/1.0/ti-details/${coupon.id}/offline-redemptions`, {
    redemptions: [
      { code, nonce: 'e2e-offline-1', action: 'redeem', salesAmount: 800, at: at(2) },
      { code, nonce: 'e2e-offline-2', action: 'redeem', salesAmount: 900, at: at(1) },
    ],
  });
  expect(upload).toMatchObject({ applied: 1, conflicts: 1 });
  await coupons.getByRole('button', { name: 'Refresh coupons' }).click();
  await card.getByTestId('offline-conflict').filter({ hasText: 'CPN0001' }).waitFor();

  // The campaign's tile shows its coupon badge from the new relation.
  await page.goto(`${site.server.url}${WS}/campaigns`);
  const tile = page.getByTestId('campaign-tile').filter({ has: page.getByText('New Store Launch', { exact: true }) });
  await tile.getByTestId('campaign-badges').getByText('Coupon', { exact: true }).waitFor();
  await page.context().close();

  // A viewer reads the coupon's card, with no way to change it.
  const viewer = await signedInOn(site, `${WS}/campaigns/${id}`, 'viewer');
  const seen = section(viewer, 'Coupons');
  await seen.getByTestId('batch-availability').filter({ hasText: 'Available' }).waitFor();
  for (const name of ['Add New Coupon', 'Edit coupons', 'Edit coupon']) expect(await seen.getByRole('button', { name }).count()).toBe(0);
  await viewer.context().close();
});

it('tickets: two categories generated from the event, priced in the workspace currency; a new ticket cancelled goes away', async () => {
  const api = await configure({ name: 'Concert Entry', type: 'Ticket' });
  const now = Date.now();
  const schedule = {
    uid: 'SHOW0001',
    name: 'Opening night',
    start: new Date(now).toISOString(),
    close: new Date(now + 86_400_000).toISOString(),
    status: 'Ready',
    enabled: true,
  };
  const { id } = await api('POST', `/api/2.0/events?${SCOPE}`, { name: 'E2E Gala Night', schedules: [schedule] });
  const page = await signedInOn(site, `${WS}/events/${id}`);
  const tickets = section(page, 'Tickets');
  await tickets.getByText('No tickets have been configured.').waitFor();
  const add = tickets.getByRole('button', { name: 'Add New Ticket' });

  // Cancelling a new ticket removes it.
  await add.click();
  expect(await add.isDisabled()).toBe(true);
  await tickets.getByTestId('ticket-editor').getByRole('button', { name: 'Cancel' }).click();
  expect(await tickets.getByTestId('ticket-editor').count()).toBe(0);

  await add.click();
  const editor = tickets.getByTestId('ticket-editor');
  await choose(page, editor, 'Ticket configuration', 'Ticket / concert-entry / single');
  await editor.getByLabel('Start Serial').fill('tkt0001');
  await choose(page, editor, 'Schedule', /^Opening night: /);
  await editor.getByLabel('Redeemer mobile').first().fill('9876543211');
  await editor.getByTestId('redeemer-profile').filter({ hasText: 'Profile found' }).first().waitFor();
  await editor.getByLabel('Ticket acquisition').check();
  const rows = editor.getByTestId('ticket-category-row');
  await rows.nth(0).getByRole('textbox', { name: 'Category' }).fill('vip');
  await rows.nth(0).getByLabel('Number of tickets').fill('20');
  await rows.nth(0).getByRole('textbox', { name: 'Price' }).fill('1500');
  await editor.getByRole('button', { name: 'Add Ticket Category' }).click();
  await rows.nth(1).getByRole('textbox', { name: 'Category' }).fill('general');
  await rows.nth(1).getByLabel('Number of tickets').fill('100');
  await rows.nth(1).getByRole('textbox', { name: 'Price' }).fill('250');
  await editor.getByRole('button', { name: 'Generate Tickets & Save' }).click();
  await snackbar(page, TREASURY_MESSAGES.ticketsGenerated).waitFor();

  const card = tickets.getByTestId('ticket-card');
  const vip = card.getByLabel('Category VIP');
  await vip.getByTestId('batch-availability').filter({ hasText: 'Available' }).waitFor();
  await vip.getByText('Price: USD 1,500.00').waitFor();
  const general = card.getByLabel('Category GENERAL');
  await general.getByTestId('batch-free').filter({ hasText: 'Free: 100' }).waitFor();
  await card.getByLabel('Redeemers').getByText('9876543211', { exact: true }).waitFor();
  expect(await add.isDisabled()).toBe(false);
  await page.context().close();
});
