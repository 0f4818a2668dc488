import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias, unionAll } from 'drizzle-orm/pg-core';
import type { Relation, RelationKind } from '../../../domain/media-items/types.js';
import { INSTRUMENT_KIND } from '../../../domain/relations/instrument.js';
import type { VisibilityFields } from '../../../domain/relations/visibility.js';
import type { Db, Tx } from '../../db/client.js';
import { aggregates, mediaItems, projects, relations, signageDisplays, signagePlaylists, tiConfigs } from '../../db/schema/index.js';
import { isSignageKind, type SignageAnchorKind } from '../../../domain/relations/signage.js';

export type RelationRow = typeof relations.$inferSelect;

/**
 * What the relation rules need of an item: who owns it and who else may see it
 * (docs/product/campaigns-venues-events.md §3.4).
 */
export interface LinkableItem extends VisibilityFields {
  id: string;
  kind: string;
  name: string;
  type: string;
  subtype: string;
  enabled: boolean;
  project_id: string;
  eventhosting: boolean;
  eventCampaign: boolean;
  /** Keys of the owning workspace, for the privilege check (docs/product/platform.md §6). */
  workspaceKey: string;
  projectKey: string;
}

const docText = (key: string) => sql<string | null>`${mediaItems.doc}->>${key}`;
const docList = (key: string) => sql<string[] | null>`${mediaItems.doc}->${key}`;
const docFlag = (key: string) => sql<boolean | null>`(${mediaItems.doc}->>${key})::boolean`;

const itemColumns = {
  id: mediaItems.id,
  kind: mediaItems.kind,
  name: mediaItems.name,
  type: mediaItems.type,
  subtype: mediaItems.subtype,
  enabled: mediaItems.enabled,
  visibility: mediaItems.visibility,
  aggregate_id: mediaItems.aggregateId,
  project_id: mediaItems.projectId,
  sharedList: docList('sharedList'),
  partners: docFlag('partners'),
  partnerList: docList('partnerList'),
  available: docFlag('available'),
  availableFrom: docText('availableFrom'),
  availableTo: docText('availableTo'),
  eventhosting: docFlag('eventhosting'),
  eventCampaign: docFlag('eventCampaign'),
  workspaceKey: aggregates.key,
  projectKey: projects.key,
};

type ItemRow = { [K in keyof typeof itemColumns]: unknown };

// jsonb may hold anything a client once stored: only well-formed lists and flags count.
const list = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
function toItem(r: ItemRow): LinkableItem {
  return {
    ...(r as LinkableItem),
    sharedList: list(r.sharedList),
    partnerList: list(r.partnerList),
    partners: r.partners === true,
    available: r.available !== false,
    eventhosting: r.eventhosting === true,
    eventCampaign: r.eventCampaign === true,
  };
}

function itemsQuery(db: Db) {
  return db
    .select(itemColumns)
    .from(mediaItems)
    .innerJoin(aggregates, and(eq(aggregates.tenantId, mediaItems.tenantId), eq(aggregates.id, mediaItems.aggregateId)))
    .innerJoin(projects, and(eq(projects.tenantId, mediaItems.tenantId), eq(projects.id, mediaItems.projectId)));
}

const SIGNAGE_TABLES = { playlist: signagePlaylists, display: signageDisplays } as const;

/**
 * Playlists and displays as anchor targets: named, always enabled, private to their workspace (no visibility of
 * their own), so only an item of that workspace reaches them.
 */
function signageQuery(db: Db, kind: SignageAnchorKind) {
  const t = SIGNAGE_TABLES[kind];
  return db
    .select({
      id: t.id,
      name: t.name,
      aggregate_id: t.aggregateId,
      project_id: t.projectId,
      workspaceKey: aggregates.key,
      projectKey: projects.key,
    })
    .from(t)
    .innerJoin(aggregates, and(eq(aggregates.tenantId, t.tenantId), eq(aggregates.id, t.aggregateId)))
    .innerJoin(projects, and(eq(projects.tenantId, t.tenantId), eq(projects.id, t.projectId)));
}

const signageItem =
  (kind: SignageAnchorKind) =>
  (r: { id: string; name: string; aggregate_id: string; project_id: string; workspaceKey: string; projectKey: string }): LinkableItem => ({
    ...r,
    kind,
    type: '',
    subtype: '',
    enabled: true,
    visibility: 1,
    sharedList: [],
    partners: false,
    partnerList: [],
    available: true,
    availableFrom: null,
    availableTo: null,
    eventhosting: false,
    eventCampaign: false,
  });

/** An item of the tenant of the given kind, or null. */
export async function findItem(db: Db, tenantId: string, kind: string, id: string): Promise<LinkableItem | null> {
  if (isSignageKind(kind)) {
    const t = SIGNAGE_TABLES[kind];
    const [found] = await signageQuery(db, kind)
      .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
      .limit(1);
    return found ? signageItem(kind)(found) : null;
  }
  const [row] = await itemsQuery(db)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.id, id), eq(mediaItems.kind, kind as never)))
    .limit(1);
  return row ? toItem(row) : null;
}

const MAX_CANDIDATES = 1000;

/** Candidate targets of a kind in the tenant (or one project of it), matching `seek` on name, type or subtype; names in order. */
export async function listCandidates(db: Db, tenantId: string, kind: string, seek: string, projectId?: string): Promise<LinkableItem[]> {
  const like = `%${seek.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (isSignageKind(kind)) {
    const t = SIGNAGE_TABLES[kind];
    const where = [eq(t.tenantId, tenantId)];
    if (projectId) where.push(eq(t.projectId, projectId));
    if (seek) where.push(sql`${t.name} ilike ${like}`);
    const found = await signageQuery(db, kind)
      .where(and(...where))
      .orderBy(t.name, desc(t.createdOn))
      .limit(MAX_CANDIDATES);
    return found.map(signageItem(kind));
  }
  const where = [eq(mediaItems.tenantId, tenantId), eq(mediaItems.kind, kind as never)];
  if (projectId) where.push(eq(mediaItems.projectId, projectId));
  if (seek) {
    where.push(or(sql`${mediaItems.name} ilike ${like}`, sql`${mediaItems.type} ilike ${like}`, sql`${mediaItems.subtype} ilike ${like}`)!);
  }
  const rows = await itemsQuery(db)
    .where(and(...where))
    .orderBy(mediaItems.name, desc(mediaItems.createdOn))
    .limit(MAX_CANDIDATES);
  return rows.map(toItem);
}

export async function findRelation(db: Db, tenantId: string, uid: string): Promise<RelationRow | null> {
  const [row] = await db
    .select()
    .from(relations)
    .where(and(eq(relations.tenantId, tenantId), eq(relations.uid, uid)))
    .limit(1);
  return row ?? null;
}

/** The advisory lock class of anchor writes, apart from loyalty's (its objects: a hash of the tenant, source and target ids). */
const PAIR_LOCK = 2_0012;

/**
 * Makes writes of anchors from `sourceId` to `targetId` wait for each other until the caller's transaction ends,
 * so two saves at once cannot both find no twin.
 */
export async function lockPair(tx: Tx, tenantId: string, sourceId: string, targetId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAIR_LOCK}, hashtext(${`${tenantId}/${sourceId}/${targetId}`}))`);
}

/** The anchors from `sourceId` to `targetId` (not the other way round). */
export function relationsFrom(db: Db, tenantId: string, sourceId: string, targetId: string): Promise<RelationRow[]> {
  return db
    .select()
    .from(relations)
    .where(and(eq(relations.tenantId, tenantId), eq(relations.sourceId, sourceId), eq(relations.targetId, targetId)));
}

export async function insertRelation(db: Db, row: typeof relations.$inferInsert): Promise<RelationRow> {
  const [stored] = await db.insert(relations).values(row).returning();
  return stored;
}

export async function updateRelation(
  db: Db,
  tenantId: string,
  uid: string,
  patch: { start: Date; close: Date; enabled: boolean },
): Promise<RelationRow | null> {
  const [stored] = await db
    .update(relations)
    .set({ ...patch, updatedOn: new Date() })
    .where(and(eq(relations.tenantId, tenantId), eq(relations.uid, uid)))
    .returning();
  return stored ?? null;
}

export async function deleteRelation(db: Db, tenantId: string, uid: string): Promise<boolean> {
  const gone = await db
    .delete(relations)
    .where(and(eq(relations.tenantId, tenantId), eq(relations.uid, uid)))
    .returning({ uid: relations.uid });
  return gone.length > 0;
}

/** Deletes every relation one side of which is `itemId`; how many. */
export async function deleteRelationsOf(db: Db, tenantId: string, itemId: string): Promise<number> {
  const gone = await db
    .delete(relations)
    .where(and(eq(relations.tenantId, tenantId), or(eq(relations.sourceId, itemId), eq(relations.targetId, itemId))))
    .returning({ uid: relations.uid });
  return gone.length;
}

/** One side of a row as read from `itemSide`'s item: the other item's kind, id and name, and the row's owner. */
export function sideOf(row: RelationRow, readFrom: 'source' | 'target', otherName: string, viewerAggregateId: string | null): Relation {
  const other = readFrom === 'source' ? { kind: row.targetKind, id: row.targetId } : { kind: row.sourceKind, id: row.sourceId };
  return {
    uid: row.uid,
    relation: other.kind as RelationKind,
    id: other.id,
    name: otherName,
    start: row.start.toISOString(),
    close: row.close.toISOString(),
    enabled: row.enabled,
    aggregate_id: row.aggregateId,
    profile_id: row.profileId,
    project_id: row.projectId,
    tenant_id: row.tenantId,
    owned: viewerAggregateId !== null && row.aggregateId === viewerAggregateId,
  };
}

const other = alias(mediaItems, 'other');

/**
 * The relations of each item, both the ones it is the source of and their mirrors where it is the
 * target, in one statement. `owned` is relative to `viewerAggregateId`.
 * Oldest first, so a list keeps its order as anchors are added.
 */
export async function relationsOf(db: Db, tenantId: string, itemIds: readonly string[], viewerAggregateId: string | null): Promise<Map<string, Relation[]>> {
  const out = new Map<string, Relation[]>(itemIds.map((id) => [id, []]));
  if (!itemIds.length) return out;
  const ids = [...new Set(itemIds)];
  const side = (readFrom: 'source' | 'target') => {
    const mine = readFrom === 'source' ? relations.sourceId : relations.targetId;
    const theirs = readFrom === 'source' ? relations.targetId : relations.sourceId;
    const theirKind = readFrom === 'source' ? relations.targetKind : relations.sourceKind;
    return (
      db
        .select({
          row: relations,
          itemId: sql<string>`${mine}`.as('item_id'),
          otherName: sql<string | null>`coalesce(${other.name}, ${tiConfigs.name}, ${signagePlaylists.name}, ${signageDisplays.name})`.as('other_name'),
          readFrom: sql<string>`${readFrom}`.as('read_from'),
        })
        .from(relations)
        .leftJoin(other, and(eq(other.tenantId, relations.tenantId), eq(other.id, theirs)))
        // An instrument's anchors (source kind ticonfig) name it from the treasury's table.
        .leftJoin(tiConfigs, and(eq(theirKind, INSTRUMENT_KIND), eq(tiConfigs.tenantId, relations.tenantId), eq(tiConfigs.id, theirs)))
        // An asset's signage anchors name their playlist or display from the signage tables.
        .leftJoin(signagePlaylists, and(eq(theirKind, 'playlist'), eq(signagePlaylists.tenantId, relations.tenantId), eq(signagePlaylists.id, theirs)))
        .leftJoin(signageDisplays, and(eq(theirKind, 'display'), eq(signageDisplays.tenantId, relations.tenantId), eq(signageDisplays.id, theirs)))
        .where(and(eq(relations.tenantId, tenantId), inArray(mine, ids)))
    );
  };
  const rows = await unionAll(side('source'), side('target'));
  rows.sort((a, b) => a.row.createdOn.getTime() - b.row.createdOn.getTime() || a.row.uid.localeCompare(b.row.uid));
  for (const r of rows) out.get(r.itemId)?.push(sideOf(r.row, r.readFrom as 'source' | 'target', r.otherName ?? '', viewerAggregateId));
  return out;
}

type EmbeddedRow = Record<string, string | boolean | null>;

/** The JSON of an item read's embedded relations (media-items repo) → the item's relations, in `relationsOf`'s order and shape. */
export function embeddedRelationsOf(json: unknown, viewerAggregateId: string | null): Relation[] {
  if (!Array.isArray(json) || !json.length) return [];
  const rows = (json as EmbeddedRow[]).map((x) => ({
    row: {
      tenantId: x.tenant_id as string,
      uid: x.uid as string,
      sourceId: x.source_id as string,
      sourceKind: x.source_kind as string,
      targetId: x.target_id as string,
      targetKind: x.target_kind as string,
      start: new Date(x.start as string),
      close: new Date(x.close as string),
      enabled: x.enabled as boolean,
      aggregateId: x.aggregate_id as string,
      projectId: x.project_id as string,
      profileId: x.profile_id as string,
      createdOn: new Date(x.created_on as string),
      updatedOn: new Date(x.updated_on as string),
    } satisfies RelationRow,
    otherName: (x.other_name as string | null) ?? '',
    readFrom: x.read_from as 'source' | 'target',
  }));
  rows.sort((a, b) => a.row.createdOn.getTime() - b.row.createdOn.getTime() || a.row.uid.localeCompare(b.row.uid));
  return rows.map((r) => sideOf(r.row, r.readFrom, r.otherName, viewerAggregateId));
}
