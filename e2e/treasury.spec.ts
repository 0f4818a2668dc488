import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { URL_MESSAGES } from '../src/domain/common/place-parts.js';
import { TREASURY_MESSAGES } from '../src/domain/treasury/types.js';
import { clickDisabled, expectFieldMessage, expectFieldQuiet, expectPath, menuItems, wholePage } from './support/console.js';
import type { AudienceFigures } from './support/audience-figures.js';
import { apiAs, signedInOn, useConsole } from './support/use-console.js';

const site = useConsole();
const TREASURY = '/demo/treasury/mall';
/** A stored instrument's page (not the create page). */
const STORED = /^\/demo\/treasury\/mall\/instruments\/(?!create$)[^/]+$/;
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

it('treasury: landing tiles lead to a project’s summary; the list creates an instrument whose page saves its sections', async () => {
  const page = await signedInOn(site, '/demo/treasury');
  await expectPath(page, '/demo/portfolio/treasury');
  await page.getByRole('heading', { name: 'Treasury' }).waitFor();
  await page.getByRole('link', { name: 'Open City Malls' }).click();
  await expectPath(page, `${TREASURY}/summary`);
  await page.getByRole('heading', { name: 'Treasury Summary' }).waitFor();
  // The project's instruments as the server counts them: the demo's coupon batch and its two ticket categories.
  const byType = page.getByTestId('summary-by-type');
  await byType.getByRole('cell', { name: 'Coupons', exact: true }).waitFor();
  await byType.getByRole('cell', { name: 'Tickets', exact: true }).waitFor();
  expect(Number((await page.getByTestId('summary-totalInstruments').innerText()).replace(/,/g, ''))).toBeGreaterThanOrEqual(550);
  expect((await menuItems(page)).filter(Boolean)).toEqual(['SUMMARY', 'WALLETS', 'INSTRUMENTS']);

  await page.getByTestId('menu-instruments').click();
  await expectPath(page, `${TREASURY}/instruments`);
  await page.getByRole('heading', { name: 'Treasury Instruments List' }).waitFor();
  const before = await page.getByTestId('instrument-tile').count();
  if (before === 0) await page.getByTestId('instruments-empty').getByText('No treasury instrument found.').waitFor();
  // A search that keeps none says so.
  await page.getByLabel('Search instruments').fill('no such instrument');
  await page.getByTestId('list-no-match').getByText('Nothing matches “no such instrument”.').waitFor();
  expect(await page.getByTestId('instrument-tile').count()).toBe(0);
  await page.getByLabel('Search instruments').fill('');

  await page.getByTestId('list-create').filter({ hasText: 'Create Treasury Instrument' }).click();
  await expectPath(page, `${TREASURY}/instruments/create`);
  // A new form stays quiet with Save disabled; the name, once left blank, says why beside itself.
  const save = page.getByRole('button', { name: 'Save', exact: true });
  const name = page.getByLabel('Name');
  expect(await save.isDisabled()).toBe(true);
  await expectFieldQuiet(name, TREASURY_MESSAGES.nameRequired);
  await name.focus();
  await name.blur();
  await expectFieldMessage(name, TREASURY_MESSAGES.nameRequired);
  await page.getByLabel('Name').fill('Gold Coupons');
  await expectFieldQuiet(name, TREASURY_MESSAGES.nameRequired);
  await choose(page, 'Type', 'Coupon');
  await choose(page, 'Sub-type', 'Cashback');
  await choose(page, 'Category', 'Instant');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, STORED);
  await page.getByRole('heading', { name: 'Treasury Instrument Gold Coupons' }).waitFor();

  // Each section's Save stores it: Special properties here, then read again from the server.
  const primary = section(page, 'Primary details');
  await primary.getByText('Coupon', { exact: true }).waitFor();
  const location = section(page, 'Location and Address');
  await location.getByRole('button', { name: 'Edit' }).click();
  await location.getByLabel('Zip code').fill('560001');
  await location.getByRole('button', { name: 'Save' }).click();
  await snackbar(page, 'Treasury instrument saved.').waitFor();
  await page.reload();
  await section(page, 'Location and Address').getByText('560001').waitFor();
  // Nothing issued from it yet: its Audience Statistics shows its coupons at zero.
  await section(page, 'Audience Statistics').getByTestId('treasury-coupon-totalInstruments').filter({ hasText: '0' }).waitFor();

  await page.getByRole('button', { name: 'Close' }).click();
  await expectPath(page, `${TREASURY}/instruments`);
  const tile = page.getByTestId('instrument-tile').filter({ hasText: 'Gold Coupons' });
  await tile.getByText('Coupon / Cashback / Instant').waitFor();
  await page.getByTestId('menu-summary').click();
  await page
    .getByTestId('summary-instruments-total')
    .filter({ hasText: String(before + 1) })
    .waitFor();
  await page.context().close();
});

it('treasury: a viewer reads an instrument but has no create button and no pencil', async () => {
  const admin = await signedInOn(site, `${TREASURY}/instruments/create`, 'admin');
  await admin.getByLabel('Name').fill('Parking Pass');
  await admin.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(admin, STORED);
  const path = new URL(admin.url()).pathname;
  await admin.context().close();

  const viewer = await signedInOn(site, `${TREASURY}/instruments`, 'viewer');
  await viewer.getByTestId('instrument-tile').filter({ hasText: 'Parking Pass' }).waitFor();
  expect(await viewer.getByTestId('list-create').count()).toBe(0);
  await viewer.goto(`${site.server.url}${path}`);
  await viewer.getByRole('heading', { name: 'Treasury Instrument Parking Pass' }).waitFor();
  await section(viewer, 'Primary details').getByText('Parking Pass').waitFor();
  await wholePage(viewer);
  expect(await viewer.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  await viewer.goto(`${site.server.url}${TREASURY}/instruments/create`);
  await viewer.getByText('You do not have sufficient privileges', { exact: false }).waitFor();
  await viewer.context().close();
});

it('treasury: a workspace’s INSTRUMENTS item lists its instruments and offers Create Instrument Configuration', async () => {
  const page = await signedInOn(site, '/demo/mall/city-centre/summary');
  await page.getByTestId('menu-instrument').click();
  await expectPath(page, '/demo/mall/city-centre/instrument');
  await page.getByRole('heading', { name: 'Treasury Instruments List' }).waitFor();
  await page.getByTestId('list-create').filter({ hasText: 'Create Instrument Configuration' }).click();
  await page.getByRole('heading', { name: 'Create Instrument Configuration' }).waitFor();
  await page.getByLabel('Name').fill('Food Court Tickets');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, /^\/demo\/mall\/city-centre\/instrument\/(?!create$)[^/]+$/);
  await page.getByRole('heading', { name: 'Treasury Instrument Food Court Tickets' }).waitFor();
  await page.context().close();
});

it('treasury: a project-level instrument anchors a workspace’s asset in Anchored Media-Assets and lists it', async () => {
  const page = await signedInOn(site, `${TREASURY}/instruments/create`);
  await page.getByLabel('Name').fill('Screen Passes');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectPath(page, STORED);
  const assets = section(page, 'Anchored Media-Assets');
  await assets.getByRole('button', { name: 'Anchor Asset' }).click();
  await assets
    .getByRole('option', { name: /Atrium Screen/ })
    .first()
    .click();
  await assets.getByRole('button', { name: 'Save', exact: true }).click();
  await snackbar(page, 'Anchor created.').waitFor();
  await assets.getByTestId('relation-card').filter({ hasText: 'Atrium Screen' }).waitFor();
  // Stored on the server: read again, the anchor is still listed.
  await page.reload();
  await section(page, 'Anchored Media-Assets').getByTestId('relation-card').filter({ hasText: 'Atrium Screen' }).waitFor();
  await page.context().close();
});

it("treasury: a user who holds a role on one workspace opens that workspace's instrument from the treasury as from its menu", async () => {
  const transit = await signedInOn(site, `${TREASURY}/instruments`, 'transit');
  await transit.getByRole('link', { name: 'Launch Food Court Vouchers' }).click();
  await expectPath(transit, STORED);
  await transit.getByRole('heading', { name: 'Treasury Instrument Food Court Vouchers' }).waitFor();
  await section(transit, 'Primary details').getByText('Cash back at the food court').waitFor();
  expect(await transit.getByTestId('insufficient-privilege').count()).toBe(0);
  expect(await transit.getByRole('button', { name: 'Edit' }).count()).toBe(0);
  await transit.context().close();
});

it('treasury: an instrument’s Audience Statistics shows its campaign’s audience and the coupons it issued, as the API answers them', async () => {
  // The demo's Mall Coupons issues the Welcome Series campaign's coupons.
  const [{ id }] = (
    (await site.server.app.ctx.db.execute(
      sql`select c.id from ti_configs c join tenants t on t.id = c.tenant_id where t.key = 'demo' and c.key = 'mall-coupons'`,
    )) as unknown as { rows: { id: string }[] }
  ).rows;
  const call = await apiAs(site, 'owner');
  const { data } = await call<{ data: { s: AudienceFigures } }>('POST', '/api/1.0/media-query', {
    query: `query S($id: ID!) { s: audienceStatistics(kind: "instrument", id: $id) {
      totalInteractions likes views shares shareMetrics { channel count } treasury { titype totalInstruments instrumentAcquired instrumentRedeemed } } }`,
    variables: { id },
  });
  const s = data.s;
  expect(s.totalInteractions).toBeGreaterThan(0);
  const coupons = s.treasury.find((t) => t.titype === 'COUPON')!;
  expect(coupons.totalInstruments).toBeGreaterThan(0);

  const page = await signedInOn(site, `${TREASURY}/instruments/${id}`);
  await page.getByRole('heading', { name: 'Treasury Instrument Mall Coupons' }).waitFor();
  const stats = section(page, 'Audience Statistics');
  await stats.getByTestId('audience-statistics').waitFor();
  const number = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(n);
  const figure = (testId: string) => stats.getByTestId(testId).first().innerText();
  expect(await figure('audience-total')).toBe(number(s.totalInteractions));
  expect(await figure('audience-likes')).toBe(number(s.likes));
  expect(await figure('audience-views')).toBe(number(s.views));
  expect(await figure('audience-shares')).toBe(number(s.shares));
  for (const m of s.shareMetrics) expect(await figure(`share-${m.channel}`)).toBe(number(m.count));
  await stats.getByText('Coupons Generated').waitFor();
  expect(await figure('treasury-coupon-totalInstruments')).toBe(number(coupons.totalInstruments));
  expect(await figure('treasury-coupon-instrumentAcquired')).toBe(number(coupons.instrumentAcquired));
  expect(await figure('treasury-coupon-instrumentRedeemed')).toBe(number(coupons.instrumentRedeemed));
  // No action names an instrument: no table of actions is offered.
  expect(await stats.getByTestId('actions-table').count()).toBe(0);
  await page.context().close();
});

it('treasury: social links take only whole http(s) addresses, each saying why beside itself, Save waiting until they do', async () => {
  const api = await apiAs(site, 'owner');
  const project = await api<{ id: string }>('GET', '/api/1.0/projects/mall?tenant=demo');
  const created = await api<{ id: string }>('POST', '/api/1.0/ti-configs', { project_id: project.id, name: 'Linked Pass' });
  const page = await signedInOn(site, `${TREASURY}/instruments/${created.id}`);
  await page.getByRole('heading', { name: 'Treasury Instrument Linked Pass' }).waitFor();
  const social = section(page, 'Social media and Interaction');
  await social.getByRole('button', { name: 'Edit' }).click();
  const save = social.getByRole('button', { name: 'Save' });
  const facebook = social.getByRole('textbox', { name: 'Facebook' });
  const home = social.getByRole('textbox', { name: 'Home page' });

  await facebook.fill('javascript:alert(1)');
  await expectFieldMessage(facebook, URL_MESSAGES.otherScheme);
  expect(await save.isDisabled()).toBe(true);
  await facebook.fill('facebook.com/linkedpass');
  await expectFieldMessage(facebook, URL_MESSAGES.fullAddress);
  expect(await save.isDisabled()).toBe(true);
  // Every bad link says why beside itself; a click on the disabled Save stores nothing until they are put right.
  await home.fill('ftp://linkedpass.example.com');
  await facebook.fill('https://facebook.com/linkedpass');
  await expectFieldQuiet(facebook, URL_MESSAGES.fullAddress);
  await expectFieldMessage(home, URL_MESSAGES.otherScheme);
  await clickDisabled(save);
  await home.fill('https://linkedpass.example.com');
  await expectFieldQuiet(home, URL_MESSAGES.otherScheme);
  await save.click();
  await snackbar(page, 'Treasury instrument saved.').waitFor();
  await social.getByRole('button', { name: 'Edit' }).waitFor();
  const stored = await api<{ urls: Record<string, string> }>('GET', `/api/1.0/ti-configs/${created.id}`);
  expect(stored.urls).toMatchObject({ facebook: 'https://facebook.com/linkedpass', home: 'https://linkedpass.example.com' });
  await page.context().close();
});
