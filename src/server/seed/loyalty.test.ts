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
