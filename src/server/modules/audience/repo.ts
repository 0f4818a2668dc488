import { sql } from 'drizzle-orm';
import { auditedHere } from '../../db/audited-driver.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

export interface NewActionRow {
  tenant_id: string;
  type: number;
  status: number;
  project_id: string | null;
  aggregate_id: string | null;
  venue_id: string | null;
  asset_id: string | null;
  campaign_id: string | null;
  event_id: string | null;
  creative_id: string | null;
  device_id: string | null;
  profile_id: string | null;
  longitude: number | null;
  latitude: number | null;
  price: number | null;
  channel: string | null;
  updated_on: string;
  action_key: string | null;
}

const COLUMNS = sql.raw(
  'tenant_id, type, status, project_id, aggregate_id, venue_id, asset_id, campaign_id, event_id, creative_id, device_id, profile_id, longitude, latitude, price, channel, updated_on, action_key',
);
const RECORD = sql.raw(`tenant_id text, type smallint, status smallint, project_id text, aggregate_id text, venue_id text, asset_id text,
  campaign_id text, event_id text, creative_id text, device_id text, profile_id text, longitude double precision, latitude double precision,
  price numeric, channel text, updated_on timestamptz, action_key text`);

/**
 * One INSERT ... SELECT over a JSON array: a single parameter however many rows, which is several
 * times faster than a multi-row VALUES list (on PGlite above all). The rollup trigger adds the rows
 * to `audience_daily` in the same statement.
 */
export async function insertActions(db: Db, rows: NewActionRow[]): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`
    insert into audience_actions (${COLUMNS})
    select ${COLUMNS} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${RECORD}) where ${auditedHere()}`);
}

/** An item's actions of one type counted per channel, from the per-item rollup (any day). */
export async function countByChannel(db: Db, tenantId: string, kind: string, itemId: string, type: number): Promise<Map<string, number>> {
  const rows = await rowsOf<{ channel: string; n: number }>(
    db,
    sql`
    select channel, sum(count)::int as n from audience_item_daily
    where tenant_id = ${tenantId} and kind = ${kind} and item_id = ${itemId} and type = ${type} and channel <> ''
    group by channel`,
  );
  return new Map(rows.map((r) => [r.channel, Number(r.n)]));
}

/**
 * Ingested actions: stored unless their idempotency key is already the tenant's (then skipped, and the rollup
 * triggers see only the stored rows). Answers the keys stored by this statement.
 */
export async function insertNewActions(db: Db, rows: NewActionRow[]): Promise<string[]> {
  if (!rows.length) return [];
  const stored = await rowsOf<{ action_key: string }>(
    db,
    sql`
    insert into audience_actions (${COLUMNS})
    select ${COLUMNS} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${RECORD}) where ${auditedHere()}
    on conflict (tenant_id, action_key) do nothing
    returning action_key`,
  );
  return stored.map((r) => r.action_key);
}

export interface IngestionContext {
  profile: { id: string; active: boolean } | null;
  /** The named items of the caller's tenant: id → [kind, workspace, project]. */
  items: [string, string, string, string][];
}

/** In one read: the caller's profile and which of `ids` are items of the tenant (of what kind, in which workspace). */
export async function ingestionContext(db: Db, tenantId: string, userId: string, ids: string[]): Promise<IngestionContext> {
  const [context] = await rowsOf<IngestionContext>(
    db,
    sql`
    select (select jsonb_build_object('id', p.id, 'active', p.enabled and not p.blocked) from profiles p
        where p.tenant_id = ${tenantId} and p.key = ${userId}) as profile,
      coalesce((select jsonb_agg(jsonb_build_array(m.id, m.kind, m.aggregate_id, m.project_id)) from media_items m
        where m.tenant_id = ${tenantId} and m.id = any(${`{${ids.join(',')}}`}::text[])), '[]'::jsonb) as items`,
  );
  return context;
}
