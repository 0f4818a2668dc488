import { and, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { aggregates, projects } from '../../db/schema/index.js';

export type AggregateRow = typeof aggregates.$inferSelect;
export type AggregateInsert = typeof aggregates.$inferInsert;
/** A workspace with its project's key, which its resource path needs. */
export type AggregateWithProject = AggregateRow & { projectKey: string };

const withProject = { ...getTableColumns(aggregates), projectKey: projects.key };

function joined(db: Db) {
  return db
    .select(withProject)
    .from(aggregates)
    .innerJoin(projects, and(eq(projects.tenantId, aggregates.tenantId), eq(projects.id, aggregates.projectId)));
}

/** Workspaces of a tenant (of one project when given), newest first. */
export function listAggregates(db: Db, tenantId: string, projectId?: string): Promise<AggregateWithProject[]> {
  const where = projectId ? and(eq(aggregates.tenantId, tenantId), eq(aggregates.projectId, projectId)) : eq(aggregates.tenantId, tenantId);
  return joined(db).where(where).orderBy(desc(aggregates.createdOn), desc(aggregates.id));
}

/** What never changes of a workspace once created: its id and key, and its project's id and key (its resource path). */
export interface WorkspaceRef {
  id: string;
  key: string;
  projectId: string;
  projectKey: string;
}

const refColumns = { id: aggregates.id, key: aggregates.key, projectId: aggregates.projectId, projectKey: projects.key };
const p = sql.placeholder;

function refs(db: Db) {
  return db
    .select(refColumns)
    .from(aggregates)
    .innerJoin(projects, and(eq(projects.tenantId, aggregates.tenantId), eq(projects.id, aggregates.projectId)));
}

// Every item list and summary names its workspace: built once per database and prepared by name.
const refsByIdOrKey = prepared((db) =>
  refs(db)
    .where(
      and(
        eq(aggregates.tenantId, p('tenantId')),
        or(eq(aggregates.id, p('id')), eq(aggregates.key, p('key'))),
        or(sql`${p('project')} = ''`, eq(aggregates.projectId, p('project')), eq(projects.key, p('projectKey'))),
      ),
    )
    .limit(3)
    .prepare('workspace_refs'),
);

/**
 * Workspaces whose id or key is `idOrKey`, within the project (id or key) when one is given. Keys are
 * unique per project only, so without a project a key may name several (at most 3 answered): the caller decides.
 */
export function findWorkspaceRefs(db: Db, tenantId: string, idOrKey: string, project = ''): Promise<WorkspaceRef[]> {
  return refsByIdOrKey(db).execute({ tenantId, id: idOrKey, key: idOrKey.toLowerCase(), project, projectKey: project.toLowerCase() });
}

export function workspaceRefsByIds(db: Db, tenantId: string, ids: readonly string[]): Promise<WorkspaceRef[]> {
  if (!ids.length) return Promise.resolve([]);
  return refs(db).where(and(eq(aggregates.tenantId, tenantId), inArray(aggregates.id, [...ids])));
}

export async function findAggregateById(db: Db, tenantId: string, id: string): Promise<AggregateWithProject | null> {
  const [row] = await joined(db)
    .where(and(eq(aggregates.tenantId, tenantId), eq(aggregates.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether another workspace of the project has this name, compared case-insensitively. */
export async function nameTaken(db: Db, tenantId: string, projectId: string, name: string, exceptId?: string): Promise<boolean> {
  const conditions = [eq(aggregates.tenantId, tenantId), eq(aggregates.projectId, projectId), sql`lower(${aggregates.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(aggregates.id, exceptId));
  const [row] = await db
    .select({ id: aggregates.id })
    .from(aggregates)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}

export type WriteResult = { row: AggregateRow } | { conflict: 'name' | 'key' };

/** Inserts a workspace; a clash with the unique name or key index is answered, not thrown. */
export async function insertAggregate(db: Db, values: AggregateInsert): Promise<WriteResult> {
  try {
    const [row] = await db.insert(aggregates).values(values).returning();
    return { row };
  } catch (error) {
    const conflict = uniqueConflict(error);
    if (conflict) return { conflict };
    throw error;
  }
}

export async function updateAggregate(
  db: Db,
  tenantId: string,
  id: string,
  values: Partial<Pick<AggregateRow, 'name' | 'description' | 'enabled' | 'currency' | 'timeZone' | 'doc'>>,
): Promise<WriteResult | null> {
  try {
    const [row] = await db
      .update(aggregates)
      .set({ ...values, updatedOn: new Date() })
      .where(and(eq(aggregates.tenantId, tenantId), eq(aggregates.id, id)))
      .returning();
    return row ? { row } : null;
  } catch (error) {
    const conflict = uniqueConflict(error);
    if (conflict) return { conflict };
    throw error;
  }
}

/** Which unique index a failed write hit (PostgreSQL 23505), looking through the driver's wrapping. */
function uniqueConflict(error: unknown): 'name' | 'key' | null {
  if (hitUniqueIndex(error, 'aggregates_name_uq')) return 'name';
  return hitUniqueIndex(error, 'aggregates_key_uq') ? 'key' : null;
}
