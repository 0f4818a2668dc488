import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { aggregates, projects } from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type AggregateRow = typeof aggregates.$inferSelect;

export function listProjects(db: Db, tenantId: string): Promise<ProjectRow[]> {
  return db.select().from(projects).where(eq(projects.tenantId, tenantId)).orderBy(asc(projects.key));
}

export async function findProject(db: Db, tenantId: string, idOrKey: string): Promise<ProjectRow | null> {
  const [row] = await db
    .select()
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), or(eq(projects.id, idOrKey), eq(projects.key, idOrKey.toLowerCase()))))
    .limit(1);
  return row ?? null;
}

export async function findAggregate(db: Db, tenantId: string, projectId: string, idOrKey: string): Promise<AggregateRow | null> {
  const [row] = await db
    .select()
    .from(aggregates)
    .where(and(eq(aggregates.tenantId, tenantId), eq(aggregates.projectId, projectId), or(eq(aggregates.id, idOrKey), eq(aggregates.key, idOrKey.toLowerCase()))))
    .limit(1);
  return row ?? null;
}
