import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOBILITY_TICKET_COLUMNS, SHEETS } from '../../../domain/audience/exports.js';
import { TREASURY_ACTION_TYPES, TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import { audienceActions, instruments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

/**
 * Mobility tickets: a treasury detail of type MOBILITY names a bus route; each of its batches is one trip of it (the
 * category is the trip id) and that trip's conductors validate it. Buying is a purchase (7), using a validation (8).
 */
let t: TestApp;
let tenant: TestTenant;
let owner: TestUser;
let rider: TestUser;
let conductor: TestUser;
let otherConductor: TestUser;
const CONDUCTOR = String(9_100_000_000 + Math.floor(Math.random() * 99_999_999));
const OTHER = String(9_200_000_000 + Math.floor(Math.random() * 99_999_999));
let campaignId = '';
let creativeId = '';
let route: { id: string; schedule: { tripTime: { tripId: string }[] }[] };
let detail: { id: string; instrumentInfo: { uid: string; category: string; redeemer: { mobile: string }[] }[] };
let nonces = 0;
const nonce = () => `mobility-${Date.now().toString(36)}-${++nonces}`;

async function ok(user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const res = await injectAs(t, user, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}
const profileFor = (user: TestUser, phone?: string) =>
  ok(user, 'POST', '/api/1.0/profiles', {
    key: user.id,
    name: { firstName: 'Pro', lastName: user.username, displayName: user.username },
    ...(phone ? { phones: { default: phone } } : {}),
  });
const trip = (id: string, mobile: string, start: string) => ({
  tripId: undefined as string | undefined,
  startTime: start,
  endTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  day: ['Monday', 'Friday'],
  validators: [{ mobile }],
  stops: [
    { stopId: 'A', departureTime: start },
    { stopId: 'B', arrivalTime: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00` },
  ],
  startSerial: id,
});
const tripIds = () => route.schedule[0].tripTime.map((x) => x.tripId);
const tickets = (category: string) => detail.instrumentInfo.find((b) => b.category === category)!;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  rider = await buildUser(t, tenant);
  conductor = await buildUser(t, tenant);
  otherConductor = await buildUser(t, tenant);
  await profileFor(rider);
  await profileFor(conductor, `+91${CONDUCTOR}`);
  await profileFor(otherConductor, `+91${OTHER}`);
  const ws = tenant.workspaces[0].id;
  campaignId = (await ok(owner, 'POST', `/api/2.0/media-campaigns?aggregate=${ws}`, { name: 'Buses', code: 'BUSES' })).id;
  creativeId = (await ok(owner, 'POST', `/api/2.0/media-creatives?aggregate=${ws}`, { name: 'Line 12', code: 'L12' })).id;
  route = await ok(owner, 'POST', `/api/2.0/media-creatives/${creativeId}/creativeRoute`, {
    startStation: 'Stop A',
    endStation: 'Stop B',
    startDate: '2026-01-01T00:00:00Z',
    endDate: '2036-01-01T00:00:00Z',
    schedule: [
      { name: 'Week', startDay: '2026-01-01T00:00:00Z', endDay: '2036-01-01T00:00:00Z', tripTime: [trip('M', CONDUCTOR, '08:00'), trip('E', OTHER, '18:00')] },
    ],
  });
  const config = await ok(owner, 'POST', '/api/1.0/ti-configs', { project_id: tenant.project.id, name: 'Bus tickets', type: 'Mobility Ticket' });
  const [morning, evening] = tripIds();
  detail = await ok(owner, 'POST', '/api/1.0/ti-details', {
    titype: 'MOBILITY',
    tiConfigId: config.id,
    source_id: campaignId,
    route: { creative_id: creativeId, route_id: route.id },
    instrumentInfo: [
      { category: morning, numberOfTickets: 4, serialNumber: 'MOR001', price: 12 },
      { category: evening, numberOfTickets: 2, serialNumber: 'EVE001', price: 15 },
    ],
  });
  await ok(owner, 'POST', `/api/1.0/ti-details/${detail.id}/instruments`, {});
}, 60_000);
afterAll(() => t.close());

const codesOf = async (uid: string) =>
  (
    await t.app.ctx.db
      .select({ code: instruments.code })
      .from(instruments)
      .where(and(eq(instruments.tenantId, tenant.id), eq(instruments.batchUid, uid)))
  ).map((r) => r.code);

describe('mobility tickets', () => {
  it('make one batch per trip, validated by that trip’s conductors unless the batch names its own', () => {
    const [morning, evening] = tripIds();
    expect(tickets(morning).redeemer.map((r) => r.mobile)).toEqual([CONDUCTOR]);
    expect(tickets(evening).redeemer.map((r) => r.mobile)).toEqual([OTHER]);
  });

  it('refuse a mobility detail without its route or with a route of another workspace, a batch that is no trip, and a route on a coupon', async () => {
    const config = (await ok(owner, 'GET', `/api/1.0/ti-details/${detail.id}`)).tiConfigId;
    const base = { titype: 'MOBILITY', tiConfigId: config, source_id: campaignId };
    const post = (payload: object) => injectAs(t, owner, { method: 'POST', url: '/api/1.0/ti-details', payload });
    expect((await post(base)).json().message).toBe(M.routeRequired);
    expect((await post({ ...base, route: { creative_id: creativeId, route_id: 'ZZZZZZ' } })).json().message).toBe(M.routeRequired);
    const elsewhere = (await ok(owner, 'POST', `/api/2.0/media-creatives?aggregate=${tenant.workspaces[1].id}`, { name: 'South', code: 'S' })).id;
    expect((await post({ ...base, route: { creative_id: elsewhere, route_id: route.id } })).json().message).toBe(M.routeRequired);
    const badTrip = await post({
      ...base,
      route: { creative_id: creativeId, route_id: route.id },
      instrumentInfo: [{ category: 'NOPE', numberOfTickets: 1, serialNumber: 'X001' }],
    });
    expect(badTrip.statusCode).toBe(400);
    expect(badTrip.json().message).toBe(M.tripCategory);
    // A coupon from the bus tickets' configuration is refused for its type; from a coupon configuration, for its route.
    const fromBusTickets = await post({ ...base, titype: 'COUPON', route: { creative_id: creativeId, route_id: route.id } });
    expect(fromBusTickets.json().message).toBe(M.couponTypeOnly);
    const coupons = await ok(owner, 'POST', '/api/1.0/ti-configs', { project_id: tenant.project.id, name: 'Bus coupons', type: 'Coupon' });
    const coupon = await post({ ...base, titype: 'COUPON', tiConfigId: coupons.id, route: { creative_id: creativeId, route_id: route.id } });
    expect(coupon.json().message).toBe(M.routeOnlyMobility);
    const moved = await injectAs(t, owner, {
      method: 'PUT',
      url: `/api/1.0/ti-details/${detail.id}`,
      payload: { route: { creative_id: creativeId, route_id: 'ABCDEF' } },
    });
    expect(moved.json().message).toBe(M.sourceFixed);
  });

  it('are bought (Purchased, 7) and validated by the trip’s conductor (Validated, 8), never by another trip’s', async () => {
    const [morning] = tripIds();
    const [code] = await codesOf(tickets(morning).uid);
    const relations = (user: TestUser, payload: object) => injectAs(t, user, { method: 'POST', url: '/api/1.0/relations', payload });
    expect((await relations(rider, { action: 'acquire', code, nonce: nonce() })).statusCode).toBe(200);
    const refused = await relations(otherConductor, { action: 'validate', code, nonce: nonce() });
    expect(refused.statusCode).toBe(403);
    const first = nonce();
    const validated = await relations(conductor, { action: 'validate', code, nonce: first });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().instrument.status).toBe('VALIDATED');
    expect((await relations(conductor, { action: 'validate', code, nonce: first })).json()).toEqual(validated.json());
    expect((await relations(conductor, { action: 'validate', code, nonce: nonce() })).statusCode).toBe(409);
    const actions = await t.app.ctx.db
      .select()
      .from(audienceActions)
      .where(and(eq(audienceActions.tenantId, tenant.id), eq(audienceActions.campaignId, campaignId)));
    expect(actions.filter((a) => a.type === TREASURY_ACTION_TYPES.purchased)).toHaveLength(1);
    expect(actions.filter((a) => a.type === TREASURY_ACTION_TYPES.validated)).toHaveLength(1);
  });

  it("answer getAllMobilityInstrumentsDetails by route with each trip's figures, and fill the campaign workbook's Mobility Tickets sheet", async () => {
    const [, evening] = tripIds();
    const [code] = await codesOf(tickets(evening).uid);
    await ok(rider, 'POST', '/api/1.0/relations', { action: 'acquire', code, nonce: nonce() });
    const query = `query($r: ID!, $c: ID) { getAllMobilityInstrumentsDetails(route_id: $r, creative_id: $c) { id titype totalInstruments instrumentAcquired instrumentRedeemed batches { category totalInstruments instrumentAcquired instrumentRedeemed } } }`;
    const answer = await ok(owner, 'POST', '/api/1.0/media-query', { query, variables: { r: route.id, c: creativeId } });
    const [status] = answer.data.getAllMobilityInstrumentsDetails;
    expect(status).toMatchObject({ id: detail.id, titype: 'MOBILITY', totalInstruments: 6, instrumentAcquired: 2, instrumentRedeemed: 1 });
    expect(status.batches).toEqual([
      { category: tripIds()[0], totalInstruments: 4, instrumentAcquired: 1, instrumentRedeemed: 1 },
      { category: evening, totalInstruments: 2, instrumentAcquired: 1, instrumentRedeemed: 0 },
    ]);
    const outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
    expect((await ok(outsider, 'POST', '/api/1.0/media-query', { query, variables: { r: route.id } })).data.getAllMobilityInstrumentsDetails).toEqual([]);

    const res = await injectAs(t, owner, { method: 'GET', url: `/api/2.0/media-campaigns/${campaignId}/export` });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(SHEETS.mobilityTickets)!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0].slice(1)).toEqual(MOBILITY_TICKET_COLUMNS);
    const body = rows.slice(1).map((r) => r.slice(2, 7));
    expect(body).toHaveLength(2);
    expect(body).toContainEqual(['MOR001', tripIds()[0], expect.stringMatching(/^\*+\w{5}$/), 12, 'Validated']);
    expect(body).toContainEqual(['EVE001', evening, expect.stringMatching(/^\*+\w{5}$/), 15, 'Purchased']);
  });
});
