import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import { instruments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments, type TestInstruments } from '../../test/instruments.js';

let t: TestApp;
let tenant: TestTenant;
let owner: TestUser;
let northViewer: TestUser;
let outsider: TestUser;
let customer: TestUser;
let coupons: TestInstruments;
let secondBatch: TestInstruments;
let tickets: TestInstruments;
let south: TestInstruments;
let customerProfile = '';
const FIGURES = 'totalInstruments instrumentFree instrumentAcquired instrumentRedeemed balanceTickets revenue discount';

async function gql(user: TestUser, query: string, variables: Record<string, unknown> = {}) {
  const res = await injectAs(t, user, { method: 'POST', url: '/api/1.0/media-query', payload: { query, variables } });
  return { status: res.statusCode, ...(res.json() as { data: Record<string, unknown>; errors?: { message: string; extensions: { code: string } }[] }) };
}

/** The figures counted straight from the instruments of `batchUids`: what every query must agree with. */
async function counted(batchUids: string[]) {
  const [row] = await t.app.ctx.db
    .select({
      totalInstruments: sql<number>`count(*)::int`,
      instrumentFree: sql<number>`(count(*) filter (where ${instruments.status} = 'ISSUED'))::int`,
      instrumentAcquired: sql<number>`(count(*) filter (where ${instruments.profileId} is not null))::int`,
      instrumentRedeemed: sql<number>`(count(*) filter (where ${instruments.status} in ('REDEEMED', 'VALIDATED')))::int`,
      revenue: sql<number>`coalesce(sum(${instruments.salesAmount}), 0)::float8`,
      discount: sql<number>`coalesce(sum(${instruments.discount}), 0)::float8`,
    })
    .from(instruments)
    .where(and(eq(instruments.tenantId, tenant.id), inArray(instruments.batchUid, batchUids)));
  return { ...row, balanceTickets: row.instrumentFree };
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  northViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  outsider = await buildUser(t, other, { role: 'owner' });
  customer = await buildUser(t, tenant);
  const profile = await injectAs(t, customer, {
    method: 'POST',
    url: '/api/1.0/profiles',
    payload: { key: customer.id, name: { firstName: 'Cus', lastName: 'Tomer', displayName: 'Customer' } },
  });
  customerProfile = profile.json().id;
  const ws = (i: number) => ({ tenantId: tenant.id, projectId: tenant.project.id, aggregateId: tenant.workspaces[i].id });
  const redeemers = [{ mobile: '9000000001', profile_id: customerProfile }];
  const policy = { currency: 'INR' as const, discountType: 'cashback' as const, discount: 50, minimumSaleAmount: 500 };
  coupons = await buildInstruments(t.app.ctx.db, {
    ...ws(0),
    sourceId: newId(),
    titype: 'COUPON',
    count: 10,
    policy,
    redeemers,
    holder: customerProfile,
    acquiredFrom: 6,
  });
  secondBatch = await buildInstruments(t.app.ctx.db, { ...ws(0), detailId: coupons.detailId, sourceId: '', titype: 'COUPON', count: 3, redeemers });
  tickets = await buildInstruments(t.app.ctx.db, { ...ws(0), sourceId: newId(), titype: 'TICKET', count: 5, price: 20, redeemers, holder: customerProfile });
  south = await buildInstruments(t.app.ctx.db, { ...ws(1), sourceId: newId(), titype: 'TICKET', count: 3 });
  // Real transactions move them: two coupons redeemed, one ticket acquired twice over, three validated.
  const post = (payload: object) => injectAs(t, customer, { method: 'POST', url: '/api/1.0/relations', payload });
  let n = 0;
  const nonce = () => `gq-${Date.now().toString(36)}-${++n}`;
  for (const [code, amount] of [
    [coupons.codes[6], 1000],
    [coupons.codes[7], 600],
  ] as const) {
    expect((await post({ action: 'redeem', code, nonce: nonce(), salesAmount: amount })).statusCode).toBe(200);
  }
  expect((await post({ action: 'acquire', code: secondBatch.codes[0], nonce: nonce() })).statusCode).toBe(200);
  for (const code of tickets.codes.slice(0, 3)) expect((await post({ action: 'validate', code, nonce: nonce() })).statusCode).toBe(200);
});

afterAll(() => t?.close());

describe('treasury figures', () => {
  it("tiDetailsCurrentStatus counts a detail's and each batch's instruments by status", async () => {
    const res = await gql(
      owner,
      `query($id: ID!) { tiDetailsCurrentStatus(id: $id) { id titype usagetype usageLimit ${FIGURES} batches { uid category ${FIGURES} } } }`,
      {
        id: coupons.detailId,
      },
    );
    expect(res.errors).toBeUndefined();
    const status = res.data.tiDetailsCurrentStatus as Record<string, unknown> & { batches: Record<string, unknown>[] };
    expect(status).toMatchObject({ id: coupons.detailId, titype: 'COUPON', usagetype: 'single', ...(await counted([coupons.batchUid, secondBatch.batchUid])) });
    expect(status).toMatchObject({ totalInstruments: 13, instrumentFree: 8, instrumentAcquired: 5, instrumentRedeemed: 2, revenue: 1600, discount: 100 });
    expect(status.batches.map((b) => b.uid)).toEqual([coupons.batchUid, secondBatch.batchUid]);
    expect(status.batches[0]).toMatchObject(await counted([coupons.batchUid]));
    expect(status.batches[1]).toMatchObject(await counted([secondBatch.batchUid]));
  });

  it('getAllRedeemedInstruments counts per category; the lists page the redeemed and acquired with masked profiles', async () => {
    const res = await gql(
      owner,
      `query($id: ID!) {
        counts: getAllRedeemedInstruments(id: $id) { total revenue discount byCategory { batch_uid category count } }
        redeemed: getAllRedeemedInstrumentsDetails(id: $id, limit: 1) { total items { serial status profile_id salesAmount discount statusChangedDate } }
        acquired: tiDetailsInstrumentAcquired(id: $id) { total items { serial status profile_id } }
      }`,
      { id: coupons.detailId },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.counts).toEqual({
      total: 2,
      revenue: 1600,
      discount: 100,
      byCategory: [
        { batch_uid: coupons.batchUid, category: 'GOLD', count: 2 },
        { batch_uid: secondBatch.batchUid, category: 'GOLD', count: 0 },
      ],
    });
    const redeemed = res.data.redeemed as { total: number; items: Record<string, unknown>[] };
    expect(redeemed.total).toBe(2);
    expect(redeemed.items).toHaveLength(1);
    expect(redeemed.items[0]).toMatchObject({ status: 'REDEEMED', profile_id: maskProfileId(customerProfile), discount: 50 });
    const acquired = res.data.acquired as { total: number; items: { profile_id: string }[] };
    expect(acquired.total).toBe(5);
    expect(acquired.items.every((i) => i.profile_id === maskProfileId(customerProfile))).toBe(true);
    expect(JSON.stringify(res.data)).not.toContain(customerProfile);
  });

  it('the workspace and project queries sum the details, per type, and agree with the instruments', async () => {
    const res = await gql(
      owner,
      `query($a: ID!, $p: ID!, $t: ID!) {
        ws: tiDetailsOverallStatusOnAggregate(aggregate_id: $a) { details ${FIGURES} byType { titype details ${FIGURES} } }
        list: tiDetailsByAggregateId(aggregate_id: $a) { id titype ${FIGURES} }
        revenue: tiDetailsOverallStatusOnRevenue(aggregate_id: $a) { revenue discount net instrumentRedeemed byType { titype revenue } }
        projectRevenue: tiDetailsOverallStatusOnRevenue(project_id: $p, tenant_id: $t) { revenue instrumentRedeemed }
        summary: treasurySummaryByProject(project_id: $p, tenant_id: $t) { details ${FIGURES} byType { titype details ${FIGURES} } }
        wsRedeemed: getAllRedeemedInstrumentsDetailsOnAggreagte(aggregate_id: $a, limit: 50) { total items { titype serial } }
      }`,
      { a: tenant.workspaces[0].id, p: tenant.project.id, t: tenant.key },
    );
    expect(res.errors).toBeUndefined();
    const northBatches = [coupons.batchUid, secondBatch.batchUid, tickets.batchUid];
    expect(res.data.ws).toMatchObject({ details: 2, ...(await counted(northBatches)) });
    const ws = res.data.ws as { byType: Record<string, unknown>[] };
    expect(ws.byType).toEqual([
      { titype: 'COUPON', details: 1, ...(await counted([coupons.batchUid, secondBatch.batchUid])) },
      { titype: 'TICKET', details: 1, ...(await counted([tickets.batchUid])) },
    ]);
    expect((res.data.list as { id: string }[]).map((d) => d.id).sort()).toEqual([coupons.detailId, tickets.detailId].sort());
    expect(res.data.revenue).toMatchObject({ revenue: 1600, discount: 100, net: 1500, instrumentRedeemed: 5 });
    expect(res.data.projectRevenue).toEqual({ revenue: 1600, instrumentRedeemed: 5 });
    expect(res.data.summary).toMatchObject({ details: 3, ...(await counted([...northBatches, south.batchUid])) });
    const summary = res.data.summary as { byType: Record<string, unknown>[] };
    expect(summary.byType[1]).toEqual({ titype: 'TICKET', details: 2, ...(await counted([tickets.batchUid, south.batchUid])) });
    expect(res.data.wsRedeemed).toMatchObject({ total: 5 });
  });

  it('asks VIEWER where it reads: a workspace viewer reads its workspace only, another tenant finds nothing', async () => {
    const north = await gql(northViewer, `query($id: ID!) { tiDetailsCurrentStatus(id: $id) { totalInstruments } }`, { id: coupons.detailId });
    expect(north.data.tiDetailsCurrentStatus).toEqual({ totalInstruments: 13 });
    const southRead = await gql(northViewer, `query($id: ID!) { tiDetailsCurrentStatus(id: $id) { totalInstruments } }`, { id: south.detailId });
    expect(southRead.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const project = await gql(northViewer, `query($p: ID!, $t: ID!) { treasurySummaryByProject(project_id: $p, tenant_id: $t) { details } }`, {
      p: tenant.project.id,
      t: tenant.key,
    });
    expect(project.errors?.[0].extensions.code).toBe('FORBIDDEN');
    const foreign = await gql(outsider, `query($id: ID!) { tiDetailsCurrentStatus(id: $id) { totalInstruments } }`, { id: coupons.detailId });
    expect([foreign.data.tiDetailsCurrentStatus, foreign.errors?.[0].extensions.code]).toEqual([null, 'NOT_FOUND']);
    const customerRead = await gql(customer, `query($a: ID!) { tiDetailsOverallStatusOnAggregate(aggregate_id: $a) { details } }`, {
      a: tenant.workspaces[0].id,
    });
    expect(customerRead.errors?.[0].extensions.code).toBe('FORBIDDEN');
  });

  it('answers 400 to a page out of range or a revenue query without a scope', async () => {
    const big = await gql(owner, `query($id: ID!) { getAllRedeemedInstrumentsDetails(id: $id, limit: 501) { total } }`, { id: coupons.detailId });
    expect([big.status, big.errors?.[0].extensions.code]).toEqual([400, 'BAD_USER_INPUT']);
    const none = await gql(owner, `{ tiDetailsOverallStatusOnRevenue { revenue } }`);
    expect([none.status, none.errors?.[0].message]).toEqual([400, 'aggregate_id or project_id is required']);
  });
});
