import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from './client.js';
import { pollUntil } from '../test/poll.js';
import { openTestDatabase } from '../test/test-database.js';

// PostgreSQL may cut any connection (restart, failover, idle kill). The server must carry on with new
// ones and never crash on the error pg raises (an unhandled one would end the process).
describe('connections cut by PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const rowsOf = async (query: SQL) => ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  /**
   * Cuts the app's connections to its database that `filter` picks, as PostgreSQL's own administrator would: the app's
   * role may not end other sessions. Answers how many it cut.
   */
  async function cut(filter: string): Promise<number> {
    const [{ name }] = (await rowsOf(sql`select current_database() as name`)) as { name: string }[];
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and ${filter}`,
        [name],
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  it('cost the pool nothing: the next queries run on new connections', async () => {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
    await cut(`query not like 'LISTEN%'`);
    await new Promise((r) => setTimeout(r, 100));
    const again = await Promise.all([1, 2, 3].map(() => rowsOf(sql`select 1 as one`)));
    expect(again.map((rows) => rows[0])).toEqual([{ one: 1 }, { one: 1 }, { one: 1 }]);
  });

  it('take a LISTEN subscription down; it comes back by itself and hears notices again', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await database.listen(
      'sdm_listen_test',
      (p) => heard.push(p),
      (live) => states.push(live),
    );
    expect(states).toEqual([true]);

    expect(await cut(`query like 'LISTEN%'`)).toBe(1);
    await pollUntil(
      () => states.length,
      (n) => n >= 3,
    );
    expect(states).toEqual([true, false, true]);

    await database.db.execute(sql`select pg_notify('sdm_listen_test', 'after')`);
    await pollUntil(
      () => heard.length,
      (n) => n > 0,
    );
    expect(heard).toEqual(['after']);
    await stop();
    expect(states.at(-1)).toBe(false);
  });
});
