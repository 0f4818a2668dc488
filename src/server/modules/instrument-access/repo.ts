import { and, eq } from 'drizzle-orm';
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
