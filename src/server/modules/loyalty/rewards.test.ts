import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOYALTY_MESSAGES as M } from '../../../domain/loyalty/program.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments } from '../../test/instruments.js';

let t: TestApp;
let tenant: TestTenant;
const users = {} as Record<'owner' | 'admin' | 'editor' | 'viewer' | 'customer' | 'second', TestUser>;
let program: { id: string; rewards: { id: string }[] };
let walletId = '';
let secondWallet = '';
let codes: string[] = [];
let emptyDetail = '';
let couponSpec: Parameters<typeof buildInstruments>[1];
let nonces = 0;
const nonce = () => `take-${Date.now().toString(36)}-${++nonces}`;

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
async function ok(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(user, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
const take = (body: object, reward = program.rewards[0].id, user = users.admin) =>
  call(user, 'POST', `/api/1.0/loyalty/${program.id}/rewards/${reward}/take`, body);
const balance = async (id: string) => (await ok(users.owner, 'GET', `/api/1.0/wallets/${id}`)).balance;
const held = async () =>
  rows<{ code: string; status: string; profile_id: string }>(sql`select code, status, profile_id from instruments where code in ${codes}`);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.admin = await buildUser(t, tenant, { role: 'admin' });
  users.editor = await buildUser(t, tenant, { role: 'editor' });
  users.viewer = await buildUser(t, tenant, { role: 'reader' });
  users.customer = await buildUser(t, tenant);
  users.second = await buildUser(t, tenant);
  const ws = tenant.workspaces[0].id;
  const campaign = (await ok(users.owner, 'POST', `/api/2.0/media-campaigns?aggregate=${ws}`, { name: 'Rewards', code: 'REWARDS' })).id;
  const spec = { tenantId: tenant.id, projectId: tenant.project.id, aggregateId: ws, sourceId: campaign, titype: 'COUPON' as const };
  const coupons = await buildInstruments(t.app.ctx.db, { ...spec, count: 4 });
  couponSpec = { ...spec, count: 2, detailId: coupons.detailId };
  codes = coupons.codes;
  emptyDetail = (await buildInstruments(t.app.ctx.db, { ...spec, count: 1, holder: 'someone', acquiredFrom: 0 })).detailId;
  program = await ok(users.admin, 'POST', `/api/1.0/loyalty?aggregate=${ws}`, {
    name: 'Coffee club',
    rewards: [
      { name: 'Free coffee', points: 10, detail_id: coupons.detailId },
      { name: 'Sold out', points: 1, detail_id: emptyDetail },
    ],
  });
  const profile = async (user: TestUser) =>
    (await ok(user, 'POST', '/api/1.0/profiles', { key: user.id, name: { firstName: 'Cy', lastName: user.username, displayName: `Cy ${user.username}` } })).id;
  const customerProfile = await profile(users.customer);
  walletId = (await ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: customerProfile })).id;
  secondWallet = (await ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: await profile(users.second) })).id;
});
afterAll(() => t.close());

it('refuses a take the points do not cover with 409 and a clear message, and takes nothing', async () => {
  await ok(users.owner, 'POST', `/api/1.0/wallets/${walletId}/adjustments`, { points: 5, reason: 'welcome' });
  const res = await take({ wallet_id: walletId, nonce: nonce() });
  expect([res.statusCode, res.json().message]).toEqual([409, M.insufficient(5, 10)]);
  expect((await held()).every((i) => i.status === 'ISSUED')).toBe(true);
  // Editors and viewers may not spend a wallet's points.
  expect((await take({ wallet_id: walletId, nonce: nonce() }, program.rewards[0].id, users.editor)).statusCode).toBe(403);
  expect((await take({ wallet_id: walletId, nonce: nonce() }, 'ZZZZZZ')).statusCode).toBe(404);
});

it('spends the points and acquires the coupon together; a retry answers the first take', async () => {
  await ok(users.owner, 'POST', `/api/1.0/wallets/${walletId}/adjustments`, { points: 20, reason: 'top up' });
  const n = nonce();
  const res = await take({ wallet_id: walletId, nonce: n });
  expect(res.statusCode).toBe(201);
  const taken = res.json();
  expect(taken).toMatchObject({ reward_id: program.rewards[0].id, rewardName: 'Free coffee', points: 10, wallet_id: walletId });
  expect(taken.instrument).toMatchObject({ code: taken.code, status: 'ACQUIRED' });
  expect(await balance(walletId)).toBe(15);
  const again = await take({ wallet_id: walletId, nonce: n });
  expect([again.statusCode, again.json().code]).toEqual([200, taken.code]);
  expect(await balance(walletId)).toBe(15);
  // The nonce names that take only.
  expect((await take({ wallet_id: secondWallet, nonce: n })).statusCode).toBe(409);
  // The wallet shows the reward's coupon, and the program counts it.
  const wallet = await ok(users.owner, 'GET', `/api/1.0/wallets/${walletId}`);
  expect(wallet.instruments.map((i: { code: string }) => i.code)).toContain(taken.code);
  expect(wallet.ledger[0]).toMatchObject({ kind: 'spend', points: -10, source: { kind: 'reward', id: taken.id } });
  const rewards = await ok(users.owner, 'GET', `/api/1.0/wallets/${walletId}/rewards`);
  expect(rewards).toEqual([
    expect.objectContaining({ code: taken.code, programName: 'Coffee club', instrument: expect.objectContaining({ status: 'ACQUIRED' }) }),
  ]);
  expect(await ok(users.viewer, 'GET', `/api/1.0/loyalty/${program.id}/figures`)).toMatchObject({
    members: 1,
    pointsSpent: 10,
    rewardsTaken: 1,
    rewards: [{ rewardId: program.rewards[0].id, taken: 1, points: 10, name: 'Free coffee' }],
  });
});

it('leaves neither half when no instrument is left: the spend rolls back with the take', async () => {
  const res = await take({ wallet_id: walletId, nonce: nonce() }, program.rewards[1].id);
  expect([res.statusCode, res.json().message]).toEqual([409, M.noInstrumentLeft]);
  expect(await balance(walletId)).toBe(15);
  const spends = await rows<{ n: number }>(sql`select count(*)::int as n from wallet_entries where wallet_id = ${walletId} and kind = 'spend'`);
  expect(spends[0].n).toBe(1);
});

it('never overdraws under concurrent takes, and never gives one coupon twice', async () => {
  // 15 points: one more coffee; then 25 more points on the second wallet, two coffees, but only two coupons are left.
  await ok(users.owner, 'POST', `/api/1.0/wallets/${secondWallet}/adjustments`, { points: 25, reason: 'promo' });
  const attempts = [
    ...Array.from({ length: 4 }, () => take({ wallet_id: walletId, nonce: nonce() })),
    ...Array.from({ length: 4 }, () => take({ wallet_id: secondWallet, nonce: nonce() })),
  ];
  const answers = await Promise.all(attempts);
  const codesTaken = answers.filter((a) => a.statusCode === 201).map((a) => a.json().code);
  expect(codesTaken.length).toBe(3);
  expect(new Set(codesTaken).size).toBe(3);
  expect(answers.filter((a) => a.statusCode === 409).length).toBe(5);
  const [first, second] = [await balance(walletId), await balance(secondWallet)];
  expect(first).toBeGreaterThanOrEqual(0);
  expect(second).toBeGreaterThanOrEqual(0);
  // Every point spent bought a coupon: 10 each, over both wallets.
  expect(15 + 25 - first - second).toBe(10 * codesTaken.length);
  expect((await held()).filter((i) => i.status === 'ACQUIRED').length).toBe(4);
});

it('takes once when the same nonce arrives twice at the same moment', async () => {
  // Two more coupons, so that only the nonce can stop the second take.
  await buildInstruments(t.app.ctx.db, couponSpec);
  await ok(users.owner, 'POST', `/api/1.0/wallets/${secondWallet}/adjustments`, { points: 20, reason: 'retry' });
  const before = await balance(secondWallet);
  const n = nonce();
  const [a, b] = await Promise.all([take({ wallet_id: secondWallet, nonce: n }), take({ wallet_id: secondWallet, nonce: n })]);
  expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
  expect(a.json().code).toBe(b.json().code);
  expect(before - (await balance(secondWallet))).toBe(10);
});

it("lets a workspace's own admin take rewards for the wallets kept for it, not for the project's", async () => {
  const mallAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  const kept = await ok(users.owner, 'POST', '/api/1.0/wallets', {
    project_id: tenant.project.id,
    profile_id: (await ok(mallAdmin, 'POST', '/api/1.0/profiles', { key: mallAdmin.id, name: { firstName: 'Mo', lastName: 'Ll', displayName: 'Mo' } })).id,
    aggregate_id: tenant.workspaces[0].id,
  });
  await ok(users.owner, 'POST', `/api/1.0/wallets/${kept.id}/adjustments`, { points: 10, reason: 'kept here' });
  await buildInstruments(t.app.ctx.db, couponSpec);
  expect((await take({ wallet_id: kept.id, nonce: nonce() }, program.rewards[0].id, mallAdmin)).statusCode).toBe(201);
  expect((await take({ wallet_id: walletId, nonce: nonce() }, program.rewards[0].id, mallAdmin)).statusCode).toBe(404);
});
