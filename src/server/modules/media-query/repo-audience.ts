import { sql } from 'drizzle-orm';
import type { Cursor } from '../../../domain/audience/keyset.js';
import { arrayParam } from '../../db/array-param.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** The rollup kinds (audience_item_daily.kind). */
export type RollupKind = 'workspace' | 'venue' | 'asset' | 'campaign' | 'event' | 'creative' | 'device';

export interface Window {
  from: string;
  to: string;
}

const dayWhere = (w: Window | null) => (w ? sql`and day between ${w.from}::date and ${w.to}::date` : sql``);

/** An item's counts per type and share channel over local days (every day without a window), from the item rollup. */
export async function itemCounts(db: Db, tenantId: string, aggregateId: string, kind: RollupKind, itemId: string, w: Window | null = null) {
  return rowsOf<{ type: number; channel: string; count: number }>(
    db,
    sql`select type, channel, sum(count)::int as count from audience_item_daily
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and kind = ${kind} and item_id = ${itemId} ${dayWhere(w)}
      group by 1, 2`,
  );
}

/**
 * The counts per type and share channel of the campaigns and events issuing from an instrument, in the workspaces
 * named, all days: each source counted once however many of its details the instrument issued.
 */
export async function sourceCounts(db: Db, tenantId: string, configId: string, aggregateIds: readonly string[]) {
  return rowsOf<{ type: number; channel: string; count: number }>(
    db,
    sql`select type, channel, sum(count)::int as count from audience_item_daily a
      where a.tenant_id = ${tenantId} and a.kind in ('campaign', 'event') and (a.aggregate_id, a.item_id) in (
        select d.aggregate_id, d.source_id from ti_details d
        where d.tenant_id = ${tenantId} and d.ti_config_id = ${configId} and d.aggregate_id = any(${arrayParam(aggregateIds)}::text[]))
      group by 1, 2`,
  );
}

/** An item's counts per local day and type over a window. */
export async function itemDays(db: Db, tenantId: string, aggregateId: string, kind: RollupKind, itemId: string, w: Window) {
  return rowsOf<{ day: string; type: number; count: number }>(
    db,
    sql`select day::text as day, type, sum(count)::int as count from audience_item_daily
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and kind = ${kind} and item_id = ${itemId} ${dayWhere(w)}
      group by 1, 2 order by 1`,
  );
}

/** A workspace's items of one kind: counts per item, local day and type over a window (interaction types only). */
export async function kindDays(db: Db, tenantId: string, aggregateId: string, kind: RollupKind, w: Window) {
  return rowsOf<{ itemId: string; day: string; type: number; count: number }>(
    db,
    sql`select item_id as "itemId", day::text as day, type, sum(count)::int as count from audience_item_daily
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and kind = ${kind} and day between ${w.from}::date and ${w.to}::date and type <= 3
      group by 1, 2, 3 order by 2, 1`,
  );
}

/** A workspace's items of one kind: counts per item and type over a window (interaction types only). */
export async function kindTotals(db: Db, tenantId: string, aggregateId: string, kind: RollupKind, w: Window) {
  return rowsOf<{ itemId: string; type: number; count: number }>(
    db,
    sql`select item_id as "itemId", type, sum(count)::int as count from audience_item_daily
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and kind = ${kind} and day between ${w.from}::date and ${w.to}::date and type <= 3
      group by 1, 2`,
  );
}

/**
 * A campaign's interactions per venue and type, all time, read from its actions (no rollup keeps campaign × venue):
 * the campaign's own index bounds the read to its actions.
 */
export async function campaignVenueTotals(db: Db, tenantId: string, campaignId: string) {
  return rowsOf<{ itemId: string; type: number; count: number }>(
    db,
    sql`select venue_id as "itemId", type, count(*)::int as count from audience_actions
      where tenant_id = ${tenantId} and campaign_id = ${campaignId} and venue_id is not null and type <= 3
      group by 1, 2`,
  );
}

/** A workspace's counts per local month ('YYYY-MM') and type over a window. */
export async function workspaceMonths(db: Db, tenantId: string, aggregateId: string, w: Window) {
  return rowsOf<{ month: string; type: number; count: number }>(
    db,
    sql`select to_char(day, 'YYYY-MM') as month, type, sum(count)::int as count from audience_item_daily
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and kind = 'workspace' and item_id = ${aggregateId}
        and day between ${w.from}::date and ${w.to}::date and type <= 3
      group by 1, 2`,
  );
}

/** A workspace's counts per local quarter hour ('HH:MM' in `zone`) and type over the slots in [start, end). */
export async function workspaceHours(db: Db, tenantId: string, aggregateId: string, start: Date, end: Date, zone: string) {
  return rowsOf<{ time: string; type: number; count: number }>(
    db,
    sql`select to_char(slot at time zone ${zone}, 'HH24:MI') as time, type, sum(count)::int as count from audience_slots
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and slot >= ${start.toISOString()}::timestamptz and slot < ${end.toISOString()}::timestamptz
      group by 1, 2`,
  );
}

/** The column a detailed list filters on. */
export type ActionFilter = 'aggregate_id' | 'venue_id' | 'asset_id' | 'campaign_id' | 'event_id' | 'device_id';

export interface ActionRow {
  id: number;
  type: number;
  profileId: string | null;
  at: string;
  /** The local day of the action in the zone asked for. */
  day: string;
  longitude: number | null;
  latitude: number | null;
  price: number | null;
  channel: string | null;
  campaignId: string | null;
  venueId: string | null;
  assetId: string | null;
  eventId: string | null;
  creativeId: string | null;
  deviceId: string | null;
  aggregateId: string | null;
  projectId: string | null;
}

export interface PageRequest {
  after: Cursor | null;
  limit: number;
  descending: boolean;
  start: Date | null;
  end: Date | null;
  /** The zone of the rows' `day`. */
  zone: string;
}

/**
 * One page of the actions whose `column` is `value`, in (updated_on, id) order, after the cursor: the index
 * (tenant_id, column, updated_on, id) serves the order, so a page costs the same at any depth.
 */
export async function actionPage(db: Db, tenantId: string, column: ActionFilter, value: string, p: PageRequest): Promise<ActionRow[]> {
  const dir = p.descending ? sql`desc` : sql`asc`;
  const after = p.after
    ? p.descending
      ? sql`and (updated_on, id) < (${p.after.at}::timestamptz, ${p.after.id}::bigint)`
      : sql`and (updated_on, id) > (${p.after.at}::timestamptz, ${p.after.id}::bigint)`
    : sql``;
  const start = p.start ? sql`and updated_on >= ${p.start.toISOString()}::timestamptz` : sql``;
  const end = p.end ? sql`and updated_on < ${p.end.toISOString()}::timestamptz` : sql``;
  return rowsOf<ActionRow>(
    db,
    sql`select id::float8 as id, type, profile_id as "profileId", to_char(updated_on at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at,
        to_char(updated_on at time zone ${p.zone}, 'YYYY-MM-DD') as day,
        longitude, latitude, price::float8 as price, channel, campaign_id as "campaignId", venue_id as "venueId", asset_id as "assetId",
        event_id as "eventId", creative_id as "creativeId", device_id as "deviceId", aggregate_id as "aggregateId", project_id as "projectId"
      from audience_actions
      where tenant_id = ${tenantId} and ${sql.identifier(column)} = ${value} ${after} ${start} ${end}
      order by updated_on ${dir}, id ${dir} limit ${p.limit}`,
  );
}

/** Names of the tenant's items among `ids` (workspaces included). */
export async function namesOf(db: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`select id, name from media_items where tenant_id = ${tenantId} and id in (${list})
      union all select id, name from aggregates where tenant_id = ${tenantId} and id in (${list})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A workspace's time zone (null when not set). */
export async function zoneOf(db: Db, tenantId: string, aggregateId: string): Promise<string | null> {
  const [row] = await rowsOf<{ zone: string | null }>(db, sql`select time_zone as zone from aggregates where tenant_id = ${tenantId} and id = ${aggregateId}`);
  return row?.zone ?? null;
}
