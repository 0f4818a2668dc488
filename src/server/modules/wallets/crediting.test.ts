import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { learningGratifications, walletEntries, wallets } from '../../db/schema/index.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { creditDuePoints } from './crediting.js';

let t: TestApp;
let tenant: TestTenant;
let owner: TestUser;
let profileId = '';
let creativeId = '';

/** Points a submitted attempt recorded (what the respondent runtime writes: src/server/modules/learning/attempts.ts). */
const recordAttempt = async (points: number) => {
  const attemptId = newId();
  await t.app.ctx.db.insert(learningGratifications).values({ tenantId: tenant.id, attemptId, profileId, creativeId, topicId: newId(), actionType: 2, points });
  return attemptId;
};
const walletOf = async () => {
  const [row] = await t.app.ctx.db
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenant.id), eq(wallets.profileId, profileId)));
  return row;
};
const due = async () =>
  (
    (await t.app.ctx.db.execute(sql`select count(*)::int as n from learning_gratifications where tenant_id = ${tenant.id} and not credited`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0].n;

beforeAll(async () => {
  // The sweep is off in test apps: the test credits by hand, at the moments it chooses.
  t = await buildTestApp();
  tenant = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  const learner = await buildUser(t, tenant);
  profileId = (
    await injectAs(t, learner, {
      method: 'POST',
      url: '/api/1.0/profiles',
      payload: { key: learner.id, name: { firstName: 'Lea', lastName: 'Rner', displayName: 'Learner' } },
    })
  ).json().id;
  creativeId = (
    await injectAs(t, owner, { method: 'POST', url: `/api/2.0/media-creatives?aggregate=${tenant.workspaces[0].id}`, payload: { code: 'QUIZ', name: 'Quiz' } })
  ).json().id;
});
afterAll(() => t.close());

it("credits an attempt's points to the profile's wallet in the creative's project, making the wallet on the first points", async () => {
  const first = await recordAttempt(15);
  await recordAttempt(5);
  expect(await walletOf()).toBeUndefined();
  expect(await creditDuePoints(t.app.ctx)).toBe(2);
  const wallet = await walletOf();
  expect(wallet).toMatchObject({ projectId: tenant.project.id, aggregateId: '', balance: 20, entries: 2, createdBy: 'system' });
  const entries = await t.app.ctx.db.select().from(walletEntries).where(eq(walletEntries.walletId, wallet.id));
  expect(entries.map((e) => [e.kind, e.delta, e.sourceKind])).toEqual([
    ['earn', 15, 'learning_attempt'],
    ['earn', 5, 'learning_attempt'],
  ]);
  expect(entries[0].sourceId).toBe(first);
  expect(await due()).toBe(0);
  // The admins see it like any wallet.
  const read = await injectAs(t, owner, { method: 'GET', url: `/api/1.0/wallets/${wallet.id}` });
  expect(read.json()).toMatchObject({ balance: 20, profile_id: profileId });
});

it('never credits twice: again, after a sweep cut before its mark, or by two servers at once', async () => {
  expect(await creditDuePoints(t.app.ctx)).toBe(0);
  const attempt = await recordAttempt(7);
  expect(await creditDuePoints(t.app.ctx)).toBe(1);
  // A sweep that entered the points and died before marking the record: the next one finds the entry and only marks it.
  await t.app.ctx.db.execute(sql`update learning_gratifications set credited = false where attempt_id = ${attempt}`);
  expect(await creditDuePoints(t.app.ctx)).toBe(0);
  expect(await due()).toBe(0);
  await recordAttempt(3);
  await recordAttempt(4);
  const together = await Promise.all([creditDuePoints(t.app.ctx), creditDuePoints(t.app.ctx)]);
  expect(together[0] + together[1]).toBe(2);
  expect((await walletOf()).balance).toBe(20 + 7 + 3 + 4);
});
