import { and, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { unionAll } from 'drizzle-orm/pg-core';
import { audienceDaily, mediaItems, projects } from '../../db/schema/index.js';

// Summary pages call these on every visit: each is built once per database and prepared by name.
const p = sql.placeholder;

export interface ProjectRef {
  id: string;
  key: string;
}

const projectByIdOrKey = prepared((db) =>
  db
    .select({ id: projects.id, key: projects.key })
    .from(projects)
    .where(and(eq(projects.tenantId, p('tenantId')), or(eq(projects.id, p('id')), eq(projects.key, p('key')))))
    .limit(1)
    .prepare('mq_project'),
);

export async function findProject(db: Db, tenantId: string, idOrKey: string): Promise<ProjectRef | null> {
  const [row] = await projectByIdOrKey(db).execute({ tenantId, id: idOrKey, key: idOrKey.toLowerCase() });
  return row ?? null;
}

/** What a summary covers: the whole tenant, one project, or one workspace. */
export type Scope = { tenantId: string; projectId?: string; aggregateId?: string };
type Level = 'tenant' | 'project' | 'workspace';
const levelOf = (s: Scope): Level => (s.aggregateId ? 'workspace' : s.projectId ? 'project' : 'tenant');

function itemScope(level: Level) {
  const t = eq(mediaItems.tenantId, p('tenantId'));
  if (level === 'workspace') return and(t, eq(mediaItems.aggregateId, p('aggregateId')));
  if (level === 'project') return and(t, eq(mediaItems.projectId, p('projectId')));
  return t;
}

function dailyScope(level: Level) {
  const t = eq(audienceDaily.tenantId, p('tenantId'));
  if (level === 'workspace') return and(t, eq(audienceDaily.aggregateId, p('aggregateId')));
  if (level === 'project') return and(t, eq(audienceDaily.projectId, p('projectId')));
  return t;
}

const COUNTED_KINDS = ['venue', 'asset', 'campaign'] as const;
const lowerType = sql<string>`lower(${mediaItems.type})`;

const itemCounts = (level: Level) =>
  prepared((db) =>
    db
      .select({ kind: mediaItems.kind, type: lowerType, count: sql<number>`count(*)::int` })
      .from(mediaItems)
      .where(and(itemScope(level), inArray(mediaItems.kind, [...COUNTED_KINDS])))
      .groupBy(mediaItems.kind, lowerType)
      .prepare(`mq_item_counts_${level}`),
  );
const itemCountsBy = { tenant: itemCounts('tenant'), project: itemCounts('project'), workspace: itemCounts('workspace') };

/** Venues, assets and campaigns of the scope counted by lower-cased type. */
export function countItemsByType(db: Db, scope: Scope): Promise<{ kind: string; type: string; count: number }[]> {
  return itemCountsBy[levelOf(scope)](db).execute({ ...scope });
}

const daily = (level: Level) =>
  prepared((db) =>
    db
      .select({ day: audienceDaily.day, type: audienceDaily.type, count: sql<number>`sum(${audienceDaily.count})::int` })
      .from(audienceDaily)
      .where(and(dailyScope(level), gte(audienceDaily.day, p('from')), lte(audienceDaily.day, p('to'))))
      .groupBy(audienceDaily.day, audienceDaily.type)
      .prepare(`mq_daily_${level}`),
  );
const dailyBy = { tenant: daily('tenant'), project: daily('project'), workspace: daily('workspace') };

export interface DailyCount {
  day: string;
  type: number;
  count: number;
}

/** Actions per UTC day and type in [from, to] over the scope's workspaces; days without actions are absent. */
export function dailyCounts(db: Db, scope: Scope, range: { from: string; to: string }): Promise<DailyCount[]> {
  return dailyBy[levelOf(scope)](db).execute({ ...scope, ...range });
}

// A summary page wants item counts and daily counts of one scope: one round trip reads both.
const both = (level: Level) =>
  prepared((db) =>
    unionAll(
      db
        .select({
          item: sql<boolean>`false`,
          a: sql<string>`${audienceDaily.day}::text`,
          b: sql<string>`${audienceDaily.type}::text`,
          n: sql<number>`sum(${audienceDaily.count})::int`,
        })
        .from(audienceDaily)
        .where(and(dailyScope(level), gte(audienceDaily.day, p('from')), lte(audienceDaily.day, p('to'))))
        .groupBy(audienceDaily.day, audienceDaily.type),
      db
        .select({ item: sql<boolean>`true`, a: mediaItems.kind, b: lowerType, n: sql<number>`count(*)::int` })
        .from(mediaItems)
        .where(and(itemScope(level), inArray(mediaItems.kind, [...COUNTED_KINDS])))
        .groupBy(mediaItems.kind, lowerType),
    ).prepare(`mq_summary_${level}`),
  );
const bothBy = { tenant: both('tenant'), project: both('project'), workspace: both('workspace') };

export type ItemCount = { kind: string; type: string; count: number };

/** countItemsByType and dailyCounts of the same scope in one statement. */
export async function itemAndDailyCounts(db: Db, scope: Scope, range: { from: string; to: string }): Promise<{ items: ItemCount[]; daily: DailyCount[] }> {
  const rows = await bothBy[levelOf(scope)](db).execute({ ...scope, ...range });
  const items: ItemCount[] = [];
  const daily: DailyCount[] = [];
  for (const r of rows) {
    if (r.item) items.push({ kind: r.a, type: r.b, count: r.n });
    else daily.push({ day: r.a, type: Number(r.b), count: r.n });
  }
  return { items, daily };
}
