/**
 * A list page whose JSON PostgreSQL builds (docs/performance.md, campaign list): when every field asked
 * is a column, the schedules or relation fields, each row comes back as its JSON text and the page is
 * those texts joined — no relation rows parsed, shaped and serialised again in Node. The answer equals
 * the presenters' projected to the same fields (list-json.test.ts compares them).
 */
import { createHash } from 'node:crypto';
import { and, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Relation } from '../../../domain/media-items/types.js';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import type { PreparedStatement } from '../../db/prepared.js';
import { mediaItems } from '../../db/schema/index.js';
import type { ItemKind } from './kinds.js';
import { PRESENTED_FIELDS, RELATION_FIELDS, type ListFields } from './list-fields.js';
import type { ListOrder } from '../../../domain/common/list-query.js';
import { containsPattern, inPeriod, ORDER_BY, ownScope, type ListOptions, type Page } from './repo.js';

// ISO 8601 in UTC with milliseconds, as Date#toISOString writes them (to_char truncates the microseconds, as the driver does).
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The item fields the statement builds, as the presenters answer them (present.ts, present-kinds.ts). */
const ITEM_SQL: Record<string, string> = {
  id: 'media_items.id',
  code: 'media_items.code',
  name: 'media_items.name',
  enabled: 'media_items.enabled',
  type: 'media_items.type',
  subtype: 'media_items.subtype',
  category: 'media_items.category',
  visibility: 'media_items.visibility',
  aggregate_id: 'media_items.aggregate_id',
  project_id: 'media_items.project_id',
  tenant_id: 'media_items.tenant_id',
  createdOn: iso('media_items.created_on'),
  updatedOn: iso('media_items.updated_on'),
  schedules: `coalesce(nullif(media_items.doc->'schedules', 'null'::jsonb), '[]'::jsonb)`,
  // A creative's image assets with their picture uploaded (only creatives answer it).
  imageCount: `(select count(*)::int from images i where i.tenant_id = media_items.tenant_id and i.owner_type = 'creative'
    and i.owner_id = media_items.id and i.purpose like 'asset-%-img')`,
};

/** One side of a relation row as `sideOf` answers it: `source` when the listed item is the row's source. */
function relationSql(side: 'source' | 'target', field: keyof Relation, viewer: SQL): SQL {
  const other = side === 'source' ? 'target' : 'source';
  if (field === 'owned') return sql`(r.aggregate_id = ${viewer})`;
  const columns: Record<Exclude<keyof Relation, 'owned'>, string> = {
    uid: 'r.uid',
    relation: `r.${other}_kind`,
    id: `r.${other}_id`,
    name: `coalesce(o.name, c.name, '')`,
    start: iso('r.start'),
    close: iso('r.close'),
    enabled: 'r.enabled',
    aggregate_id: 'r.aggregate_id',
    profile_id: 'r.profile_id',
    project_id: 'r.project_id',
    tenant_id: 'r.tenant_id',
  };
  return sql.raw(columns[field]);
}

const fieldList = (parts: [string, SQL][]) =>
  sql.join(
    parts.map(([name, value]) => sql`${value} as ${sql.identifier(name)}`),
    sql`, `,
  );

/**
 * The listed item's relations with only `fields`, as a JSON array in `relationsOf`'s order: oldest first,
 * then by uid as String#localeCompare orders letters and digits (case-blind first, lower case first on a tie).
 */
function relationsJson(fields: readonly (keyof Relation)[], viewer: SQL): SQL {
  const side = (s: 'source' | 'target') => {
    const other = s === 'source' ? 'target' : 'source';
    // An instrument's anchors (kind ticonfig) are named from the treasury's table.
    const named = fields.includes('name')
      ? sql.raw(
          ` left join media_items o on o.tenant_id = r.tenant_id and o.id = r.${other}_id` +
            ` left join ti_configs c on r.${other}_kind = 'ticonfig' and c.tenant_id = r.tenant_id and c.id = r.${other}_id`,
        )
      : sql``;
    return sql`select (select row_to_json(f) from (select ${fieldList(fields.map((f) => [f, relationSql(s, f, viewer)]))}) f) as j, r.created_on, r.uid
      from relations r${named} where r.tenant_id = media_items.tenant_id and r.${sql.raw(s)}_id = media_items.id`;
  };
  const swapCase = sql.raw(`translate(x.uid, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')`);
  return sql`coalesce((select json_agg(x.j order by date_trunc('milliseconds', x.created_on), lower(x.uid) collate "C", ${swapCase} collate "C")
    from (${side('source')} union all ${side('target')}) x), '[]'::json)`;
}

/** Whether the statement can build `fields` of `kind` (fields the kind does not answer are left out, as the projection does). */
export function jsonBuildable(kind: ItemKind, fields: ListFields): boolean {
  return fields.top.every((f) => !PRESENTED_FIELDS[kind].has(f) || f in ITEM_SQL || f === 'relations');
}

/** One row's JSON text: the asked fields the kind answers, in the order asked. */
function rowJson(kind: ItemKind, fields: ListFields, viewer: SQL): SQL<string> {
  const relationFields = fields.relation ?? RELATION_FIELDS;
  const parts: [string, SQL][] = fields.top
    .filter((f) => PRESENTED_FIELDS[kind].has(f))
    .map((f) => [f, f === 'relations' ? relationsJson(relationFields, viewer) : sql.raw(ITEM_SQL[f])]);
  return sql<string>`(select row_to_json(t) from (select ${fieldList(parts)}) t)::text`;
}

type Value = string | SQLWrapper;
/** The page statement: one JSON text per item, in `order`. */
export function listJsonQuery(db: Db, kind: ItemKind, fields: ListFields, order: ListOrder, where: SQL | undefined, viewer: Value) {
  return db
    .select({ json: rowJson(kind, fields, sql`${viewer}`).as('json') })
    .from(mediaItems)
    .where(where)
    .orderBy(...ORDER_BY[order]);
}

const p = sql.placeholder;
/** The prepared page statement of a kind, fields and order, built once per database (the same few shapes come again and again). */
export function preparedListJson(db: Db, kind: ItemKind, fields: ListFields, order: ListOrder) {
  return listJsonQuery(db, kind, fields, order, ownScope(p('tenantId'), p('aggregateId'), p('kind'), p('pattern')), p('viewer'))
    .limit(p('limit'))
    .offset(p('offset'));
}

/** A page statement prepared under `name` that answers its rows as the driver reads them. */
function rawPrepared(db: Db, kind: ItemKind, fields: ListFields, order: ListOrder, name: string): PreparedStatement<{ json: string }> {
  // Without the builder's result mapping: each row is one text column, which the mapping only copied (with type
  // checks on every cell, ~7 % of an uncached page's CPU).
  const { dialect } = db as unknown as { dialect: PgDialect };
  const query = db._.session.prepareQuery(dialect.sqlToQuery(preparedListJson(db, kind, fields, order).getSQL()), undefined, name, false);
  return { execute: async (values) => ((await query.execute(values)) as { rows: { json: string }[] }).rows };
}

const MAX_PREPARED = 32;
const statements = new WeakMap<Db, Map<string, PreparedStatement<{ json: string }>>>();

/** A workspace's page of items as JSON text, `viewer` being the workspace whose relations count as owned. */
export async function listItemsJson(
  db: Db,
  tenantId: string,
  aggregateId: string,
  kind: ItemKind,
  page: Page,
  options: ListOptions,
  fields: ListFields,
): Promise<string> {
  const pattern = containsPattern(options.name);
  let rows: { json: string }[];
  const shape = `${kind}|${options.order}|${fields.top.join(',')}|${fields.relation?.join(',') ?? '*'}`;
  const kept = statements.get(db) ?? new Map();
  statements.set(db, kept);
  if (options.ids || options.period) {
    // Read as built: look-ups by id and period filters vary too much for one plan (as repo.listItems does).
    const where = and(
      ownScope(tenantId, aggregateId, kind, pattern),
      options.ids ? inArray(mediaItems.id, options.ids) : undefined,
      options.period ? inPeriod(options.period.is, options.period.now) : undefined,
    );
    rows = await listJsonQuery(db, kind, fields, options.order, where, aggregateId).limit(page.limit).offset(page.offset);
  } else if (kept.has(shape) || kept.size < MAX_PREPARED) {
    let statement = kept.get(shape);
    if (!statement) {
      statement = rawPrepared(db, kind, fields, options.order, `items_json_${createHash('sha1').update(shape).digest('hex').slice(0, 12)}`);
      kept.set(shape, statement);
    }
    rows = await statement.execute({ tenantId, aggregateId, kind, pattern, viewer: aggregateId, ...page });
  } else {
    rows = await listJsonQuery(db, kind, fields, options.order, ownScope(tenantId, aggregateId, kind, pattern), aggregateId)
      .limit(page.limit)
      .offset(page.offset);
  }
  return `[${rows.map((r) => r.json).join(',')}]`;
}
