import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';

const inWindow = (column: ReturnType<typeof sql>, start: Date, end: Date) =>
  sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;

export interface PlaceActions {
  venueId: string | null;
  assetId: string | null;
  type: number;
  count: number;
  price: number;
}

/**
 * The campaign's audience actions over its workspace's days `from`..`to` by venue, asset and type, with their summed
 * prices, from the campaign rollup (plays excluded: they are read from the plays).
 */
export function campaignActions(db: Db, tenantId: string, campaignId: string, days: { from: string; to: string }) {
  return rowsOf<PlaceActions>(
    db,
    sql`select nullif(venue_id, '') as "venueId", nullif(asset_id, '') as "assetId", type::int as type, sum(count)::int as count, sum(price)::float8 as price
      from audience_campaign_daily where tenant_id = ${tenantId} and campaign_id = ${campaignId} and type <> 9
        and day between ${days.from}::date and ${days.to}::date
      group by venue_id, asset_id, type having sum(count) > 0`,
  );
}

/** Discounts given on the campaign's coupons redeemed in the window. */
export async function campaignDiscount(db: Db, tenantId: string, campaignId: string, start: Date, end: Date): Promise<number> {
  const [row] = await rowsOf<{ discount: number }>(
    db,
    sql`select coalesce(sum(i.discount), 0)::float8 as discount
      from ti_details d join instrument_batches b on b.tenant_id = d.tenant_id and b.detail_id = d.id
        join instruments i on i.tenant_id = b.tenant_id and i.batch_uid = b.uid
      where d.tenant_id = ${tenantId} and d.source_id = ${campaignId} and i.status = 'REDEEMED' and ${inWindow(sql`i.status_changed_on`, start, end)}`,
  );
  return Number(row?.discount ?? 0);
}

/**
 * Wallet points the campaign moved in the window (docs/decisions/0100-attribution-report.md): earned by the loyalty programs'
 * credits of the campaign's actions (each found by key from the campaign's actions), and spent on rewards that gave one
 * of the campaign's own coupons or tickets (their details' source is the campaign) — the loop closed in points.
 */
export async function campaignPoints(db: Db, tenantId: string, campaignId: string, start: Date, end: Date) {
  const [row] = await rowsOf<{ earned: number; spent: number }>(
    db,
    sql`select
        (select coalesce(sum(l.points), 0)::float8 from audience_actions a join loyalty_earnings l on l.tenant_id = a.tenant_id and l.action_id = a.id
          where a.tenant_id = ${tenantId} and a.campaign_id = ${campaignId} and ${inWindow(sql`a.updated_on`, start, end)}) as earned,
        (select coalesce(sum(t.points), 0)::float8 from ti_details d join loyalty_takes t on t.tenant_id = d.tenant_id and t.detail_id = d.id
          where d.tenant_id = ${tenantId} and d.source_id = ${campaignId} and ${inWindow(sql`t.created_on`, start, end)}) as spent`,
  );
  return { earned: Number(row?.earned ?? 0), spent: Number(row?.spent ?? 0) };
}

/** Names of items of the tenant by id. */
export async function itemNames(db: Db, tenantId: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await rowsOf<{ id: string; name: string }>(db, sql`select id, name from media_items where tenant_id = ${tenantId} and id in (${list})`);
  return new Map(rows.map((r) => [r.id, r.name]));
}
