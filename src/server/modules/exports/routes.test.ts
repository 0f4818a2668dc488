import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COUPON_INTERACTION_COLUMNS,
  DETAILED_COLUMNS,
  EXPORT_MESSAGES,
  INTERACTION_COLUMNS,
  MOBILITY_TICKET_COLUMNS,
  TOTALS_COLUMNS,
  VENUE_DATA_COLUMNS,
} from '../../../domain/audience/exports.js';
import { newId } from '../../../domain/common/ids.js';
import { mediaItems } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments } from '../../test/instruments.js';
import { appendActions, type AudienceAction } from '../audience/service.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;
const ids = { campaign: '', venue: '', venue2: '', asset: '', southVenue: '', otherVenue: '' };
const actions: AudienceAction[] = [];
const north = () => tenant.workspaces[0]!.id;

async function item(owner: TestTenant, aggregateId: string, kind: string, name: string) {
  const id = newId();
  await t.app.ctx.db.insert(mediaItems).values({ tenantId: owner.id, id, kind: kind as 'venue', projectId: owner.project.id, aggregateId, code: name, name });
  return id;
}

/** Profile ids long enough that masking shows. */
const profile = (i: number) => `profile-${String(i).padStart(6, '0')}`;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
  // Days of these tests are India's: 18:30 UTC is already the next day there.
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = 'Asia/Kolkata', name = 'North Mall' where tenant_id = ${tenant.id} and id = ${north()}`);
  ids.campaign = await item(tenant, north(), 'campaign', 'Café Déjà Vu');
  ids.venue = await item(tenant, north(), 'venue', 'Central Plaza');
  ids.venue2 = await item(tenant, north(), 'venue', 'Harbour Point');
  ids.asset = await item(tenant, north(), 'asset', 'Lobby Screen');
  ids.southVenue = await item(tenant, tenant.workspaces[1]!.id, 'venue', 'South Venue');
  ids.otherVenue = await item(other, other.workspaces[0]!.id, 'venue', 'Other Venue');
  const base = { tenantId: tenant.id, projectId: tenant.project.id, aggregateId: north() };
  const start = Date.parse('2026-03-01T18:00:00Z');
  for (let i = 0; i < 60; i++) {
    actions.push({
      ...base,
      // Types 1-3 mostly, some 4 and 5 that item reports leave out and the detailed export keeps.
      type: i % 13 === 12 ? 4 : i % 17 === 16 ? 5 : 1 + (i % 3),
      campaignId: i % 2 ? ids.campaign : null,
      venueId: i % 5 === 4 ? ids.venue2 : ids.venue,
      assetId: i % 4 === 0 ? ids.asset : null,
      profileId: i % 7 === 6 ? null : profile(i % 9),
      latitude: i % 6 ? 12.97 : null,
      longitude: i % 6 ? 77.59 : null,
      price: i % 10 === 0 ? 25.5 : null,
      channel: i % 3 === 2 ? 'whatsapp' : null,
      // Every 15 minutes from 23:30 India time on 1 March.
      updatedOn: new Date(start + i * 15 * 60_000),
    });
  }
  await appendActions(t.app.ctx.db, actions);
  // Another tenant's actions on ids that are not its own never show.
  await appendActions(t.app.ctx.db, [{ tenantId: other.id, type: 1, venueId: ids.venue, campaignId: ids.campaign, profileId: 'intruder-99999' }]);
  const coupons = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: north(),
    sourceId: ids.campaign,
    titype: 'COUPON',
    count: 4,
    holder: profile(1),
    acquiredFrom: 2,
  });
  for (const [n, code] of coupons.codes.slice(2).entries()) {
    await t.app.ctx.db.execute(sql`
      insert into instrument_transactions (tenant_id, nonce, action, code, batch_uid, actor, outcome, status_code, answer, occurred_on)
      values (${tenant.id}, ${`n${n}`}, 'acquire', ${code}, ${coupons.batchUid}, ${profile(1)}, 'applied', 200, '{}'::jsonb, ${`2026-03-02T0${n}:00:00Z`}::timestamptz)`);
  }
}, 60_000);
afterAll(() => t.close());

const get = (url: string, user: TestUser | null = users.viewer) => injectAs(t, user, { method: 'GET', url });

async function workbook(url: string, user?: TestUser) {
  const res = await get(url, user);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return { res, book };
}

const valuesOf = (sheet: ExcelJS.Worksheet, row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
const dataRows = (sheet: ExcelJS.Worksheet, from: number) =>
  Array.from({ length: sheet.rowCount - from + 1 }, (_, i) => valuesOf(sheet, from + i)).filter((r) => r.length);
const masked = (id: string) => `${'*'.repeat(id.length - 5)}${id.slice(-5)}`;
const interactions = (pick: (a: AudienceAction) => boolean) => actions.filter((a) => a.type <= 3 && pick(a));
/** India's calendar day of an action. */
const indianDay = (a: AudienceAction) => new Date(a.updatedOn!.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('campaign workbook', () => {
  it('has the four sheets, the interactions of the campaign with masked profiles and Nil, its coupons and the totals', async () => {
    const { res, book } = await workbook(`/api/2.0/media-campaigns/${ids.campaign}/export`);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Caf_ D_j_ Vu_\d\d-\d\d-\d{4}-\d\d-\d\d\.xlsx"; filename\*=UTF-8''Caf%C3%A9%20D%C3%A9j%C3%A0%20Vu_\d\d-\d\d-\d{4}-\d\d-\d\d\.xlsx$/,
    );
    expect(book.worksheets.map((s) => s.name)).toEqual(['Campaign Summary', 'Interactions', 'Coupon Interactions', 'Mobility Tickets', 'Attribution']);
    const expected = interactions((a) => a.campaignId === ids.campaign);
    const sheet = book.getWorksheet('Interactions')!;
    expect(valuesOf(sheet, 1)).toEqual(INTERACTION_COLUMNS);
    expect(sheet.getColumn(3).width).toBe(20);
    const rows = dataRows(sheet, 2);
    expect(rows).toHaveLength(expected.length);
    expect(rows.map((r) => r[0])).toEqual(expected.map((a) => (a.profileId ? masked(a.profileId) : 'Nil')));
    expect(rows.map((r) => r[2])).toEqual(expected.map((a) => ['Like', 'View', 'Share'][a.type - 1]));
    expect(rows.map((r) => r[6])).toEqual(expected.map((a) => (a.latitude ? '12.97, 77.59' : 'Nil')));
    expect(rows.map((r) => r[7])).toEqual(expected.map((a) => a.price ?? 'Nil'));
    expect(rows.every((r) => r[3] === 'Café Déjà Vu')).toBe(true);
    // The first action, 23:30 in India on 1 March.
    expect(rows[0]![1]).toBe('Mar 01, 2026 11:45PM');
    expect(JSON.stringify(rows)).not.toContain('profile-');

    const summary = Object.fromEntries(dataRows(book.getWorksheet('Campaign Summary')!, 2).map(([k, v]) => [k, v]));
    expect(summary).toMatchObject({
      Campaign: 'Café Déjà Vu',
      From: 'Nil',
      'Total Interactions': expected.length,
      Likes: expected.filter((a) => a.type === 1).length,
      Views: expected.filter((a) => a.type === 2).length,
      Shares: expected.filter((a) => a.type === 3).length,
      'Unique Profiles': new Set(expected.map((a) => a.profileId).filter(Boolean)).size,
      'Coupons Generated': 4,
      'Coupons Acquired': 2,
      'Coupons Redeemed': 0,
    });
    const coupons = book.getWorksheet('Coupon Interactions')!;
    expect(valuesOf(coupons, 1)).toEqual(COUPON_INTERACTION_COLUMNS);
    const couponRows = dataRows(coupons, 2);
    expect(couponRows.map((r) => [r[0], r[1], r[2], r[4], r[5], r[8]])).toEqual([
      ['Mar 02, 2026 05:30AM', 'acquire', 'applied', 'GOLD', masked(profile(1)), 'No'],
      ['Mar 02, 2026 06:30AM', 'acquire', 'applied', 'GOLD', masked(profile(1)), 'No'],
    ]);
    const mobility = book.getWorksheet('Mobility Tickets')!;
    expect(valuesOf(mobility, 1)).toEqual(MOBILITY_TICKET_COLUMNS);
    expect(mobility.rowCount).toBe(1);
  });

  it("takes a range of the workspace's days, both ends included", async () => {
    const { book } = await workbook(`/api/2.0/media-campaigns/${ids.campaign}/export?from=2026-03-02&to=2026-03-02`);
    const expected = interactions((a) => a.campaignId === ids.campaign && indianDay(a) === '2026-03-02');
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(interactions((a) => a.campaignId === ids.campaign).length);
    expect(dataRows(book.getWorksheet('Interactions')!, 2)).toHaveLength(expected.length);
    expect(dataRows(book.getWorksheet('Coupon Interactions')!, 2)).toHaveLength(2);
  });
});

describe('venue and asset exports', () => {
  it('writes the totals block above the venue interactions', async () => {
    const { res, book } = await workbook(`/api/2.0/media-venues/${ids.venue}/export`);
    expect(res.headers['content-disposition']).toMatch(/filename="Central Plaza_\d\d-\d\d-\d{4}-\d\d-\d\d\.xlsx"/);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Interactions']);
    const sheet = book.worksheets[0]!;
    const expected = interactions((a) => a.venueId === ids.venue);
    expect(valuesOf(sheet, 1)).toEqual(TOTALS_COLUMNS);
    expect(valuesOf(sheet, 2)).toEqual([
      new Set(expected.map((a) => a.profileId).filter(Boolean)).size,
      expected.length,
      expected.filter((a) => a.type === 1).length,
      expected.filter((a) => a.type === 3).length,
      expected.filter((a) => a.type === 2).length,
    ]);
    expect(valuesOf(sheet, 3)).toEqual(INTERACTION_COLUMNS);
    expect(dataRows(sheet, 4)).toHaveLength(expected.length);
  });

  it("exports an asset's interactions with its totals, named with day-month-year-hour-minute", async () => {
    const { res, book } = await workbook(`/api/2.0/media-assets/${ids.asset}/export?from=2026-03-01&to=2026-03-01`, users.editor);
    const stamp = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());
    expect(res.headers['content-disposition']).toContain(`filename="Lobby Screen_${stamp.replaceAll('/', '-')}-`);
    const sheet = book.getWorksheet('Interactions')!;
    const expected = interactions((a) => a.assetId === ids.asset && indianDay(a) === '2026-03-01');
    expect(valuesOf(sheet, 2)[1]).toBe(expected.length);
    expect(dataRows(sheet, 4).map((r) => r[5])).toEqual(expected.map(() => 'Lobby Screen'));
  });
});

describe('workspace exports', () => {
  it('refuses Venue Data without both dates or with the end first, with nothing streamed', async () => {
    const base = `/api/2.0/media-aggregates/${north()}/exports/venue-data`;
    for (const [query, message] of [
      ['', EXPORT_MESSAGES.datesRequired],
      ['?from=2026-03-01', EXPORT_MESSAGES.datesRequired],
      ['?to=2026-03-01', EXPORT_MESSAGES.datesRequired],
      ['?from=2026-03-05&to=2026-03-01', EXPORT_MESSAGES.endBeforeStart],
      ['?from=2026-02-30&to=2026-03-01', "Dates are days written YYYY-MM-DD: '2026-02-30' is not one."],
    ] as const) {
      const res = await get(base + query);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().message).toBe(message);
    }
    expect((await get(`/api/2.0/media-campaigns/${ids.campaign}/export?from=2026-03-01`)).statusCode).toBe(400);
  });

  it("counts each venue's interactions between two days", async () => {
    const { book } = await workbook(`/api/2.0/media-aggregates/${north()}/exports/venue-data?from=2026-03-01&to=2026-03-02`);
    const sheet = book.getWorksheet('Venue Data')!;
    expect(valuesOf(sheet, 1)).toEqual(VENUE_DATA_COLUMNS);
    const inRange = interactions((a) => ['2026-03-01', '2026-03-02'].includes(indianDay(a)));
    const expected = [
      ['Central Plaza', ids.venue],
      ['Harbour Point', ids.venue2],
    ].map(([name, id]) => {
      const mine = inRange.filter((a) => a.venueId === id);
      const n = (type: number) => mine.filter((a) => a.type === type).length;
      return [name, new Set(mine.map((a) => a.profileId).filter(Boolean)).size, mine.length, n(1), n(2), n(3)];
    });
    expect(dataRows(sheet, 2)).toEqual(expected);
  });

  it('exports every action of the workspace, newest first when asked, one type when named', async () => {
    const url = `/api/2.0/media-aggregates/${north()}/exports/detailed`;
    const { book } = await workbook(`${url}?sort=-date`);
    const sheet = book.getWorksheet('Audience Data')!;
    expect(valuesOf(sheet, 1)).toEqual(DETAILED_COLUMNS);
    const rows = dataRows(sheet, 2);
    expect(rows).toHaveLength(actions.length);
    const newestFirst = [...actions].reverse();
    expect(rows.map((r) => r[3])).toEqual(newestFirst.map((a) => ['Like', 'View', 'Share', 'DisLike/Scan', 'Acquired'][a.type - 1]));
    expect(rows.map((r) => r[1])).toEqual(newestFirst.map((a) => (a.profileId ? masked(a.profileId) : 'Nil')));
    expect(rows.every((r) => r[6] === 'Test Tenant' && r[8] === 'North Mall')).toBe(true);
    const scans = dataRows((await workbook(`${url}?type=4`)).book.worksheets[0]!, 2);
    expect(scans).toHaveLength(actions.filter((a) => a.type === 4).length);
    expect((await get(`${url}?type=10`)).statusCode).toBe(400);
  });
});

describe('who may export', () => {
  it('answers 403 to a viewer of another workspace, 404 for another tenant, 401 without a user', async () => {
    expect((await get(`/api/2.0/media-venues/${ids.southVenue}/export`)).statusCode).toBe(403);
    expect((await get(`/api/2.0/media-aggregates/${tenant.workspaces[1]!.id}/exports/detailed`)).statusCode).toBe(403);
    expect((await get(`/api/2.0/media-venues/${ids.otherVenue}/export`)).statusCode).toBe(404);
    for (const url of [
      `/api/2.0/media-campaigns/${ids.campaign}/export`,
      `/api/2.0/media-venues/${ids.venue}/export`,
      `/api/2.0/media-assets/${ids.asset}/export`,
      `/api/2.0/media-aggregates/${north()}/exports/detailed`,
      `/api/2.0/media-aggregates/${north()}/exports/venue-data?from=2026-03-01&to=2026-03-02`,
    ]) {
      expect((await get(url, users.outsider)).statusCode, url).toBe(404);
      expect((await get(url, null)).statusCode, url).toBe(401);
    }
    // A venue id named as an asset is not an asset.
    expect((await get(`/api/2.0/media-assets/${ids.venue}/export`)).statusCode).toBe(404);
  });
});
