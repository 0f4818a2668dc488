import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ALPHABET, CODE_LENGTH, TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'owner' | 'wsAdmin' | 'wsEditor' | 'wsViewer' | 'southEditor' | 'nobody' | 'outsider', TestUser>;
const ids = {} as Record<'couponConfig' | 'ticketConfig' | 'southConfig' | 'campaign' | 'campaign2' | 'campaign3' | 'event' | 'southEvent' | 'profile', string>;
const MOBILE = '9845012345';

const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
async function ok(user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await call(user, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.wsAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  users.wsEditor = await buildUser(t, tenant, { role: 'editor', on: 'workspace' });
  users.wsViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  users.nobody = await buildUser(t, tenant);
  users.outsider = await buildUser(t, other, { role: 'owner' });
  const [north, south] = tenant.workspaces;
  const config = (body: object) => ok(users.owner, 'POST', '/api/1.0/ti-configs', { project_id: tenant.project.id, ...body });
  ids.couponConfig = (await config({ name: 'Coupons', type: 'Coupon', subtype: 'Cashback' })).id;
  ids.ticketConfig = (await config({ name: 'Tickets', type: 'Ticket', subtype: 'Event', aggregate_id: north.id })).id;
  ids.southConfig = (await config({ name: 'South Tickets', type: 'Ticket', aggregate_id: south.id })).id;
  const item = (path: string, ws: string, body: object) => ok(users.owner, 'POST', `${path}?aggregate=${ws}`, body);
  ids.campaign = (await item('/api/2.0/media-campaigns', north.id, { name: 'Summer', code: 'SUMMER' })).id;
  ids.campaign2 = (await item('/api/2.0/media-campaigns', north.id, { name: 'Winter', code: 'WINTER' })).id;
  ids.campaign3 = (await item('/api/2.0/media-campaigns', north.id, { name: 'Spring', code: 'SPRING' })).id;
  ids.event = (await item('/api/2.0/events', north.id, { name: 'Concert' })).id;
  ids.southEvent = (await item('/api/2.0/events', south.id, { name: 'South Fair' })).id;
  ids.profile = (
    await ok(users.owner, 'POST', '/api/1.0/profiles', {
      key: users.owner.id,
      name: { firstName: 'Rita', lastName: 'Redeemer', displayName: 'Rita Redeemer' },
      phones: { default: `+91${MOBILE}` },
      emails: { default: 'rita@example.com' },
    })
  ).id;
}, 60_000);
afterAll(() => t.close());

const BASE = '/api/1.0/ti-details';
const coupon = (body: object = {}) => ({ titype: 'COUPON', tiConfigId: ids.couponConfig, source_id: ids.campaign, ...body });
const ticket = (body: object = {}) => ({ titype: 'TICKET', tiConfigId: ids.ticketConfig, source_id: ids.event, ...body });
const category = (body: object = {}) => ({ category: 'gold', numberOfTickets: 5, serialNumber: 'abc0001', price: 10, ...body });
const policy = { currency: 'INR', discountType: 'cashback', discount: 10, minimumSaleAmount: 100 };

describe('POST /api/1.0/ti-details', () => {
  it("creates a campaign's coupon with defaults and the campaign → coupon relation, once per campaign", async () => {
    const res = await call(
      users.wsEditor,
      'POST',
      BASE,
      coupon({ source_id: ids.campaign2, startSerial: 'cp001', proximityFlag: true, proximityCode: 'GATE' }),
    );
    expect(res.statusCode).toBe(201);
    const d = res.json();
    expect(d).toMatchObject({
      titype: 'COUPON',
      usagetype: 'single',
      usageLimit: 1,
      enabled: true,
      startSerial: 'CP001',
      proximityCode: 'GATE',
      googleWalletFlag: false,
      sendSMSAcquisition: false,
      couponPolicy: null,
      instrumentInfo: [],
      aggregate_id: tenant.workspaces[0].id,
      project_id: tenant.project.id,
      tiConfig: { id: ids.couponConfig, name: 'Coupons', type: 'Coupon' },
    });
    expect(d.relations).toEqual([expect.objectContaining({ relation: 'campaign', id: ids.campaign2 })]);
    const campaign = (await call(users.owner, 'GET', `/api/2.0/media-campaigns/${ids.campaign2}`)).json();
    expect(campaign.relations).toEqual(expect.arrayContaining([expect.objectContaining({ relation: 'tidetail', id: d.id })]));
    const again = await call(users.wsEditor, 'POST', BASE, coupon({ source_id: ids.campaign2 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.oneCouponPerCampaign);
  });

  it('applies the coupon rules: policy complete when flagged, proximity code with its flag, uses', async () => {
    const msg = async (body: object) => (await call(users.wsEditor, 'POST', BASE, coupon({ source_id: ids.campaign3, ...body }))).json().message;
    expect(await msg({ couponPolicyFlag: true })).toBe(M.policyIncomplete);
    expect(await msg({ couponPolicyFlag: true, couponPolicy: { currency: 'INR', discountType: 'cashback', discount: 10 } })).toMatch(/minimumSaleAmount/);
    expect(await msg({ proximityCode: 'X1' })).toBe(M.proximityCode);
    expect(await msg({ usagetype: 'multiple' })).toBe(M.usesRequired);
    expect(await msg({ instrumentInfo: [category(), category({ category: 'silver' })] })).toBe(M.oneCouponCategory);
    const res = await call(users.wsEditor, 'POST', BASE, coupon({ source_id: ids.campaign3, couponPolicyFlag: true, couponPolicy: policy, usageLimit: 9 }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ couponPolicyFlag: true, couponPolicy: policy, usagetype: 'single', usageLimit: 1 });
  });

  it('takes tickets only from an event of the same workspace and a configuration of type Ticket, coupons only from one of type Coupon', async () => {
    expect((await call(users.wsEditor, 'POST', BASE, ticket({ tiConfigId: ids.couponConfig }))).json().message).toBe(M.ticketTypeOnly);
    const fromTickets = await call(users.wsEditor, 'POST', BASE, coupon({ tiConfigId: ids.ticketConfig }));
    expect([fromTickets.statusCode, fromTickets.json().message]).toEqual([400, M.couponTypeOnly]);
    expect((await call(users.wsEditor, 'POST', BASE, ticket({ source_id: ids.campaign }))).json().message).toBe(M.sourceTicket);
    expect((await call(users.wsEditor, 'POST', BASE, coupon({ source_id: ids.event }))).json().message).toBe(M.sourceCoupon);
    expect((await call(users.wsEditor, 'POST', BASE, ticket({ tiConfigId: ids.southConfig }))).json().message).toBe(M.workspaceMismatch);
    expect((await call(users.wsEditor, 'POST', BASE, ticket({ tiConfigId: tenant.project.id }))).json().message).toBe(M.configNotFound);
    expect((await call(users.owner, 'POST', BASE, ticket({ source_id: ids.southEvent }))).json().message).toBe(M.workspaceMismatch);
    expect((await call(users.wsEditor, 'POST', BASE, ticket({ aggregate_id: tenant.workspaces[1].id }))).json().message).toBe(M.sourceTicket);
  });

  it('refuses a viewer, a user without roles, an editor of another workspace and another tenant', async () => {
    expect((await call(users.wsViewer, 'POST', BASE, ticket())).statusCode).toBe(403);
    expect((await call(users.nobody, 'POST', BASE, ticket())).statusCode).toBe(403);
    expect((await call(users.wsEditor, 'POST', BASE, ticket({ source_id: ids.southEvent, tiConfigId: ids.southConfig }))).statusCode).toBe(403);
    expect((await call(users.outsider, 'POST', BASE, ticket())).statusCode).toBe(400);
  });
});

describe('batches, redeemers and generation', () => {
  it('adds a ticket batch: category and serial uppercased, tokens made by the server, profile by mobile', async () => {
    const d = await ok(users.wsEditor, 'POST', BASE, ticket({ redeemedAt: [{ mobile: MOBILE }] }));
    expect(d.redeemedAt).toEqual([expect.objectContaining({ mobile: MOBILE, profile_id: ids.profile, name: 'Rita Redeemer', email: 'rita@example.com' })]);
    const res = await call(users.wsEditor, 'POST', `${BASE}/${d.id}/instrument-info`, category({ redeemer: [{ mobile: MOBILE, token: 'MINE' }] }));
    expect(res.statusCode).toBe(201);
    const b = res.json();
    expect(b).toMatchObject({
      category: 'GOLD',
      serialNumber: 'ABC0001',
      lastSerialNumber: 'ABC0005',
      generation: 'configured',
      generatedCount: 0,
      numberOfTickets: 5,
    });
    expect(b.redeemer[0].token).toMatch(/^[A-Z]{4}$/);
    expect(b.redeemer[0].token).not.toBe('MINE');
    expect(b.redeemer[0].profile_id).toBe(ids.profile);
    // The next batch continues after this one's last serial; a taken category and bad input are refused.
    const next = await ok(users.wsEditor, 'POST', `${BASE}/${d.id}/instrument-info`, category({ category: 'silver', redeemer: [{ mobile: MOBILE }] }));
    expect(next.serialNumber).toBe('ABC0006');
    const add = (body: object) => call(users.wsEditor, 'POST', `${BASE}/${d.id}/instrument-info`, category(body));
    expect((await add({ category: 'Gold' })).json().message).toBe(M.duplicateCategory);
    expect((await add({ category: 'vip', redeemer: [{ mobile: '1234512345' }] })).json().message).toBe(M.redeemerProfile);
    expect((await add({ category: 'vip', redeemer: [{ mobile: '98450' }] })).json().message).toContain(M.redeemerMobile);
    expect((await add({ category: 'vip', serialNumber: 'Z9', numberOfTickets: 2 })).json().message).toBe(M.serialOverflow);
    expect((await add({ category: 'vip', serialNumber: 'ABC-1' })).json().message).toBe(M.startSerialFormat);
    expect((await add({ category: 'vip', seats: ['A1'] })).json().message).toBe(M.seatsCount);
    expect((await call(users.wsViewer, 'POST', `${BASE}/${d.id}/instrument-info`, category({ category: 'vip' }))).statusCode).toBe(403);
  });

  it('a coupon has one category; its redeemers need no profile and keep their tokens', async () => {
    const c = (await call(users.owner, 'GET', `${BASE}?aggregate=${tenant.workspaces[0].id}&source=${ids.campaign3}`)).json()[0];
    const b = await ok(users.wsEditor, 'POST', `${BASE}/${c.id}/instrument-info`, category({ redeemer: [{ mobile: '1234512345' }] }));
    expect(b.redeemer[0]).toMatchObject({ mobile: '1234512345', profile_id: '' });
    const second = await call(users.wsEditor, 'POST', `${BASE}/${c.id}/instrument-info`, category({ category: 'silver' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(M.oneCouponCategory);
    const put = await ok(users.wsEditor, 'PUT', `${BASE}/${c.id}/instrument-info/${b.uid}`, { redeemer: [{ mobile: '1234512345' }, { mobile: MOBILE }] });
    expect(put.redeemer[0].token).toBe(b.redeemer[0].token);
    expect(put.redeemer[1]).toMatchObject({ mobile: MOBILE, profile_id: ids.profile });
  });

  it('generates a batch once, with unique codes and serials; the configuration is frozen, redeemers are not', async () => {
    const d = await ok(users.wsEditor, 'POST', BASE, ticket());
    const noRedeemer = await ok(users.wsEditor, 'POST', `${BASE}/${d.id}/instrument-info`, category({ numberOfTickets: 3 }));
    const gen = (uid: string) => call(users.wsEditor, 'POST', `${BASE}/${d.id}/instrument-info/${uid}/instruments`);
    expect((await gen(noRedeemer.uid)).json().message).toBe(M.redeemerRequired);
    const changed = await ok(users.wsEditor, 'PUT', `${BASE}/${d.id}/instrument-info/${noRedeemer.uid}`, {
      numberOfTickets: 40,
      redeemer: [{ mobile: MOBILE }],
    });
    expect(changed).toMatchObject({ numberOfTickets: 40, lastSerialNumber: 'ABC0040' });
    expect((await call(users.wsViewer, 'POST', `${BASE}/${d.id}/instrument-info/${noRedeemer.uid}/instruments`)).statusCode).toBe(403);

    const first = await gen(noRedeemer.uid);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({
      generation: 'generated',
      generatedCount: 40,
      instrumentFree: 40,
      balanceTickets: 40,
      instrumentAcquired: 0,
      totalInstruments: 40,
    });
    // The editor has no profile: the generator is left blank.
    expect(first.json().transactionOwner.profile_id).toBe('');
    expect(first.json().generatedDate).not.toBeNull();
    const again = await gen(noRedeemer.uid);
    expect(again.statusCode).toBe(200);
    expect(again.json().generatedCount).toBe(40);

    const rows = await t.app.ctx.database.db.query.instruments.findMany({ where: (i, { eq }) => eq(i.batchUid, noRedeemer.uid) });
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.code)).size).toBe(40);
    for (const r of rows) expect(r.code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    expect(rows.map((r) => r.serial).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `ABC${String(i + 1).padStart(4, '0')}`));

    const frozen = await call(users.wsEditor, 'PUT', `${BASE}/${d.id}/instrument-info/${noRedeemer.uid}`, { numberOfTickets: 50 });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toBe(M.batchGenerated);
    // Resending the stored configuration with new redeemers is fine.
    const redeemers = await call(users.wsEditor, 'PUT', `${BASE}/${d.id}/instrument-info/${noRedeemer.uid}`, {
      category: 'gold',
      numberOfTickets: 40,
      redeemer: [],
    });
    expect(redeemers.statusCode).toBe(200);
    expect(redeemers.json().redeemer).toEqual([]);

    const deleted = await call(users.wsEditor, 'DELETE', `${BASE}/${d.id}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(M.detailGenerated);
  });

  it('generates every batch of a detail with seats; reading a batch shows its progress', async () => {
    const d = await ok(
      users.wsEditor,
      'POST',
      BASE,
      ticket({ instrumentInfo: [category({ numberOfTickets: 2, seats: ['A1', 'A2'], redeemer: [{ mobile: MOBILE }] })] }),
    );
    await ok(users.wsEditor, 'POST', `${BASE}/${d.id}/instrument-info`, category({ category: 'silver', numberOfTickets: 3, redeemer: [{ mobile: MOBILE }] }));
    const res = await call(users.wsEditor, 'POST', `${BASE}/${d.id}/instruments`);
    expect(res.statusCode).toBe(202);
    expect(res.json().instrumentInfo.map((b: { generation: string; generatedCount: number }) => [b.generation, b.generatedCount])).toEqual([
      ['generated', 2],
      ['generated', 3],
    ]);
    expect((await call(users.wsEditor, 'POST', `${BASE}/${d.id}/instruments`)).statusCode).toBe(200);
    const [gold] = res.json().instrumentInfo;
    const read = await call(users.wsViewer, 'GET', `${BASE}/${d.id}/instrument-info/${gold.uid}`);
    expect(read.json()).toMatchObject({ uid: gold.uid, generation: 'generated', generatedCount: 2, instrumentFree: 2 });
    const seats = await t.app.ctx.database.db.query.instruments.findMany({ where: (i, { eq }) => eq(i.batchUid, gold.uid) });
    expect(seats.map((s) => s.seat).sort()).toEqual(['A1', 'A2']);
    expect((await call(users.outsider, 'GET', `${BASE}/${d.id}/instrument-info/${gold.uid}`)).statusCode).toBe(404);
    expect((await call(users.wsViewer, 'GET', `${BASE}/${d.id}/instrument-info/ZZZZZZZZ`)).statusCode).toBe(404);
  });
});

describe('GET, PUT and DELETE /api/1.0/ti-details', () => {
  it('lists by aggregate, by the historical spelling aggreagte and by source; reads by id with fields', async () => {
    const ws = tenant.workspaces[0].id;
    const byAggregate = (await call(users.wsViewer, 'GET', `${BASE}?tenant=${tenant.key}&aggregate=${ws}`)).json();
    const bySpelling = (await call(users.wsViewer, 'GET', `${BASE}?tenant=${tenant.key}&aggreagte=${ws}`)).json();
    expect(byAggregate.length).toBeGreaterThan(2);
    expect(bySpelling.map((d: { id: string }) => d.id)).toEqual(byAggregate.map((d: { id: string }) => d.id));
    const bySource = (await call(users.wsViewer, 'GET', `${BASE}?source=${ids.campaign2}&fields=id,titype`)).json();
    expect(bySource).toEqual([{ id: expect.any(String), titype: 'COUPON' }]);
    const one = await call(users.wsViewer, 'GET', `${BASE}/${bySource[0].id}?fields=source_id`);
    expect(one.json()).toEqual({ source_id: ids.campaign2 });
    expect((await call(users.owner, 'GET', BASE)).statusCode).toBe(400);
    expect((await call(users.nobody, 'GET', `${BASE}/${bySource[0].id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}/${bySource[0].id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${BASE}?source=${ids.campaign2}`)).json()).toEqual([]);
  });

  it('changes a detail (EDITOR) by the same rules; type and source stay', async () => {
    const d = await ok(users.wsEditor, 'POST', BASE, ticket());
    const put = (user: TestUser, body: object) => call(user, 'PUT', `${BASE}/${d.id}`, body);
    expect((await put(users.wsViewer, { acctDetails: 'x' })).statusCode).toBe(403);
    const changed = await put(users.wsEditor, { acctDetails: 'Bank 1', usagetype: 'multiple', usageLimit: 3, googleWalletFlag: true, scratchCard: null });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ acctDetails: 'Bank 1', usagetype: 'multiple', usageLimit: 3, googleWalletFlag: true, scratchCard: false });
    expect((await put(users.wsEditor, { proximityCode: 'P' })).json().message).toBe(M.proximityCode);
    expect((await put(users.wsEditor, { couponPolicyFlag: true })).json().message).toBe(M.policyIncomplete);
    expect((await put(users.wsEditor, { titype: 'COUPON' })).json().message).toBe(M.sourceFixed);
    expect((await put(users.wsEditor, { tiConfigId: ids.couponConfig })).json().message).toBe(M.ticketTypeOnly);
    expect((await put(users.wsEditor, { acctDetails: null })).json().message).toBe(M.noChanges);
    expect((await put(users.wsEditor, { usagetype: 'single' })).json()).toMatchObject({ usagetype: 'single', usageLimit: 1 });
  });

  it('deletes a detail not generated, with its batches and relation (EDITOR)', async () => {
    const d = await ok(users.wsEditor, 'POST', BASE, ticket({ instrumentInfo: [category()] }));
    expect((await call(users.wsViewer, 'DELETE', `${BASE}/${d.id}`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'DELETE', `${BASE}/${d.id}`)).statusCode).toBe(404);
    expect((await call(users.wsEditor, 'DELETE', `${BASE}/${d.id}`)).statusCode).toBe(204);
    expect((await call(users.wsEditor, 'GET', `${BASE}/${d.id}`)).statusCode).toBe(404);
    const event = (await call(users.owner, 'GET', `/api/2.0/events/${ids.event}`)).json();
    expect(event.relations.map((r: { id: string }) => r.id)).not.toContain(d.id);
  });
});
