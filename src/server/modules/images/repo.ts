import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { images } from '../../db/schema/index.js';

export type ImageRow = typeof images.$inferSelect;
export type ImageValues = typeof images.$inferInsert;
export type ImageSlot = Pick<ImageRow, 'tenantId' | 'ownerType' | 'ownerId' | 'purpose'>;

const slotIs = (s: ImageSlot) =>
  and(eq(images.tenantId, s.tenantId), eq(images.ownerType, s.ownerType), eq(images.ownerId, s.ownerId), eq(images.purpose, s.purpose));

export async function findImage(db: Db, tenantId: string, ownerType: string, ownerId: string, purpose: string): Promise<ImageRow | null> {
  const [row] = await db.select().from(images).where(slotIs({ tenantId, ownerType, ownerId, purpose })).limit(1);
  return row ?? null;
}

/**
 * Makes `values` the slot's image (one per owner and purpose) and answers the storage key it replaced,
 * or null when the slot was empty. The old row is locked while it is read and replaced, so of two
 * uploads at once each learns the key the other left, and no replaced file goes unnoticed.
 */
export function replaceImage(db: Db, values: ImageValues): Promise<string | null> {
  return db.transaction(async (tx) => {
    for (;;) {
      const [old] = await tx.select({ storageKey: images.storageKey }).from(images).where(slotIs(values)).for('update');
      if (old) {
        await tx.update(images).set(values).where(slotIs(values));
        return old.storageKey;
      }
      const inserted = await tx.insert(images).values(values).onConflictDoNothing().returning({ storageKey: images.storageKey });
      if (inserted.length) return null;
      // Another upload filled the empty slot meanwhile (its row is committed now): replace that one.
    }
  });
}
