import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { VENUE_DATA_COLUMNS } from '../src/domain/audience/exports.js';
import { AUDIENCE_MESSAGES } from '../src/domain/audience/screens.js';
import { settleMeasuredPlays } from '../src/server/modules/media-query/settling.js';
import { CUSTOMER_CLIENT_ID } from '../src/server/seed/clients.js';
import type { AudienceFigures } from './support/audience-figures.js';
import { apiAs, signedInOn } from './support/use-console.js';
import { useConsole } from './support/use-console.js';

const site = useConsole();
const WS = '/demo/mall/city-centre';

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await site.server.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const cityCentre = async () =>
  (await rows<{ id: string }>(sql`select a.id from aggregates a join tenants t on t.id = a.tenant_id where t.key = 'demo' and a.key = 'city-centre'`))[0].id;

/** The workspace's item of a kind with the most actions: the one whose figures are most telling. */
async function busiest(aggregateId: string, column: 'venue_id' | 'asset_id' | 'campaign_id' | 'event_id' | 'device_id'): Promise<string> {
  const [r] = await rows<{ id: string }>(
    sql`select ${sql.raw(column)} as id from audience_actions where aggregate_id = ${aggregateId} and ${sql.raw(column)} is not null
        group by 1 order by count(*) desc limit 1`,
  );
  expect(r, column).toBeDefined();
  return r.id;
}

const number = (n: number) => new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(n);
const figure = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const snackbar = (page: Page, text: string) => page.locator('[data-testid^="snackbar-"]').filter({ hasText: text }).first();

type Query = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;
async function graph(): Promise<Query> {
  const call = await apiAs(site, 'owner');
  return async <T>(query: string, variables: Record<string, unknown>) => {
    const answer = await call<{ data: T; errors?: unknown[] }>('POST', '/api/1.0/media-query', { query, variables });
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
}

it("each item's Audience Statistics shows the figures the API answers, its first page of actions and the treasury tiles", async () => {
  const ws = await cityCentre();
  const q = await graph();
  const page = await signedInOn(site);
  const items = [
    { kind: 'venue', path: 'venues', id: await busiest(ws, 'venue_id') },
    { kind: 'asset', path: 'assets', id: await busiest(ws, 'asset_id') },
    { kind: 'campaign', path: 'campaigns', id: await busiest(ws, 'campaign_id') },
    { kind: 'event', path: 'events', id: await busiest(ws, 'event_id') },
    { kind: 'device', path: 'devices', id: await busiest(ws, 'device_id') },
  ];
  for (const item of items) {
    const { s } = await q<{ s: AudienceFigures }>(
      'query S($kind: String!, $id: ID!) { s: audienceStatistics(kind: $kind, id: $id) { totalInteractions likes views shares shareMetrics { channel count } treasury { titype totalInstruments instrumentAcquired } } }',
      { kind: item.kind, id: item.id },
    );
    expect(s.totalInteractions, item.kind).toBeGreaterThan(0);
    await page.goto(`${site.server.url}${WS}/${item.path}/${item.id}`);
    const stats = section(page, 'Audience Statistics');
    await stats.getByTestId('audience-statistics').waitFor();
    expect(await figure(page, 'audience-total')).toBe(number(s.totalInteractions));
    expect(await figure(page, 'audience-likes')).toBe(number(s.likes));
    expect(await figure(page, 'audience-views')).toBe(number(s.views));
    expect(await figure(page, 'audience-shares')).toBe(number(s.shares));
    for (const m of s.shareMetrics) expect(await figure(page, `share-${m.channel}`)).toBe(number(m.count));
    if (item.kind === 'campaign' || item.kind === 'event') {
      const type = item.kind === 'campaign' ? 'COUPON' : 'TICKET';
      const own = s.treasury.find((t) => t.titype === type);
      expect(await figure(page, `treasury-${type.toLowerCase()}-totalInstruments`)).toBe(number(own?.totalInstruments ?? 0));
      expect(await figure(page, `treasury-${type.toLowerCase()}-instrumentAcquired`)).toBe(number(own?.instrumentAcquired ?? 0));
      // Amounts are in the workspace's currency (the demo's malls count in US dollars).
      await expect.poll(() => figure(page, `treasury-${type.toLowerCase()}-revenue`)).toMatch(/^USD \d[\d,]*\.\d\d$/);
    }
    if (item.kind === 'campaign') {
      const reports = section(page, 'Reports');
      await reports.getByText('Venues by Interactions').waitFor();
      await reports.locator('[data-chart] svg').first().waitFor();
    }
    // The first page: 10 rows (or all there are), newest first.
    const [count] = await rows<{ n: number }>(sql`select count(*)::int as n from audience_actions where ${sql.raw(`${item.kind}_id`)} = ${item.id}`);
    await expect.poll(() => stats.getByTestId('action-row').count()).toBe(Math.min(10, count.n));
  }
  // A new asset, which nobody has interacted with, says so.
  const call = await apiAs(site, 'owner');
  const quiet = await call('POST', `/api/2.0/media-assets?aggregate=${ws}`, {
    code: 'QUIETASSET',
    name: 'E2E Quiet Asset',
    type: 'Indoor',
    subtype: 'Standee',
  });
  await page.goto(`${site.server.url}${WS}/assets/${quiet.id}`);
  await section(page, 'Audience Statistics').getByText(AUDIENCE_MESSAGES.noAudience).waitFor();

  // Reports of the venue: the chart and the export of all its interactions, read back.
  await page.goto(`${site.server.url}${WS}/venues/${items[0].id}`);
  const reports = section(page, 'Reports');
  await reports.locator('[data-chart] svg').first().waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), reports.getByRole('button', { name: 'Export to Excel' }).click()]);
  await snackbar(page, AUDIENCE_MESSAGES.exported).waitFor();
  expect(download.suggestedFilename()).toMatch(/_\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const [venueCount] = await rows<{ n: number }>(sql`select count(*)::int as n from audience_actions where venue_id = ${items[0].id} and type in (1, 2, 3)`);
  // Rows 1-2 the totals block, row 3 the header, then one row per interaction.
  expect(book.getWorksheet('Interactions')!.actualRowCount).toBe(3 + venueCount.n);
});

it('the Audience page: live panels, Venue Data between two dates exported, and the detailed table at 2,000 rows a page', async () => {
  const ws = await cityCentre();
  const q = await graph();
  const page = await signedInOn(site, `${WS}/audience`);
  const live = await q<{ counts: { total: number }; top: unknown[] }>(
    'query L($id: ID!) { counts: getActionsCountPerAggreagte(aggregate_id: $id) { total } top: topVenues(aggregate_id: $id) { venue_id } }',
    { id: ws },
  );
  await page.getByTestId('audience-tiles').waitFor();
  expect(await figure(page, 'interactions-total')).toBe(number(live.counts.total));
  await expect.poll(() => figure(page, 'coupons-revenue')).toMatch(/^USD \d[\d,]*\.\d\d$/);
  expect(await figure(page, 'instruments-discount')).toMatch(/^USD /);
  for (const panel of ['today-panel', 'performance-panel', 'top-venues-panel']) await page.getByTestId(panel).locator('[data-chart] svg').first().waitFor();
  expect(await page.getByTestId('top-venues-table').getByTestId('venue-row').count()).toBe(live.top.length);
  expect(live.top.length).toBeGreaterThan(0);
  // Actions arriving show without a reload: the page reads its panels again while it is visible.
  const call = await apiAs(site, 'owner', CUSTOMER_CLIENT_ID);
  const venueId = await busiest(ws, 'venue_id');
  const at = new Date(Date.now() - 1000).toISOString();
  const actions = [1, 2, 2].map((type, i) => ({ id: `e2e-live-${Date.now().toString(36)}-${i}`, type, venueId, at }));
  expect((await call<{ stored: string[] }>('POST', '/api/1.0/audience-actions', { actions })).stored).toHaveLength(3);
  await expect.poll(() => figure(page, 'interactions-total'), { timeout: 15_000, interval: 500 }).toBe(number(live.counts.total + 3));

  // Venue Data: both dates are needed; then the table, the chart and the export.
  const panel = page.getByTestId('venue-data');
  const show = panel.getByRole('button', { name: 'Show Venue Interactions' });
  const today = new Date().toISOString().slice(0, 10);
  const from = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
  await panel.getByLabel('Start date').fill(from);
  expect(await show.isDisabled()).toBe(true);
  await panel.getByLabel('End date').fill(today);
  await panel.getByText('Venue Data Informatics').click(); // leaves the picker
  await show.click();
  const { v } = await q<{ v: { name: string; total: number }[] }>(
    'query V($id: ID!, $from: String!, $to: String!) { v: venueInteractions(aggregate_id: $id, from: $from, to: $to) { name total } }',
    { id: ws, from, to: today },
  );
  await expect.poll(() => panel.getByTestId('venue-row').count()).toBe(v.length);
  await snackbar(page, AUDIENCE_MESSAGES.loaded).waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Export to Excel' }).click()]);
  await snackbar(page, AUDIENCE_MESSAGES.patience).waitFor();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Venue Data')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(VENUE_DATA_COLUMNS);
  expect(sheet.actualRowCount).toBe(1 + v.length);
  const exported = new Map<string, number>();
  sheet.eachRow((row, n) => n > 1 && exported.set(String(row.getCell(1).value), Number(row.getCell(3).value)));
  expect(exported).toEqual(new Map(v.map((x) => [x.name, x.total])));

  // The detailed table, 2,000 rows a page.
  const detailed = page.getByTestId('detailed-audience');
  await snackbar(page, AUDIENCE_MESSAGES.loaded).waitFor({ state: 'hidden' }); // Venue Data's, so the next one is the table's
  await detailed.getByRole('button', { name: 'Show Detailed Audience Info' }).click();
  await snackbar(page, AUDIENCE_MESSAGES.loaded).waitFor();
  await detailed.getByRole('combobox', { name: 'Rows per page' }).click();
  await page.getByRole('option', { name: '2000', exact: true }).click();
  const [all] = await rows<{ n: number }>(sql`select count(*)::int as n from audience_actions where aggregate_id = ${ws}`);
  await expect.poll(() => detailed.getByTestId('action-row').count(), { timeout: 15_000 }).toBe(Math.min(2000, all.n));
  expect(await detailed.getByTestId('actions-page').innerText()).toBe(`Page 1 · ${Math.min(2000, all.n)} rows`);
  // Action sorts the page shown: the fourth column in order, the same rows.
  const actionsOf = () => detailed.getByTestId('action-row').evaluateAll((trs) => trs.map((tr) => tr.children[3]?.textContent ?? ''));
  const before = await actionsOf();
  await detailed.getByRole('button', { name: 'Action', exact: true }).click();
  const after = await actionsOf();
  expect(after).toEqual([...before].sort((a, b) => a.localeCompare(b, 'en-GB')));
  expect(await detailed.locator('th[aria-sort="ascending"]').innerText()).toBe('Action');
});

it("the Audience page shows the measured impressions of all the workspace's campaigns by default, its settled days from the rollup", async () => {
  // Riverside's Atrium Screen has two weeks of plays in front of a people counter (src/server/seed/signage.ts); the
  // measured-play sweep settles the days before yesterday, as a server's sweep would within a minute.
  await settleMeasuredPlays(site.server.app.ctx);
  const [{ id: ws }] = await rows<{ id: string }>(
    sql`select a.id from aggregates a join tenants t on t.id = a.tenant_id where t.key = 'demo' and a.key = 'riverside'`,
  );
  const q = await graph();
  const { w } = await q<{ w: { plays: number; measuredPlays: number; impressions: number; impressionsPerPlay: number; perDay: unknown[] } }>(
    'query W($id: ID!) { w: workspaceImpressions(aggregate_id: $id) { plays measuredPlays impressions impressionsPerPlay perDay { day } } }',
    { id: ws },
  );
  expect(w.measuredPlays).toBeGreaterThan(0);
  expect(w.perDay.length).toBeGreaterThanOrEqual(10);
  // The plays counted independently: every campaign's plays on the workspace's screens over the 30 days shown.
  const [raw] = await rows<{ n: number }>(
    sql`select count(*)::int as n from signage_plays p join aggregates a on a.tenant_id = p.tenant_id and a.id = p.aggregate_id
      where p.aggregate_id = ${ws} and p.campaign_id is not null
        and (p.started_at at time zone coalesce(a.time_zone, 'UTC'))::date > (now() at time zone coalesce(a.time_zone, 'UTC'))::date - 30`,
  );
  expect(w.plays).toBe(raw.n);
  const [settled] = await rows<{ n: number }>(sql`select coalesce(sum(plays), 0)::int as n from measured_play_daily where aggregate_id = ${ws}`);
  expect(settled.n).toBeGreaterThan(0);

  const page = await signedInOn(site, '/demo/mall/riverside/audience', 'viewer');
  const panel = page.getByTestId('impressions-panel');
  expect(await panel.getByLabel('Campaign', { exact: true }).inputValue()).toBe('All campaigns');
  await expect.poll(() => figure(page, 'impressions-plays')).toBe(number(w.plays));
  expect([
    await figure(page, 'impressions-measuredPlays'),
    await figure(page, 'impressions-impressions'),
    await figure(page, 'impressions-impressionsPerPlay'),
  ]).toEqual([number(w.measuredPlays), number(w.impressions), number(w.impressionsPerPlay)]);
  await panel.locator('[data-chart] svg').waitFor();
  expect(await panel.getByText("All campaigns: people counted in front of the workspace's screens while they played").count()).toBe(1);
});
