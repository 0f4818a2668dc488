import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseServer } from '../test/database-image.js';

// Migrations must also run on a database that already holds data, not only on an empty one.
const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string }[] };
const apply = async (db: PGlite, idx: number) => {
  const { tag } = journal.entries[idx];
  for (const statement of readFileSync(join(folder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};

describe('migration 0008 (campaign and event names unique per workspace)', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite();
    for (let idx = 0; idx < 8; idx += 1) await apply(db, idx);
  });
  afterAll(() => db.close());

  it('keeps the oldest of duplicate names and renames the later twins instead of failing', async () => {
    const row = (id: string, kind: string, name: string, aggregate: string, minutesAgo: number) =>
      `('t1', '${id}', '${kind}', 'p1', '${aggregate}', 'CODE', '${name}', now() - interval '${minutesAgo} minutes')`;
    const [long, longer] = ['C'.repeat(50), 'E'.repeat(100)];
    await db.exec(`insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name, created_on) values
      ${row('aaaaaaaaaaaaaaaaaa000001', 'campaign', 'Summer Sale', 'w1', 30)},
      ${row('aaaaaaaaaaaaaaaaaa000002', 'campaign', 'summer sale', 'w1', 20)},
      ${row('aaaaaaaaaaaaaaaaaa000003', 'campaign', 'SUMMER SALE', 'w1', 10)},
      ${row('aaaaaaaaaaaaaaaaaa000004', 'campaign', 'Summer Sale', 'w2', 5)},
      ${row('aaaaaaaaaaaaaaaaaa000005', 'event', 'Summer Sale', 'w1', 5)},
      ${row('aaaaaaaaaaaaaaaaaa000006', 'campaign', long, 'w1', 4)},
      ${row('aaaaaaaaaaaaaaaaaa000007', 'campaign', long.toLowerCase(), 'w1', 3)},
      ${row('aaaaaaaaaaaaaaaaaa000008', 'event', longer, 'w1', 2)},
      ${row('aaaaaaaaaaaaaaaaaa000009', 'event', longer.toLowerCase(), 'w1', 1)}`);

    await apply(db, 8);

    const { rows } = await db.query<{ id: string; name: string }>('select id, name from media_items order by id');
    expect(rows.map((r) => r.name)).toEqual([
      'Summer Sale',
      'summer sale #000002',
      'SUMMER SALE #000003',
      'Summer Sale',
      'Summer Sale',
      long,
      `${'c'.repeat(42)} #000007`,
      longer,
      `${'e'.repeat(92)} #000009`,
    ]);
    await expect(
      db.exec(
        `insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name, created_on) values ${row('aaaaaaaaaaaaaaaaaa000010', 'campaign', 'SUMMER sale', 'w1', 0)}`,
      ),
    ).rejects.toThrow(/media_items_name_uq/);
  });
});

describe('migration 0045 (learning content in its creative’s History)', () => {
  let db: PGlite;
  const last = journal.entries.findIndex((e) => e.tag.startsWith('0045_'));
  beforeAll(async () => {
    db = new PGlite();
    for (let idx = 0; idx < last; idx += 1) await apply(db, idx);
  });
  afterAll(() => db.close());

  it("keys a tutor's and a question's earlier records under their creative, without recording the copy, and their new ones alike", async () => {
    await db.exec(
      `insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name) values ('t1', 'c1', 'creative', 'p1', 'w1', 'C1', 'Learned')`,
    );
    await db.exec(
      `insert into learning_records (tenant_id, id, kind, aggregate_id, project_id, name) values ('t1', 'tu1', 'tutor', 'w1', 'p1', 'Ada'), ('t1', 'qs1', 'questionset', 'w1', 'p1', 'QS1')`,
    );
    await db.exec(
      `insert into learning_links (tenant_id, member_id, member_kind, creative_id) values ('t1', 'tu1', 'tutor', 'c1'), ('t1', 'qs1', 'questionset', 'c1')`,
    );
    await db.exec(`insert into learning_questions (tenant_id, id, set_id, position, doc) values ('t1', 'q1', 'qs1', 1, '{"name": "Sum"}')`);
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from audit_records')).rows[0].n;
    const before = await count();

    await apply(db, last);

    expect(await count()).toBe(before);
    const keyed = await db.query<{ kind: string; record_id: string; root_id: string; workspace_id: string }>(
      `select kind, record_id, root_id, workspace_id from audit_records where kind in ('tutor', 'questionset', 'learning-question') order by kind`,
    );
    expect(keyed.rows).toEqual([
      { kind: 'learning-question', record_id: 'c1/q1', root_id: 'c1', workspace_id: 'w1' },
      { kind: 'questionset', record_id: 'c1/qs1', root_id: 'c1', workspace_id: 'w1' },
      { kind: 'tutor', record_id: 'c1/tu1', root_id: 'c1', workspace_id: 'w1' },
    ]);
    await db.exec(`update learning_records set name = 'Ada L.' where id = 'tu1'`);
    const [update] = (
      await db.query<{ record_id: string; root_id: string; changes: unknown }>(`select record_id, root_id, changes from audit_records order by id desc limit 1`)
    ).rows;
    expect(update).toEqual({ record_id: 'c1/tu1', root_id: 'c1', changes: { name: ['Ada', 'Ada L.'] } });
  });
});

/** A database with none of the migrations applied: PGlite, or a new one on the PostgreSQL server of the run's target. */
async function emptyDatabase(): Promise<{ exec(text: string): Promise<unknown>; rows<T>(text: string): Promise<T[]>; close(): Promise<void> }> {
  const server = testDatabaseServer();
  if (!server) {
    const db = new PGlite();
    return { exec: (text) => db.exec(text), rows: async (text) => (await db.query(text)).rows as never, close: () => db.close() };
  }
  const name = `sdm_migration_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return {
    exec: (text) => client.query(text),
    rows: async (text) => (await client.query(text)).rows,
    close: async () => {
      await client.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

describe('migration 0046 (the trail keyed by tenant)', () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  const last = journal.entries.findIndex((e) => e.tag.startsWith('0046_'));
  const applyTo = async (idx: number) => {
    const { tag } = journal.entries[idx];
    for (const statement of readFileSync(join(folder, `${tag}.sql`), 'utf8').split('--> statement-breakpoint')) {
      if (statement.trim()) await db.exec(statement);
    }
  };
  beforeAll(async () => {
    db = await emptyDatabase();
    for (let idx = 0; idx < last; idx += 1) await applyTo(idx);
  });
  afterAll(() => db.close());

  it("keeps the records of no tenant under '', keys the trail by (tenant_id, id), and records such writes under '' after", async () => {
    // Before: a write of no tenant and no context (psql, start-up) is recorded with a null tenant.
    await db.exec(`insert into item_types (id, family, type) values ('it1', 'media', 'Screen')`);
    await db.exec(`insert into tenants (id, key, name) values ('t1', 'one', 'One')`);
    await db.exec(`insert into projects (tenant_id, id, key, name) values ('t1', 'p1', 'pone', 'P One')`);
    const before = await db.rows<{ kind: string; tenant_id: string | null; id: number }>(`select kind, tenant_id, id::int from audit_records order by id`);
    expect(before.map((r) => [r.kind, r.tenant_id])).toEqual([
      ['item-type', null],
      ['tenant', 't1'],
      ['project', 't1'],
    ]);

    await applyTo(last);

    const after = await db.rows<{ kind: string; tenant_id: string; id: number }>(`select kind, tenant_id, id::int from audit_records order by id`);
    expect(after).toEqual(before.map((r) => ({ ...r, tenant_id: r.tenant_id ?? '' })));
    const [key] = await db.rows<{ def: string }>(
      `select pg_get_constraintdef(oid) as def from pg_constraint where conrelid = 'audit_records'::regclass and contype = 'p'`,
    );
    expect(key.def).toBe('PRIMARY KEY (tenant_id, id)');
    expect(await db.rows(`select 1 from pg_class where relname = 'audit_records_tenant_idx'`)).toEqual([]);
    // After: the same writes, with no context and with a context naming no tenant, are recorded under ''.
    await db.exec(`update item_types set type = 'Big Screen' where id = 'it1'`);
    await db.exec(
      `begin; select set_config('sdm.audit', '{"t": null, "k": "system", "n": "startup"}', true); update item_types set type = 'Screen' where id = 'it1'; commit`,
    );
    await db.exec(`update projects set name = 'P 1' where id = 'p1'`);
    const latest = await db.rows<{ kind: string; tenant_id: string; actor_name: string }>(
      `select kind, tenant_id, actor_name from audit_records order by id desc limit 3`,
    );
    expect(latest.map((r) => [r.kind, r.tenant_id])).toEqual([
      ['project', 't1'],
      ['item-type', ''],
      ['item-type', ''],
    ]);
    expect(latest[1].actor_name).toBe('startup');
    await expect(
      db.exec(
        `insert into audit_records (tenant_id, actor_kind, actor_name, kind, record_id, action, changes) values (null, 'user', 'x', 'x', 'x', 'x', '{}')`,
      ),
    ).rejects.toThrow(/null value/);
  });
});
