import { and, asc, eq, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { itemTypes } from '../../db/schema/index.js';
import type { ItemType } from '../../../domain/item-types/item-type.js';

export type ItemTypeRow = typeof itemTypes.$inferSelect;

/**
 * Makes the table equal to `catalogue`: new types are added, changed ones rewritten, types no longer
 * in it removed. Unchanged rows are not touched, so running it at every start-up costs one round trip.
 */
export async function syncItemTypes(db: Db, catalogue: ItemType[]): Promise<void> {
  await db
    .insert(itemTypes)
    .values(catalogue.map((t) => ({ id: t.id, family: t.family, type: t.type, subtypes: t.subtypes })))
    .onConflictDoUpdate({
      target: itemTypes.id,
      set: { family: sql`excluded.family`, type: sql`excluded.type`, subtypes: sql`excluded.subtypes`, updatedOn: sql`now()` },
      setWhere: sql`(${itemTypes.family}, ${itemTypes.type}, ${itemTypes.subtypes}) is distinct from (excluded.family, excluded.type, excluded.subtypes)`,
    });
  await db.delete(itemTypes).where(
    notInArray(
      itemTypes.id,
      catalogue.map((t) => t.id),
    ),
  );
}

export function listItemTypes(db: Db, family: string): Promise<ItemTypeRow[]> {
  return db.select().from(itemTypes).where(eq(itemTypes.family, family)).orderBy(asc(itemTypes.type));
}

/** A type of `family` by id or by name (case-insensitive). */
export async function findItemType(db: Db, family: string, idOrName: string): Promise<ItemTypeRow | null> {
  const [row] = await db
    .select()
    .from(itemTypes)
    .where(and(eq(itemTypes.family, family), or(eq(itemTypes.id, idOrName), sql`lower(${itemTypes.type}) = lower(${idOrName})`)))
    .limit(1);
  return row ?? null;
}
