import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

export type ImageRow = typeof images.$inferSelect;
export type ImageValues = typeof images.$inferInsert;

export async function findImage(db: Db, tenantId: string, ownerType: string, ownerId: string, purpose: string): Promise<ImageRow | null> {
  const [row] = await db
    .select()
    .from(images)
    .where(and(eq(images.tenantId, tenantId), eq(images.ownerType, ownerType), eq(images.ownerId, ownerId), eq(images.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** One image per (owner, purpose): a new upload replaces the row. */
export async function upsertImage(db: Db, values: ImageValues): Promise<ImageRow> {
  const [row] = await db
    .insert(images)
    .values(values)
    .onConflictDoUpdate({ target: [images.tenantId, images.ownerType, images.ownerId, images.purpose], set: values })
    .returning();
  return row;
}
