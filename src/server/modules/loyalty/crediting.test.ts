import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { audienceCalls } from '../../test/audience-calls.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { creditLoyalty } from './crediting.js';

// Sweeps in parallel over one queue (on PostgreSQL each worker's transaction is a connection of its own, as on several
// servers): every action credited once, the caps exact, the best program chosen, the counters the sum of the earnings
// (those the rules' caps read: a rule without caps keeps none).

let t: TestApp;
let tenant: TestTenant;
let owner: TestUser;
let ws = '';
let creative = '';
let everyday: { id: string; name: string; earningRules: { id: string; action: string }[] } & Record<string, unknown>;
const { rows } = audienceCalls(() => t);
const PROFILES = 48;

async function ok(method: 'POST', url: string, payload: object) {
  const res = await injectAs(t, owner, { method, url, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

/** `count` actions of `type` for every profile, `daysAgo` days before today in the workspace's zone (minutes apart from 06:00). */
const addActions = (type: number, count: number, daysAgo: number, extra: { creativeId?: string; channel?: string } = {}) =>
  t.app.ctx.db.execute(sql`insert into audience_actions (tenant_id, type, project_id, aggregate_id, creative_id, channel, profile_id, updated_on)
    select ${tenant.id}, ${type}, ${tenant.project.id}, ${ws}, ${extra.creativeId ?? null}, ${extra.channel ?? null}, 'conc-' || p,
      (date_trunc('day', now() at time zone 'Asia/Kolkata') - ${daysAgo} * interval '1 day' + interval '6 hours' + g * interval '1 minute') at time zone 'Asia/Kolkata'
    from generate_series(1, ${PROFILES}) p, generate_series(1, ${count}) g`);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  ws = tenant.workspaces[0].id;
  await t.app.ctx.db.execute(sql`update aggregates set time_zone = 'Asia/Kolkata' where tenant_id = ${tenant.id} and id = ${ws}`);
  creative = (await ok('POST', `/api/2.0/media-creatives?aggregate=${ws}`, { name: 'Poster', code: 'POSTER' })).id;
  await ok('POST', `/api/2.0/media-creatives/${creative}/creativeGratification`, { action: 'like', defaultPoints: 4, maxLimit: 1 });
  everyday = await ok('POST', `/api/1.0/loyalty?aggregate=${ws}`, {
    name: 'Everyday',
    earningRules: [
      { action: 'view', points: 1, maxPerDay: 2, maxPerProfile: 5 },
      // No points: the creative's card (4 points, once per profile and creative).
      { action: 'like', creativeIds: [creative] },
      // No caps: it keeps no counters.
      { action: 'share', points: 3 },
    ],
  });
  // A second program: its shares give more, once per profile; the other program's then.
  await ok('POST', `/api/1.0/loyalty?aggregate=${ws}`, { name: 'First share', earningRules: [{ action: 'share', points: 5, maxPerProfile: 1 }] });
});
afterAll(() => t.close());

it('credits each action once with exact caps when four sweeps of two workers each run over the same queue', async () => {
  // Each profile: views on three days (4, 3 and 3: two a day, five in all), three likes of the creative, two shares.
  await addActions(2, 4, 1);
  await addActions(2, 3, 2);
  await addActions(2, 3, 3);
  await addActions(1, 3, 1, { creativeId: creative });
  await addActions(3, 2, 1, { channel: 'email' });
  const [{ queued }] = await rows<{ queued: number }>(sql`select count(*)::int as queued from loyalty_due where tenant_id = ${tenant.id}`);
  expect(queued).toBe(PROFILES * 15);

  // Small batches: a profile's actions span several of them, and the sweeps meet on the same parts.
  const credited = await Promise.all(Array.from({ length: 4 }, () => creditLoyalty(t.app.ctx, { batch: 13, workers: 2 })));
  // Five views, one like, two shares a profile.
  expect(credited.reduce((a, b) => a + b, 0)).toBe(PROFILES * 8);

  const wallets = await rows<{ balance: number; entries: number; rows: number; sum: number; credits: number; traced: number }>(
    sql`select w.balance::int as balance, w.entries, count(*)::int as rows, sum(e.delta)::int as sum, sum(c.n)::int as credits,
        count(*) filter (where c.points = e.delta)::int as traced
      from wallets w join wallet_entries e on e.tenant_id = w.tenant_id and e.wallet_id = w.id
        left join lateral (select count(*) as n, sum(l.points) as points from loyalty_earnings l
          where l.tenant_id = w.tenant_id and l.wallet_id = w.id and l.entry_seq = e.seq) c on true
      where w.tenant_id = ${tenant.id} group by w.id, w.balance, w.entries`,
  );
  expect(wallets).toHaveLength(PROFILES);
  // 5 × 1 (views) + 4 (the like) + 5 + 3 (the first share by the program giving most, the second by the other): eight
  // credits, entered a wallet and program a batch, each entry the sum of its credits.
  for (const w of wallets) expect(w).toEqual({ balance: 17, entries: w.rows, rows: w.rows, sum: 17, credits: 8, traced: w.rows });
  expect(await rows(sql`select count(*)::int as n from loyalty_due where tenant_id = ${tenant.id}`)).toEqual([{ n: 0 }]);

  expect(await countersMismatch()).toBe(0);
  // Everyday's shares (no caps) were credited and counted nowhere.
  const shares = everyday.earningRules.find((r) => r.action === 'share')!.id;
  expect(await rows(sql`select count(*)::int as n from ${counters} where tenant_id = ${tenant.id} and rule_id = ${shares}`)).toEqual([{ n: 0 }]);
  const [days] = await rows<{ max: number }>(
    sql`select max(n)::int as max from ${counters} where tenant_id = ${tenant.id} and bucket like 'd:%' and rule_id in
      (select r ->> 'id' from media_items, jsonb_array_elements(doc -> 'earningRules') r where tenant_id = ${tenant.id} and r ->> 'action' = 'view')`,
  );
  expect(days.max).toBe(2);

  // Run again: nothing left, nothing twice.
  expect(await Promise.all([creditLoyalty(t.app.ctx, { workers: 3 }), creditLoyalty(t.app.ctx, { workers: 3 })])).toEqual([0, 0]);
});

it('counts the credits a rule gave before it had caps when a change sets them', async () => {
  // Everyday's shares had no caps: each profile's second share was credited by it and counted nowhere.
  const rules = everyday.earningRules.map((r) => (r.action === 'share' ? { ...r, maxPerProfile: 2, maxPerDay: 3 } : r));
  await ok('POST', `/api/1.0/loyalty?aggregate=${ws}`, { ...everyday, earningRules: rules });
  expect(await countersMismatch()).toBe(0);

  // Three more shares each on that day: the maximum of two counts the one before the change, so one more is credited.
  await addActions(3, 3, 1, { channel: 'email' });
  const credited = await Promise.all(Array.from({ length: 2 }, () => creditLoyalty(t.app.ctx, { batch: 13, workers: 2 })));
  expect(credited.reduce((a, b) => a + b, 0)).toBe(PROFILES);
  const wallets = await rows<{ balance: number }>(sql`select balance::int as balance from wallets where tenant_id = ${tenant.id}`);
  expect(wallets).toHaveLength(PROFILES);
  for (const w of wallets) expect(w.balance).toBe(17 + 3);
  expect(await countersMismatch()).toBe(0);
});

/** The tallies' counters, one row each: profile, program, rule, bucket and credits. */
const counters = sql`(select t.tenant_id, t.profile_id, t.program_id, split_part(c.key, '|', 1) as rule_id, substr(c.key, strpos(c.key, '|') + 1) as bucket,
  c.value::int as n from loyalty_tallies t cross join jsonb_each_text(t.counts) c) counters`;

/**
 * Counters that differ from the earnings counted by what their rules keep now (a maximum: in all; a card without one:
 * per creative; a per-day cap: per day), those kept for nothing included.
 */
async function countersMismatch() {
  const [mismatch] = await rows<{ n: number }>(
    sql`with rules as (
        select p.id as program_id, r ->> 'id' as rule_id, jsonb_typeof(r -> 'maxPerProfile') = 'number' as total,
          jsonb_typeof(r -> 'points') <> 'number' and jsonb_typeof(r -> 'maxPerProfile') <> 'number' as per_creative,
          jsonb_typeof(r -> 'maxPerDay') = 'number' as per_day
        from media_items p cross join jsonb_array_elements(p.doc -> 'earningRules') r where p.tenant_id = ${tenant.id} and p.kind = 'loyalty'),
      counted as (
        select e.profile_id, e.program_id, e.rule_id, b.bucket, count(*)::int as n from loyalty_earnings e
        join rules r using (program_id, rule_id)
        cross join lateral (values (case when r.total then '' end), (case when r.per_day then 'd:' || to_char(e.day, 'YYYY-MM-DD') end),
          (case when r.per_creative then 'c:' || e.creative_id end)) b(bucket)
        where e.tenant_id = ${tenant.id} and b.bucket is not null group by 1, 2, 3, 4)
      select count(*)::int as n from counted full join (select * from ${counters} where tenant_id = ${tenant.id}) c
        using (profile_id, program_id, rule_id, bucket)
      where counted.n is distinct from c.n`,
  );
  return mismatch.n;
}

it('drops from a tally the days no action can still fall on, and keeps the rest', async () => {
  const view = everyday.earningRules.find((r) => r.action === 'view')!.id;
  const today = (await rows<{ day: string }>(sql`select to_char(now() at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as day`))[0].day;
  // A new profile's tally: a day no ingested action can be on any more (actions are at most 30 days old), and today.
  await t.app.ctx.db.execute(sql`insert into loyalty_tallies (tenant_id, profile_id, program_id, counts)
    values (${tenant.id}, 'fresh-1', ${everyday.id}, jsonb_build_object(${`${view}|d:2001-01-01`}::text, 1, ${`${view}|d:${today}`}::text, 1, ${`${view}|`}::text, 2))`);
  await t.app.ctx.db.execute(sql`insert into audience_actions (tenant_id, type, project_id, aggregate_id, profile_id, updated_on)
    values (${tenant.id}, 2, ${tenant.project.id}, ${ws}, 'fresh-1', now())`);
  expect(await creditLoyalty(t.app.ctx)).toBe(1);
  const [tally] = await rows<{ counts: Record<string, number> }>(
    sql`select counts from loyalty_tallies where tenant_id = ${tenant.id} and program_id = ${everyday.id} and profile_id = 'fresh-1'`,
  );
  expect(tally.counts).toEqual({ [`${view}|d:${today}`]: 2, [`${view}|`]: 3 });
});
