import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { aggregates, projects } from '../../db/schema/index.js';

export type ProjectRow = typeof projects.$inferSelect;
export type AggregateRow = typeof aggregates.$inferSelect;

const projectsOfTenant = prepared((db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.tenantId, sql.placeholder('tenantId')))
    .orderBy(asc(projects.key))
    .prepare('projects_of_tenant'),
);

export function listProjects(db: Db, tenantId: string): Promise<ProjectRow[]> {
  return projectsOfTenant(db).execute({ tenantId });
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
    .where(
      and(eq(aggregates.tenantId, tenantId), eq(aggregates.projectId, projectId), or(eq(aggregates.id, idOrKey), eq(aggregates.key, idOrKey.toLowerCase()))),
    )
    .limit(1);
  return row ?? null;
}
