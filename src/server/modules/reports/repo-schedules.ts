import { and, desc, eq, getTableColumns, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { reportFiles, reportSchedules } from '../../db/schema/index.js';

export type ScheduleRow = typeof reportSchedules.$inferSelect;
export type FileRow = typeof reportFiles.$inferSelect;

export async function insertSchedule(db: Db, row: typeof reportSchedules.$inferInsert): Promise<ScheduleRow> {
  const [stored] = await db.insert(reportSchedules).values(row).returning();
  return stored;
}

export async function findSchedule(db: Db, tenantId: string, id: string): Promise<ScheduleRow | null> {
  const [row] = await db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, id)))
    .limit(1);
  return row ?? null;
}

export function schedulesOf(db: Db, tenantId: string, aggregateId: string, itemId?: string): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(reportSchedules)
    .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.aggregateId, aggregateId), itemId ? eq(reportSchedules.itemId, itemId) : undefined))
    .orderBy(desc(reportSchedules.createdOn))
    .limit(200);
}

export async function updateSchedule(db: Db, tenantId: string, id: string, set: Partial<typeof reportSchedules.$inferInsert>): Promise<ScheduleRow> {
  const [row] = await db
    .update(reportSchedules)
    .set(set)
    .where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, id)))
    .returning();
  return row;
}

export async function deleteSchedule(db: Db, tenantId: string, id: string): Promise<FileRow[]> {
  return db.transaction(async (tx) => {
    const files = await tx
      .delete(reportFiles)
      .where(and(eq(reportFiles.tenantId, tenantId), eq(reportFiles.scheduleId, id)))
      .returning();
    await tx.delete(reportSchedules).where(and(eq(reportSchedules.tenantId, tenantId), eq(reportSchedules.id, id)));
    return files;
  });
}

/**
 * Leases up to `limit` due schedules for `ms` from `now`: rows another server holds (an unexpired lease) or
 * locks at this moment are skipped, so no run is produced twice at once.
 */
export async function leaseDue(db: Db, now: Date, ms: number, limit: number): Promise<ScheduleRow[]> {
  const until = new Date(now.getTime() + ms);
  // One statement: the due schedules no other server holds, leased and answered whole.
  const due = db
    .select({ tenantId: reportSchedules.tenantId, id: reportSchedules.id })
    .from(reportSchedules)
    .where(and(lte(reportSchedules.nextRunAt, now), or(isNull(reportSchedules.leaseUntil), lte(reportSchedules.leaseUntil, now))))
    .orderBy(reportSchedules.nextRunAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(reportSchedules)
    .set({ leaseUntil: until })
    .where(sql`(${reportSchedules.tenantId}, ${reportSchedules.id}) in (${due})`)
    .returning();
}

/** Ends a lease with the run's outcome, unless the lease was lost meanwhile (then another server owns the row). */
export async function settleRun(db: Db, row: ScheduleRow, set: { nextRunAt: Date; lastRunAt: Date; lastError: string | null }): Promise<void> {
  await db
    .update(reportSchedules)
    .set({ ...set, leaseUntil: null })
    .where(and(eq(reportSchedules.tenantId, row.tenantId), eq(reportSchedules.id, row.id), sql`lease_until is not distinct from ${row.leaseUntil}`));
}

/** Records a produced file; false when this run's file already exists (another server made it). */
export async function insertFile(db: Db, row: typeof reportFiles.$inferInsert): Promise<boolean> {
  const stored = await db.insert(reportFiles).values(row).onConflictDoNothing().returning({ id: reportFiles.id });
  return stored.length > 0;
}

export async function setMailed(db: Db, tenantId: string, id: string, mailedTo: string[] | null, mailError: string | null) {
  await db
    .update(reportFiles)
    .set({ mailedTo, mailError })
    .where(and(eq(reportFiles.tenantId, tenantId), eq(reportFiles.id, id)));
}

export function filesOf(db: Db, tenantId: string, scheduleId: string, limit = 50): Promise<FileRow[]> {
  return db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.tenantId, tenantId), eq(reportFiles.scheduleId, scheduleId)))
    .orderBy(desc(reportFiles.runAt))
    .limit(limit);
}

/** The newest `limit` files of each of the schedules, by schedule id, in one read. */
export async function newestFilesOf(db: Db, tenantId: string, scheduleIds: readonly string[], limit: number): Promise<Map<string, FileRow[]>> {
  const byId = new Map<string, FileRow[]>(scheduleIds.map((id) => [id, []]));
  if (!scheduleIds.length) return byId;
  const ranked = db
    .select({
      ...getTableColumns(reportFiles),
      rank: sql<number>`row_number() over (partition by ${reportFiles.scheduleId} order by ${reportFiles.runAt} desc)`.as('rank'),
    })
    .from(reportFiles)
    .where(and(eq(reportFiles.tenantId, tenantId), inArray(reportFiles.scheduleId, [...scheduleIds])))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, limit)).orderBy(ranked.scheduleId, desc(ranked.runAt));
  for (const { rank: _rank, ...file } of rows) byId.get(file.scheduleId)?.push(file);
  return byId;
}

export async function findFile(db: Db, tenantId: string, scheduleId: string, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.tenantId, tenantId), eq(reportFiles.scheduleId, scheduleId), eq(reportFiles.id, id)))
    .limit(1);
  return row ?? null;
}
