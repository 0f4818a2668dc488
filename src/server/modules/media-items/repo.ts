import { and, desc, eq, getTableColumns, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { aggregates, deviceSecrets, mediaItems, projects } from '../../db/schema/index.js';
import type { MediaItemPageKind } from '../../../domain/media-items/types.js';
import { embeddedRelations } from '../relations/repo.js';

export type ItemRow = typeof mediaItems.$inferSelect;
export type ItemInsert = typeof mediaItems.$inferInsert;
/** A row read with its relations embedded (`embeddedRelations`: JSON rows, or null when none). */
export type ItemWithRelations = ItemRow & { relations: unknown };

const withEmbeddedRelations = { ...getTableColumns(mediaItems), relations: embeddedRelations };
export interface WorkspaceRef { id: string; key: string; projectId: string; projectKey: string }

// Lists and look-ups run on every page visit: built once per database and prepared by name.
const p = sql.placeholder;

const workspaceRefs = prepared((db) =>
  db
    .select({ id: aggregates.id, key: aggregates.key, projectId: aggregates.projectId, projectKey: projects.key })
    .from(aggregates)
    .innerJoin(projects, and(eq(projects.tenantId, aggregates.tenantId), eq(projects.id, aggregates.projectId)))
    .where(and(eq(aggregates.tenantId, p('tenantId')), or(eq(aggregates.id, p('id')), eq(aggregates.key, p('key')))))
    .limit(3)
    .prepare('items_workspace'),
);

/** Workspaces whose id or key is `idOrKey` (keys are unique per project only: up to 3 answered). */
export function findWorkspaces(db: Db, tenantId: string, idOrKey: string): Promise<WorkspaceRef[]> {
  return workspaceRefs(db).execute({ tenantId, id: idOrKey, key: idOrKey.toLowerCase() });
}

export function workspacesByIds(db: Db, tenantId: string, ids: string[]): Promise<WorkspaceRef[]> {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({ id: aggregates.id, key: aggregates.key, projectId: aggregates.projectId, projectKey: projects.key })
    .from(aggregates)
    .innerJoin(projects, and(eq(projects.tenantId, aggregates.tenantId), eq(projects.id, aggregates.projectId)))
    .where(and(eq(aggregates.tenantId, tenantId), inArray(aggregates.id, ids)));
}

const ownItems = prepared((db) =>
  db
    .select(withEmbeddedRelations)
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, p('tenantId')), eq(mediaItems.aggregateId, p('aggregateId')), eq(mediaItems.kind, p('kind'))))
    .orderBy(desc(mediaItems.createdOn), desc(mediaItems.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('items_list'),
);

/**
 * Item fields kept in columns. A list asking (`fields`) only for these never reads the documents:
 * the list tiles need no more, and a page of them is a fraction of the bytes (docs/performance.md).
 */
export const COLUMN_FIELDS: ReadonlySet<string> = new Set([
  'id', 'code', 'name', 'enabled', 'type', 'subtype', 'category', 'visibility', 'aggregate_id', 'project_id', 'tenant_id', 'createdOn', 'updatedOn', 'relations',
]);

const ownItemColumns = prepared((db) =>
  db
    .select({ ...withEmbeddedRelations, doc: sql<Record<string, unknown>>`'{}'::jsonb` })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, p('tenantId')), eq(mediaItems.aggregateId, p('aggregateId')), eq(mediaItems.kind, p('kind'))))
    .orderBy(desc(mediaItems.createdOn), desc(mediaItems.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('items_list_columns'),
);

export interface Page { limit: number; offset: number }

/** A workspace's items of one kind, newest first, with their relations; `columnsOnly` leaves `doc` empty. */
export function listItems(db: Db, tenantId: string, aggregateId: string, kind: MediaItemPageKind, page: Page, columnsOnly = false): Promise<ItemWithRelations[]> {
  return (columnsOnly ? ownItemColumns : ownItems)(db).execute({ tenantId, aggregateId, kind, ...page });
}

/**
 * A workspace's items plus other workspaces' items it may use (spec 02 §5 target filtering): public,
 * shared with it, or partner items naming it, within their availability window. Dates in `doc` are
 * stored as ISO strings, so they compare as text.
 */
export function listVisibleItems(db: Db, tenantId: string, aggregateId: string, kind: MediaItemPageKind, page: Page, now: Date): Promise<ItemRow[]> {
  const at = now.toISOString();
  const ws = sql`jsonb_build_array(${aggregateId}::text)`;
  const foreign = and(
    ne(mediaItems.aggregateId, aggregateId),
    sql`${mediaItems.visibility} > 0`,
    sql`coalesce((${mediaItems.doc}->>'available')::boolean, true)`,
    sql`coalesce(${mediaItems.doc}->>'availableFrom', '') <= ${at}`,
    sql`coalesce(${mediaItems.doc}->>'availableTo', '9999') >= ${at}`,
    sql`(${mediaItems.visibility} = 3
      or (${mediaItems.visibility} = 2 and ${mediaItems.doc}->'sharedList' @> ${ws})
      or (coalesce((${mediaItems.doc}->>'partners')::boolean, false) and ${mediaItems.doc}->'partnerList' @> ${ws}))`,
  );
  return db
    .select()
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.kind, kind), or(eq(mediaItems.aggregateId, aggregateId), foreign)))
    .orderBy(desc(mediaItems.createdOn), desc(mediaItems.id))
    .limit(page.limit)
    .offset(page.offset);
}

const itemById = prepared((db) =>
  db
    .select(withEmbeddedRelations)
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, p('tenantId')), eq(mediaItems.id, p('id')), eq(mediaItems.kind, p('kind'))))
    .limit(1)
    .prepare('items_by_id'),
);

/** An item of the kind by id, with its relations. */
export async function findItemById(db: Db, tenantId: string, kind: MediaItemPageKind, id: string): Promise<ItemWithRelations | null> {
  const [row] = await itemById(db).execute({ tenantId, id, kind });
  return row ?? null;
}

/** Items of a kind named `name` (any case): in one workspace when given, else across the tenant (up to 3). */
export function findItemsByName(db: Db, tenantId: string, kind: MediaItemPageKind, name: string, aggregateId?: string): Promise<ItemRow[]> {
  const conditions = [eq(mediaItems.tenantId, tenantId), eq(mediaItems.kind, kind), sql`lower(${mediaItems.name}) = lower(${name})`];
  if (aggregateId) conditions.push(eq(mediaItems.aggregateId, aggregateId));
  return db.select().from(mediaItems).where(and(...conditions)).limit(3);
}

/** Whether another item of the kind in the workspace has this name, compared case-insensitively. */
export async function nameTaken(db: Db, tenantId: string, aggregateId: string, kind: MediaItemPageKind, name: string, exceptId?: string): Promise<boolean> {
  const conditions = [eq(mediaItems.tenantId, tenantId), eq(mediaItems.aggregateId, aggregateId), eq(mediaItems.kind, kind), sql`lower(${mediaItems.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(mediaItems.id, exceptId));
  const [row] = await db.select({ id: mediaItems.id }).from(mediaItems).where(and(...conditions)).limit(1);
  return Boolean(row);
}

/** Inserts an item; a clash with the unique name index (a concurrent create) is answered, not thrown. */
export async function insertItem(db: Db, values: ItemInsert): Promise<ItemRow | 'duplicate'> {
  try {
    const [row] = await db.insert(mediaItems).values(values).returning();
    return row;
  } catch (error) {
    if (isNameClash(error)) return 'duplicate';
    throw error;
  }
}

export async function updateItem(
  db: Db,
  tenantId: string,
  id: string,
  values: Partial<Pick<ItemRow, 'code' | 'name' | 'type' | 'subtype' | 'category' | 'enabled' | 'visibility' | 'doc'>>,
): Promise<ItemRow | 'duplicate' | null> {
  try {
    const [row] = await db
      .update(mediaItems)
      .set({ ...values, updatedOn: new Date() })
      .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.id, id)))
      .returning();
    return row ?? null;
  } catch (error) {
    if (isNameClash(error)) return 'duplicate';
    throw error;
  }
}

function isNameClash(error: unknown): boolean {
  for (let e = error as { code?: string; constraint?: string; message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505' && `${e.constraint ?? ''} ${e.message ?? ''}`.includes('media_items_name_uq')) return true;
  }
  return false;
}

export async function saveDeviceSecret(db: Db, tenantId: string, deviceId: string, secretHash: string): Promise<void> {
  await db
    .insert(deviceSecrets)
    .values({ tenantId, deviceId, secretHash })
    .onConflictDoUpdate({ target: [deviceSecrets.tenantId, deviceSecrets.deviceId], set: { secretHash, rotatedOn: new Date() } });
}

const secretOfDevice = prepared((db) =>
  db
    .select({ tenantId: deviceSecrets.tenantId, secretHash: deviceSecrets.secretHash })
    .from(deviceSecrets)
    .where(eq(deviceSecrets.deviceId, p('deviceId')))
    .limit(2)
    .prepare('device_secret'),
);

/** The stored hash(es) for a device id; readings name no tenant, so the id alone is looked up. */
export function findDeviceSecrets(db: Db, deviceId: string): Promise<{ tenantId: string; secretHash: string }[]> {
  return secretOfDevice(db).execute({ deviceId });
}
