import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { InstrumentStatus } from '../../../domain/treasury/types.js';
import type { Db, Tx } from '../../db/client.js';
import { instrumentBatches, instruments, tiDetails } from '../../db/schema/index.js';

export type TiDetailRow = typeof tiDetails.$inferSelect;
export type BatchRow = typeof instrumentBatches.$inferSelect;

export async function findDetail(db: Db, tenantId: string, id: string): Promise<TiDetailRow | null> {
  const [row] = await db
    .select()
    .from(tiDetails)
    .where(and(eq(tiDetails.tenantId, tenantId), eq(tiDetails.id, id)))
    .limit(1);
  return row ?? null;
}

/** A workspace's details, or those of one source (campaign or event); newest first. */
export async function listDetails(db: Db, tenantId: string, filter: { aggregateId?: string; sourceId?: string }): Promise<TiDetailRow[]> {
  return db
    .select()
    .from(tiDetails)
    .where(
      and(
        eq(tiDetails.tenantId, tenantId),
        filter.aggregateId ? eq(tiDetails.aggregateId, filter.aggregateId) : undefined,
        filter.sourceId ? eq(tiDetails.sourceId, filter.sourceId) : undefined,
      ),
    )
    .orderBy(desc(tiDetails.createdOn), asc(tiDetails.id))
    .limit(1000);
}

/** Whether a source already has a detail of this type (a campaign has one coupon). */
export async function sourceHasDetail(db: Db, tenantId: string, sourceId: string, titype: string, exceptId = ''): Promise<boolean> {
  const [row] = await db
    .select({ id: tiDetails.id })
    .from(tiDetails)
    .where(and(eq(tiDetails.tenantId, tenantId), eq(tiDetails.sourceId, sourceId), eq(tiDetails.titype, titype), ne(tiDetails.id, exceptId)))
    .limit(1);
  return !!row;
}

export async function insertDetail(tx: Tx, row: typeof tiDetails.$inferInsert): Promise<TiDetailRow> {
  const [stored] = await tx.insert(tiDetails).values(row).returning();
  return stored;
}

/** Writes over the version read; null when another save came first. */
export async function updateDetail(
  db: Db,
  tenantId: string,
  id: string,
  version: number,
  values: Partial<Pick<TiDetailRow, 'tiConfigId' | 'usageType' | 'usageLimit' | 'enabled' | 'doc'>>,
): Promise<TiDetailRow | null> {
  const [stored] = await db
    .update(tiDetails)
    .set({ ...values, version: version + 1, updatedOn: new Date() })
    .where(and(eq(tiDetails.tenantId, tenantId), eq(tiDetails.id, id), eq(tiDetails.version, version)))
    .returning();
  return stored ?? null;
}

/** Deletes a detail and its batches, unless one of them has started generating (then false, nothing deleted). */
export async function deleteUngeneratedDetail(tx: Tx, tenantId: string, id: string): Promise<boolean> {
  // Locks the batches so a generation cannot start between the check and the delete.
  const batches = await tx
    .select({ generation: instrumentBatches.generation })
    .from(instrumentBatches)
    .where(and(eq(instrumentBatches.tenantId, tenantId), eq(instrumentBatches.detailId, id)))
    .for('update');
  if (batches.some((b) => b.generation !== 'configured')) return false;
  await tx.delete(instrumentBatches).where(and(eq(instrumentBatches.tenantId, tenantId), eq(instrumentBatches.detailId, id)));
  await tx.delete(tiDetails).where(and(eq(tiDetails.tenantId, tenantId), eq(tiDetails.id, id)));
  return true;
}

/** The batches of the given details, in the order they were added. */
export async function batchesOf(db: Db, tenantId: string, detailIds: readonly string[]): Promise<BatchRow[]> {
  if (!detailIds.length) return [];
  return db
    .select()
    .from(instrumentBatches)
    .where(and(eq(instrumentBatches.tenantId, tenantId), inArray(instrumentBatches.detailId, [...detailIds])))
    .orderBy(asc(instrumentBatches.position), asc(instrumentBatches.createdOn));
}

export async function findBatch(db: Db, tenantId: string, detailId: string, uid: string): Promise<BatchRow | null> {
  const [row] = await db
    .select()
    .from(instrumentBatches)
    .where(and(eq(instrumentBatches.tenantId, tenantId), eq(instrumentBatches.detailId, detailId), eq(instrumentBatches.uid, uid)))
    .limit(1);
  return row ?? null;
}

/** The next position for a detail's new batch. */
export async function nextPosition(db: Db, tenantId: string, detailId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${instrumentBatches.position}) + 1, 0)::int` })
    .from(instrumentBatches)
    .where(and(eq(instrumentBatches.tenantId, tenantId), eq(instrumentBatches.detailId, detailId)));
  return row?.n ?? 0;
}

/** Inserts a batch; false when its uid is taken. */
export async function insertBatch(db: Db, row: typeof instrumentBatches.$inferInsert): Promise<BatchRow | null> {
  const [stored] = await db.insert(instrumentBatches).values(row).onConflictDoNothing().returning();
  return stored ?? null;
}

/**
 * Changes a batch. `onlyConfigured`: only while it has not started generating (the category
 * configuration freezes then); null when that no longer holds or the batch is gone.
 */
export async function updateBatch(
  db: Db,
  tenantId: string,
  uid: string,
  values: Partial<Omit<BatchRow, 'tenantId' | 'uid' | 'detailId' | 'createdOn'>>,
  onlyConfigured: boolean,
): Promise<BatchRow | null> {
  const [stored] = await db
    .update(instrumentBatches)
    .set({ ...values, updatedOn: new Date() })
    .where(
      and(
        eq(instrumentBatches.tenantId, tenantId),
        eq(instrumentBatches.uid, uid),
        onlyConfigured ? eq(instrumentBatches.generation, 'configured') : undefined,
      ),
    )
    .returning();
  return stored ?? null;
}

/** How many instruments of each batch are in each status (from `instruments_status_idx`). */
export async function statusCounts(db: Db, tenantId: string, batchUids: readonly string[]): Promise<Map<string, Partial<Record<InstrumentStatus, number>>>> {
  const out = new Map<string, Partial<Record<InstrumentStatus, number>>>();
  if (!batchUids.length) return out;
  const rows = await db
    .select({ uid: instruments.batchUid, status: instruments.status, n: sql<number>`count(*)::int` })
    .from(instruments)
    .where(and(eq(instruments.tenantId, tenantId), inArray(instruments.batchUid, [...batchUids])))
    .groupBy(instruments.batchUid, instruments.status);
  for (const r of rows) {
    const counts = out.get(r.uid) ?? {};
    counts[r.status as InstrumentStatus] = r.n;
    out.set(r.uid, counts);
  }
  return out;
}

/** A page of a batch's instruments after `afterSeq`, in serial order: what an export streams. */
export function instrumentsAfter(db: Db, tenantId: string, batchUid: string, afterSeq: number, limit: number) {
  return db
    .select({
      seq: instruments.seq,
      serial: instruments.serial,
      code: instruments.code,
      status: instruments.status,
      profileId: instruments.profileId,
      acquiredOn: instruments.acquiredOn,
      statusChangedOn: instruments.statusChangedOn,
    })
    .from(instruments)
    .where(and(eq(instruments.tenantId, tenantId), eq(instruments.batchUid, batchUid), gt(instruments.seq, afterSeq)))
    .orderBy(asc(instruments.seq))
    .limit(limit);
}
