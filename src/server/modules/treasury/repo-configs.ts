import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tiConfigs } from '../../db/schema/index.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';

import type { TiConfigRow } from '../instrument-access/index.js';

export type { TiConfigRow };

/** A project's instruments, or (with `aggregateId`) a workspace's together with its project's shared ones; newest first. */
export async function listConfigs(db: Db, tenantId: string, projectId: string, aggregateId?: string): Promise<TiConfigRow[]> {
  const scope = aggregateId ? or(eq(tiConfigs.aggregateId, aggregateId), eq(tiConfigs.aggregateId, '')) : undefined;
  return db
    .select()
    .from(tiConfigs)
    .where(and(eq(tiConfigs.tenantId, tenantId), eq(tiConfigs.projectId, projectId), scope))
    .orderBy(desc(tiConfigs.createdOn), asc(tiConfigs.id))
    .limit(1000);
}

/** Instruments of a project named `name` (any case), the workspace's first when `aggregateId` is given. */
export async function findConfigsByName(db: Db, tenantId: string, projectId: string, name: string, aggregateId?: string): Promise<TiConfigRow[]> {
  const scope = aggregateId ? or(eq(tiConfigs.aggregateId, aggregateId), eq(tiConfigs.aggregateId, '')) : undefined;
  return db
    .select()
    .from(tiConfigs)
    .where(and(eq(tiConfigs.tenantId, tenantId), eq(tiConfigs.projectId, projectId), sql`lower(${tiConfigs.name}) = lower(${name})`, scope))
    .orderBy(desc(tiConfigs.aggregateId), desc(tiConfigs.createdOn))
    .limit(10);
}

export async function keyTaken(db: Db, tenantId: string, projectId: string, key: string, exceptId = ''): Promise<boolean> {
  const [row] = await db
    .select({ id: tiConfigs.id })
    .from(tiConfigs)
    .where(and(eq(tiConfigs.tenantId, tenantId), eq(tiConfigs.projectId, projectId), eq(tiConfigs.key, key), ne(tiConfigs.id, exceptId)))
    .limit(1);
  return !!row;
}

const isUniqueViolation = (e: unknown) => hitUniqueIndex(e, 'ti_configs_key_uq');

/** Inserts; a key taken meanwhile (the unique index) answers 'conflict'. */
export async function insertConfig(db: Db, row: typeof tiConfigs.$inferInsert): Promise<TiConfigRow | 'conflict'> {
  try {
    const [stored] = await db.insert(tiConfigs).values(row).returning();
    return stored;
  } catch (e) {
    if (isUniqueViolation(e)) return 'conflict';
    throw e;
  }
}

/** Writes over the version read (`version`): null when another save came first, 'conflict' on a taken key. */
export async function updateConfig(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  values: Partial<Pick<TiConfigRow, 'key' | 'name' | 'type' | 'subtype' | 'category' | 'enabled' | 'doc'>>,
): Promise<TiConfigRow | null | 'conflict'> {
  try {
    const [stored] = await db
      .update(tiConfigs)
      .set({ ...values, version: version + 1, updatedOn: new Date() })
      .where(and(eq(tiConfigs.tenantId, tenantId), eq(tiConfigs.id, id), eq(tiConfigs.version, version)))
      .returning();
    return stored ?? null;
  } catch (e) {
    if (isUniqueViolation(e)) return 'conflict';
    throw e;
  }
}
