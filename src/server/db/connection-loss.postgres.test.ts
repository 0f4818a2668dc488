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

  it('cost the pool nothing: the next queries run on new connections', async () => {
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
    await rowsOf(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query not like 'LISTEN%'`,
    );
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

    const killed = await rowsOf(
      sql`select pg_terminate_backend(pid) as done from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
    );
    expect(killed.length).toBe(1);
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
