import { sql } from 'drizzle-orm';
import type { CountReading } from '../../../domain/attribution/impressions.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

/** `a, b, c` as bound parameters, for `in (…)`. */
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface PlayRow {
  campaignId: string;
  assetId: string;
  startedAt: number;
  endedAt: number;
}

/**
 * Numbers packed by the database as one text per group ('a b c …', from `string_agg`): a quarter's plays or readings come
 * back as a few long strings instead of tens of thousands of rows, which the driver would turn into objects one by one.
 */
const unpack = (packed: string | null): number[] => (packed ? packed.split(' ').map(Number) : []);
const ms = (column: ReturnType<typeof sql>) => sql`((extract(epoch from ${column}) * 1000)::float8)::text`;

/** Whose plays: one campaign's, or every campaign's on a workspace's screens. */
export type PlayScope = { tenantId: string; campaignId: string } | { tenantId: string; aggregateId: string };

/**
 * The plays of `scope` that started within [start, end) (the first `limit`, oldest first), per campaign and asset in
 * start order (ties in a fixed order: sums over them come out the same every time).
 */
export async function scopedPlays(db: Db, scope: PlayScope, start: Date, end: Date, limit: number): Promise<PlayRow[]> {
  const whose = 'campaignId' in scope ? sql`campaign_id = ${scope.campaignId}` : sql`aggregate_id = ${scope.aggregateId} and campaign_id is not null`;
  const groups = await rowsOf<{ campaignId: string; assetId: string; packed: string }>(
    db,
    sql`select campaign_id as "campaignId", asset_id as "assetId",
        string_agg(${ms(sql`started_at`)} || ' ' || ${ms(sql`ended_at`)}, ' ' order by started_at, ended_at, display_id, play_id) as packed
      from (select campaign_id, asset_id, started_at, ended_at, display_id, play_id from signage_plays where tenant_id = ${scope.tenantId} and ${whose}
        and started_at >= ${start.toISOString()}::timestamptz and started_at < ${end.toISOString()}::timestamptz
        order by started_at limit ${limit}) p
      group by campaign_id, asset_id`,
  );
  const plays: PlayRow[] = [];
  for (const g of groups) {
    const n = unpack(g.packed);
    for (let i = 0; i < n.length; i += 2) plays.push({ campaignId: g.campaignId, assetId: g.assetId, startedAt: n[i], endedAt: n[i + 1] });
  }
  return plays;
}

export interface AnchorRow {
  assetId: string;
  deviceId: string;
  start: number;
  close: number;
}

/**
 * The devices anchored to each of `assetIds` (either side of the relation), with when each anchor holds, in a fixed
 * order: a play's devices are added up in it, so every reader of the same play sums the same way.
 */
export function deviceAnchors(db: Db, tenantId: string, assetIds: string[]) {
  if (!assetIds.length) return Promise.resolve([]);
  const ids = idList(assetIds);
  return rowsOf<AnchorRow>(
    db,
    sql`select case when source_kind = 'asset' then source_id else target_id end as "assetId",
        case when source_kind = 'device' then source_id else target_id end as "deviceId",
        (extract(epoch from start) * 1000)::float8 as start, (extract(epoch from close) * 1000)::float8 as close
      from relations where tenant_id = ${tenantId} and enabled
        and ((source_kind = 'asset' and target_kind = 'device' and source_id in (${ids}))
          or (source_kind = 'device' and target_kind = 'asset' and target_id in (${ids})))
      order by 1, 2, 3, 4`,
  );
}

/** The people counts of `deviceIds` taken within [from, to], in time order per device. */
export async function readingsOf(db: Db, tenantId: string, deviceIds: string[], from: Date, to: Date): Promise<Map<string, CountReading[]>> {
  const byDevice = new Map<string, CountReading[]>();
  if (!deviceIds.length) return byDevice;
  const groups = await rowsOf<{ deviceId: string; packed: string }>(
    db,
    sql`select device_id as "deviceId", string_agg(${ms(sql`device_ts`)} || ' ' || people_count, ' ' order by device_ts) as packed
      from device_readings where tenant_id = ${tenantId} and device_id in (${idList(deviceIds)})
        and device_ts between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      group by device_id`,
  );
  for (const g of groups) {
    const n = unpack(g.packed);
    const readings: CountReading[] = [];
    for (let i = 0; i < n.length; i += 2) readings.push({ at: n[i], count: n[i + 1] });
    byDevice.set(g.deviceId, readings);
  }
  return byDevice;
}
