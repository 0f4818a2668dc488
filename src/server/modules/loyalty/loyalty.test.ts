import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOYALTY_MESSAGES as M } from '../../../domain/loyalty/program.js';
import { audienceCalls } from '../../test/audience-calls.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments } from '../../test/instruments.js';
import { creditLoyalty } from './crediting.js';
import { expireLoyaltyPoints } from './expiry.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'owner' | 'admin' | 'editor' | 'viewer' | 'outsider' | 'customer', TestUser>;
let ws = '';
let campaign = '';
let creative = '';
let coupon = '';
let profileId = '';
const { rows, ingest, profileFor } = audienceCalls(() => t);

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
async function ok(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(user, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}
const createProgram = (body: object, user = users.admin) => call(user, 'POST', `/api/1.0/loyalty?aggregate=${ws}`, body);
let seq = 0;
const key = () => `loyalty-${Date.now().toString(36)}-${++seq}`;
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const wallet = async () =>
  (
    await rows<{ id: string; balance: number }>(
      sql`select id, balance::int as balance from wallets where tenant_id = ${tenant.id} and profile_id = ${profileId}`,
    )
  )[0];
const entries = async (walletId: string) =>
  rows<{ seq: number; kind: string; delta: number; sourceKind: string; sourceId: string; reason: string }>(
    sql`select seq, kind, delta::int as delta, source_kind as "sourceKind", source_id as "sourceId", reason from wallet_entries where wallet_id = ${walletId} order by seq`,
  );

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.admin = await buildUser(t, tenant, { role: 'admin' });
  users.editor = await buildUser(t, tenant, { role: 'editor' });
  users.viewer = await buildUser(t, tenant, { role: 'reader' });
  users.outsider = await buildUser(t, other, { role: 'owner' });
  users.customer = await buildUser(t, tenant);
  ws = tenant.workspaces[0].id;
  // Midnight in Kolkata is 18:30 UTC: the per-day cap counts the workspace's days.
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = 'Asia/Kolkata' where tenant_id = ${tenant.id} and id = ${ws}`);
  campaign = (await ok(users.owner, 'POST', `/api/2.0/media-campaigns?aggregate=${ws}`, { name: 'Spring', code: 'SPRING' })).id;
  creative = (await ok(users.owner, 'POST', `/api/2.0/media-creatives?aggregate=${ws}`, { name: 'Poster', code: 'POSTER' })).id;
  await ok(users.owner, 'POST', `/api/2.0/media-creatives/${creative}/creativeGratification`, { action: 'like', defaultPoints: 4, maxLimit: 1 });
  coupon = (
    await buildInstruments(t.app.ctx.db, { tenantId: tenant.id, projectId: tenant.project.id, aggregateId: ws, sourceId: campaign, titype: 'COUPON', count: 3 })
  ).detailId;
  profileId = await profileFor(users.customer);
});
afterAll(() => t.close());

describe('programs', () => {
  it("are created by admins ('Create Loyalty'), read and listed by viewers, and kept from other tenants", async () => {
    expect((await createProgram({ name: 'Nope' }, users.editor)).statusCode).toBe(403);
    const res = await createProgram({
      name: 'Spring Miles',
      earningRules: [{ action: 'view', points: 10, campaignIds: [campaign] }],
      rewards: [{ name: 'Free coffee', points: 50, detail_id: coupon }],
      expiryDays: 90,
    });
    expect(res.statusCode).toBe(201);
    const program = res.json();
    expect(program).toMatchObject({ name: 'Spring Miles', enabled: true, aggregate_id: ws, project_id: tenant.project.id, expiryDays: 90 });
    expect(program.earningRules[0]).toMatchObject({ action: 'view', points: 10, maxPerProfile: null, maxPerDay: null, enabled: true });
    expect(program.rewards[0].id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(await ok(users.viewer, 'GET', `/api/1.0/loyalty/${program.id}`)).toEqual(program);
    const list = await ok(users.viewer, 'GET', `/api/1.0/loyalty?aggregate=${ws}&q=spring`);
    expect(list.total).toBe(1);
    expect(list.items[0].id).toBe(program.id);
    expect((await call(users.outsider, 'GET', `/api/1.0/loyalty/${program.id}`)).statusCode).toBe(404);
    // A change of the whole document is the admins'; the editor is refused.
    const changed = { ...program, name: 'Spring Miles+', enabled: false };
    expect((await call(users.editor, 'POST', '/api/1.0/loyalty', changed)).statusCode).toBe(403);
    expect(await ok(users.admin, 'POST', '/api/1.0/loyalty', changed)).toMatchObject({ id: program.id, name: 'Spring Miles+', enabled: false });
  });

  it('refuse bad documents with clear messages', async () => {
    const bad = await createProgram({ name: 'x', earningRules: [{ action: 'like', points: 0 }] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(M.pointsWhole);
    const foreign = (
      await buildInstruments(t.app.ctx.db, {
        tenantId: other.id,
        projectId: other.project.id,
        aggregateId: other.workspaces[0].id,
        sourceId: campaign,
        titype: 'COUPON',
        count: 1,
      })
    ).detailId;
    const wrongDetail = await createProgram({ name: 'x', rewards: [{ name: 'r', points: 5, detail_id: foreign }] });
    expect([wrongDetail.statusCode, wrongDetail.json().message]).toEqual([400, M.rewardDetailUnknown]);
    const wrongScope = await createProgram({ name: 'x', earningRules: [{ action: 'view', campaignIds: [creative] }] });
    expect([wrongScope.statusCode, wrongScope.json().message]).toEqual([400, M.scopeUnknown]);
  });
});

describe('crediting', () => {
  let program = '';
  beforeAll(async () => {
    const res = await createProgram({
      name: 'Views and likes',
      earningRules: [
        { action: 'view', points: 10, campaignIds: [campaign], maxPerProfile: 3, maxPerDay: 2 },
        // No points: the creative's card (4 points, once per profile).
        { action: 'like', creativeIds: [creative] },
      ],
      expiryDays: 30,
    });
    program = res.json().id;
  });

  it('credits actions once each, after the ingestion, within the per-day and per-profile caps', async () => {
    const view = (h: number) => ({ id: key(), type: 2, campaignId: campaign, at: hoursAgo(h) });
    // Three views today and two yesterday (in Kolkata: 30 hours ago is yesterday there whatever the hour).
    const today = [view(0.1), view(0.05), view(0.01)];
    const yesterday = [view(30), view(30.1)];
    const likes = [
      { id: key(), type: 1, creativeId: creative, at: hoursAgo(0.2) },
      { id: key(), type: 1, creativeId: creative, at: hoursAgo(0.1) },
    ];
    expect((await ingest(users.customer, [...today, ...yesterday, ...likes])).statusCode).toBe(200);
    // Nothing yet: crediting is the sweep's.
    expect(await wallet()).toBeUndefined();
    expect(await creditLoyalty(t.app.ctx)).toBe(2 + 1 + 1);
    // Two today (the day's cap), one yesterday (the third in all), one like (the card's maxLimit).
    const w = await wallet();
    expect(w.balance).toBe(3 * 10 + 4);
    // Replays: the queue is empty, and an action queued again credits nothing twice.
    expect(await creditLoyalty(t.app.ctx)).toBe(0);
    const credited = await rows<{ id: number }>(
      sql`select action_id::float8 as id from loyalty_earnings where tenant_id = ${tenant.id} and program_id = ${program} order by action_id limit 1`,
    );
    await t.app.ctx.db.execute(sql`insert into loyalty_due (tenant_id, action_id, part, type, profile_id, aggregate_id, campaign_id, creative_id, updated_on)
      select tenant_id, id, hashtext(profile_id) & 15, type, profile_id, aggregate_id, campaign_id, creative_id, updated_on
      from audience_actions where tenant_id = ${tenant.id} and id = ${credited[0].id}`);
    expect(await creditLoyalty(t.app.ctx)).toBe(0);
    // A repeated ingestion is not stored, so not queued.
    expect((await ingest(users.customer, [today[0]])).json().repeated).toEqual([today[0].id]);
    expect(await creditLoyalty(t.app.ctx)).toBe(0);
    expect((await wallet()).balance).toBe(34);
    // One entry for the batch's four credits, named after the program, its points traced to those actions.
    const ledger = await entries(w.id);
    expect(ledger).toMatchObject([{ kind: 'earn', delta: 34, sourceKind: 'interactions', reason: 'Views and likes: 4 interactions' }]);
    const traced = await rows<{ seq: number; n: number; points: number }>(
      sql`select entry_seq as seq, count(*)::int as n, sum(points)::int as points from loyalty_earnings where wallet_id = ${w.id} group by 1`,
    );
    expect(traced).toEqual([{ seq: ledger[0].seq, n: 4, points: 34 }]);
    const figures = await ok(users.viewer, 'GET', `/api/1.0/loyalty/${program}/figures`);
    expect(figures).toMatchObject({ members: 1, pointsIssued: 34, pointsSpent: 0, pointsExpired: 0, rewardsTaken: 0 });
    // The campaign's report counts the points its actions earned: the three views credited (the likes were on the creative).
    const q = 'query($c: ID!) { campaignAttribution(campaign_id: $c) { pointsEarned } }';
    const report = (await call(users.owner, 'POST', '/api/1.0/media-query', { query: q, variables: { c: campaign } })).json();
    const [earned] = await rows<{ points: number }>(
      sql`select sum(e.points)::int as points from loyalty_earnings e join audience_actions a on a.tenant_id = e.tenant_id and a.id = e.action_id
        where e.tenant_id = ${tenant.id} and a.campaign_id = ${campaign}`,
    );
    expect(earned.points).toBe(30);
    expect(report.data.campaignAttribution.pointsEarned).toBe(earned.points);
  });

  it('expires what is left of each lot after the policy’s days, spending first from the oldest, once', async () => {
    const w = await wallet();
    // Staff take 25 points off: the oldest lots (earned first) give them.
    await ok(users.owner, 'POST', `/api/1.0/wallets/${w.id}/adjustments`, { points: -25, reason: 'correction' });
    expect(await expireLoyaltyPoints(t.app.ctx, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    // The batch's one lot of 34 points, 25 of them spent.
    const settled = await expireLoyaltyPoints(t.app.ctx, new Date(Date.now() + 31 * 86_400_000));
    expect(settled).toBe(1);
    expect((await wallet()).balance).toBe(0);
    const expired = (await entries(w.id)).filter((e) => e.kind === 'expire');
    expect(expired.reduce((s, e) => s + e.delta, 0)).toBe(-9);
    expect(await expireLoyaltyPoints(t.app.ctx, new Date(Date.now() + 40 * 86_400_000))).toBe(0);
    expect((await entries(w.id)).filter((e) => e.kind === 'expire')).toEqual(expired);
    expect(await ok(users.viewer, 'GET', `/api/1.0/loyalty/${program}/figures`)).toMatchObject({ pointsIssued: 34, pointsExpired: 9 });
  });

  it('credits nothing in a workspace without an enabled program', async () => {
    const south = tenant.workspaces[1].id;
    const venue = (await ok(users.owner, 'POST', `/api/2.0/media-venues?aggregate=${south}`, { name: 'Elsewhere' })).id;
    await ingest(users.customer, [{ id: key(), type: 2, venueId: venue, at: hoursAgo(0.01) }]);
    expect((await rows<{ n: number }>(sql`select count(*)::int as n from loyalty_due where tenant_id = ${tenant.id}`))[0].n).toBe(0);
  });

  it('credits each action once when two sweeps run at once', async () => {
    const south = tenant.workspaces[1].id;
    const venue = (await ok(users.owner, 'POST', `/api/2.0/media-venues?aggregate=${south}`, { name: 'Together' })).id;
    expect(
      (await call(users.admin, 'POST', `/api/1.0/loyalty?aggregate=${south}`, { name: 'South shares', earningRules: [{ action: 'share', points: 1 }] }))
        .statusCode,
    ).toBe(201);
    const shares = Array.from({ length: 6 }, () => ({ id: key(), type: 3, channel: 'email', venueId: venue, at: hoursAgo(0.01) }));
    await ingest(users.customer, shares);
    const before = (await wallet()).balance;
    const [a, b] = await Promise.all([creditLoyalty(t.app.ctx), creditLoyalty(t.app.ctx)]);
    expect(a + b).toBe(6);
    expect((await wallet()).balance).toBe(before + 6);
  });
});
