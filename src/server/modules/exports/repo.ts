import { sql, type SQL } from 'drizzle-orm';
import { INTERACTION_TYPES, type ExportRange } from '../../../domain/audience/exports.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** Rows read per round trip: big enough to keep the writer busy, small enough to bound memory. */
export const BATCH_ROWS = 5000;

/**
 * The date shown in exports (docs/product/campaigns-venues-events.md §9), 'LLL dd, yyyy hh:mmaa'
 * (src/domain/common/dates.ts) in the workspace's zone.
 */
const shownAt = (column: SQL, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'Mon DD, YYYY HH12:MIAM')`;

/** Inclusive days of the workspace's zone as an instant range on `column`; everything when no range. */
export function inRange(column: SQL, range: ExportRange | null, timeZone: string): SQL {
  if (!range) return sql`true`;
  return sql`${column} >= (${range.from}::date::timestamp at time zone ${timeZone}) and ${column} < ((${range.to}::date + 1)::timestamp at time zone ${timeZone})`;
}

export interface ItemRef {
  id: string;
  name: string;
  aggregateId: string;
}

export async function findItem(db: Db, tenantId: string, kind: string, id: string): Promise<ItemRef | null> {
  const [row] = await rowsOf<ItemRef>(
    db,
    sql`select id, name, aggregate_id as "aggregateId" from media_items where tenant_id = ${tenantId} and id = ${id} and kind = ${kind}`,
  );
  return row ?? null;
}

export async function workspaceSettings(db: Db, tenantId: string, id: string): Promise<{ name: string; timeZone: string | null } | null> {
  const [row] = await rowsOf<{ name: string; timeZone: string | null }>(
    db,
    sql`select name, time_zone as "timeZone" from aggregates where tenant_id = ${tenantId} and id = ${id}`,
  );
  return row ?? null;
}

/**
 * The newest action id of the tenant when an export starts: every read of the export stops there, so its
 * counts (written up front as sheet dimensions) and its rows agree while actions keep arriving.
 */
export async function lastActionId(db: Db, tenantId: string): Promise<number> {
  const [row] = await rowsOf<{ id: string | number | null }>(db, sql`select max(id) as id from audience_actions where tenant_id = ${tenantId}`);
  return Number(row?.id ?? 0);
}

/** The interaction types as an SQL list (constants of the domain, not input). */
const INTERACTIONS = sql.raw(`(${INTERACTION_TYPES.join(', ')})`);
const ITEM_COLUMN = { campaign: sql`a.campaign_id`, venue: sql`a.venue_id`, asset: sql`a.asset_id` } as const;

/** An item's interactions (types 1-3): what campaign, venue and asset reports count. */
export const itemInteractions = (kind: keyof typeof ITEM_COLUMN, id: string) => sql`${ITEM_COLUMN[kind]} = ${id} and a.type in ${INTERACTIONS}`;
/** A workspace's interactions, or its actions of every type (`type` 'all') or of one. */
export const workspaceActions = (aggregateId: string, type: number | 'all' | 'interactions') =>
  type === 'interactions'
    ? sql`a.aggregate_id = ${aggregateId} and a.type in ${INTERACTIONS}`
    : type === 'all'
      ? sql`a.aggregate_id = ${aggregateId}`
      : sql`a.aggregate_id = ${aggregateId} and a.type = ${type}`;

/** Which actions an export reads: one tenant, up to `upTo`, the filter (an item, a workspace, types), a date range. */
export interface ActionFilter {
  tenantId: string;
  upTo: number;
  where: SQL;
  range: ExportRange | null;
  timeZone: string;
}

const actionWhere = (f: ActionFilter) =>
  sql`a.tenant_id = ${f.tenantId} and a.id <= ${f.upTo} and ${f.where} and ${inRange(sql`a.updated_on`, f.range, f.timeZone)}`;

export interface Totals {
  profiles: number;
  total: number;
  likes: number;
  views: number;
  shares: number;
}

export async function actionTotals(db: Db, f: ActionFilter): Promise<Totals> {
  const [row] = await rowsOf<Record<keyof Totals, number>>(
    db,
    sql`select count(distinct a.profile_id)::int as profiles, count(*)::int as total,
          count(*) filter (where a.type = 1)::int as likes, count(*) filter (where a.type = 2)::int as views,
          count(*) filter (where a.type = 3)::int as shares
        from audience_actions a where ${actionWhere(f)}`,
  );
  return { profiles: Number(row!.profiles), total: Number(row!.total), likes: Number(row!.likes), views: Number(row!.views), shares: Number(row!.shares) };
}

export async function countActions(db: Db, f: ActionFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from audience_actions a where ${actionWhere(f)}`);
  return Number(row!.n);
}

export interface ActionRow {
  kOn: string;
  id: string | number;
  at: string;
  type: number;
  profileId: string | null;
  campaign: string | null;
  venue: string | null;
  asset: string | null;
  latitude: number | null;
  longitude: number | null;
  price: number | null;
  channel: string | null;
  tenant: string | null;
  aggregate: string | null;
}

/** A query's rows BATCH_ROWS at a time, each batch after the last row of the one before (keyset paging). */
async function* keysetBatches<T>(db: Db, batch: (last: T | null) => SQL): AsyncGenerator<T[]> {
  let last: T | null = null;
  for (;;) {
    const rows: T[] = await rowsOf<T>(db, batch(last));
    if (!rows.length) return;
    yield rows;
    if (rows.length < BATCH_ROWS) return;
    last = rows[rows.length - 1]!;
  }
}

/**
 * Actions in date order, read in keyset batches of (updated_on, id) so each round trip is short (PGlite has
 * one connection; PostgreSQL holds no cursor open while a slow client reads) and the writer asks for the next
 * batch only once the previous one is sent. `descending` serves the detailed table's newest-first sort.
 */
export function actionBatches(db: Db, f: ActionFilter, descending = false): AsyncGenerator<ActionRow[]> {
  const cmp = descending ? sql`<` : sql`>`;
  const dir = descending ? sql`desc` : sql`asc`;
  return keysetBatches<ActionRow>(
    db,
    (last) => sql`select a.updated_on::text as "kOn", a.id, ${shownAt(sql`a.updated_on`, f.timeZone)} as at, a.type, a.profile_id as "profileId",
            c.name as campaign, v.name as venue, s.name as asset, a.latitude, a.longitude, a.price::float8 as price, a.channel,
            t.name as tenant, w.name as aggregate
          from audience_actions a
            left join media_items c on c.tenant_id = a.tenant_id and c.id = a.campaign_id
            left join media_items v on v.tenant_id = a.tenant_id and v.id = a.venue_id
            left join media_items s on s.tenant_id = a.tenant_id and s.id = a.asset_id
            left join tenants t on t.id = a.tenant_id
            left join aggregates w on w.tenant_id = a.tenant_id and w.id = a.aggregate_id
          where ${actionWhere(f)} ${last ? sql`and (a.updated_on, a.id) ${cmp} (${last.kOn}::timestamptz, ${last.id}::bigint)` : sql``}
          order by a.updated_on ${dir}, a.id ${dir}
          limit ${BATCH_ROWS}`,
  );
}

export interface VenueDataRow {
  venue: string | null;
  profiles: number;
  total: number;
  likes: number;
  views: number;
  shares: number;
}

/**
 * docs/product/campaigns-venues-events.md §2.11 Venue Data: each venue's interactions between two days of the
 * workspace, most interactions first.
 */
export function venueData(db: Db, f: ActionFilter): Promise<VenueDataRow[]> {
  return rowsOf<VenueDataRow>(
    db,
    sql`select coalesce(v.name, a.venue_id) as venue, count(distinct a.profile_id)::int as profiles, count(*)::int as total,
          count(*) filter (where a.type = 1)::int as likes, count(*) filter (where a.type = 2)::int as views,
          count(*) filter (where a.type = 3)::int as shares
        from audience_actions a left join media_items v on v.tenant_id = a.tenant_id and v.id = a.venue_id
        where ${actionWhere(f)} and a.venue_id is not null
        group by a.venue_id, v.name order by total desc, venue`,
  );
}

/** The campaign's coupon instruments (details whose source is the campaign). */
const campaignCoupons = (tenantId: string, campaignId: string) => sql`
  from ti_details d
    join instrument_batches b on b.tenant_id = d.tenant_id and b.detail_id = d.id
    join instruments i on i.tenant_id = b.tenant_id and i.batch_uid = b.uid
  where d.tenant_id = ${tenantId} and d.source_id = ${campaignId} and d.titype = 'COUPON'`;

export interface CouponTotals {
  generated: number;
  acquired: number;
  redeemed: number;
  sales: number;
  discount: number;
}

export async function couponTotals(db: Db, tenantId: string, campaignId: string): Promise<CouponTotals> {
  const [row] = await rowsOf<Record<keyof CouponTotals, number>>(
    db,
    sql`select count(*)::int as generated, count(*) filter (where i.status <> 'ISSUED')::int as acquired,
          count(*) filter (where i.status = 'REDEEMED')::int as redeemed,
          coalesce(sum(i.sales_amount), 0)::float8 as sales, coalesce(sum(i.discount), 0)::float8 as discount
        ${campaignCoupons(tenantId, campaignId)}`,
  );
  return {
    generated: Number(row!.generated),
    acquired: Number(row!.acquired),
    redeemed: Number(row!.redeemed),
    sales: Number(row!.sales),
    discount: Number(row!.discount),
  };
}

export interface CouponTransactionRow {
  kOn: string;
  nonce: string;
  at: string;
  action: string;
  outcome: string;
  serial: string;
  category: string;
  actor: string;
  sales: number | null;
  discount: number | null;
  offline: boolean;
}

/** Transactions on the campaign's coupons within the range, counted first (the sheet's dimension). */
function couponTransactionsFrom(tenantId: string, campaignId: string, range: ExportRange | null, timeZone: string): SQL {
  return sql`
    from instrument_transactions t
      join instruments i on i.tenant_id = t.tenant_id and i.code = t.code
      join instrument_batches b on b.tenant_id = i.tenant_id and b.uid = i.batch_uid
      join ti_details d on d.tenant_id = b.tenant_id and d.id = b.detail_id
    where t.tenant_id = ${tenantId} and d.source_id = ${campaignId} and d.titype = 'COUPON'
      and ${inRange(sql`t.occurred_on`, range, timeZone)}`;
}
export async function countCouponTransactions(db: Db, tenantId: string, campaignId: string, range: ExportRange | null, timeZone: string, before: Date) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n ${couponTransactionsFrom(tenantId, campaignId, range, timeZone)} and t.created_on <= ${before.toISOString()}::timestamptz`,
  );
  return Number(row!.n);
}

export function couponTransactionBatches(
  db: Db,
  tenantId: string,
  campaignId: string,
  range: ExportRange | null,
  timeZone: string,
  before: Date,
): AsyncGenerator<CouponTransactionRow[]> {
  return keysetBatches<CouponTransactionRow>(
    db,
    (last) => sql`select t.occurred_on::text as "kOn", t.nonce, ${shownAt(sql`t.occurred_on`, timeZone)} as at, t.action, t.outcome, i.serial,
            b.category, t.actor, i.sales_amount::float8 as sales, i.discount::float8 as discount, t.offline
          ${couponTransactionsFrom(tenantId, campaignId, range, timeZone)} and t.created_on <= ${before.toISOString()}::timestamptz
          ${last ? sql`and (t.occurred_on, t.nonce) > (${last.kOn}::timestamptz, ${last.nonce})` : sql``}
          order by t.occurred_on, t.nonce limit ${BATCH_ROWS}`,
  );
}

export interface MobilityTicketRow {
  kOn: string;
  serial: string;
  at: string;
  trip: string;
  profileId: string | null;
  fare: number;
  status: string;
}

/**
 * The campaign's mobility tickets that were bought (docs/product/campaigns-venues-events.md §9: a purchased ticket
 * counts as Purchased, a used one as Validated), within the range by the day they were bought.
 */
function mobilityTicketsFrom(tenantId: string, campaignId: string, range: ExportRange | null, timeZone: string): SQL {
  return sql`
    from ti_details d
      join instrument_batches b on b.tenant_id = d.tenant_id and b.detail_id = d.id
      join instruments i on i.tenant_id = b.tenant_id and i.batch_uid = b.uid
    where d.tenant_id = ${tenantId} and d.source_id = ${campaignId} and d.titype = 'MOBILITY' and i.status <> 'ISSUED'
      and i.acquired_on is not null and ${inRange(sql`i.acquired_on`, range, timeZone)}`;
}

export async function countMobilityTickets(db: Db, tenantId: string, campaignId: string, range: ExportRange | null, timeZone: string, before: Date) {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n ${mobilityTicketsFrom(tenantId, campaignId, range, timeZone)} and i.acquired_on <= ${before.toISOString()}::timestamptz`,
  );
  return Number(row!.n);
}

export function mobilityTicketBatches(
  db: Db,
  tenantId: string,
  campaignId: string,
  range: ExportRange | null,
  timeZone: string,
  before: Date,
): AsyncGenerator<MobilityTicketRow[]> {
  return keysetBatches<MobilityTicketRow>(
    db,
    (
      last,
    ) => sql`select i.acquired_on::text as "kOn", i.serial, ${shownAt(sql`i.acquired_on`, timeZone)} as at, b.category as trip, i.profile_id as "profileId",
            coalesce(i.sales_amount, b.price)::float8 as fare, i.status
          ${mobilityTicketsFrom(tenantId, campaignId, range, timeZone)} and i.acquired_on <= ${before.toISOString()}::timestamptz
          ${last ? sql`and (i.acquired_on, i.serial) > (${last.kOn}::timestamptz, ${last.serial})` : sql``}
          order by i.acquired_on, i.serial limit ${BATCH_ROWS}`,
  );
}
