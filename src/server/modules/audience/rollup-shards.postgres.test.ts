import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';

let database: Database;
const clients: pg.Client[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const c of clients) await c.end();
  await database.close();
});

const insertAction = (client: pg.Client) =>
  // In a workspace, with a venue and a campaign: every rollup (daily, per item, quarter hour) counts it.
  client.query(`insert into audience_actions (tenant_id, type, project_id, aggregate_id, venue_id, campaign_id) values ('shards', 8, 'p', 'w', 'v', 'c')`);

/** Two connections whose rollup shards differ (backend pid modulo 16). */
async function twoWriters(url: string): Promise<[pg.Client, pg.Client]> {
  const shards = new Map<number, pg.Client>();
  while (shards.size < 2) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    clients.push(client);
    const { rows } = await client.query<{ shard: number }>('select pg_backend_pid() % 16 as shard');
    if (!shards.has(rows[0].shard)) shards.set(rows[0].shard, client);
  }
  return [...shards.values()] as [pg.Client, pg.Client];
}

it('lets two connections add to one day and type of every rollup while both are open: no rollup row queues them', async () => {
  const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  const [a, b] = await twoWriters(url.toString());
  await a.query('begin');
  await insertAction(a);
  await b.query('begin');
  // Had both to add to one rollup row, this would wait for `a` to commit and fail after 2 s.
  await b.query("set local lock_timeout = '2s'");
  await insertAction(b);
  await b.query('commit');
  await a.query('commit');
  const sum = await a.query<{ n: number }>(`select sum(count)::int as n from audience_daily where tenant_id = 'shards' and project_id = 'p' and type = 8`);
  expect(sum.rows[0].n).toBe(2);
  const items = await a.query<{ kind: string; n: number }>(
    `select kind, sum(count)::int as n from audience_item_daily where tenant_id = 'shards' group by kind order by kind`,
  );
  expect(items.rows).toEqual([
    { kind: 'campaign', n: 2 },
    { kind: 'venue', n: 2 },
    { kind: 'workspace', n: 2 },
  ]);
  const slots = await a.query<{ n: number }>(`select sum(count)::int as n from audience_slots where tenant_id = 'shards'`);
  expect(slots.rows[0].n).toBe(2);
});
