import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { SHARE_CHANNELS } from '../../../domain/campaigns/types.js';
import { CUSTOMER_CLIENT_ID } from '../../seed/clients.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { appClient, injectAs, tokenOf, type ClientKeys } from '../../test/inject-as.js';
import { INGESTION_MESSAGES } from './ingestion.js';
import { audienceCalls } from '../../test/audience-calls.js';
import { buildInstruments } from '../../test/instruments.js';
import { tiConfigs } from '../../db/schema/index.js';

/**
 * Ingestion and the audience queries, each figure computed here from the raw actions the test sent
 * (local days by Intl in the test, not by the server's helpers).
 */
let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let customer: TestUser;
let viewer: TestUser;
let noProfile: TestUser;
let outsider: TestUser;
let profileId = '';
let outsiderProfile = '';
const KOLKATA = 'Asia/Kolkata';
const LA = 'America/Los_Angeles';
const item = { venue1: newId(), venue2: newId(), asset: newId(), campaign: newId(), event: newId(), creative: newId(), venueLA: newId(), otherVenue: newId() };
let ws = '';
let wsLA = '';

const { rows, ingest, graph, addItem, profileFor } = audienceCalls(() => t);
let seq = 0;
const key = () => `test-${Date.now().toString(36)}-${++seq}`;
const stored = () => rows<{ n: number }>(sql`select count(*)::int as n from audience_actions where tenant_id = ${tenant.id}`).then((r) => r[0].n);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  [ws, wsLA] = tenant.workspaces.map((w) => w.id);
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = ${KOLKATA} where tenant_id = ${tenant.id} and id = ${ws}`);
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = ${LA} where tenant_id = ${tenant.id} and id = ${wsLA}`);
  const p = tenant.project.id;
  await addItem(tenant.id, p, ws, 'venue', item.venue1);
  await addItem(tenant.id, p, ws, 'venue', item.venue2);
  await addItem(tenant.id, p, ws, 'asset', item.asset);
  await addItem(tenant.id, p, ws, 'campaign', item.campaign);
  await addItem(tenant.id, p, ws, 'event', item.event);
  await addItem(tenant.id, p, ws, 'creative', item.creative);
  await addItem(tenant.id, p, wsLA, 'venue', item.venueLA);
  await addItem(other.id, other.project.id, other.workspaces[0].id, 'venue', item.otherVenue);
  customer = await buildUser(t, tenant);
  viewer = await buildUser(t, tenant, { role: 'reader' });
  noProfile = await buildUser(t, tenant);
  outsider = await buildUser(t, other);
  profileId = await profileFor(customer);
  outsiderProfile = await profileFor(outsider);
});
afterAll(() => t?.close());

const recent = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

describe('ingestion', () => {
  it('stores a batch, says which ids were stored, and never stores a repeat twice', async () => {
    const before = await stored();
    const batch = [
      { id: key(), type: 1, venueId: item.venue1, at: recent(5), geo: { latitude: 12.9, longitude: 77.6 } },
      { id: key(), type: 3, channel: 'whatsapp', campaignId: item.campaign, venueId: item.venue1, at: recent(4), profileId },
      { id: key(), type: 2, assetId: item.asset, creativeId: item.creative, at: recent(3), price: 12.5 },
    ];
    const first = await ingest(customer, batch);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ stored: batch.map((a) => a.id), repeated: [] });
    const fresh = { id: key(), type: 4, eventId: item.event, at: recent(2) };
    const again = await ingest(customer, [batch[0], fresh, batch[2]]);
    expect(again.json()).toEqual({ stored: [fresh.id], repeated: [batch[0].id, batch[2].id] });
    expect(await stored()).toBe(before + 4);
    const [row] = await rows<Record<string, unknown>>(
      sql`select profile_id, aggregate_id, project_id, venue_id, campaign_id, channel from audience_actions where tenant_id = ${tenant.id} and action_key = ${batch[1].id}`,
    );
    // Workspace and project come from the items, the profile from the token.
    expect(row).toEqual({
      profile_id: profileId,
      aggregate_id: ws,
      project_id: tenant.project.id,
      venue_id: item.venue1,
      campaign_id: item.campaign,
      channel: 'whatsapp',
    });
  });

  it('refuses a batch with any bad action with a 400 naming its index, storing nothing', async () => {
    const before = await stored();
    const good = () => ({ id: key(), type: 2, venueId: item.venue1, at: recent(1) });
    const cases: [object, RegExp][] = [
      [{ ...good(), type: 5 }, /actions\/1\/type/],
      [{ ...good(), at: new Date(Date.now() + 3_600_000).toISOString() }, /actions\[1\]: at is in the future/],
      [{ ...good(), at: new Date(Date.now() - 31 * 86_400_000).toISOString() }, /actions\[1\]: at is more than 30 days ago/],
      [{ ...good(), type: 3 }, /actions\[1\]: a share needs its channel/],
      [{ ...good(), venueId: item.otherVenue }, /actions\[1\]: venueId .* is not a venue of this tenant/],
      [{ ...good(), venueId: newId() }, /actions\[1\]: venueId/],
      [{ ...good(), venueId: item.asset }, /actions\[1\]: venueId .* is not a venue/],
      [{ ...good(), campaignId: item.campaign, venueId: item.venueLA }, /another workspace/],
      [{ ...good(), profileId: outsiderProfile }, /actions\[1\]: profileId/],
      [{ ...good(), venueId: undefined }, /actions\[1\]: names no/],
      [{ ...good(), tenantId: other.id }, /actions\/1/],
    ];
    for (const [bad, message] of cases) {
      const res = await ingest(customer, [good(), bad]);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const repeated = good();
    expect((await ingest(customer, [repeated, good(), repeated])).json().message).toBe('actions[2]: id repeats actions[0]');
    const tooMany = Array.from({ length: 1001 }, good);
    expect((await ingest(customer, tooMany)).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('takes actions only from a signed-in profile of the tenant, into its own tenant', async () => {
    const before = await stored();
    expect((await ingest(noProfile, [{ id: key(), type: 1, venueId: item.venue1, at: recent(1) }])).statusCode).toBe(403);
    // The outsider's tenant does not hold the venue: refused, not written anywhere.
    const res = await ingest(outsider, [{ id: key(), type: 1, venueId: item.venue1, at: recent(1) }]);
    expect(res.statusCode).toBe(400);
    expect((await injectAs(t, null, { method: 'POST', url: '/api/1.0/audience-actions', payload: { actions: [] } })).statusCode).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('takes actions through the customer app only, whose token may report but not read audience figures', async () => {
    const app = await appClient(t, CUSTOMER_CLIENT_ID);
    const actions = [{ id: key(), type: 2, venueId: item.venue2, at: recent(1) }];
    const send = (client: ClientKeys) => injectAs(t, customer, { method: 'POST', url: '/api/1.0/audience-actions', payload: { actions } }, client);
    const before = await stored();
    const consoleTokenWithAppKey = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/audience-actions',
      headers: { 'x-api-key': app.apiKey, authorization: `Bearer ${await tokenOf(t, customer)}` },
      payload: { actions },
    });
    // The console's key and token, and the console's token shown with the app's key, are both refused.
    for (const res of [await send(t), consoleTokenWithAppKey]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(INGESTION_MESSAGES.appRequired);
    }
    expect(await stored()).toBe(before);
    expect((await send(app)).json()).toEqual({ stored: [actions[0].id], repeated: [] });
    const read = await injectAs(
      t,
      customer,
      {
        method: 'POST',
        url: '/api/1.0/media-query',
        payload: { query: 'query($a: ID!) { getActionsCountPerAggreagte(aggregate_id: $a) { likes } }', variables: { a: ws } },
      },
      app,
    );
    expect(read.json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect(read.json().data.getActionsCountPerAggreagte).toBeNull();
  });
});

interface Raw {
  id: string;
  type: number;
  at: string;
  venueId?: string;
  assetId?: string;
  campaignId?: string;
  channel?: string;
}

describe('queries against the raw actions', () => {
  const raw: Raw[] = [];
  const dayIn = (zone: string, at: string | number) => new Date(at).toLocaleDateString('en-CA', { timeZone: zone });
  const tallyOf = (list: Raw[]) => {
    const likes = list.filter((a) => a.type === 1).length;
    const views = list.filter((a) => a.type === 2).length;
    const shares = list.filter((a) => a.type === 3).length;
    return { likes, views, shares, total: likes + views + shares };
  };
  let all: Raw[] = [];

  beforeAll(async () => {
    // Around midnight in Kolkata (18:30 UTC), over the last 20 days, and some in the last hour.
    const base = Date.now();
    const dayMs = 86_400_000;
    for (let i = 0; i < 120; i++) {
      const back = (i % 20) * dayMs;
      const kolkataMidnight = Math.floor((base - back) / dayMs) * dayMs - 5.5 * 3_600_000;
      let at = kolkataMidnight + ((i % 7) - 3) * 60_000 * 7;
      if (at > base - 60_000) at -= dayMs;
      if (i % 10 === 0) at = base - (i + 1) * 20_000;
      const type = 1 + (i % 4);
      raw.push({
        id: key(),
        type,
        at: new Date(at).toISOString(),
        venueId: i % 3 === 0 ? item.venue2 : item.venue1,
        ...(i % 2 ? { campaignId: item.campaign } : { assetId: item.asset }),
        ...(type === 3 ? { channel: SHARE_CHANNELS[i % 6] } : {}),
      });
    }
    for (let i = 0; i < raw.length; i += 50) expect((await ingest(customer, raw.slice(i, i + 50))).statusCode).toBe(200);
    // Everything stored in the workspace so far, this describe's and the ingestion tests' (read back raw).
    all = (
      await rows<{
        type: number;
        at: string;
        venue_id: string | null;
        asset_id: string | null;
        campaign_id: string | null;
        channel: string | null;
        id: string;
      }>(
        sql`select type, to_char(updated_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, venue_id, asset_id, campaign_id, channel, id::text
          from audience_actions where tenant_id = ${tenant.id} and aggregate_id = ${ws}`,
      )
    ).map((r) => ({
      id: r.id,
      type: r.type,
      at: r.at,
      venueId: r.venue_id ?? undefined,
      assetId: r.asset_id ?? undefined,
      campaignId: r.campaign_id ?? undefined,
      channel: r.channel ?? undefined,
    }));
    expect(all.length).toBeGreaterThan(raw.length);
  });

  it("counts the workspace's likes, views and shares, and an item's statistics with share metrics", async () => {
    const res = await graph(
      viewer,
      `query($a: ID!, $v: ID!, $c: ID!) {
        counts: getActionsCountPerAggreagte(aggregate_id: $a) { likes views shares total }
        venue: audienceStatistics(kind: "venue", id: $v) { totalInteractions likes views shares dislikes shareMetrics { channel count } treasury { titype } }
        campaign: audienceStatistics(kind: "campaign", id: $c) { totalInteractions likes views shares shareMetrics { channel count } } }`,
      { a: ws, v: item.venue1, c: item.campaign },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.counts).toEqual(tallyOf(all));
    const venue = all.filter((a) => a.venueId === item.venue1);
    const channels = (list: Raw[]) => SHARE_CHANNELS.map((channel) => ({ channel, count: list.filter((a) => a.type === 3 && a.channel === channel).length }));
    const v = tallyOf(venue);
    expect(data.venue).toEqual({
      totalInteractions: v.total,
      likes: v.likes,
      views: v.views,
      shares: v.shares,
      dislikes: venue.filter((a) => a.type === 4).length,
      shareMetrics: channels(venue),
      treasury: [],
    });
    const campaign = all.filter((a) => a.campaignId === item.campaign);
    expect(data.campaign.shareMetrics).toEqual(channels(campaign));
    expect(data.campaign.totalInteractions).toBe(tallyOf(campaign).total);
    const metrics = await injectAs(t, viewer, { method: 'GET', url: `/api/2.0/treasuryTransactions/${item.campaign}/campaign` });
    expect(metrics.json()).toEqual(Object.fromEntries(channels(campaign).map((c) => [c.channel, c.count])));
  });

  it('pages detailed actions by keyset in both orders, masking profile ids', async () => {
    const venue = all.filter((a) => a.venueId === item.venue1);
    const q = `query($v: ID!, $after: String, $order: String) { getActionsByVenue(venue_id: $v, after: $after, limit: 7, order: $order) {
      time_zone next items { id type action profile_id date day venue_id venue_name } } }`;
    for (const order of ['desc', 'asc']) {
      const seen: { id: string; date: string; day: string; profile_id: string }[] = [];
      let after: string | null = null;
      do {
        const res = await graph(viewer, q, { v: item.venue1, after, order });
        const page = res.json().data.getActionsByVenue;
        expect(page.time_zone).toBe(KOLKATA);
        expect(page.items.length).toBeLessThanOrEqual(7);
        seen.push(...page.items);
        after = page.next;
      } while (after);
      expect(seen.map((s) => s.id).sort()).toEqual(venue.map((a) => a.id).sort());
      const times = seen.map((s) => s.date);
      expect(times).toEqual([...times].sort((x, y) => (order === 'desc' ? y.localeCompare(x) : x.localeCompare(y))));
      for (const s of seen) {
        expect(s.profile_id).toBe(`${'*'.repeat(profileId.length - 5)}${profileId.slice(-5)}`);
        expect(s.day).toBe(dayIn(KOLKATA, s.date));
      }
    }
    const bad = await graph(viewer, 'query($v: ID!) { getActionsByVenue(venue_id: $v, limit: 2001) { next } }', { v: item.venue1 });
    expect(bad.statusCode).toBe(400);
    const cursor = await graph(viewer, 'query($v: ID!) { getActionsByVenue(venue_id: $v, after: "nope") { next } }', { v: item.venue1 });
    expect(cursor.statusCode).toBe(400);
    const events = await graph(viewer, 'query($e: ID!) { getActionsByEvent(event_id: $e) { items { event_id event_name } } }', { e: item.event });
    expect(events.json().data.getActionsByEvent.items).toEqual([{ event_id: item.event, event_name: `event ${item.event.slice(-4)}` }]);
  });

  it('answers the Audience page panels in the workspace time zone', async () => {
    const today = dayIn(KOLKATA, Date.now());
    const from = dayIn(KOLKATA, Date.now() - 29 * 86_400_000);
    const res = await graph(
      viewer,
      `query($a: ID!, $from: String!, $to: String!, $mFrom: String!) {
        today: audienceToday(aggregate_id: $a) { day time_zone slots { time likes views shares total } }
        perf: venuePerformance(aggregate_id: $a, from: $from, to: $to) { venue_id day likes views shares total }
        top: topVenues(aggregate_id: $a) { venue_id name total }
        between: venueInteractions(aggregate_id: $a, from: $from, to: $to) { venue_id likes views shares total }
        months: monthlyActions(aggregate_id: $a, from: $mFrom, to: $to) { month likes views shares total } }`,
      { a: ws, from, to: today, mFrom: `${from.slice(0, 7)}-01` },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const inWindow = all.filter((a) => dayIn(KOLKATA, a.at) >= from && dayIn(KOLKATA, a.at) <= today);

    const todays = all.filter((a) => dayIn(KOLKATA, a.at) === today);
    expect(data.today.day).toBe(today);
    // The quarter hour an action falls in, read by Intl in the workspace's zone.
    const slotOf = (at: string) => {
      const [h, m] = new Date(at).toLocaleTimeString('en-GB', { timeZone: KOLKATA, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).split(':');
      return `${h}:${String(Math.floor(Number(m) / 15) * 15).padStart(2, '0')}`;
    };
    for (const s of data.today.slots) expect(s, s.time).toMatchObject(tallyOf(todays.filter((a) => slotOf(a.at) === s.time)));
    expect(data.today.slots.reduce((n: number, h: { total: number }) => n + h.total, 0)).toBe(tallyOf(todays).total);

    for (const venueId of [item.venue1, item.venue2]) {
      const mine = inWindow.filter((a) => a.venueId === venueId);
      expect(data.between.find((r: { venue_id: string }) => r.venue_id === venueId)).toEqual({ venue_id: venueId, ...tallyOf(mine) });
      for (const day of new Set(mine.map((a) => dayIn(KOLKATA, a.at)))) {
        const expected = tallyOf(mine.filter((a) => dayIn(KOLKATA, a.at) === day));
        const row = data.perf.find((r: { venue_id: string; day: string }) => r.venue_id === venueId && r.day === day);
        if (expected.total) expect(row).toEqual({ venue_id: venueId, day, ...expected });
      }
    }
    expect(data.top.map((r: { venue_id: string }) => r.venue_id)).toEqual(
      [item.venue1, item.venue2].sort(
        (x, y) => tallyOf(inWindow.filter((a) => a.venueId === y)).total - tallyOf(inWindow.filter((a) => a.venueId === x)).total,
      ),
    );
    const monthly = all.filter((a) => dayIn(KOLKATA, a.at) >= `${from.slice(0, 7)}-01` && dayIn(KOLKATA, a.at) <= today);
    for (const m of data.months) expect(m).toEqual({ month: m.month, ...tallyOf(monthly.filter((a) => dayIn(KOLKATA, a.at).startsWith(m.month))) });

    const missing = await graph(viewer, 'query($a: ID!) { venueInteractions(aggregate_id: $a, from: "2026-03-02", to: "2026-03-01") { total } }', { a: ws });
    expect(missing.statusCode).toBe(400);
  });

  it("buckets another workspace's actions on Los Angeles days", async () => {
    // 06:30 UTC is still the evening before in Los Angeles.
    const at = new Date(Date.now() - 86_400_000);
    at.setUTCHours(6, 30, 0, 0);
    const id = key();
    expect((await ingest(customer, [{ id, type: 1, venueId: item.venueLA, at: at.toISOString() }])).statusCode).toBe(200);
    const day = dayIn(LA, at.getTime());
    const res = await graph(viewer, 'query($a: ID!, $d: String!) { venueInteractions(aggregate_id: $a, from: $d, to: $d) { venue_id likes } }', {
      a: wsLA,
      d: day,
    });
    expect(res.json().data.venueInteractions).toEqual([{ venue_id: item.venueLA, likes: 1 }]);
    expect(day < at.toISOString().slice(0, 10)).toBe(true);
  });

  it("shows a campaign's treasury tiles from its instruments", async () => {
    const { codes } = await buildInstruments(t.app.ctx.db, {
      tenantId: tenant.id,
      projectId: tenant.project.id,
      aggregateId: ws,
      sourceId: item.campaign,
      titype: 'COUPON',
      count: 6,
      holder: profileId,
      acquiredFrom: 4,
    });
    expect(codes).toHaveLength(6);
    const res = await graph(
      viewer,
      'query($c: ID!) { audienceStatistics(kind: "campaign", id: $c) { treasury { titype totalInstruments instrumentFree instrumentAcquired } } }',
      {
        c: item.campaign,
      },
    );
    const [counted] = await rows<{ total: number; free: number; held: number }>(
      sql`select count(*)::int as total, (count(*) filter (where i.status = 'ISSUED'))::int as free, (count(*) filter (where i.profile_id is not null))::int as held
        from instruments i join instrument_batches b on b.tenant_id = i.tenant_id and b.uid = i.batch_uid join ti_details d on d.tenant_id = b.tenant_id and d.id = b.detail_id
        where d.tenant_id = ${tenant.id} and d.source_id = ${item.campaign}`,
    );
    expect(res.json().data.audienceStatistics.treasury).toEqual([
      { titype: 'COUPON', totalInstruments: counted.total, instrumentFree: counted.free, instrumentAcquired: counted.held },
    ]);
    expect(counted).toEqual({ total: 6, free: 4, held: 2 });
  });

  it("reads nothing of another tenant's or without VIEWER", async () => {
    const q = 'query($v: ID!) { audienceStatistics(kind: "venue", id: $v) { totalInteractions } }';
    expect((await graph(outsider, q, { v: item.venue1 })).json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await graph(noProfile, q, { v: item.venue1 })).json().errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await graph(viewer, q, { v: item.otherVenue })).json().errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it("shows a treasury instrument's statistics: its campaigns' audience and what it issued", async () => {
    // A project-level coupon instrument issuing the campaign's coupon, and a ticket instrument issuing nothing yet.
    const coupon = newId();
    const ticket = newId();
    for (const [id, type] of [
      [coupon, 'Coupon'],
      [ticket, 'Ticket'],
    ])
      await t.app.ctx.db.insert(tiConfigs).values({ tenantId: tenant.id, id, projectId: tenant.project.id, aggregateId: '', key: id, name: type, type });
    await buildInstruments(t.app.ctx.db, {
      tenantId: tenant.id,
      projectId: tenant.project.id,
      aggregateId: ws,
      sourceId: item.campaign,
      titype: 'COUPON',
      count: 5,
      holder: profileId,
      acquiredFrom: 2,
      tiConfigId: coupon,
    });
    const q = `query($i: ID!) { audienceStatistics(kind: "instrument", id: $i) {
      kind totalInteractions likes views shares shareMetrics { channel count } treasury { titype totalInstruments instrumentFree instrumentAcquired } } }`;
    const campaign = all.filter((a) => a.campaignId === item.campaign);
    const c = tallyOf(campaign);
    expect((await graph(viewer, q, { i: coupon })).json().data.audienceStatistics).toEqual({
      kind: 'instrument',
      totalInteractions: c.total,
      likes: c.likes,
      views: c.views,
      shares: c.shares,
      shareMetrics: SHARE_CHANNELS.map((channel) => ({ channel, count: campaign.filter((a) => a.type === 3 && a.channel === channel).length })),
      // Only its own coupons: the campaign's other coupon detail (the test above) is another instrument's.
      treasury: [{ titype: 'COUPON', totalInstruments: 5, instrumentFree: 2, instrumentAcquired: 3 }],
    });
    expect((await graph(viewer, q, { i: ticket })).json().data.audienceStatistics).toMatchObject({
      totalInteractions: 0,
      treasury: [{ titype: 'TICKET', totalInstruments: 0, instrumentFree: 0, instrumentAcquired: 0 }],
    });
    expect((await graph(outsider, q, { i: coupon })).json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect((await graph(noProfile, q, { i: coupon })).json().errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
