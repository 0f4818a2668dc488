/**
 * The list vocabulary (docs/api.md "Items"): the query words every list call uses, with their bounds,
 * parsed by the server's routes and written by the console's calls, so both sides agree by construction.
 *
 *   aggregate, project, tenant   the scope: ids or keys (a key used in several projects needs `project`)
 * sort newest | schedule (docs/product/campaigns-venues-events.md §2.2's order, src/domain/campaigns/sort.ts)
 *   period                       current | historical (the events split, src/domain/events/split.ts)
 *   name                         only items whose name contains this, any case
 *   ids                          only these items, comma-separated (at most MAX_LIST_IDS)
 *   public                       true: also other workspaces' public, shared and partner items
 *   fields                       the projection: top-level names, space- or comma-separated
 *   limit, offset                the page (limit 1…MAX_LIST_LIMIT, DEFAULT_LIST_LIMIT when left out)
 */
import { z } from 'zod';
import { ID_PATTERN } from './ids.js';

/** List orders: newest first, or by schedule (the one closing last, then starting last). */
export const LIST_ORDERS = ['newest', 'schedule'] as const;
export type ListOrder = (typeof LIST_ORDERS)[number];

/** Schedule periods: still running or ahead (or unscheduled), or all closed. */
export const LIST_PERIODS = ['current', 'historical'] as const;
export type ListPeriod = (typeof LIST_PERIODS)[number];

/** Most items one list call answers (`limit`). */
export const MAX_LIST_LIMIT = 1000;
/** Items a list call answers when it names no `limit`. */
export const DEFAULT_LIST_LIMIT = 200;
/** The furthest `offset` a list call may start at. */
export const MAX_LIST_OFFSET = 1_000_000;
/** Most ids one `ids=` list call may name. */
export const MAX_LIST_IDS = 200;
/** Longest `name` filter. */
export const MAX_NAME_FILTER = 100;

/**
 * Item fields kept in columns. A list asking (`fields`) only for these is answered without reading the
 * documents: the tiles need no more, and such a page is a fraction of the bytes (docs/performance.md).
 */
export const ITEM_COLUMN_FIELDS = [
  'id',
  'code',
  'name',
  'enabled',
  'type',
  'subtype',
  'category',
  'visibility',
  'aggregate_id',
  'project_id',
  'tenant_id',
  'createdOn',
  'updatedOn',
  'relations',
] as const;
export type ItemColumnField = (typeof ITEM_COLUMN_FIELDS)[number];
const columnFields: ReadonlySet<string> = new Set(ITEM_COLUMN_FIELDS);

/** Whether a projection asks only for column fields (so documents need not be read). */
export const onlyColumnFields = (fields: readonly string[] | null): boolean => !!fields && fields.every((f) => columnFields.has(f));

/** An id (24 hex) or a key: letters, digits, '_' and '-'. Anything else is refused before a query runs. */
export const IdOrKey = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'must be an id or a key');

/** `fields`: the projection as written in the query; `parseFields` reads it. */
export const FieldsParam = z.string().max(1000).optional();

/** The projection's names (space- or comma-separated); null when none are named (the whole document). */
export function parseFields(fields: string | undefined): string[] | null {
  const names = (fields ?? '').split(/[\s,]+/).filter(Boolean);
  return names.length ? names : null;
}

/** `name`: part of the name, any case; trimmed. */
export const NameFilter = z.string().trim().max(MAX_NAME_FILTER).optional();

/** `ids`: comma-separated item ids, at most MAX_LIST_IDS. */
export const IdsParam = z
  .string()
  .max(MAX_LIST_IDS * 25)
  .transform((v) => v.split(',').filter(Boolean))
  .pipe(z.array(z.string().regex(ID_PATTERN, 'ids must be 24-character hexadecimal ids')).max(MAX_LIST_IDS))
  .optional();

/** `public=true|false`, read as a flag (false when left out). */
export const PublicFlag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

/** `limit` and `offset`: one page. */
export const Paging = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIST_LIMIT).default(DEFAULT_LIST_LIMIT),
  offset: z.coerce.number().int().min(0).max(MAX_LIST_OFFSET).default(0),
});

/** The scope a call names: tenant, project and workspace (`aggregate`), each an id or a key. */
export const ListScope = z.object({ tenant: IdOrKey.optional(), project: IdOrKey.optional(), aggregate: IdOrKey.optional() });
export type ListScope = z.infer<typeof ListScope>;

/** The query of an item list (venues, assets, devices, campaigns, events, creatives). */
export const ItemListQuery = ListScope.extend({
  fields: FieldsParam,
  public: PublicFlag,
  sort: z.enum(LIST_ORDERS).default('newest'),
  period: z.enum(LIST_PERIODS).optional(),
  name: NameFilter,
  ids: IdsParam,
}).extend(Paging.shape);
export type ItemListQuery = z.output<typeof ItemListQuery>;

/** The query of the events' period counts: the scope and the name filter. */
export const PeriodCountQuery = ListScope.extend({ name: NameFilter });
