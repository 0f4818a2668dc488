import { sql } from 'drizzle-orm';
import { sortGroups, type PlayGroup } from '../../../domain/attribution/play-groups.js';
import { arrayParam } from '../../db/array-param.js';
import type { Db, Tx } from '../../db/client.js';
import type { PlayScope } from './repo-impressions.js';
import { rowsOf } from '../../db/rows.js';

export interface Settled {
  zone: string;
  /** The last settled day; null before the first. */
  through: string | null;
}

/** How far a workspace's measured plays are settled, or null when the sweep has not reached it. */
export async function settledOf(db: Db, tenantId: string, aggregateId: string): Promise<Settled | null> {
  const [row] = await rowsOf<Settled>(
    db,
    sql`select zone, through::text as through from measured_play_settled where tenant_id = ${tenantId} and aggregate_id = ${aggregateId}`,
  );
  return row ?? null;
}

/** The settled groups of `scope` over the days `from`..`to`, in (day, campaign, asset) order. */
export async function settledGroups(db: Db, scope: PlayScope, from: string, to: string): Promise<PlayGroup[]> {
  const whose = 'campaignId' in scope ? sql`campaign_id = ${scope.campaignId}` : sql`aggregate_id = ${scope.aggregateId}`;
  const rows = await rowsOf<PlayGroup>(
    db,
    sql`select campaign_id as "campaignId", day::text as day, asset_id as "assetId", plays, play_seconds::float8 as "playSeconds",
        measured_plays as "measuredPlays", impressions
      from measured_play_daily where tenant_id = ${scope.tenantId} and ${whose} and day between ${from}::date and ${to}::date`,
  );
  return sortGroups(rows);
}

export interface Workspace {
  tenantId: string;
  aggregateId: string;
  zone: string | null;
  settled: Settled | null;
}

/** Every workspace with how far it is settled (the sweep's round). */
export async function workspaces(db: Db): Promise<Workspace[]> {
  const rows = await rowsOf<{ tenantId: string; aggregateId: string; zone: string | null; settledZone: string | null; through: string | null }>(
    db,
    sql`select a.tenant_id as "tenantId", a.id as "aggregateId", a.time_zone as zone, s.zone as "settledZone", s.through::text as through
      from aggregates a left join measured_play_settled s on s.tenant_id = a.tenant_id and s.aggregate_id = a.id`,
  );
  return rows.map((r) => ({ ...r, settled: r.settledZone === null ? null : { zone: r.settledZone, through: r.through } }));
}

/** Locks a workspace's settled row (made at `zone` with nothing settled when missing) and answers it. */
export async function lockSettled(tx: Tx, tenantId: string, aggregateId: string, zone: string): Promise<Settled> {
  await tx.execute(sql`insert into measured_play_settled (tenant_id, aggregate_id, zone) values (${tenantId}, ${aggregateId}, ${zone}) on conflict do nothing`);
  const [row] = await rowsOf<Settled>(
    tx,
    sql`select zone, through::text as through from measured_play_settled where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} for update`,
  );
  return row;
}

export async function markSettled(tx: Tx, tenantId: string, aggregateId: string, settled: Settled): Promise<void> {
  await tx.execute(
    sql`update measured_play_settled set zone = ${settled.zone}, through = ${settled.through}::date, settled_on = now()
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId}`,
  );
}

/** Replaces the workspace's rows of the days `from`..`to` (null: all its days) with `groups`. */
export async function replaceGroups(tx: Tx, tenantId: string, aggregateId: string, days: { from: string; to: string } | null, groups: PlayGroup[]) {
  const within = days ? sql`and day between ${days.from}::date and ${days.to}::date` : sql``;
  await tx.execute(sql`delete from measured_play_daily where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} ${within}`);
  for (let i = 0; i < groups.length; i += 1000) {
    const part = groups.slice(i, i + 1000);
    const col = <K extends keyof PlayGroup>(k: K) => arrayParam(part.map((g) => g[k]));
    await tx.execute(
      sql`insert into measured_play_daily (tenant_id, aggregate_id, campaign_id, day, asset_id, plays, play_seconds, measured_plays, impressions)
        select ${tenantId}, ${aggregateId}, c, d, a, p, s, m, i
        from unnest(${col('campaignId')}::text[], ${col('day')}::date[], ${col('assetId')}::text[], ${col('plays')}::int[],
          ${col('playSeconds')}::bigint[], ${col('measuredPlays')}::int[], ${col('impressions')}::float8[]) as g(c, d, a, p, s, m, i)`,
    );
  }
}

/** The first start of a play of some campaign on the workspace's screens at or after `since`, or null. */
export async function firstPlay(db: Db, tenantId: string, aggregateId: string, since: Date | null): Promise<number | null> {
  const after = since ? sql`and started_at >= ${since.toISOString()}::timestamptz` : sql``;
  const [row] = await rowsOf<{ at: number | null }>(
    db,
    sql`select (extract(epoch from min(started_at)) * 1000)::float8 as at from signage_plays
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and campaign_id is not null ${after}`,
  );
  return row?.at ?? null;
}

/** The latest end of the workspace's plays that started within [start, end), or null. */
export async function lastEnd(db: Db, tenantId: string, aggregateId: string, start: Date, end: Date): Promise<number | null> {
  const [row] = await rowsOf<{ at: number | null }>(
    db,
    sql`select (extract(epoch from max(ended_at)) * 1000)::float8 as at from signage_plays
      where tenant_id = ${tenantId} and aggregate_id = ${aggregateId} and campaign_id is not null
        and started_at >= ${start.toISOString()}::timestamptz and started_at < ${end.toISOString()}::timestamptz`,
  );
  return row?.at ?? null;
}

export interface LateSpan {
  tenantId: string;
  aggregateId: string;
  from: number;
  to: number;
}

/**
 * Takes up to `limit` late marks off the queue (others' locked ones skipped) and answers the workspaces and spans they
 * bear on: a device's mark through every asset it is (or was) anchored to.
 */
export async function takeLate(tx: Tx, limit: number): Promise<LateSpan[]> {
  return rowsOf<LateSpan>(
    tx,
    sql`with taken as (
        delete from measured_play_late where (tenant_id, id) in (select tenant_id, id from measured_play_late order by id limit ${limit} for update skip locked)
        returning tenant_id, kind, item_id, from_ts, to_ts)
      select distinct m.tenant_id as "tenantId", i.aggregate_id as "aggregateId",
        (extract(epoch from m.from_ts) * 1000)::float8 as "from", (extract(epoch from m.to_ts) * 1000)::float8 as "to"
      from taken m
      join lateral (
        select m.item_id as asset_id where m.kind = 'asset'
        union
        select case when r.source_kind = 'asset' then r.source_id else r.target_id end from relations r
        where m.kind = 'device' and r.tenant_id = m.tenant_id
          and ((r.source_kind = 'device' and r.source_id = m.item_id and r.target_kind = 'asset')
            or (r.target_kind = 'device' and r.target_id = m.item_id and r.source_kind = 'asset'))) x on true
      join media_items i on i.tenant_id = m.tenant_id and i.id = x.asset_id`,
  );
}
