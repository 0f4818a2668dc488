import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { newInstrumentCode } from '../../../domain/treasury/codes.js';
import { TREASURY_ACTION_TYPES, TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import { audienceActions, instrumentTransactions, instruments } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments, type InstrumentsSpec } from '../../test/instruments.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let customer: TestUser;
let validator: TestUser;
let staffViewer: TestUser;
let noProfile: TestUser;
let outsider: TestUser;
const ids = { customer: '', validator: '', staffViewer: '', outsider: '' };
const VALIDATOR_MOBILE = String(9_000_000_000 + Math.floor(Math.random() * 999_999_999));
const campaignId = newId();
const eventId = newId();
let venueId = '';
let nonces = 0;
const nonce = () => `nonce-${Date.now().toString(36)}-${++nonces}`;

async function profileFor(user: TestUser, phone?: string): Promise<string> {
  const res = await injectAs(t, user, {
    method: 'POST',
    url: '/api/1.0/profiles',
    payload: {
      key: user.id,
      name: { firstName: 'Pro', lastName: user.username, displayName: user.username },
      ...(phone ? { phones: { default: phone } } : {}),
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

const post = (user: TestUser, payload: object) => injectAs(t, user, { method: 'POST', url: '/api/1.0/relations', payload });

/** Instruments of the tenant's first workspace, redeemable by the validator (bound by phone). */
const batch = (spec: Partial<InstrumentsSpec> & Pick<InstrumentsSpec, 'titype' | 'count'>) =>
  buildInstruments(t.app.ctx.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: tenant.workspaces[0].id,
    sourceId: spec.titype === 'TICKET' ? eventId : campaignId,
    redeemers: [{ mobile: VALIDATOR_MOBILE, venue_id: venueId }],
    ...spec,
  });

async function actionsOf(profileId: string) {
  return t.app.ctx.db
    .select()
    .from(audienceActions)
    .where(and(eq(audienceActions.tenantId, tenant.id), eq(audienceActions.profileId, profileId)));
}

async function instrument(code: string) {
  const [row] = await t.app.ctx.db
    .select()
    .from(instruments)
    .where(and(eq(instruments.tenantId, tenant.id), eq(instruments.code, code)));
  return row;
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  customer = await buildUser(t, tenant);
  validator = await buildUser(t, tenant);
  staffViewer = await buildUser(t, tenant, { role: 'reader' });
  noProfile = await buildUser(t, tenant, { role: 'owner' });
  outsider = await buildUser(t, other);
  ids.customer = await profileFor(customer);
  ids.validator = await profileFor(validator, `+91${VALIDATOR_MOBILE}`);
  ids.staffViewer = await profileFor(staffViewer);
  ids.outsider = await profileFor(outsider);
  const venue = await injectAs(t, noProfile, {
    method: 'POST',
    url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`,
    payload: { name: 'North Gate' },
  });
  expect(venue.statusCode).toBe(201);
  venueId = venue.json().id;
});

afterAll(() => t?.close());

describe('acquire', () => {
  it('lets any signed-in profile of the tenant acquire an issued instrument, once, and appends an Acquired action', async () => {
    const { codes } = await batch({ titype: 'COUPON', count: 2, price: 25 });
    const res = await post(customer, { action: 'acquire', code: codes[0].toLowerCase(), nonce: nonce() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ outcome: 'applied', action: 'acquire', titype: 'COUPON' });
    expect(body.instrument).toMatchObject({ code: codes[0], serial: 'TST0001', status: 'ACQUIRED', uses: 0, usesLeft: 1, profile_id: ids.customer });
    expect(Date.parse(body.instrument.acquiredDate)).toBeGreaterThan(Date.now() - 60_000);
    const row = await instrument(codes[0]);
    expect(row).toMatchObject({ status: 'ACQUIRED', profileId: ids.customer });
    expect(row.acquiredOn).toBeInstanceOf(Date);
    const actions = await actionsOf(ids.customer);
    expect(actions.filter((a) => a.type === TREASURY_ACTION_TYPES.acquired)).toHaveLength(1);
    expect(actions[0]).toMatchObject({ projectId: tenant.project.id, aggregateId: tenant.workspaces[0].id, campaignId, eventId: null, price: '25.00' });

    const again = await post(staffViewer, { action: 'acquire', code: codes[0], nonce: nonce() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: M.alreadyAcquired, outcome: 'refused' });
  });

  it('records acquiring a mobility ticket as a purchase', async () => {
    const { codes } = await batch({ titype: 'MOBILITY', count: 1, price: 40 });
    expect((await post(staffViewer, { action: 'acquire', code: codes[0], nonce: nonce() })).statusCode).toBe(200);
    const actions = await actionsOf(ids.staffViewer);
    expect(actions.some((a) => a.type === TREASURY_ACTION_TYPES.purchased && a.price === '40.00' && a.campaignId === campaignId && a.eventId === null)).toBe(
      true,
    );
  });

  it('refuses callers without a profile, unknown codes and codes of another tenant', async () => {
    const { codes } = await batch({ titype: 'COUPON', count: 1 });
    const res = await post(noProfile, { action: 'acquire', code: codes[0], nonce: nonce() });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.profileRequired);
    const unknown = await post(customer, { action: 'acquire', code: newInstrumentCode(), nonce: nonce() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(M.unknownCode);
    const foreign = await post(outsider, { action: 'acquire', code: codes[0], nonce: nonce() });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.unknownCode);
    expect(await instrument(codes[0])).toMatchObject({ status: 'ISSUED', profileId: null });
  });

  it('answers 400 to a malformed request and 401 without a token', async () => {
    expect((await post(customer, { action: 'acquire', code: 'IJO01', nonce: nonce() })).statusCode).toBe(400);
    expect((await post(customer, { action: 'acquire', code: newInstrumentCode(), nonce: 'short' })).statusCode).toBe(400);
    expect((await post(customer, { action: 'steal', code: newInstrumentCode(), nonce: nonce() })).statusCode).toBe(400);
    expect(
      (await injectAs(t, null, { method: 'POST', url: '/api/1.0/relations', payload: { action: 'acquire', code: newInstrumentCode(), nonce: nonce() } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('redeem and validate', () => {
  const policy = { currency: 'INR' as const, discountType: 'salesPercentage' as const, discount: 10, minimumSaleAmount: 500 };

  it('redeems an acquired coupon for its redeemer with the policy discount, once', async () => {
    const { codes } = await batch({ titype: 'COUPON', count: 1, policy, holder: ids.customer });
    const res = await post(validator, { action: 'redeem', code: codes[0], nonce: nonce(), salesAmount: 1234.5 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'applied', salesAmount: 1234.5, discount: 123.45 });
    expect(res.json().instrument).toMatchObject({ status: 'REDEEMED', uses: 1, usesLeft: 0, salesAmount: 1234.5, discount: 123.45, profile_id: ids.customer });
    const redeemed = (await actionsOf(ids.customer)).filter((a) => a.type === TREASURY_ACTION_TYPES.redeemed);
    expect(redeemed).toHaveLength(1);
    expect(redeemed[0]).toMatchObject({ campaignId, venueId, price: '1234.50' });

    const again = await post(validator, { action: 'redeem', code: codes[0], nonce: nonce(), salesAmount: 900 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyRedeemed);
  });

  it('refuses staff of the workspace without a redeemer entry, whatever their role, and changes nothing', async () => {
    const { codes } = await batch({ titype: 'COUPON', count: 1, holder: ids.customer });
    for (const user of [staffViewer, noProfile]) {
      const res = await post(user, { action: 'redeem', code: codes[0], nonce: nonce(), salesAmount: 700 });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(user === staffViewer ? M.notRedeemer : M.profileRequired);
    }
    expect(await instrument(codes[0])).toMatchObject({ status: 'ACQUIRED', uses: 0, salesAmount: null });
  });

  it('refuses a sale below the minimum, a use before acquisition, and the wrong action for the type', async () => {
    const coupons = await batch({ titype: 'COUPON', count: 2, policy, holder: ids.customer, acquiredFrom: 1 });
    const low = await post(validator, { action: 'redeem', code: coupons.codes[1], nonce: nonce(), salesAmount: 499.99 });
    expect(low.statusCode).toBe(400);
    expect(low.json().message).toBe(M.belowMinimumSale);
    const early = await post(validator, { action: 'redeem', code: coupons.codes[0], nonce: nonce(), salesAmount: 600 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(M.notAcquired);
    const wrong = await post(validator, { action: 'validate', code: coupons.codes[1], nonce: nonce() });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(M.wrongAction);
    expect(await instrument(coupons.codes[1])).toMatchObject({ status: 'ACQUIRED', uses: 0, salesAmount: null });
  });

  it('validates a ticket only for a redeemer of its batch, bound by profile id or phone', async () => {
    const tickets = await batch({ titype: 'TICKET', count: 3, holder: ids.customer, redeemers: [{ mobile: '9999999999', profile_id: ids.staffViewer }] });
    for (const user of [validator, customer, noProfile]) {
      const res = await post(user, { action: 'validate', code: tickets.codes[0], nonce: nonce() });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(user === noProfile ? M.profileRequired : M.notRedeemer);
    }
    const elsewhere = await post(staffViewer, { action: 'validate', code: tickets.codes[0], nonce: nonce(), venue_id: newId() });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([400, M.unknownVenue]);
    const byId = await post(staffViewer, { action: 'validate', code: tickets.codes[0], nonce: nonce(), venue_id: venueId });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().instrument.status).toBe('VALIDATED');
    const validated = (await actionsOf(ids.customer)).filter((a) => a.type === TREASURY_ACTION_TYPES.validated);
    expect(validated.some((a) => a.eventId === eventId && a.venueId === venueId && a.campaignId === null)).toBe(true);
    const second = await post(staffViewer, { action: 'validate', code: tickets.codes[0], nonce: nonce() });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.alreadyValidated);

    const byPhone = await batch({ titype: 'TICKET', count: 1, holder: ids.customer });
    expect((await post(validator, { action: 'validate', code: byPhone.codes[0], nonce: nonce() })).statusCode).toBe(200);
  });
});

describe('exactly once', () => {
  it('replays the first answer to a repeated nonce, and refuses a nonce reused for another transaction', async () => {
    const { codes } = await batch({ titype: 'TICKET', count: 2, holder: ids.customer });
    const n = nonce();
    const first = await post(validator, { action: 'validate', code: codes[0], nonce: n });
    expect(first.statusCode).toBe(200);
    const repeat = await post(validator, { action: 'validate', code: codes[0], nonce: n });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());

    const refusedNonce = nonce();
    const refused = await post(validator, { action: 'validate', code: codes[0], nonce: refusedNonce });
    expect(refused.statusCode).toBe(409);
    const refusedAgain = await post(validator, { action: 'validate', code: codes[0], nonce: refusedNonce });
    expect([refusedAgain.statusCode, refusedAgain.json()]).toEqual([409, refused.json()]);

    for (const reuse of [
      { action: 'validate', code: codes[1], nonce: n },
      { action: 'acquire', code: codes[0], nonce: n },
    ]) {
      const res = await post(validator, reuse);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(M.nonceReused);
    }
    const byOther = await post(staffViewer, { action: 'validate', code: codes[0], nonce: n });
    expect([byOther.statusCode, byOther.json().message]).toEqual([409, M.nonceReused]);
    expect(await instrument(codes[1])).toMatchObject({ status: 'ACQUIRED', uses: 0 });
  });

  it('answers exactly one of 50 parallel redemptions of a single-use coupon', async () => {
    const { codes } = await batch({ titype: 'COUPON', count: 1, holder: ids.customer });
    const results = await Promise.all(Array.from({ length: 50 }, () => post(validator, { action: 'redeem', code: codes[0], nonce: nonce(), salesAmount: 10 })));
    const codesSeen = results.map((r) => r.statusCode);
    expect(codesSeen.filter((c) => c === 200)).toHaveLength(1);
    expect(codesSeen.filter((c) => c === 409)).toHaveLength(49);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === M.alreadyRedeemed)).toBe(true);
    expect(await instrument(codes[0])).toMatchObject({ status: 'REDEEMED', uses: 1, salesAmount: '10.00' });
    expect(await appliedActions(codes[0])).toBe(1);
  });

  it('accepts exactly five of 50 parallel validations of a five-use ticket', async () => {
    const { codes } = await batch({ titype: 'TICKET', count: 1, holder: ids.customer, usageLimit: 5 });
    const results = await Promise.all(Array.from({ length: 50 }, () => post(validator, { action: 'validate', code: codes[0], nonce: nonce() })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === M.usesExhausted)).toBe(true);
    expect(
      results
        .filter((r) => r.statusCode === 200)
        .map((r) => r.json().instrument.uses)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(await instrument(codes[0])).toMatchObject({ status: 'VALIDATED', uses: 5 });
    expect(await appliedActions(codes[0])).toBe(5);
  });

  it('gives 20 parallel requests with one nonce the one first answer, applied once', async () => {
    const { codes } = await batch({ titype: 'TICKET', count: 1, holder: ids.customer, usageLimit: 3 });
    const n = nonce();
    const results = await Promise.all(Array.from({ length: 20 }, () => post(validator, { action: 'validate', code: codes[0], nonce: n })));
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([200]));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => r.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    expect(await instrument(codes[0])).toMatchObject({ status: 'ACQUIRED', uses: 1 });
    expect(await appliedActions(codes[0])).toBe(1);
  });
});

describe("a caller's next transaction, checked against what its last one found", () => {
  const policy = { currency: 'INR' as const, discountType: 'cashback' as const, discount: 50, minimumSaleAmount: 100 };
  const redeem = (code: string, salesAmount = 300) => post(validator, { action: 'redeem', code, nonce: nonce(), salesAmount });

  it('refuses the next use once the redeemer entry is gone from the batch, and changes nothing', async () => {
    const { codes, batchUid } = await batch({ titype: 'TICKET', count: 2, holder: ids.customer });
    expect((await post(validator, { action: 'validate', code: codes[0], nonce: nonce() })).statusCode).toBe(200);
    await t.app.ctx.db.execute(
      sql`update instrument_batches set redeemers = '[{"mobile": "9999999999"}]' where tenant_id = ${tenant.id} and uid = ${batchUid}`,
    );
    const res = await post(validator, { action: 'validate', code: codes[1], nonce: nonce() });
    expect([res.statusCode, res.json().message]).toEqual([403, M.notRedeemer]);
    expect(await instrument(codes[1])).toMatchObject({ status: 'ACQUIRED', uses: 0 });
    expect(await appliedActions(codes[1])).toBe(0);
  });

  it("applies the coupon policy as it stands at the redemption, not as the caller's last redemption found it", async () => {
    const { codes, detailId } = await batch({ titype: 'COUPON', count: 3, policy, holder: ids.customer });
    expect((await redeem(codes[0])).json()).toMatchObject({ salesAmount: 300, discount: 50 });
    await t.app.ctx.db.execute(
      sql`update ti_details set doc = jsonb_set(doc, '{couponPolicy,discount}', '80') where tenant_id = ${tenant.id} and id = ${detailId}`,
    );
    expect((await redeem(codes[1])).json()).toMatchObject({ salesAmount: 300, discount: 80 });
    await t.app.ctx.db.execute(
      sql`update ti_details set doc = jsonb_set(doc, '{couponPolicy,minimumSaleAmount}', '500') where tenant_id = ${tenant.id} and id = ${detailId}`,
    );
    const low = await redeem(codes[2]);
    expect([low.statusCode, low.json().message]).toEqual([400, M.belowMinimumSale]);
    expect(await instrument(codes[2])).toMatchObject({ status: 'ACQUIRED', uses: 0, salesAmount: null });
  });

  it('refuses a profile blocked since its last transaction', async () => {
    const { codes } = await batch({ titype: 'TICKET', count: 2, holder: ids.customer });
    expect((await post(validator, { action: 'validate', code: codes[0], nonce: nonce() })).statusCode).toBe(200);
    await t.app.ctx.db.execute(sql`update profiles set blocked = true where tenant_id = ${tenant.id} and id = ${ids.validator}`);
    try {
      const res = await post(validator, { action: 'validate', code: codes[1], nonce: nonce() });
      expect([res.statusCode, res.json().message]).toEqual([403, M.profileRequired]);
      expect(await instrument(codes[1])).toMatchObject({ status: 'ACQUIRED', uses: 0 });
    } finally {
      await t.app.ctx.db.execute(sql`update profiles set blocked = false where tenant_id = ${tenant.id} and id = ${ids.validator}`);
    }
  });

  it('checks an instrument of another batch, type or tenant on its own: venue, action and code', async () => {
    const tickets = await batch({ titype: 'TICKET', count: 1, holder: ids.customer });
    const elsewhere = await batch({ titype: 'TICKET', count: 1, holder: ids.customer, redeemers: [{ mobile: VALIDATOR_MOBILE }] });
    const coupons = await batch({ titype: 'COUPON', count: 1, holder: ids.customer });
    const foreign = await buildInstruments(t.app.ctx.db, {
      tenantId: other.id,
      projectId: other.project.id,
      aggregateId: other.workspaces[0].id,
      sourceId: eventId,
      titype: 'TICKET',
      count: 1,
      holder: ids.outsider,
      redeemers: [{ mobile: VALIDATOR_MOBILE }],
    });
    expect((await post(validator, { action: 'validate', code: tickets.codes[0], nonce: nonce() })).statusCode).toBe(200);
    const unknownVenue = await post(validator, { action: 'validate', code: elsewhere.codes[0], nonce: nonce(), venue_id: newId() });
    expect([unknownVenue.statusCode, unknownVenue.json().message]).toEqual([400, M.unknownVenue]);
    const wrong = await post(validator, { action: 'validate', code: coupons.codes[0], nonce: nonce() });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, M.wrongAction]);
    const notOurs = await post(validator, { action: 'validate', code: foreign.codes[0], nonce: nonce() });
    expect([notOurs.statusCode, notOurs.json().message]).toEqual([404, M.unknownCode]);
    const applied = await post(validator, { action: 'validate', code: elsewhere.codes[0], nonce: nonce() });
    expect(applied.statusCode).toBe(200);
    // The batch's entry names no venue: the action is at none (the last batch's entry named one).
    const validated = (await actionsOf(ids.customer)).filter((a) => a.type === TREASURY_ACTION_TYPES.validated);
    expect(validated.filter((a) => a.venueId === null).length).toBeGreaterThan(0);
    expect(await instrument(foreign.codes[0])).toBeUndefined();
  });
});

describe('transactions arriving together (applied in shared statements)', () => {
  it('applies each ticket once among first requests, retries and duplicates in flight together, and answers each as if alone', async () => {
    const { codes: all } = await batch({ titype: 'TICKET', count: 17, holder: ids.customer });
    const [warm, ...codes] = all;
    // The validator's last transaction is on these tickets' batch, so the burst goes the gathered way.
    expect((await post(validator, { action: 'validate', code: warm, nonce: nonce() })).statusCode).toBe(200);
    const validatedBefore = (await validatedActions()).length;
    const taken = nonce();
    const burst = codes.slice(0, 15).flatMap((code) => {
      const first = { action: 'validate', code, nonce: nonce() };
      return [first, { ...first }, { action: 'validate', code, nonce: nonce() }];
    });
    const reused = { action: 'validate', code: codes[15], nonce: burst[0].nonce };
    const results = await Promise.all([...burst, reused, { action: 'validate', code: codes[15], nonce: taken }].map((body) => post(validator, body)));

    codes.slice(0, 15).forEach((code, i) => {
      const [first, retry, duplicate] = results.slice(i * 3, i * 3 + 3);
      // The first request and its retry share one answer; one of it and the duplicate validated the ticket.
      expect([retry.statusCode, retry.body]).toEqual([first.statusCode, first.body]);
      expect([first, retry].filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
      expect([first.statusCode, duplicate.statusCode].sort()).toEqual([200, 409]);
      const refused = first.statusCode === 409 ? first : duplicate;
      expect(refused.json()).toMatchObject({ message: M.alreadyValidated, outcome: 'refused', instrument: { code, status: 'VALIDATED', uses: 1 } });
    });
    expect([results[45].statusCode, results[45].json().message]).toEqual([409, M.nonceReused]);
    expect(results[46].statusCode).toBe(200);
    for (const code of codes) {
      expect(await instrument(code)).toMatchObject({ status: 'VALIDATED', uses: 1 });
      expect(await appliedActions(code)).toBe(1);
    }
    expect((await validatedActions()).length).toBe(validatedBefore + 16);
  });
});

async function validatedActions() {
  return (await actionsOf(ids.customer)).filter((a) => a.type === TREASURY_ACTION_TYPES.validated);
}

/** Applied transactions kept for a code: one per audience action appended. */
async function appliedActions(code: string): Promise<number> {
  const [row] = await t.app.ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(instrumentTransactions)
    .where(and(eq(instrumentTransactions.tenantId, tenant.id), eq(instrumentTransactions.code, code), eq(instrumentTransactions.outcome, 'applied')));
  return row.n;
}
