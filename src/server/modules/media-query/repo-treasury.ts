import { sql, type SQL } from 'drizzle-orm';
import type { TreasuryFigures } from '../../../domain/treasury/figures.js';
import { arrayParam } from '../../db/array-param.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Configs' details in some workspaces: those of one instrument (ti config) the caller may see. */
export interface ConfigScope {
  configId: string;
  aggregateIds: readonly string[];
}

/**
 * Which details a treasury figure covers: one detail, a workspace's, a project's, those of one campaign or event
 * (source), or those issued from one instrument in the workspaces named.
 */
export type TreasuryScope = { tenantId: string } & (
  { detailId: string } | { aggregateId: string } | { projectId: string } | { sourceId: string } | ConfigScope
);

/** The workspaces holding details issued from an instrument. */
export async function workspacesOfConfig(db: Db, tenantId: string, configId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`select distinct aggregate_id as id from ti_details where tenant_id = ${tenantId} and ti_config_id = ${configId}`,
  );
  return rows.map((r) => r.id);
}

/** Figures counted from the instruments by status (docs/treasury.md: no counter rows), under one group key. */
export interface FigureRow extends TreasuryFigures {
  key: string;
}

const detailWhere = (s: TreasuryScope) =>
  'detailId' in s
    ? sql`d.id = ${s.detailId}`
    : 'aggregateId' in s
      ? sql`d.aggregate_id = ${s.aggregateId}`
      : 'sourceId' in s
        ? sql`d.source_id = ${s.sourceId}`
        : 'configId' in s
          ? sql`d.ti_config_id = ${s.configId} and d.aggregate_id = any(${arrayParam(s.aggregateIds)}::text[])`
          : sql`d.project_id = ${s.projectId}`;

const GROUP_KEYS = { titype: sql`d.titype`, detail: sql`d.id`, batch: sql`b.uid`, all: sql`''` } as const;

/**
 * The instruments of the scope's details counted per group: free (ISSUED), acquired (held by a profile, used or
 * not), redeemed (used up: REDEEMED or VALIDATED), and the sums of sales amounts and discounts. Details and
 * batches without instruments count zero.
 */
export async function figures(db: Db, scope: TreasuryScope, group: keyof typeof GROUP_KEYS): Promise<FigureRow[]> {
  const rows = await rowsOf<FigureRow>(
    db,
    sql`select ${GROUP_KEYS[group]} as key, count(i.seq)::int as "totalInstruments",
        (count(*) filter (where i.status = 'ISSUED'))::int as "instrumentFree",
        (count(*) filter (where i.profile_id is not null))::int as "instrumentAcquired",
        (count(*) filter (where i.status in ('REDEEMED', 'VALIDATED')))::int as "instrumentRedeemed",
        coalesce(sum(i.sales_amount), 0)::float8 as revenue, coalesce(sum(i.discount), 0)::float8 as discount
      from ti_details d
      left join instrument_batches b on b.tenant_id = d.tenant_id and b.detail_id = d.id
      left join instruments i on i.tenant_id = b.tenant_id and i.batch_uid = b.uid
      where d.tenant_id = ${scope.tenantId} and ${detailWhere(scope)}
      group by 1 order by 1`,
  );
  return rows;
}

/** How many details of each instrument type the scope holds. */
export async function detailCounts(db: Db, scope: TreasuryScope): Promise<Map<string, number>> {
  const rows = await rowsOf<{ titype: string; n: number }>(
    db,
    sql`select d.titype, count(*)::int as n from ti_details d where d.tenant_id = ${scope.tenantId} and ${detailWhere(scope)} group by 1`,
  );
  return new Map(rows.map((r) => [r.titype, r.n]));
}

export interface DetailRow {
  id: string;
  titype: string;
  sourceId: string;
  aggregateId: string;
  projectId: string;
  usageType: string;
  usageLimit: number;
  enabled: boolean;
}

const detailColumns = sql`d.id, d.titype, d.source_id as "sourceId", d.aggregate_id as "aggregateId", d.project_id as "projectId",
  d.usage_type as "usageType", d.usage_limit as "usageLimit", d.enabled`;

export async function detailById(db: Db, tenantId: string, id: string): Promise<DetailRow | null> {
  const [row] = await rowsOf<DetailRow>(db, sql`select ${detailColumns} from ti_details d where d.tenant_id = ${tenantId} and d.id = ${id}`);
  return row ?? null;
}

/** A workspace's details, newest first (at most 1000). */
export async function detailsOfWorkspace(db: Db, tenantId: string, aggregateId: string): Promise<DetailRow[]> {
  return rowsOf<DetailRow>(
    db,
    sql`select ${detailColumns} from ti_details d where d.tenant_id = ${tenantId} and d.aggregate_id = ${aggregateId}
      order by d.created_on desc, d.id limit 1000`,
  );
}

/** Mobility ticket details riding a route (a route card id, within one creative when `creativeId` is given). */
export async function detailsOfRoute(db: Db, tenantId: string, routeId: string, creativeId: string | null): Promise<DetailRow[]> {
  const creative = creativeId ? sql`and d.doc -> 'route' ->> 'creative_id' = ${creativeId}` : sql``;
  return rowsOf<DetailRow>(
    db,
    sql`select ${detailColumns} from ti_details d where d.tenant_id = ${tenantId} and d.titype = 'MOBILITY'
      and d.doc -> 'route' ->> 'route_id' = ${routeId} ${creative} order by d.created_on desc, d.id limit 1000`,
  );
}

export interface BatchRow {
  uid: string;
  detailId: string;
  category: string;
  price: number;
  numberOfTickets: number;
  generation: string;
}

export async function batchesOf(db: Db, tenantId: string, detailIds: string[]): Promise<BatchRow[]> {
  if (!detailIds.length) return [];
  return rowsOf<BatchRow>(
    db,
    sql`select uid, detail_id as "detailId", category, price::float8 as price, number_of_tickets as "numberOfTickets", generation
      from instrument_batches where tenant_id = ${tenantId} and detail_id in (${sql.join(
        detailIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by detail_id, position, created_on`,
  );
}

/** Which instruments a list shows: those used up, or those held by a profile. */
export type InstrumentFilter = 'redeemed' | 'acquired';

export interface InstrumentRow {
  detailId: string;
  titype: string;
  batchUid: string;
  category: string;
  serial: string;
  seat: string | null;
  status: string;
  uses: number;
  profileId: string | null;
  salesAmount: number | null;
  discount: number | null;
  acquiredDate: string | null;
  statusChangedDate: string | null;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A page of the scope's instruments passing `filter`, the latest changed first, and how many pass it. */
export async function instrumentPage(
  db: Db,
  scope: TreasuryScope,
  filter: InstrumentFilter,
  page: { limit: number; offset: number },
): Promise<{ total: number; items: InstrumentRow[] }> {
  const passes = filter === 'redeemed' ? sql`i.status in ('REDEEMED', 'VALIDATED')` : sql`i.profile_id is not null`;
  const from = sql`from ti_details d
      join instrument_batches b on b.tenant_id = d.tenant_id and b.detail_id = d.id
      join instruments i on i.tenant_id = b.tenant_id and i.batch_uid = b.uid
      where d.tenant_id = ${scope.tenantId} and ${detailWhere(scope)} and ${passes}`;
  const [count] = await rowsOf<{ total: number }>(db, sql`select count(*)::int as total ${from}`);
  const items = await rowsOf<InstrumentRow>(
    db,
    sql`select d.id as "detailId", d.titype, b.uid as "batchUid", b.category, i.serial, i.seat, i.status, i.uses, i.profile_id as "profileId",
        i.sales_amount::float8 as "salesAmount", i.discount::float8 as discount, ${iso(sql`i.acquired_on`)} as "acquiredDate",
        ${iso(sql`i.status_changed_on`)} as "statusChangedDate"
      ${from}
      order by i.status_changed_on desc nulls last, b.uid, i.seq limit ${page.limit} offset ${page.offset}`,
  );
  return { total: count.total, items };
}
