// The workspace summary page over 1,000,000 audience actions: seeding and the request the page sends.
import { seedWorkspace } from './seed-workspace.js';

export const SUMMARY_ACTIONS = Number(process.env.BENCH_SUMMARY_ACTIONS ?? 1_000_000);

/**
 * Appends the actions in one INSERT ... SELECT generate_series over the last 30 days (20 % likes,
 * 70 % views, 10 % shares). It goes through the same rollup trigger as every other insert, so the
 * daily counts are filled by the statement itself.
 */
export async function seedSummaryActions(dbUrl: string, workspaceKey: string): Promise<{ workspaceId: string; seconds: number }> {
  return seedWorkspace(dbUrl, workspaceKey, ['audience_actions', 'audience_daily'], async (client, ws) => {
    await client.query(
      `insert into audience_actions (tenant_id, type, status, project_id, aggregate_id, profile_id, longitude, latitude, updated_on)
       select $1, case when r < 0.2 then 1 when r < 0.9 then 2 else 3 end, 1, $2, $3, 'profile-' || (g % 5000),
              -0.1 + (g % 100) / 2000.0, 51.5 + (g % 97) / 2000.0, now() - (g::float8 / $4) * interval '30 days'
       from (select g, random() as r from generate_series(1, $4::int) g) s`,
      [ws.tenant_id, ws.project_id, ws.id, SUMMARY_ACTIONS],
    );
  });
}

/** The one GraphQL document the workspace summary page sends: count tiles, three totals, 30-day trend. */
export function summaryPageBody(workspaceId: string, now = new Date()): string {
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
  const counts = '{ total groups { type count } }';
  const totals = '{ today last7Days last30Days }';
  const query = `query WorkspaceSummary($id: ID!, $from: String!, $to: String!) {
    assetsCountByWorkspace(id: $id) { venues ${counts} assets ${counts} campaigns ${counts} }
    likes: getTotalActionsByType(aggregate_id: $id, type: 1) ${totals}
    views: getTotalActionsByType(aggregate_id: $id, type: 2) ${totals}
    shares: getTotalActionsByType(aggregate_id: $id, type: 3) ${totals}
    trend: getTotalActionsByTimePeriodOnAggregateType(aggregate_id: $id, from: $from, to: $to) { day likes views shares }
  }`;
  return JSON.stringify({ query, variables: { id: workspaceId, from, to } });
}
