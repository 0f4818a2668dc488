import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app.js';

const demo = useDemoApp();

it('the demo has a loyalty program with two rewards that its admin can save unchanged', async () => {
  const [workspace] = await demo.rows<{ id: string }>(sql`select aggregate_id as id from media_items where kind = 'loyalty' and code = 'CITYREWARDS'`);
  const list = await demo.as('viewer', { method: 'GET', url: `/api/1.0/loyalty?aggregate=${workspace.id}` });
  expect(list.statusCode, list.body).toBe(200);
  const [program] = list.json().items;
  expect(program).toMatchObject({ name: 'City Centre Rewards', enabled: true, expiryDays: 365 });
  expect(program.rewards).toHaveLength(2);
  expect(program.earningRules.map((r: { action: string }) => r.action)).toEqual(['view', 'like', 'share', 'redeem']);
  // Its references are the workspace's: the admin's save of the same document passes the server's checks.
  const saved = await demo.as('admin', { method: 'POST', url: '/api/1.0/loyalty', payload: program });
  expect(saved.statusCode, saved.body).toBe(200);
});

it("credits its three members' seeded interactions: each wallet's points are its ledger's, within the rules' daily caps", async () => {
  const wallets = await demo.rows<{ name: string; balance: number; entries: number; ledger: number; days: number; maxViews: number }>(
    sql`select p.name->>'firstName' as name, w.balance::int as balance, w.entries, (select sum(delta)::int from wallet_entries e where e.wallet_id = w.id) as ledger,
        (select count(distinct day)::int from loyalty_earnings l where l.wallet_id = w.id) as days,
        (select coalesce(max(n), 0)::int from (select count(*) as n from loyalty_earnings l where l.wallet_id = w.id and l.rule_id = 'VIEW01' group by day) v) as "maxViews"
      from wallets w join profiles p on p.tenant_id = w.tenant_id and p.id = w.profile_id order by p.phone`,
  );
  expect(wallets.map((w) => w.name)).toEqual(['Priya', 'Sam', 'Lena']);
  for (const w of wallets) {
    expect(w.balance, w.name).toBeGreaterThan(0);
    expect(w.balance).toBe(w.ledger);
    expect(w.days).toBeGreaterThan(1);
    expect(w.maxViews).toBeLessThanOrEqual(10);
  }
  const [program] = await demo.rows<{ id: string }>(sql`select id from media_items where kind = 'loyalty' and code = 'CITYREWARDS'`);
  const figures = await demo.as('viewer', { method: 'GET', url: `/api/1.0/loyalty/${program.id}/figures` });
  expect(figures.statusCode, figures.body).toBe(200);
  // The member with the most points took the 100-point coupon reward: issued is what the wallets hold plus that spend.
  expect(figures.json()).toMatchObject({ members: 3, pointsIssued: wallets.reduce((n, w) => n + w.balance, 0) + 100, pointsSpent: 100, rewardsTaken: 1 });
});

it("shows the take in the member's wallet and as points spent in the coupon's campaign's attribution", async () => {
  const [take] = await demo.rows<{ walletId: string; campaignId: string }>(
    sql`select t.wallet_id as "walletId", d.source_id as "campaignId" from loyalty_takes t join ti_details d on d.tenant_id = t.tenant_id and d.id = t.detail_id`,
  );
  const rewards = await demo.as('admin', { method: 'GET', url: `/api/1.0/wallets/${take.walletId}/rewards` });
  expect(rewards.json()).toEqual([expect.objectContaining({ rewardName: 'Welcome Series coupon', points: 100, programName: 'City Centre Rewards' })]);
  const query = 'query($c: ID!) { campaignAttribution(campaign_id: $c) { pointsEarned pointsSpent } }';
  const report = await demo.as('viewer', { method: 'POST', url: '/api/1.0/media-query', payload: { query, variables: { c: take.campaignId } } });
  expect(report.json().data.campaignAttribution.pointsSpent).toBe(100);
  expect(report.json().data.campaignAttribution.pointsEarned).toBeGreaterThan(100);
});
