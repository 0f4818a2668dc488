import { and, asc, count, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DisplayListWindow, SignageListWindow } from '../../../domain/signage/lists.js';
import type { PlaylistRow } from '../../../domain/signage/playlist.js';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { mediaItems, relations, signageDisplays, signageMedia, signagePlaylists } from '../../db/schema/index.js';

export type MediaRow = typeof signageMedia.$inferSelect;
export type PlaylistRecord = typeof signagePlaylists.$inferSelect;

export async function insertMedia(db: Db, row: typeof signageMedia.$inferInsert): Promise<MediaRow> {
  const [stored] = await db.insert(signageMedia).values(row).returning();
  return stored;
}

export async function findMedia(db: Db, tenantId: string, id: string): Promise<MediaRow | null> {
  const [row] = await db
    .select()
    .from(signageMedia)
    .where(and(eq(signageMedia.tenantId, tenantId), eq(signageMedia.id, id)))
    .limit(1);
  return row ?? null;
}

type Listed = typeof signageMedia | typeof signagePlaylists | typeof signageDisplays;

/** A workspace's items of a signage table that a list window names: a name part (any case) and ids. */
const listedIn = (t: Listed, tenantId: string, aggregateId: string, w: SignageListWindow) =>
  and(
    eq(t.tenantId, tenantId),
    eq(t.aggregateId, aggregateId),
    w.name ? sql`lower(${t.name}) like ${containsPattern(w.name)}` : undefined,
    w.ids ? inArray(t.id, w.ids) : undefined,
  );

/** A workspace's media, oldest first (the order they were uploaded); id breaks ties so pages neither skip nor repeat. */
export function listMedia(db: Db, tenantId: string, aggregateId: string, w: SignageListWindow) {
  return db
    .select()
    .from(signageMedia)
    .where(listedIn(signageMedia, tenantId, aggregateId, w))
    .orderBy(asc(signageMedia.createdOn), asc(signageMedia.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Id and duration of the workspace's media among `ids` (others are left out). */
export function mediaDurations(db: Db, tenantId: string, aggregateId: string, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: signageMedia.id, duration: signageMedia.duration })
    .from(signageMedia)
    .where(and(eq(signageMedia.tenantId, tenantId), eq(signageMedia.aggregateId, aggregateId), inArray(signageMedia.id, ids)));
}

export async function insertPlaylist(db: Db, row: typeof signagePlaylists.$inferInsert): Promise<PlaylistRecord> {
  const [stored] = await db.insert(signagePlaylists).values(row).returning();
  return stored;
}

export async function findPlaylist(db: Db, tenantId: string, id: string): Promise<PlaylistRecord | null> {
  const [row] = await db
    .select()
    .from(signagePlaylists)
    .where(and(eq(signagePlaylists.tenantId, tenantId), eq(signagePlaylists.id, id)))
    .limit(1);
  return row ?? null;
}

export function listPlaylists(db: Db, tenantId: string, aggregateId: string, w: SignageListWindow) {
  return db
    .select()
    .from(signagePlaylists)
    .where(listedIn(signagePlaylists, tenantId, aggregateId, w))
    .orderBy(asc(signagePlaylists.createdOn), asc(signagePlaylists.id))
    .limit(w.limit)
    .offset(w.offset);
}

/** Saves over the version read; null when another write came first. */
export async function updatePlaylist(db: Db, read: PlaylistRecord, change: { name: string; rows: PlaylistRow[] }): Promise<PlaylistRecord | null> {
  const [stored] = await db
    .update(signagePlaylists)
    .set({ name: change.name, rows: change.rows, version: sql`${signagePlaylists.version} + 1`, updatedOn: new Date() })
    .where(and(eq(signagePlaylists.tenantId, read.tenantId), eq(signagePlaylists.id, read.id), eq(signagePlaylists.version, read.version)))
    .returning();
  return stored ?? null;
}

export async function deletePlaylist(db: Db, tenantId: string, id: string): Promise<void> {
  await db.delete(signagePlaylists).where(and(eq(signagePlaylists.tenantId, tenantId), eq(signagePlaylists.id, id)));
}

/** How many displays play each playlist among `ids`. */
export async function displayCounts(db: Db, tenantId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: signageDisplays.playlistId, n: count() })
    .from(signageDisplays)
    .where(and(eq(signageDisplays.tenantId, tenantId), inArray(signageDisplays.playlistId, ids)))
    .groupBy(signageDisplays.playlistId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export type DisplayRow = typeof signageDisplays.$inferSelect;

/** Displays with the name of the playlist each plays ('' if it is gone) and of the media its player last said it plays. */
const displayWithPlaylist = {
  display: signageDisplays,
  playlistName: sql<string>`coalesce(${signagePlaylists.name}, '')`,
  playingName: sql<
    string | null
  >`(select m.name from signage_media m where m.tenant_id = ${signageDisplays.tenantId} and m.id = ${signageDisplays.playingMediaId})`,
};
const playlistOfDisplay = and(eq(signagePlaylists.tenantId, signageDisplays.tenantId), eq(signagePlaylists.id, signageDisplays.playlistId));

export function listDisplays(db: Db, tenantId: string, aggregateId: string, w: DisplayListWindow) {
  return db
    .select(displayWithPlaylist)
    .from(signageDisplays)
    .leftJoin(signagePlaylists, playlistOfDisplay)
    .where(and(listedIn(signageDisplays, tenantId, aggregateId, w), w.asset ? eq(signageDisplays.assetId, w.asset) : undefined))
    .orderBy(asc(signageDisplays.createdOn), asc(signageDisplays.id))
    .limit(w.limit)
    .offset(w.offset);
}

export async function findDisplay(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select(displayWithPlaylist)
    .from(signageDisplays)
    .leftJoin(signagePlaylists, playlistOfDisplay)
    .where(and(eq(signageDisplays.tenantId, tenantId), eq(signageDisplays.id, id)))
    .limit(1);
  return row ?? null;
}

/** Whether another display of the tenant already has this device ID. */
export async function tokenTaken(db: Db, tenantId: string, genToken: string, exceptId: string | null): Promise<boolean> {
  const [row] = await db
    .select({ id: signageDisplays.id })
    .from(signageDisplays)
    .where(and(eq(signageDisplays.tenantId, tenantId), eq(signageDisplays.genToken, genToken)))
    .limit(1);
  return !!row && row.id !== exceptId;
}

export async function insertDisplay(db: Db, row: typeof signageDisplays.$inferInsert): Promise<void> {
  await db.insert(signageDisplays).values(row);
}

export async function updateDisplay(db: Db, tenantId: string, id: string, change: Partial<typeof signageDisplays.$inferInsert>): Promise<void> {
  await db
    .update(signageDisplays)
    .set({ ...change, updatedOn: new Date() })
    .where(and(eq(signageDisplays.tenantId, tenantId), eq(signageDisplays.id, id)));
}

export async function deleteDisplay(db: Db, tenantId: string, id: string): Promise<void> {
  await db.delete(signageDisplays).where(and(eq(signageDisplays.tenantId, tenantId), eq(signageDisplays.id, id)));
}

/** Whether an asset of the workspace exists (not another kind, not another workspace's). */
export async function assetInWorkspace(db: Db, tenantId: string, aggregateId: string, assetId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.id, assetId), eq(mediaItems.kind, 'asset'), eq(mediaItems.aggregateId, aggregateId)))
    .limit(1);
  return !!row;
}

/**
 * docs/product/creatives-assets-signage.md §2.13: a campaign is attached to the asset at a time when a relation of kind
 * campaign (either side) has start ≤ that time ≤ close. Values may be SQL (placeholders, a column of a statement around
 * it).
 */
export const campaignRelationAt = (tenantId: string | SQL, assetId: string | SQL, at: Date | SQL) =>
  and(
    eq(relations.tenantId, tenantId),
    or(and(eq(relations.sourceId, assetId), eq(relations.targetKind, 'campaign')), and(eq(relations.targetId, assetId), eq(relations.sourceKind, 'campaign'))),
    lte(relations.start, at),
    gte(relations.close, at),
  );

/** The campaign side of a relation `campaignRelationAt` finds. */
export const relatedCampaignId = sql<string>`case when ${relations.sourceKind} = 'campaign' then ${relations.sourceId} else ${relations.targetId} end`;

export async function campaignAttached(db: Db, tenantId: string, assetId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ uid: relations.uid })
    .from(relations)
    .where(campaignRelationAt(tenantId, assetId, now))
    .limit(1);
  return !!row;
}

/** Names of the workspace's playlists that play a media item. */
export async function playlistsPlaying(db: Db, tenantId: string, aggregateId: string, mediaId: string): Promise<string[]> {
  const rows = await db
    .select({ name: signagePlaylists.name })
    .from(signagePlaylists)
    .where(
      and(
        eq(signagePlaylists.tenantId, tenantId),
        eq(signagePlaylists.aggregateId, aggregateId),
        sql`${signagePlaylists.rows} @> ${JSON.stringify([{ media: mediaId }])}::jsonb`,
      ),
    )
    .orderBy(asc(signagePlaylists.name));
  return rows.map((r) => r.name);
}

export async function deleteMedia(db: Db, tenantId: string, id: string): Promise<void> {
  await db.delete(signageMedia).where(and(eq(signageMedia.tenantId, tenantId), eq(signageMedia.id, id)));
}
