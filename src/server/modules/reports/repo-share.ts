import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shareLinks } from '../../db/schema/index.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;

export async function insertShareLink(db: Db, row: typeof shareLinks.$inferInsert): Promise<ShareLinkRow> {
  const [stored] = await db.insert(shareLinks).values(row).returning();
  return stored;
}

/** An item's links, newest first. */
export function linksOfItem(db: Db, tenantId: string, itemId: string): Promise<ShareLinkRow[]> {
  return db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.tenantId, tenantId), eq(shareLinks.itemId, itemId)))
    .orderBy(desc(shareLinks.createdOn))
    .limit(200);
}

export async function findShareLink(db: Db, tenantId: string, id: string): Promise<ShareLinkRow | null> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.tenantId, tenantId), eq(shareLinks.id, id)))
    .limit(1);
  return row ?? null;
}

export async function findByTokenHash(db: Db, tenantId: string, tokenHash: string): Promise<ShareLinkRow | null> {
  const [row] = await db
    .select()
    .from(shareLinks)
    .where(and(eq(shareLinks.tenantId, tenantId), eq(shareLinks.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

/** Revokes a link once; a second revocation keeps the first time. */
export async function revokeShareLink(db: Db, tenantId: string, id: string, at: Date): Promise<void> {
  await db
    .update(shareLinks)
    .set({ revokedAt: at })
    .where(and(eq(shareLinks.tenantId, tenantId), eq(shareLinks.id, id), isNull(shareLinks.revokedAt)));
}
