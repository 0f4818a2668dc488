import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerBalance, WALLET_MESSAGES as M } from '../../../domain/wallets/ledger.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { postPoints } from './service.js';

let t: TestApp;
let tenant: TestTenant;
const users = {} as Record<'owner' | 'admin' | 'editor' | 'outsider' | 'customer' | 'extra', TestUser>;
let profileId = '';
let otherProfileId = '';

const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
async function ok(user: TestUser, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(user, method, url, payload);
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}
const profileOf = async (user: TestUser) =>
  (await ok(user, 'POST', '/api/1.0/profiles', { key: user.id, name: { firstName: 'Pat', lastName: user.username, displayName: `Pat ${user.username}` } })).id;
const newWallet = (body: object = {}) => ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profileId, ...body });
const entriesOf = async (walletId: string) =>
  (
    (await t.app.ctx.db.execute(
      sql`select delta::int as delta, balance_after::int as "balanceAfter" from wallet_entries where wallet_id = ${walletId} order by seq`,
    )) as unknown as {
      rows: { delta: number; balanceAfter: number }[];
    }
  ).rows;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  const other = await buildTenant(t);
  users.owner = await buildUser(t, tenant, { role: 'owner' });
  users.admin = await buildUser(t, tenant, { role: 'admin' });
  users.editor = await buildUser(t, tenant, { role: 'editor' });
  users.outsider = await buildUser(t, other, { role: 'owner' });
  users.customer = await buildUser(t, tenant);
  users.extra = await buildUser(t, tenant);
  profileId = await profileOf(users.customer);
  otherProfileId = await profileOf(users.extra);
});
afterAll(() => t.close());

describe('wallets', () => {
  it("an owner creates a profile's wallet in a project; one per profile and project; admins list and read it", async () => {
    const wallet = await newWallet({ name: 'Pat’s points' });
    expect(wallet).toMatchObject({
      profile_id: profileId,
      project_id: tenant.project.id,
      aggregate_id: '',
      balance: 0,
      entries: 0,
      enabled: true,
      name: 'Pat’s points',
    });
    expect(wallet.profileName).toBe(`Pat ${users.customer.username}`);
    const again = await call(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profileId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.oneWalletPerProject);

    const list = await ok(users.admin, 'GET', `/api/1.0/wallets?tenant=${tenant.key}&project=${tenant.project.id}`);
    expect(list.items.map((w: { id: string }) => w.id)).toContain(wallet.id);
    const read = await ok(users.admin, 'GET', `/api/1.0/wallets/${wallet.id}`);
    expect(read).toMatchObject({ id: wallet.id, balance: 0, ledger: [], instruments: [] });

    const renamed = await ok(users.admin, 'POST', '/api/1.0/wallets', { id: wallet.id, project_id: tenant.project.id, name: 'Renamed', enabled: false });
    expect(renamed).toMatchObject({ id: wallet.id, name: 'Renamed', enabled: false });
    const moved = await call(users.admin, 'POST', '/api/1.0/wallets', { id: wallet.id, project_id: tenant.project.id, profile_id: otherProfileId });
    expect(moved.json().message).toBe(M.projectFixed);
  });

  it("searches by the wallet's name or its profile's name, any case, and pages the matches with their total", async () => {
    const searcher = await buildUser(t, tenant);
    const profile = (await ok(searcher, 'POST', '/api/1.0/profiles', { key: searcher.id, name: { firstName: 'Zoë', lastName: 'Quill', displayName: 'Zoë Q' } }))
      .id;
    const named = await ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profile, name: 'Gold_50% club' });
    const search = async (q: string, page = '') =>
      ok(users.admin, 'GET', `/api/1.0/wallets?tenant=${tenant.key}&project=${tenant.project.id}&q=${encodeURIComponent(q)}${page}`);
    for (const q of ['zoë q', 'QUILL', 'zoë quill', 'gold_50%'])
      expect(
        (await search(q)).items.map((w: { id: string }) => w.id),
        q,
      ).toEqual([named.id]);
    // `_` and `%` match themselves, not any character.
    expect((await search('gold%50')).total).toBe(0);
    expect((await search('nobody like this')).items).toEqual([]);
    const all = await search('');
    expect(all.total).toBeGreaterThan(1);
    expect((await search('', '&limit=1&offset=1')).items).toEqual([all.items[1]]);
    expect((await call(users.admin, 'GET', `/api/1.0/wallets?project=${tenant.project.id}&q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('refuses a wallet without a profile, with an unknown profile or a workspace of another project; roles and tenants', async () => {
    const post = (user: TestUser, body: object) => call(user, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, ...body });
    expect((await post(users.owner, {})).json().message).toBe(M.profileRequired);
    expect((await post(users.owner, { profile_id: '0123456789abcdef01234567' })).json().message).toBe(M.profileNotFound);
    // 'Create Wallet' is the owner's (docs/product/platform.md §2.6); reading is the admin's.
    expect((await post(users.admin, { profile_id: otherProfileId })).statusCode).toBe(403);
    expect((await call(users.editor, 'GET', `/api/1.0/wallets?project=${tenant.project.id}`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'GET', `/api/1.0/wallets?project=${tenant.project.id}`)).statusCode).toBe(404);
    const wallet = await ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: otherProfileId });
    for (const url of [`/api/1.0/wallets/${wallet.id}`, `/api/1.0/wallets/${wallet.id}/entries`]) {
      expect((await call(users.editor, 'GET', url)).statusCode, url).toBe(404);
      expect((await call(users.outsider, 'GET', url)).statusCode, url).toBe(404);
    }
    expect((await call(users.outsider, 'POST', `/api/1.0/wallets/${wallet.id}/adjustments`, { points: 5, reason: 'x' })).statusCode).toBe(404);
  });
});

describe("a workspace's own wallets", () => {
  it("are its admins' to list, read and adjust; the project's and other workspaces' stay out of reach", async () => {
    const [ws, otherWs] = tenant.workspaces;
    const wsAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
    const profile = await profileOf(await buildUser(t, tenant));
    const body = { project_id: tenant.project.id, profile_id: profile };
    // 'Create Wallet' stays the owner's: owners are the tenant's only (docs/product/platform.md §3.14), even for a
    // workspace's wallet.
    expect((await call(wsAdmin, 'POST', '/api/1.0/wallets', { ...body, aggregate_id: ws.id })).statusCode).toBe(403);
    const own = await ok(users.owner, 'POST', '/api/1.0/wallets', { ...body, aggregate_id: ws.id });
    const projects = await ok(users.owner, 'POST', '/api/1.0/wallets', {
      project_id: tenant.project.id,
      profile_id: await profileOf(await buildUser(t, tenant)),
    });

    const list = (user: TestUser, aggregate = '') =>
      call(user, 'GET', `/api/1.0/wallets?project=${tenant.project.id}${aggregate && `&aggregate=${aggregate}`}`);
    expect((await list(wsAdmin, ws.id)).json().items.map((w: { id: string }) => w.id)).toEqual([own.id]);
    expect((await list(wsAdmin)).statusCode).toBe(403);
    expect((await list(wsAdmin, otherWs.id)).statusCode).toBe(403);
    // Project admins still see the workspace's wallets among the project's.
    expect((await list(users.admin)).json().items.map((w: { id: string }) => w.id)).toEqual(expect.arrayContaining([own.id, projects.id]));

    expect((await ok(wsAdmin, 'GET', `/api/1.0/wallets/${own.id}`)).id).toBe(own.id);
    expect((await ok(wsAdmin, 'POST', `/api/1.0/wallets/${own.id}/adjustments`, { points: 12, reason: 'Opening offer' })).balanceAfter).toBe(12);
    expect((await call(wsAdmin, 'GET', `/api/1.0/wallets/${projects.id}`)).statusCode).toBe(404);
    // Handing the wallet to the whole project (or another workspace) needs ADMIN there too.
    for (const aggregate_id of ['', otherWs.id]) {
      const move = await call(wsAdmin, 'POST', '/api/1.0/wallets', { id: own.id, project_id: tenant.project.id, aggregate_id });
      expect(move.statusCode, aggregate_id).toBe(403);
    }
    expect((await ok(wsAdmin, 'GET', `/api/1.0/wallets/${own.id}`)).aggregate_id).toBe(ws.id);
  }, 30_000);
});

describe('the ledger', () => {
  it('adjusts with a reason and the actor, never below zero, and pages the ledger newest first', async () => {
    const profile = await profileOf(await buildUser(t, tenant));
    const { id } = await ok(users.owner, 'POST', '/api/1.0/wallets', {
      project_id: tenant.project.id,
      profile_id: profile,
      aggregate_id: tenant.workspaces[0].id,
    });
    const up = await ok(users.admin, 'POST', `/api/1.0/wallets/${id}/adjustments`, { points: 30, reason: 'Welcome bonus' });
    expect(up).toMatchObject({
      seq: 1,
      kind: 'adjust',
      points: 30,
      balanceAfter: 30,
      reason: 'Welcome bonus',
      actor: users.admin.id,
      source: { kind: 'manual' },
    });
    const over = await call(users.admin, 'POST', `/api/1.0/wallets/${id}/adjustments`, { points: -31, reason: 'Mistake' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(M.insufficient(30));
    expect((await call(users.admin, 'POST', `/api/1.0/wallets/${id}/adjustments`, { points: 5 })).json().message).toContain(M.reasonRequired);
    await ok(users.admin, 'POST', `/api/1.0/wallets/${id}/adjustments`, { points: -10, reason: 'Returned goods' });
    const read = await ok(users.admin, 'GET', `/api/1.0/wallets/${id}`);
    expect(read.balance).toBe(20);
    expect(read.ledger.map((e: { seq: number; points: number }) => [e.seq, e.points])).toEqual([
      [2, -10],
      [1, 30],
    ]);
    expect((await ok(users.admin, 'GET', `/api/1.0/wallets/${id}/entries?before=2`)).map((e: { seq: number }) => e.seq)).toEqual([1]);
    // The trail has the wallet's making and renaming; its balance moves are the ledger's, not the trail's.
    await ok(users.admin, 'POST', '/api/1.0/wallets', { id, project_id: tenant.project.id, name: 'Regular' });
    const trail = await t.app.ctx.db.execute(
      sql`select action, changes::text as changes from audit_records where tenant_id = ${tenant.id} and kind = 'wallet' and record_id = ${id} order by at, id`,
    );
    const records = (trail as unknown as { rows: { action: string; changes: string }[] }).rows;
    expect(records.map((r) => r.action)).toEqual(['create', 'update']);
    expect(records[1].changes).toContain('Regular');
  }, 30_000);

  it('takes concurrent spends one at a time: never overdrawn, the balance always the sum of the entries', async () => {
    const profile = await profileOf(await buildUser(t, tenant));
    const { id } = await ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profile });
    await ok(users.admin, 'POST', `/api/1.0/wallets/${id}/adjustments`, { points: 20, reason: 'Start' });
    const spends = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        postPoints(t.app.ctx, { tenantId: tenant.id, walletId: id, kind: 'spend', points: 1, sourceKind: 'reward', sourceId: `spend-${i}` }),
      ),
    );
    expect(spends.filter((s) => 'applied' in s)).toHaveLength(20);
    expect(spends.filter((s) => 'insufficient' in s)).toHaveLength(20);
    const entries = await entriesOf(id);
    expect(entries).toHaveLength(21);
    expect(ledgerBalance(entries)).toBe(0);
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true);
    expect((await ok(users.admin, 'GET', `/api/1.0/wallets/${id}`)).balance).toBe(0);
  }, 30_000);

  it('credits a source event once: a replay, even at the same moment, changes nothing and answers the first entry', async () => {
    const profile = await profileOf(await buildUser(t, tenant));
    const { id } = await ok(users.owner, 'POST', '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profile });
    const earn = () =>
      postPoints(t.app.ctx, { tenantId: tenant.id, walletId: id, kind: 'earn', points: 7, sourceKind: 'audience_action', sourceId: 'action-42' });
    const answers = await Promise.all([earn(), earn(), earn()]);
    expect(answers.filter((a) => 'applied' in a)).toHaveLength(1);
    expect(answers.filter((a) => 'replayed' in a)).toHaveLength(2);
    expect(await earn()).toMatchObject({ replayed: { seq: 1, delta: 7 } });
    expect((await ok(users.admin, 'GET', `/api/1.0/wallets/${id}`)).balance).toBe(7);
    // The ledger refuses any change to an entry, whoever asks.
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'changed',
        (error: { cause?: { message?: string } }) => error.cause?.message,
      );
    expect(await refusal(t.app.ctx.db.execute(sql`update wallet_entries set delta = 700 where wallet_id = ${id}`))).toBe('wallet entries are append-only');
    expect(await refusal(t.app.ctx.db.execute(sql`delete from wallet_entries where wallet_id = ${id}`))).toBe('wallet entries are append-only');
  }, 30_000);
});
