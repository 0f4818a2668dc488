import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../app.js';
import type { Database } from './client.js';
import {
  DISTRIBUTION_COLUMN,
  FOREIGN_KEY_EXCEPTIONS,
  JOIN_EXCEPTIONS,
  TABLE_CLASSES,
  UNIQUE_WITHOUT_TENANT,
  citusRecipe,
  tablesOf,
  withRecipe,
} from './distribution.js';
import * as schema from './schema/index.js';
import { sqlJoinOffences } from './tenant-joins.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * The migrated database's catalogue against src/server/db/distribution.ts: what Citus asks of distributed tables
 * (docs/scaling.md), checked on the schema as the migrations leave it.
 */

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
const distributed = new Set(tablesOf('distributed'));
const classOf = (table: string) => TABLE_CLASSES[table]?.class;

/** The catalogue's name of a table: bare in public, schema-qualified elsewhere (as TABLE_CLASSES names them). */
const qualified = sql`case when n.nspname = 'public' then c.relname else n.nspname || '.' || c.relname end`;
const userSchemas = sql`n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

describe('the table classes (src/server/db/distribution.ts)', () => {
  it('classify every table of the database, and name none that is gone', async () => {
    const tables = (
      await rows<{ name: string }>(sql`
        select ${qualified} as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and not c.relispartition and ${userSchemas} order by 1`)
    ).map((r) => r.name);
    expect(
      tables.filter((t) => !Object.hasOwn(TABLE_CLASSES, t)),
      'tables not classified in TABLE_CLASSES',
    ).toEqual([]);
    expect(
      Object.keys(TABLE_CLASSES).filter((t) => !tables.includes(t)),
      'classified tables that do not exist',
    ).toEqual([]);
  });

  it('classify every table of the Drizzle schema', () => {
    const names = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => (getTableConfig(table).schema ? `${getTableConfig(table).schema}.${getTableName(table)}` : getTableName(table)));
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((t) => !Object.hasOwn(TABLE_CLASSES, t))).toEqual([]);
  });

  it('give every distributed table a NOT NULL tenant_id, and leave no table with one undistributed', async () => {
    const columns = await rows<{ table: string; not_null: boolean }>(sql`
      select ${qualified} as table, a.attnotnull as not_null
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where a.attname = ${DISTRIBUTION_COLUMN} and not a.attisdropped and c.relkind in ('r', 'p') and ${userSchemas}`);
    const withTenant = new Map(columns.map((c) => [c.table, c.not_null]));
    expect(
      [...distributed].filter((t) => withTenant.get(t) !== true),
      'distributed tables without a NOT NULL tenant_id',
    ).toEqual([]);
    // A table whose every row has a tenant is the tenant's data: reference and local tables have none, or may lack it.
    expect(
      [...withTenant].filter(([t, notNull]) => notNull && !distributed.has(t)).map(([t]) => t),
      'tables with a NOT NULL tenant_id that are not distributed',
    ).toEqual([]);
  });

  it('key every distributed table by a primary key, and every unique index of one, with tenant_id', async () => {
    const indexes = await rows<{ table: string; index: string; primary: boolean; has_tenant: boolean }>(sql`
      select ${qualified} as table, i.relname as index, x.indisprimary as primary,
        exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = ${DISTRIBUTION_COLUMN} and a.attnum = any (x.indkey::int2[])) as has_tenant
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid join pg_namespace n on n.oid = c.relnamespace
      where x.indisunique and ${userSchemas}`);
    const ofDistributed = indexes.filter((i) => distributed.has(i.table));
    expect(
      [...distributed].filter((t) => !ofDistributed.some((i) => i.table === t && i.primary)),
      'distributed tables without a primary key',
    ).toEqual([]);
    expect(
      ofDistributed.filter((i) => !i.has_tenant && !Object.hasOwn(UNIQUE_WITHOUT_TENANT, i.index)).map((i) => `${i.table}: ${i.index}`),
      'primary keys and unique indexes of distributed tables without tenant_id (Citus enforces them per shard only)',
    ).toEqual([]);
    expect(Object.keys(UNIQUE_WITHOUT_TENANT).filter((name) => !ofDistributed.some((i) => i.index === name && !i.has_tenant))).toEqual([]);
  });

  it('match tenant_id to tenant_id in every foreign key between distributed tables, and reference none from elsewhere', async () => {
    const keys = await rows<{ name: string; from: string; to: string; pairs: [string, string][] }>(sql`
      select k.conname as name,
        (select ${qualified} from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = k.conrelid) as from,
        (select ${qualified} from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.oid = k.confrelid) as to,
        (select json_agg(json_build_array(fa.attname, ta.attname))
           from unnest(k.conkey, k.confkey) as p(f, t)
           join pg_attribute fa on fa.attrelid = k.conrelid and fa.attnum = p.f
           join pg_attribute ta on ta.attrelid = k.confrelid and ta.attnum = p.t) as pairs
      from pg_constraint k where k.contype = 'f'`);
    const broken = keys.filter((k) => {
      if (Object.hasOwn(FOREIGN_KEY_EXCEPTIONS, k.name)) return false;
      const [from, to] = [classOf(k.from), classOf(k.to)];
      // A distributed table may reference a reference table; other mixes Citus refuses.
      if (from === 'distributed' && to === 'reference') return false;
      if (from === 'distributed' && to === 'distributed') return !k.pairs.some(([f, t]) => f === DISTRIBUTION_COLUMN && t === DISTRIBUTION_COLUMN);
      return from === 'distributed' || to === 'distributed' || from === 'local' || to === 'local';
    });
    expect(
      broken.map((k) => `${k.name}: ${k.from} → ${k.to}`),
      'foreign keys Citus would refuse',
    ).toEqual([]);
    expect(Object.keys(FOREIGN_KEY_EXCEPTIONS).filter((name) => !keys.some((k) => k.name === name))).toEqual([]);
    // The recipe distributes a referenced table before the table that references it.
    const order = Object.keys(TABLE_CLASSES);
    expect(keys.filter((k) => k.from !== k.to && order.indexOf(k.to) > order.indexOf(k.from)).map((k) => k.name)).toEqual([]);
    expect(keys.length).toBeGreaterThan(0);
  });

  // The triggers' and functions' own SQL, as the migrations leave it, read as the server's queries are
  // (src/server/db/tenant-joins.ts).
  it("join distributed tables with tenant_id in the database's own functions too", async () => {
    const functions = await rows<{ name: string; body: string }>(sql`
      select p.proname as name, p.prosrc as body from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prolang in (select oid from pg_language where lanname in ('sql', 'plpgsql'))`);
    expect(functions.length).toBeGreaterThan(20);
    const offences = functions.flatMap((f) => sqlJoinOffences(f.body).map((o) => ({ file: `function ${f.name}`, join: o.join, why: o.why })));
    const excepted = (o: { file: string; join: string }) => JOIN_EXCEPTIONS.some((e) => e.file === o.file && o.join.includes(e.join));
    expect(offences.filter((o) => !excepted(o)).map((o) => `${o.file}: ${o.join} (${o.why})`)).toEqual([]);
    expect(JOIN_EXCEPTIONS.filter((e) => e.file.startsWith('function ') && !offences.some((o) => o.file === e.file && o.join.includes(e.join)))).toEqual([]);
  });
});

describe('docs/scaling.md', () => {
  it('shows the recipe the table classes generate (npx tsx scripts/citus-recipe.ts --write)', () => {
    const doc = readFileSync(join(ROOT, 'docs/scaling.md'), 'utf8');
    expect(doc).toBe(withRecipe(doc, citusRecipe()));
  });
});
