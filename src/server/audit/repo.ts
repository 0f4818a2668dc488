import { and, desc, eq, getTableColumns, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prepared } from '../db/prepared.js';
import { arrayParam } from '../db/array-param.js';
import { rowsOf } from '../db/rows.js';
import { containsPattern } from '../db/like.js';
import { auditRecords, tenants } from '../db/schema/index.js';

export type AuditRow = typeof auditRecords.$inferSelect;

const p = sql.placeholder;

/**
 * A changed document is stored whole (`doc: [before, after]`, migration 0040) and read key by key: every read of
 * records takes `changes` through audit_expand, so they read as `doc.<key>` entries, as records always have.
 */
const expandedChanges = sql<AuditRow['changes']>`audit_expand(${auditRecords.changes})`.mapWith(auditRecords.changes).as('changes');
const recordColumns = { ...getTableColumns(auditRecords), changes: expandedChanges };

/** A record and its sub-records (root_id names it): the expression of the (tenant_id, coalesce(root_id, record_id), id) index. */
const recordOrRoot = sql`coalesce(${auditRecords.rootId}, ${auditRecords.recordId})`;

// Newest first by id, which audit_records_root_idx reads in order: a page is one index range, sub-records included.
const historyPage = prepared((db) =>
  db
    .select(recordColumns)
    .from(auditRecords)
    .where(and(eq(auditRecords.tenantId, p('tenantId')), eq(recordOrRoot, p('recordId')), lt(auditRecords.id, p('before'))))
    .orderBy(desc(auditRecords.id))
    .limit(p('limit'))
    .prepare('audit_history'),
);

/** A record's trail with its sub-records', newest first, below the id `before` (a page's cursor). */
export function historyOf(db: Db, tenantId: string, recordId: string, before: number, limit: number): Promise<AuditRow[]> {
  return historyPage(db).execute({ tenantId, recordId, before, limit });
}

/** The workspace of the newest entry of a record's history (what its privilege is checked on; sub-records take their item's), or null. */
export async function workspaceOfRecord(db: Db, tenantId: string, recordId: string): Promise<{ found: boolean; workspaceId: string | null }> {
  const [row] = await db
    .select({ workspaceId: auditRecords.workspaceId })
    .from(auditRecords)
    .where(and(eq(auditRecords.tenantId, tenantId), eq(recordOrRoot, recordId)))
    .orderBy(desc(auditRecords.id))
    .limit(1);
  return { found: !!row, workspaceId: row?.workspaceId ?? null };
}

export async function findRecord(db: Db, tenantId: string, id: number): Promise<AuditRow | null> {
  const [row] = await db
    .select(recordColumns)
    .from(auditRecords)
    .where(and(eq(auditRecords.tenantId, tenantId), eq(auditRecords.id, id)))
    .limit(1);
  return row ?? null;
}

/** What a tenant's or workspace's trail is filtered by (all optional but the tenant). */
export interface TrailFilter {
  tenantId: string;
  workspaceId?: string;
  actor?: string;
  kind?: string;
  action?: string;
  recordId?: string;
  from?: Date;
  to?: Date;
  /** Words in the path, the actor's name or the changed fields' text. */
  q?: string;
}

function conditions(f: TrailFilter): SQL[] {
  const where: SQL[] = [eq(auditRecords.tenantId, f.tenantId)];
  if (f.workspaceId) where.push(eq(auditRecords.workspaceId, f.workspaceId));
  if (f.actor) where.push(or(eq(auditRecords.actorName, f.actor), eq(auditRecords.actorId, f.actor))!);
  if (f.kind) where.push(eq(auditRecords.kind, f.kind));
  if (f.action) where.push(eq(auditRecords.action, f.action));
  if (f.recordId) {
    // Through the root index: a record is its own root or, as "item/sub", its item's. One value reads in order.
    const item = f.recordId.split('/')[0];
    where.push(item === f.recordId ? eq(recordOrRoot, item) : inArray(recordOrRoot, [f.recordId, item]), eq(auditRecords.recordId, f.recordId));
  }
  if (f.from) where.push(gte(auditRecords.at, f.from));
  if (f.to) where.push(lt(auditRecords.at, f.to));
  if (f.q) {
    const like = containsPattern(f.q);
    // The changed fields as they read: a document's unchanged keys, stored with it, do not match.
    where.push(
      sql`(${auditRecords.path} ilike ${like} or ${auditRecords.actorName} ilike ${like} or audit_expand(${auditRecords.changes})::text ilike ${like})`,
    );
  }
  return where;
}

/** A page of the filtered trail, newest first, below the id `before`. */
export function listTrail(db: Db, filter: TrailFilter, before: number, limit: number): Promise<AuditRow[]> {
  return db
    .select(recordColumns)
    .from(auditRecords)
    .where(and(...conditions(filter), lt(auditRecords.id, before)))
    .orderBy(desc(auditRecords.id))
    .limit(limit);
}

/** The filtered trail up to `upTo` (the newest id when an export starts), in batches of `size`, newest first. */
export async function* trailBatches(db: Db, filter: TrailFilter, upTo: number, size: number): AsyncGenerator<AuditRow[]> {
  let before = upTo + 1;
  for (;;) {
    const rows = await listTrail(db, filter, before, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
    before = rows[rows.length - 1].id;
  }
}

export async function newestId(db: Db, tenantId: string): Promise<number> {
  const [row] = await db.select({ id: auditRecords.id }).from(auditRecords).where(eq(auditRecords.tenantId, tenantId)).orderBy(desc(auditRecords.id)).limit(1);
  return row?.id ?? 0;
}

export async function setRetentionDays(db: Db, tenantId: string, days: number | null): Promise<void> {
  await db.update(tenants).set({ auditRetentionDays: days, updatedOn: new Date() }).where(eq(tenants.id, tenantId));
}

/**
 * Removes the tenant's records older than its retention through `audit_prune`, as the one role that may run it
 * (sdm_audit_pruner, migration 0032; the connecting role is a member, the application's is not).
 */
export async function pruneTrail(db: Db, tenantId: string): Promise<{ removed: number; days: number | null }> {
  const [tenant] = await db.select({ days: tenants.auditRetentionDays }).from(tenants).where(eq(tenants.id, tenantId));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local role sdm_audit_pruner`);
    const [pruned] = await rowsOf<{ removed: number }>(tx, sql`select audit_prune(${tenantId}) as removed`);
    return { removed: pruned.removed, days: tenant?.days ?? null };
  });
}

/**
 * The names of the records `ids` are of, among the tenant's projects, workspaces, items and treasury instruments and
 * the item-type catalogue (ids are random, so one never stands for two records): what a History shows for a changed
 * reference instead of a bare id. A record gone since is simply not named.
 */
export async function recordNames(db: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const list = sql`${arrayParam(ids)}::text[]`;
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from projects where tenant_id = ${tenantId} and id = any(${list})
      union all select id, name from aggregates where tenant_id = ${tenantId} and id = any(${list})
      union all select id, name from media_items where tenant_id = ${tenantId} and id = any(${list})
      union all select id, name from ti_configs where tenant_id = ${tenantId} and id = any(${list})
      union all select id, type as name from item_types where id = any(${list})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
