// Campaign list (docs/performance.md): one workspace with BENCH_CAMPAIGNS campaigns (5,000), each with
// 3 schedules in its document and 5 relations (its creative and four assets), as the console's list reads them.
import { seedWorkspace } from './seed-workspace.js';

export const BENCH_CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 5_000);

/** The fields of the campaign list's tiles (the console's request, src/web/features/campaigns/api/get-campaigns.ts). */
export const CAMPAIGN_TILE_FIELDS = 'id name type subtype schedules relations.relation';

/** Inserts the campaigns, their creatives and relations in a few statements; answers the workspace id. */
export async function seedCampaigns(dbUrl: string, workspaceKey: string): Promise<{ workspaceId: string; seconds: number }> {
  return seedWorkspace(dbUrl, workspaceKey, ['media_items', 'relations'], async (client, ws) => {
    const schedule = (n: number, from: string, to: string, status: string) =>
      `jsonb_build_object('uid', 'S${n}' || lpad(to_hex(g), 6, '0'), 'name', 'Flight ${n}', 'start', (now() ${from})::text, 'close', (now() ${to})::text, 'status', '${status}', 'enabled', true)`;
    await client.query(
      `insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name, type, subtype, doc, created_on, updated_on)
       select $1, 'c' || lpad(to_hex(g), 23, '0'), 'campaign', $2, $3, upper(substr(md5(g::text), 1, 16)), 'Bench Campaign ' || g, 'Burst', 'Sale',
              jsonb_build_object('description', 'Campaign number ' || g, 'campaignCaption', 'Caption ' || g, 'tags', jsonb_build_array('bench'),
                'availableFrom', '2025-01-01T00:00:00.000Z', 'availableTo', '2027-01-01T00:00:00.000Z',
                'schedules', jsonb_build_array(${schedule(1, "- interval '40 days'", "- interval '30 days'", 'Completed')},
                  ${schedule(2, "- interval '5 days'", "+ interval '5 days'", 'Playing')}, ${schedule(3, "+ interval '10 days'", "+ interval '20 days'", 'Ready')})),
              now() - ($4::int - g) * interval '1 second', now()
       from generate_series(1, $4::int) g`,
      [ws.tenant_id, ws.project_id, ws.id, BENCH_CAMPAIGNS],
    );
    await client.query(
      `insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name, doc)
       select $1, 'd' || lpad(to_hex(g), 23, '0'), 'creative', $2, $3, upper(substr(md5('c' || g), 1, 16)), 'For # Bench Campaign ' || g, '{}'::jsonb
       from generate_series(1, $4::int) g`,
      [ws.tenant_id, ws.project_id, ws.id, BENCH_CAMPAIGNS],
    );
    // Relations: campaign → its creative, and → four of the workspace's assets.
    await client.query(
      `with assets as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from media_items where tenant_id = $1 and aggregate_id = $3 and kind = 'asset')
       insert into relations (tenant_id, uid, source_id, source_kind, target_id, target_kind, start, close, enabled, aggregate_id, project_id, profile_id)
       select $1, 'b' || lpad(to_hex(g * 5 + k), 7, '0'), 'c' || lpad(to_hex(g), 23, '0'), 'campaign',
              case when k = 0 then 'd' || lpad(to_hex(g), 23, '0') else (select id from assets where n = (g + k) % total) end,
              case when k = 0 then 'creative' else 'asset' end,
              now() - interval '30 days', now() + interval '60 days', true, $3, $2, ''
       from generate_series(1, $4::int) g, generate_series(0, 4) k`,
      [ws.tenant_id, ws.project_id, ws.id, BENCH_CAMPAIGNS],
    );
  });
}
