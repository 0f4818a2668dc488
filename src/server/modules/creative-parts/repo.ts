import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { creativeParts, images, mediaItems, relations } from '../../db/schema/index.js';
import { rowsOf } from '../../db/rows.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';

/** A route card of a creative. */
export interface RouteKey {
  tenantId: string;
  creativeId: string;
  routeId: string;
}

export type PartRow = typeof creativeParts.$inferSelect;

export interface NewPart {
  tenantId: string;
  creativeId: string;
  subId: string;
  section: string;
  uniqueKey: string | null;
  doc: Record<string, unknown>;
}

/** A creative's cards, each section in its order. */
export function partsOf(db: Db, tenantId: string, creativeId: string): Promise<PartRow[]> {
  return db
    .select()
    .from(creativeParts)
    .where(and(eq(creativeParts.tenantId, tenantId), eq(creativeParts.creativeId, creativeId)))
    .orderBy(asc(creativeParts.section), asc(creativeParts.position), asc(creativeParts.createdOn));
}

export async function findPart(db: Db, tenantId: string, creativeId: string, subId: string): Promise<PartRow | null> {
  const [row] = await db
    .select()
    .from(creativeParts)
    .where(and(eq(creativeParts.tenantId, tenantId), eq(creativeParts.creativeId, creativeId), eq(creativeParts.subId, subId)))
    .limit(1);
  return row ?? null;
}

/** Of a creative's cards `subIds`, those that exist: their section and fields (a history names them). */
export function partsByIds(db: Db, tenantId: string, creativeId: string, subIds: string[]): Promise<Pick<PartRow, 'subId' | 'section' | 'doc'>[]> {
  return db
    .select({ subId: creativeParts.subId, section: creativeParts.section, doc: creativeParts.doc })
    .from(creativeParts)
    .where(and(eq(creativeParts.tenantId, tenantId), eq(creativeParts.creativeId, creativeId), inArray(creativeParts.subId, subIds)));
}

/** Which clash a refused write hit: the card id, or the section's once-per-creative value. */
function clashOf(error: unknown): 'id' | 'unique' | null {
  if (hitUniqueIndex(error, 'creative_parts_unique_key_uq')) return 'unique';
  if (hitUniqueIndex(error, 'creative_parts_tenant_id_creative_id_sub_id_pk')) return 'id';
  return null;
}

/** Adds a card at the end of its section, in one statement; a clash is answered, not thrown. */
export async function insertPart(db: Db, part: NewPart): Promise<PartRow | 'id' | 'unique'> {
  const last = sql`(select coalesce(max(${creativeParts.position}), 0) + 1 from ${creativeParts}
    where ${creativeParts.tenantId} = ${part.tenantId} and ${creativeParts.creativeId} = ${part.creativeId} and ${creativeParts.section} = ${part.section})`;
  try {
    const [row] = await db
      .insert(creativeParts)
      .values({ ...part, position: last })
      .returning();
    return row;
  } catch (error) {
    const clash = clashOf(error);
    if (clash) return clash;
    throw error;
  }
}

type CardKey = Pick<NewPart, 'tenantId' | 'creativeId' | 'subId' | 'section'>;
const cardIs = (key: CardKey) =>
  and(
    eq(creativeParts.tenantId, key.tenantId),
    eq(creativeParts.creativeId, key.creativeId),
    eq(creativeParts.subId, key.subId),
    eq(creativeParts.section, key.section),
  );

/** Replaces one card's fields (that card alone); null when it is not in that section of the creative. */
export async function replacePart(
  db: Db,
  key: Pick<NewPart, 'tenantId' | 'creativeId' | 'subId' | 'section'>,
  uniqueKey: string | null,
  doc: Record<string, unknown>,
) {
  try {
    const [row] = await db
      .update(creativeParts)
      .set({ doc, uniqueKey, version: sql`${creativeParts.version} + 1`, updatedOn: new Date() })
      .where(cardIs(key))
      .returning();
    return row ?? null;
  } catch (error) {
    if (clashOf(error) === 'unique') return 'unique' as const;
    throw error;
  }
}

/** Deletes one card with its image (an image asset's); false when it was not there. */
export function deletePart(db: Db, key: CardKey): Promise<{ storageKey: string | null } | null> {
  return db.transaction(async (tx) => {
    const gone = await tx.delete(creativeParts).where(cardIs(key)).returning({ subId: creativeParts.subId });
    if (!gone.length) return null;
    const [image] = await tx
      .delete(images)
      .where(
        and(
          eq(images.tenantId, key.tenantId),
          eq(images.ownerType, 'creative'),
          eq(images.ownerId, key.creativeId),
          inArray(images.purpose, [assetImagePurpose(key.subId, 'img'), assetImagePurpose(key.subId, 'banner')]),
        ),
      )
      .returning({ storageKey: images.storageKey });
    return { storageKey: image?.storageKey ?? null };
  });
}

/** The images module's slot name of an asset's picture (images/service.ts purposeOf). */
export const assetImagePurpose = (subId: string, purpose: string) => `asset-${subId}-${purpose}`;

/** Which of a creative's image assets have a picture uploaded. */
export async function assetsWithImages(db: Db, tenantId: string, creativeId: string): Promise<Set<string>> {
  const rows = await db
    .select({ purpose: images.purpose })
    .from(images)
    .where(and(eq(images.tenantId, tenantId), eq(images.ownerType, 'creative'), eq(images.ownerId, creativeId), sql`${images.purpose} like 'asset-%-img'`));
  return new Set(rows.map((r) => r.purpose.slice('asset-'.length, -'-img'.length)));
}

/**
 * What a creative's answer is built from, in one small read: the item's version, its cards' count and latest
 * change, its relations' and asset images'. Equal stamps mean an equal answer, so a revalidation with the
 * ETag made from it is answered 304 without reading the cards.
 */
export async function creativeStamp(db: Db, tenantId: string, creativeId: string): Promise<string | null> {
  const [row] = await db
    .select({
      version: mediaItems.version,
      updated: sql<string>`${mediaItems.updatedOn}::text`,
      parts: sql<string>`(select count(*) || ':' || coalesce(max(${creativeParts.updatedOn})::text, '') || ':' || coalesce(sum(${creativeParts.version}), 0)
        from ${creativeParts} where ${creativeParts.tenantId} = ${tenantId} and ${creativeParts.creativeId} = ${creativeId})`,
      links: sql<string>`(select count(*) || ':' || coalesce(max(${relations.updatedOn})::text, '')
        from ${relations} where ${relations.tenantId} = ${tenantId} and (${relations.sourceId} = ${creativeId} or ${relations.targetId} = ${creativeId}))`,
      pictures: sql<string>`(select count(*) || ':' || coalesce(max(${images.updatedOn})::text, '')
        from ${images} where ${images.tenantId} = ${tenantId} and ${images.ownerType} = 'creative' and ${images.ownerId} = ${creativeId})`,
    })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.id, creativeId), eq(mediaItems.kind, 'creative')))
    .limit(1);
  return row ? `${row.version}|${row.updated}|${row.parts}|${row.links}|${row.pictures}` : null;
}

/** A creative's id and workspace, or null when the tenant has no such creative. */
export async function creativeOwner(db: Db, tenantId: string, creativeId: string): Promise<{ id: string; aggregateId: string } | null> {
  const [row] = await db
    .select({ id: mediaItems.id, aggregateId: mediaItems.aggregateId })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.id, creativeId), eq(mediaItems.kind, 'creative')))
    .limit(1);
  return row ?? null;
}

export async function fareStopsOf(db: Db, key: RouteKey): Promise<Set<string> | null> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`
    select start_stop as id from mobility_fares where tenant_id = ${key.tenantId} and creative_id = ${key.creativeId} and route_id = ${key.routeId}
    union select end_stop from mobility_fares where tenant_id = ${key.tenantId} and creative_id = ${key.creativeId} and route_id = ${key.routeId}`,
  );
  const ids = rows.map((r) => r.id);
  return ids.length ? new Set(ids) : null;
}
