import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ATTRIBUTION_COLUMNS } from '../../../domain/audience/exports.js';
import { audienceCalls } from '../../test/audience-calls.js';
import { buildInstruments } from '../../test/instruments.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { anchoredCamera, buildSignageStage, pairedDisplay, type SignageStage } from '../../test/signage-player.js';

/**
 * Measured impressions and the attribution report: plays of a campaign on a screen, people counted by the device
 * anchored to the screen's asset, the audience's interactions and the campaign's coupons. Impressions are worked out by
 * hand from the readings; the funnel's other figures are counted here from the raw tables, not by the code under test.
 */
let t: TestApp;
let tenant: TestTenant;
let stage: SignageStage;
let outsider: TestUser;
let authorization = '';
let venueId = '';
let customerProfile = '';
let coupons: { detailId: string; codes: string[] };
const calls = audienceCalls(() => t);
const MIN = 60_000;
// Whole minutes, an hour back: plays and readings sit well inside the accepted ages.
const base = Math.floor((Date.now() - 60 * MIN) / MIN) * MIN;
const at = (minute: number) => new Date(base + minute * MIN).toISOString();

const query = `query($c: ID!) { campaignImpressions(campaign_id: $c) { plays measuredPlays impressions impressionsPerPlay perDay { day plays measuredPlays impressions } } }`;
const report = async (user: TestUser) =>
  (await injectAs(t, user, { method: 'POST', url: '/api/1.0/media-query', payload: { query, variables: { c: stage.campaign } } })).json();

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
  stage = await buildSignageStage(t, tenant, 'imp');
  ({ authorization } = await pairedDisplay(t, stage));
  const device = await anchoredCamera(t, stage, 'CAM1', base - 24 * 60 * MIN, base + 24 * 60 * MIN);
  // The camera counts 10 people at minute 0, 30 at minute 10, then nothing until 50 at minute 50.
  for (const [minute, people] of [
    [0, 10],
    [10, 30],
    [50, 50],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/device-readings',
      headers: { authorization: `Device ${device.id}.${device.secret}` },
      payload: { peopleCount: people, deviceTS: at(minute) },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const media = stage.media[0].id;
  const plays = [
    // Minutes 2–4: the count climbs from 14 to 18, mean 16.
    { id: 'imp-play-1', mediaId: media, startedAt: base + 2 * MIN, endedAt: base + 4 * MIN, completed: true },
    // Minutes 30–31: no reading within 10 minutes, so not measured.
    { id: 'imp-play-2', mediaId: media, startedAt: base + 30 * MIN, endedAt: base + 31 * MIN, completed: true },
    // Minutes 45–47: the reading at minute 50 stands for 50 from minute 40.
    { id: 'imp-play-3', mediaId: media, startedAt: base + 45 * MIN, endedAt: base + 47 * MIN, completed: false },
  ];
  const sent = await t.app.inject({ method: 'POST', url: '/player/api/plays', headers: { authorization }, payload: { plays } });
  expect(sent.json().stored).toHaveLength(3);

  // The audience: views, likes and a share of the campaign at the screen's asset, and at a venue.
  venueId = (await injectAs(t, stage.owner, { method: 'POST', url: `/api/2.0/media-venues?aggregate=${stage.ws}`, payload: { name: 'Atrium' } })).json().id;
  const customer = await buildUser(t, tenant);
  customerProfile = await calls.profileFor(customer);
  const action = (n: number, type: number, more: object) => ({ id: `attr-${n}-${Date.now()}`, type, campaignId: stage.campaign, at: at(20 + n), ...more });
  const actions = [
    ...[0, 1, 2, 3].map((n) => action(n, 2, { assetId: stage.asset })),
    ...[4, 5].map((n) => action(n, 1, { assetId: stage.asset, venueId })),
    action(6, 3, { venueId, channel: 'whatsapp' }),
  ];
  expect((await calls.ingest(customer, actions)).statusCode).toBe(200);

  // A coupon of the campaign: two acquired, one redeemed for a sale of 400 with a 50 cashback.
  const validator = await buildUser(t, tenant);
  const mobile = String(9_300_000_000 + Math.floor(Math.random() * 99_999_999));
  await injectAs(t, validator, {
    method: 'POST',
    url: '/api/1.0/profiles',
    payload: { key: validator.id, name: { firstName: 'Val', lastName: 'Idator', displayName: 'Validator' }, phones: { default: `+91${mobile}` } },
  });
  coupons = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: stage.ws,
    sourceId: stage.campaign,
    titype: 'COUPON',
    count: 3,
    redeemers: [{ mobile }],
    policy: { currency: 'INR', discountType: 'cashback', discount: 50, minimumSaleAmount: 100 },
  });
  const { codes } = coupons;
  const tx = (user: TestUser, payload: object) => injectAs(t, user, { method: 'POST', url: '/api/1.0/relations', payload });
  for (const code of codes.slice(0, 2)) expect((await tx(customer, { action: 'acquire', code, nonce: `attr-acq-${code}` })).statusCode).toBe(200);
  expect((await tx(validator, { action: 'redeem', code: codes[0], nonce: `attr-red-${codes[0]}`, salesAmount: 400 })).statusCode).toBe(200);
}, 60_000);
afterAll(() => t.close());

it("counts the people in front of the screen during each of the campaign's plays, per day, and leaves unmeasured plays out of the mean", async () => {
  const answer = await report(stage.owner);
  expect(answer.errors).toBeUndefined();
  const r = answer.data.campaignImpressions;
  expect(r).toMatchObject({ plays: 3, measuredPlays: 2, impressions: 66, impressionsPerPlay: 33 });
  expect(r.perDay.reduce((n: number, d: { plays: number }) => n + d.plays, 0)).toBe(3);
  expect(r.perDay.reduce((n: number, d: { impressions: number }) => n + d.impressions, 0)).toBe(66);
});

it('reports the funnel from plays to redemptions, equal to what the raw tables say, per venue and per asset', async () => {
  const q = `query($c: ID!) { campaignAttribution(campaign_id: $c) { plays measuredPlays impressions views likes shares interactions acquired redeemed revenue discount
    pointsEarned pointsSpent conversion { interactionsPerImpression acquiredPerInteraction redeemedPerAcquired }
    perVenue { venue_id name views likes shares interactions } perAsset { asset_id name plays impressions views likes interactions conversion { interactionsPerImpression } } } }`;
  const answer = (
    await injectAs(t, stage.owner, { method: 'POST', url: '/api/1.0/media-query', payload: { query: q, variables: { c: stage.campaign } } })
  ).json();
  expect(answer.errors).toBeUndefined();
  const r = answer.data.campaignAttribution;

  // Counted from the raw tables.
  const counts = await calls.rows<{ type: number; n: number; price: number }>(
    sql`select type::int as type, count(*)::int as n, coalesce(sum(price), 0)::float8 as price from audience_actions
      where tenant_id = ${tenant.id} and campaign_id = ${stage.campaign} group by type`,
  );
  const n = (type: number) => counts.find((c) => c.type === type)?.n ?? 0;
  const [{ discount }] = await calls.rows<{ discount: number }>(
    sql`select coalesce(sum(discount), 0)::float8 as discount from instruments where tenant_id = ${tenant.id} and status = 'REDEEMED'`,
  );
  expect(r).toMatchObject({
    plays: 3,
    measuredPlays: 2,
    impressions: 66,
    views: n(2),
    likes: n(1),
    shares: n(3),
    interactions: n(1) + n(2) + n(3),
    acquired: n(5) + n(7),
    redeemed: n(6) + n(8),
    revenue: counts.filter((c) => [6, 7, 8].includes(c.type)).reduce((sum, c) => sum + c.price, 0),
    discount,
    pointsEarned: 0,
    pointsSpent: 0,
  });
  expect([r.views, r.likes, r.shares, r.acquired, r.redeemed, r.revenue, r.discount]).toEqual([4, 2, 1, 2, 1, 400, 50]);
  expect(r.conversion).toEqual({ interactionsPerImpression: Math.round((7 / 66) * 10_000) / 10_000, acquiredPerInteraction: 0.2857, redeemedPerAcquired: 0.5 });
  expect(r.perVenue).toEqual([{ venue_id: venueId, name: 'Atrium', views: 0, likes: 2, shares: 1, interactions: 3 }]);
  expect(r.perAsset).toEqual([
    {
      asset_id: stage.asset,
      name: 'imp totem',
      plays: 3,
      impressions: 66,
      views: 4,
      likes: 2,
      interactions: 6,
      conversion: { interactionsPerImpression: 0.0909 },
    },
  ]);
});

it("writes the funnel into the campaign workbook's Attribution sheet, with a row per asset and per venue", async () => {
  const res = await injectAs(t, stage.owner, { method: 'GET', url: `/api/2.0/media-campaigns/${stage.campaign}/export` });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Attribution')!;
  const values = (sheet.getSheetValues() as unknown[][]).slice(1).map((r) => (r ?? []).slice(1));
  const field = (name: string) => values.find((r) => r[0] === name)?.[1];
  expect([
    field('Plays'),
    field('Measured Plays'),
    field('Impressions'),
    field('Interactions'),
    field('Acquired'),
    field('Redeemed'),
    field('Revenue'),
    field('Discount'),
  ]).toEqual([3, 2, 66, 7, 2, 1, 400, 50]);
  const header = values.findIndex((r) => r[0] === 'Place');
  expect(values[header]).toEqual(ATTRIBUTION_COLUMNS);
  expect(values.slice(header + 1)).toEqual([
    ['imp totem', 'Asset', 3, 66, 4, 2, 0, 6, 0, 0, 0],
    // A venue has no plays of its own: those cells are empty ('Nil').
    ['Atrium', 'Venue', 'Nil', 'Nil', 0, 2, 1, 3, 0, 0, 0],
  ]);
});

it('is not answered to another tenant', async () => {
  const answer = await report(outsider);
  expect(answer.data?.campaignImpressions ?? null).toBeNull();
  expect(answer.errors[0].extensions.code).toBe('NOT_FOUND');
  const attribution = (
    await injectAs(t, outsider, {
      method: 'POST',
      url: '/api/1.0/media-query',
      payload: { query: 'query($c: ID!) { campaignAttribution(campaign_id: $c) { plays } }', variables: { c: stage.campaign } },
    })
  ).json();
  expect(attribution.errors[0].extensions.code).toBe('NOT_FOUND');
});

it("counts the points spent on rewards that gave the campaign's own coupons, not another campaign's", async () => {
  const post = async (url: string, payload: object) => {
    const res = await injectAs(t, stage.owner, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const other = await post(`/api/2.0/media-campaigns?aggregate=${stage.ws}`, { name: 'Elsewhere', code: 'ELSEWHERE' });
  const elsewhere = await buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: stage.ws,
    sourceId: other.id,
    titype: 'COUPON',
    count: 1,
  });
  const program = await post(`/api/1.0/loyalty?aggregate=${stage.ws}`, {
    name: 'Atrium club',
    rewards: [
      { name: 'This campaign', points: 7, detail_id: coupons.detailId },
      { name: 'Another campaign', points: 5, detail_id: elsewhere.detailId },
    ],
  });
  const wallet = await post('/api/1.0/wallets', { project_id: tenant.project.id, profile_id: customerProfile });
  await post(`/api/1.0/wallets/${wallet.id}/adjustments`, { points: 20, reason: 'welcome' });
  for (const [n, reward] of program.rewards.entries()) {
    await post(`/api/1.0/loyalty/${program.id}/rewards/${reward.id}/take`, { wallet_id: wallet.id, nonce: `attr-take-${n}-${Date.now()}` });
  }

  const q = 'query($c: ID!) { campaignAttribution(campaign_id: $c) { pointsEarned pointsSpent } }';
  const points = async (campaign: string) =>
    (await injectAs(t, stage.owner, { method: 'POST', url: '/api/1.0/media-query', payload: { query: q, variables: { c: campaign } } })).json().data
      .campaignAttribution;
  // Only the points of the take that gave this campaign's coupon; the wallet spent 12 in all.
  expect(await points(stage.campaign)).toEqual({ pointsEarned: 0, pointsSpent: 7 });
  expect(await points(other.id)).toEqual({ pointsEarned: 0, pointsSpent: 5 });
  const [{ spent }] = await calls.rows<{ spent: number }>(
    sql`select -sum(delta)::int as spent from wallet_entries where wallet_id = ${wallet.id} and kind = 'spend' and source_kind = 'reward'`,
  );
  expect(spent).toBe(12);
});
