import { and, desc, eq, getTableColumns, gte, inArray, isNull, lt, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditJson, auditJsonWithDocKeys } from '../../audit/context.js';
import { auditedInStatement } from '../../db/audited-driver.js';
import { containsPattern } from '../../db/like.js';
import { prepared } from '../../db/prepared.js';
import { deviceSecrets, mediaItems } from '../../db/schema/index.js';
import type { MediaItemKind as ItemKind } from '../../db/schema/media-items.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { LIST_ORDERS, type ListOrder, type ListPeriod } from '../../../domain/common/list-query.js';

export type ItemRow = typeof mediaItems.$inferSelect;
export type ItemInsert = typeof mediaItems.$inferInsert;
/** A row read with its relations embedded (`embeddedRelations`: JSON rows, or null when none). */
export type ItemWithRelations = ItemRow & { relations: unknown };

/**
 * The relations of the outer query's `media_items` row (both sides, as the relations module's `relationsOf`
 * reads them, an instrument source named from ti_configs, a playlist or display target from the signage tables) as a JSON array of the relation rows, or null when it has none; its `embeddedRelationsOf`
 * reads the array. Item reads embed it, so an item and its relations come in one round trip
 * (docs/performance.md, venue list). The outer table is named in full: drizzle leaves a one-table select's
 * columns unqualified.
 */
const embeddedRelations = sql`(select json_agg(x) from (
    select r.*, coalesce(o.name, sp.name, sd.name) as other_name, 'source' as read_from from relations r
      left join media_items o on o.tenant_id = r.tenant_id and o.id = r.target_id
      left join signage_playlists sp on r.target_kind = 'playlist' and sp.tenant_id = r.tenant_id and sp.id = r.target_id
      left join signage_displays sd on r.target_kind = 'display' and sd.tenant_id = r.tenant_id and sd.id = r.target_id
      where r.tenant_id = media_items.tenant_id and r.source_id = media_items.id
    union all
    select r.*, coalesce(o.name, c.name) as other_name, 'target' as read_from from relations r
      left join media_items o on o.tenant_id = r.tenant_id and o.id = r.source_id
      left join ti_configs c on r.source_kind = 'ticonfig' and c.tenant_id = r.tenant_id and c.id = r.source_id
      where r.tenant_id = media_items.tenant_id and r.target_id = media_items.id
  ) x)`;

const withEmbeddedRelations = { ...getTableColumns(mediaItems), relations: embeddedRelations };

// Lists and look-ups run on every page visit: built once per database and prepared by name.
const p = sql.placeholder;

// List orders (src/domain/common/list-query.ts), each with its index.
export const ORDER_BY = {
  newest: [desc(mediaItems.createdOn), desc(mediaItems.id)],
  // `desc` puts nulls (no schedule) first, as media_items_schedule_idx is ordered.
  schedule: [desc(mediaItems.lastClose), desc(mediaItems.lastStart), desc(mediaItems.createdOn), desc(mediaItems.id)],
} satisfies Record<ListOrder, unknown[]>;

/** A page of a workspace's items in `order`: the one shape of the prepared lists and of `ids=` look-ups. */
function pageQuery(db: Db, order: ListOrder, columnsOnly: boolean, where: SQL | undefined) {
  return db
    .select(columnsOnly ? { ...withEmbeddedRelations, doc: sql<Record<string, unknown>>`'{}'::jsonb` } : withEmbeddedRelations)
    .from(mediaItems)
    .where(where)
    .orderBy(...ORDER_BY[order]);
}

/** A workspace's items of a kind whose name is `like` the pattern ('%' when no filter, so no variant is needed). */
type Value = string | SQLWrapper;
export const ownScope = (tenantId: Value, aggregateId: Value, kind: ItemKind | SQLWrapper, pattern: Value) =>
  and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.aggregateId, aggregateId), eq(mediaItems.kind, kind), sql`lower(${mediaItems.name}) like ${pattern}`);

// One prepared statement per order and projection (documents or columns only).
const listStatements = Object.fromEntries(
  LIST_ORDERS.flatMap((order) =>
    [false, true].map((columnsOnly) => [
      `${order}/${columnsOnly}`,
      prepared((db) =>
        pageQuery(db, order, columnsOnly, ownScope(p('tenantId'), p('aggregateId'), p('kind'), p('pattern')))
          .limit(p('limit'))
          .offset(p('offset'))
          .prepare(`items_list_${order}${columnsOnly ? '_columns' : ''}`),
      ),
    ]),
  ),
);

export interface Page {
  limit: number;
  offset: number;
}
export interface ListOptions {
  order: ListOrder;
  columnsOnly: boolean;
  /** Part of the name, any case. */
  name?: string;
  /** Only these items (a page's worth of look-ups by id, e.g. the venues of an events list). */
  ids?: string[];
  /** Only items still running or ahead ('current': no schedule, or one closing at `now` or later), or only those all closed. */
  period?: { is: ListPeriod; now: Date };
}

/** The events list's split (src/domain/events/split.ts), read from the last-closing schedule column. */
export const inPeriod = (period: ListPeriod, now: Date) =>
  period === 'current' ? or(isNull(mediaItems.lastClose), gte(mediaItems.lastClose, now)) : lt(mediaItems.lastClose, now);

// `like` pattern for "name contains `text`" (src/server/db/like.ts), also the list JSON's.
export { containsPattern };

/** A workspace's items of one kind in the given order, with their relations; `columnsOnly` leaves `doc` empty. */
export function listItems(db: Db, tenantId: string, aggregateId: string, kind: ItemKind, page: Page, options: ListOptions): Promise<ItemWithRelations[]> {
  const pattern = containsPattern(options.name);
  // Look-ups by id and period filters are read as built: their values vary too much for one plan.
  if (options.ids || options.period) {
    const where = and(
      ownScope(tenantId, aggregateId, kind, pattern),
      options.ids ? inArray(mediaItems.id, options.ids) : undefined,
      options.period ? inPeriod(options.period.is, options.period.now) : undefined,
    );
    return pageQuery(db, options.order, options.columnsOnly, where).limit(page.limit).offset(page.offset);
  }
  const statement = listStatements[`${options.order}/${options.columnsOnly}`];
  return statement(db).execute({ tenantId, aggregateId, kind, pattern, ...page });
}

/**
 * A workspace's items plus other workspaces' items it may use (docs/product/campaigns-venues-events.md §5 target
 * filtering): public, shared with it, or partner items naming it, within their availability window. Dates in `doc` are
 * stored as ISO strings, so they compare as text.
 */
export function listVisibleItems(
  db: Db,
  tenantId: string,
  aggregateId: string,
  kind: ItemKind,
  page: Page,
  now: Date,
  options: ListOptions,
): Promise<ItemRow[]> {
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
    .where(
      and(
        eq(mediaItems.tenantId, tenantId),
        eq(mediaItems.kind, kind),
        or(eq(mediaItems.aggregateId, aggregateId), foreign),
        sql`lower(${mediaItems.name}) like ${containsPattern(options.name)}`,
        options.ids ? inArray(mediaItems.id, options.ids) : undefined,
        options.period ? inPeriod(options.period.is, options.period.now) : undefined,
      ),
    )
    .orderBy(...ORDER_BY[options.order])
    .limit(page.limit)
    .offset(page.offset);
}

/** An item with its relations by id, with placeholders `tenantId`, `id` and `kind` (the read bench's ceiling runs it too). */
export const itemByIdQuery = (db: Db) =>
  db
    .select(withEmbeddedRelations)
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, p('tenantId')), eq(mediaItems.id, p('id')), eq(mediaItems.kind, p('kind'))))
    .limit(1);

const itemById = prepared((db) => itemByIdQuery(db).prepare('items_by_id'));

/** An item of the kind by id, with its relations. */
export async function findItemById(db: Db, tenantId: string, kind: ItemKind, id: string): Promise<ItemWithRelations | null> {
  const [row] = await itemById(db).execute({ tenantId, id, kind });
  return row ?? null;
}

/** Items of a kind named `name` (any case): in one workspace when given, else across the tenant (up to 3). */
export function findItemsByName(db: Db, tenantId: string, kind: ItemKind, name: string, aggregateId?: string): Promise<ItemRow[]> {
  const conditions = [eq(mediaItems.tenantId, tenantId), eq(mediaItems.kind, kind), sql`lower(${mediaItems.name}) = lower(${name})`];
  if (aggregateId) conditions.push(eq(mediaItems.aggregateId, aggregateId));
  return db
    .select()
    .from(mediaItems)
    .where(and(...conditions))
    .limit(3);
}

/**
 * Marks the statement's transaction as one whose item and anchor changes this server announces itself
 * once committed (migration 0011): the caller must then `ctx.itemChanges.announce` the tenant.
 */
const announcedByServer = sql`server_announces_items()`;

/** What a new item row is given; the rest (schedule bounds, dates) the table fills in. */
export type NewItem = Required<
  Pick<
    ItemInsert,
    'tenantId' | 'id' | 'kind' | 'projectId' | 'aggregateId' | 'code' | 'name' | 'type' | 'subtype' | 'category' | 'enabled' | 'visibility' | 'doc'
  >
>;
const FILLED: Record<string, SQL> = { lastClose: sql`null`, lastStart: sql`null`, createdOn: sql`now()`, updatedOn: sql`now()`, version: sql`0` };

// INSERT ... SELECT, so that the statement can carry the mark; its columns in the table's order, each
// value typed (a bare parameter in a select list would be text).
const insertStatement = prepared((db) => {
  const values = Object.entries(getTableColumns(mediaItems)).map(([key, column]) => FILLED[key] ?? sql`${p(key)}::${sql.raw(column.getSQLType())}`);
  return db
    .insert(mediaItems)
    .select(sql`select ${sql.join(values, sql`, `)} where ${announcedByServer} and ${auditedInStatement}`)
    .returning()
    .prepare('items_insert');
});

/** Inserts an item, announced by the caller; a clash with the unique name index is answered, not thrown. */
export async function insertItem(db: Db, values: NewItem): Promise<ItemRow | 'duplicate'> {
  try {
    const [row] = await insertStatement(db).execute({ ...values, audit: auditJson() });
    return row;
  } catch (error) {
    if (isNameClash(error)) return 'duplicate';
    throw error;
  }
}

/** The columns a change may set; null leaves a column as it is. */
export type ItemChanges = { [K in 'code' | 'name' | 'type' | 'subtype' | 'category' | 'enabled' | 'visibility']: ItemRow[K] | null } & { doc: ItemRow['doc'] };

const kept = <K extends keyof ItemChanges>(key: K, type: string) => sql`coalesce(${p(key)}::${sql.raw(type)}, ${mediaItems[key]})`;

const updateStatement = prepared((db) =>
  db
    .update(mediaItems)
    .set({
      code: kept('code', 'text'),
      name: kept('name', 'text'),
      type: kept('type', 'text'),
      subtype: kept('subtype', 'text'),
      category: kept('category', 'text'),
      enabled: kept('enabled', 'boolean'),
      visibility: kept('visibility', 'smallint'),
      doc: sql`${p('doc')}::jsonb`,
      updatedOn: sql`now()`,
      version: sql`${mediaItems.version} + 1`,
    })
    .where(and(eq(mediaItems.tenantId, p('tenantId')), eq(mediaItems.id, p('id')), eq(mediaItems.version, p('version')), announcedByServer, auditedInStatement))
    .returning()
    .prepare('items_update'),
);

/**
 * Changes an item at the version it was read at, announced by the caller; null when it is not there or
 * another write came first (read it again), 'duplicate' for a name another item has.
 */
export async function updateItem(db: Db, tenantId: string, id: string, version: number, changes: ItemChanges): Promise<ItemRow | 'duplicate' | null> {
  try {
    const [row] = await updateStatement(db).execute({ tenantId, id, version, ...changes, audit: auditJson() });
    return row ?? null;
  } catch (error) {
    if (isNameClash(error)) return 'duplicate';
    throw error;
  }
}

/**
 * What a one-statement change (mergeItem) is given: the item, the caller's grants on the tenant's workspaces
 * (workspaceGrants) and the privilege the change needs, the columns to set (null: unchanged) and the document
 * fields to merge over the stored ones.
 */
export interface ItemMerge extends Omit<ItemChanges, 'type' | 'subtype' | 'category' | 'doc'> {
  tenantId: string;
  id: string;
  kind: ItemKind;
  need: number;
  base: number;
  deeper: Record<string, number>;
  /** Venue-family kinds keep maxAllowed settled by multifaceted (allowedEntities). */
  venueFamily: boolean;
  docChanges: Record<string, unknown>;
}

// Workspace and project keys as stored (normaliseKey): only these are read as resource segments here;
// any other spelling leaves the row to the two-step change, which normalises in code.
const STORED_KEY = "'^[0123456789abcdefghijklmnopqrstuvwxyz_-]+$'";

/** The caller's privilege on the row's own workspace, as privilegeOn reads it from VIEWER up (workspaceGrants). */
const privilegeOnOwnWorkspace = sql`(select coalesce((${p('deeper')}::jsonb ->> (pr.key || '/' || ws.key))::int, (${p('deeper')}::jsonb ->> pr.key)::int, ${p('base')}::int)
    from aggregates ws join projects pr on pr.tenant_id = ws.tenant_id and pr.id = ws.project_id
    where ws.tenant_id = media_items.tenant_id and ws.id = media_items.aggregate_id and ws.key ~ ${sql.raw(STORED_KEY)} and pr.key ~ ${sql.raw(STORED_KEY)})`;

/**
 * The stored document already obeys the cross-field rules the service settles on every change (maxAllowed by
 * multifaceted for the venue family, availableTo not before availableFrom, compared as JavaScript compares
 * strings), so merging fields that touch neither keeps them. A document that does not is left to the two-step change.
 */
const settledDoc = sql`(not ${p('venueFamily')}::boolean or case
      when media_items.doc -> 'multifaceted' = 'true'::jsonb then
        case when jsonb_typeof(media_items.doc -> 'maxAllowed') = 'number'
          then (media_items.doc ->> 'maxAllowed')::numeric = greatest(1, floor((media_items.doc ->> 'maxAllowed')::numeric)) else false end
      else coalesce(media_items.doc -> 'multifaceted' = 'false'::jsonb, true) and media_items.doc -> 'maxAllowed' = '1'::jsonb
    end)
  and coalesce(jsonb_typeof(media_items.doc -> 'availableFrom'), 'null') in ('string', 'null')
  and coalesce(jsonb_typeof(media_items.doc -> 'availableTo'), 'null') in ('string', 'null')
  and not (coalesce(media_items.doc ->> 'availableFrom', '') <> '' and coalesce(media_items.doc ->> 'availableTo', '') <> ''
    and (media_items.doc ->> 'availableTo') collate "C" < (media_items.doc ->> 'availableFrom') collate "C")`;

const mergeStatement = prepared((db) =>
  db
    .update(mediaItems)
    .set({
      code: kept('code', 'text'),
      name: kept('name', 'text'),
      enabled: kept('enabled', 'boolean'),
      visibility: kept('visibility', 'smallint'),
      // Merged by the database over the newest stored version: a concurrent change of other fields is kept.
      doc: sql`media_items.doc || ${p('docChanges')}::jsonb`,
      updatedOn: sql`now()`,
      version: sql`${mediaItems.version} + 1`,
    })
    .where(
      and(
        eq(mediaItems.tenantId, p('tenantId')),
        eq(mediaItems.id, p('id')),
        eq(mediaItems.kind, p('kind')),
        sql`${privilegeOnOwnWorkspace} >= ${p('need')}::int`,
        settledDoc,
        announcedByServer,
        auditedInStatement,
      ),
    )
    .returning(withEmbeddedRelations)
    .prepare('items_merge'),
);

/**
 * Changes an item in one statement when the caller holds `need` on its own workspace and its stored document
 * is settled: the document fields are merged over the stored ones by the database, so no version is read
 * first. Answers the stored row with its relations; null when nothing was changed (unknown, another kind, too
 * little privilege, a document to settle in code: the caller takes the two-step way, which says which);
 * 'duplicate' for a name another item has. Announced by the caller.
 */
export async function mergeItem(db: Db, values: ItemMerge): Promise<ItemWithRelations | 'duplicate' | null> {
  try {
    const [row] = await mergeStatement(db).execute({ ...values, audit: auditJsonWithDocKeys(Object.keys(values.docChanges)) });
    return row ?? null;
  } catch (error) {
    if (isNameClash(error)) return 'duplicate';
    throw error;
  }
}

const isNameClash = (error: unknown) => hitUniqueIndex(error, 'media_items_name_uq');

export async function saveDeviceSecret(db: Db, tenantId: string, deviceId: string, secretHash: string): Promise<void> {
  await db
    .insert(deviceSecrets)
    .values({ tenantId, deviceId, secretHash })
    .onConflictDoUpdate({ target: [deviceSecrets.tenantId, deviceSecrets.deviceId], set: { secretHash, rotatedOn: new Date() } });
}

// With the device's name: its requests' writes are recorded under it (docs/decisions/0120-audit-context.md).
const secretOfDevice = prepared((db) =>
  db
    .select({ tenantId: deviceSecrets.tenantId, secretHash: deviceSecrets.secretHash, name: sql<string | null>`${mediaItems.name}` })
    .from(deviceSecrets)
    .leftJoin(mediaItems, and(eq(mediaItems.tenantId, deviceSecrets.tenantId), eq(mediaItems.id, deviceSecrets.deviceId)))
    .where(eq(deviceSecrets.deviceId, p('deviceId')))
    .limit(2)
    .prepare('device_secret'),
);

/** The stored hash(es) for a device id, with the device's name; readings name no tenant, so the id alone is looked up. */
export function findDeviceSecrets(db: Db, deviceId: string): Promise<{ tenantId: string; secretHash: string; name: string | null }[]> {
  return secretOfDevice(db).execute({ deviceId });
}

/** How many of a workspace's items of a kind (named like `name`) are current and historical at `now`. */
export async function countByPeriod(
  db: Db,
  tenantId: string,
  aggregateId: string,
  kind: ItemKind,
  name: string | undefined,
  now: Date,
): Promise<Record<ListPeriod, number>> {
  const [row] = await db
    .select({
      current: sql<number>`count(*) filter (where ${inPeriod('current', now)})`.mapWith(Number),
      historical: sql<number>`count(*) filter (where ${inPeriod('historical', now)})`.mapWith(Number),
    })
    .from(mediaItems)
    .where(ownScope(tenantId, aggregateId, kind, containsPattern(name)));
  return { current: row?.current ?? 0, historical: row?.historical ?? 0 };
}
