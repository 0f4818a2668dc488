import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** `a, b, c` as bound parameters, for `in (…)`. */
const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export interface PlayRow {
  assetId: string;
  startedAt: number;
  endedAt: number;
}

/** The campaign's plays that started within [start, end), oldest first (at most `limit`). */
export function campaignPlays(db: Db, tenantId: string, campaignId: string, start: Date, end: Date, limit: number) {
  return rowsOf<PlayRow>(
    db,
    sql`select asset_id as "assetId", (extract(epoch from started_at) * 1000)::float8 as "startedAt", (extract(epoch from ended_at) * 1000)::float8 as "endedAt"
      from signage_plays where tenant_id = ${tenantId} and campaign_id = ${campaignId}
        and started_at >= ${start.toISOString()}::timestamptz and started_at < ${end.toISOString()}::timestamptz
      order by started_at limit ${limit}`,
  );
}

export interface AnchorRow {
  assetId: string;
  deviceId: string;
  start: number;
  close: number;
}

/** The devices anchored to each of `assetIds` (either side of the relation), with when each anchor holds. */
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
          or (source_kind = 'device' and target_kind = 'asset' and target_id in (${ids})))`,
  );
}

export interface ReadingRow {
  deviceId: string;
  at: number;
  count: number;
}

/** The people counts of `deviceIds` taken within [from, to], by device and time. */
export function readingsOf(db: Db, tenantId: string, deviceIds: string[], from: Date, to: Date) {
  if (!deviceIds.length) return Promise.resolve([]);
  const ids = idList(deviceIds);
  return rowsOf<ReadingRow>(
    db,
    sql`select device_id as "deviceId", (extract(epoch from device_ts) * 1000)::float8 as at, people_count as count
      from device_readings where tenant_id = ${tenantId} and device_id in (${ids})
        and device_ts between ${from.toISOString()}::timestamptz and ${to.toISOString()}::timestamptz
      order by device_id, device_ts`,
  );
}
