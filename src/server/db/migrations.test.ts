import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
