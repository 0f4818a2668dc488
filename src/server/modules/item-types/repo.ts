import { asc, eq, notInArray, sql } from 'drizzle-orm';
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
