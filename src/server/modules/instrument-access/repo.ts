import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tiConfigs } from '../../db/schema/index.js';

export type TiConfigRow = typeof tiConfigs.$inferSelect;

/** A treasury instrument of the tenant by id, or null. */
export async function findConfig(db: Db, tenantId: string, id: string): Promise<TiConfigRow | null> {
  const [row] = await db
    .select()
    .from(tiConfigs)
    .where(and(eq(tiConfigs.tenantId, tenantId), eq(tiConfigs.id, id)))
    .limit(1);
  return row ?? null;
}

/** The tenant's treasury instruments among `ids`, by id (unknown ids left out), in one read. */
export async function findConfigs(db: Db, tenantId: string, ids: readonly string[]): Promise<Map<string, TiConfigRow>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select()
    .from(tiConfigs)
    .where(and(eq(tiConfigs.tenantId, tenantId), inArray(tiConfigs.id, [...ids])));
  return new Map(rows.map((r) => [r.id, r]));
}
