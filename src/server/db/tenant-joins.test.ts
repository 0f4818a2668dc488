import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../app.js';
import { JOIN_EXCEPTIONS } from './distribution.js';
import { joinOffences, sqlJoinOffences, drizzleJoinOffences } from './tenant-joins.js';

/** The server's own sources: not its tests or test helpers, which arrange rows as they like. */
function serverSources(): { path: string; text: string }[] {
  const root = join(ROOT, 'src/server');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'))
    .map((file) => ({ path: relative(ROOT, join(root, file)), text: readFileSync(join(root, file), 'utf8') }));
}

describe('joins of distributed tables carry the tenant (the limits of this reading: tenant-joins.ts)', () => {
  it('finds no join of the server lacking tenant_id in its condition but the listed exceptions', () => {
    const offences = joinOffences(serverSources());
    const excepted = (o: { file: string; join: string }) => JOIN_EXCEPTIONS.some((e) => e.file === o.file && o.join.includes(e.join));
    expect(
      offences.filter((o) => !excepted(o)).map((o) => `${o.file}:${o.line} ${o.join} (${o.why})`),
      'add the tenant_id equality, or list the join in JOIN_EXCEPTIONS with why',
    ).toEqual([]);
    expect(
      // Exceptions in the database's functions are distribution.test.ts's to check.
      JOIN_EXCEPTIONS.filter((e) => !e.file.startsWith('function ') && !offences.some((o) => o.file === e.file && o.join.includes(e.join))),
      'exceptions that match no join any more',
    ).toEqual([]);
  });

  it('names no row by its address (ctid), which holds only within one shard', () => {
    const offences = serverSources().filter((s) => /\bctid\b/i.test(s.text.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '')));
    expect(offences.map((s) => s.path)).toEqual([]);
  });

  it('reads the joins it is meant to (so that the test above can fail)', () => {
    const sql = (text: string) => sqlJoinOffences(text).map((o) => o.why);
    expect(sql('select 1 from media_items m join aggregates a on a.id = m.aggregate_id')).toEqual([
      'a.tenant_id is not equated in the condition',
      'm.tenant_id is not equated in the condition',
    ]);
    expect(sql('select 1 from media_items m join aggregates a on a.tenant_id = m.tenant_id and a.id = m.aggregate_id where m.id = $1')).toEqual([]);
    expect(sql('select 1 from media_items m left join aggregates a on a.tenant_id = $v and a.id = m.aggregate_id')).toEqual([
      'm.tenant_id is not equated in the condition',
    ]);
    // A reference table needs no tenant; a local one is never joined; a CTE counts as the table it reads.
    expect(sql('select 1 from users u join tenants t on t.id = u.tenant_id')).toEqual([]);
    expect(sql('select 1 from media_items m join geocode_cache g on g.lat_e5 = m.id')).toEqual([
      'geocode_cache is a local table: it is never joined',
      'm.tenant_id is not equated in the condition',
    ]);
    expect(
      sql('with d as (select aggregate_id from signage_displays where id = $v) select 1 from signage_media m join d on m.aggregate_id = d.aggregate_id'),
    ).toEqual(['d.tenant_id is not equated in the condition', 'm.tenant_id is not equated in the condition']);
    const drizzle = (text: string) => drizzleJoinOffences(text).map((o) => o.why);
    expect(drizzle('db.select().from(mediaItems).innerJoin(aggregates, eq(aggregates.id, mediaItems.aggregateId))')).toEqual([
      'aggregates.tenantId is not equated in the condition',
      'mediaItems.tenantId is not equated in the condition',
    ]);
    expect(
      drizzle(`const on = and(eq(aggregates.tenantId, mediaItems.tenantId), eq(aggregates.id, mediaItems.aggregateId));
        db.select().from(mediaItems).leftJoin(aggregates, on)`),
    ).toEqual([]);
    expect(drizzle(`const o = alias(mediaItems, 'o'); db.select().from(relations).leftJoin(o, eq(o.id, relations.targetId))`)).toEqual([
      'o.tenantId is not equated in the condition',
      'relations.tenantId is not equated in the condition',
    ]);
    expect(drizzle('db.select().from(users).innerJoin(tenants, eq(tenants.id, users.tenantId))')).toEqual([]);
  });
});
