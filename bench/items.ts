// Venue list and venue by id (docs/performance.md): 10,000 venues in one workspace, and the SQL the
// app runs for them, which the bare ceiling (serve-ceiling.ts) runs too.
import { seedWorkspace } from './seed-workspace.js';

export const BENCH_VENUES = Number(process.env.BENCH_VENUES ?? 10_000);

/** The fields of the venue list's tiles (the console's request, src/web/features/media-items/api/get-items.ts). */
export const VENUE_TILE_FIELDS = 'id name type subtype category enabled aggregate_id relations.relation relations.start relations.close relations.enabled';

/** Inserts the venues in one statement, newest last, each with a realistic document; answers a middle one's id. */
export async function seedVenues(dbUrl: string, workspaceKey: string): Promise<{ workspaceId: string; venueId: string; seconds: number }> {
  return seedWorkspace(dbUrl, workspaceKey, ['media_items'], async (client, ws) => {
    await client.query(
      `insert into media_items (tenant_id, id, kind, project_id, aggregate_id, code, name, type, subtype, doc, created_on, updated_on)
       select $1, 'e' || lpad(to_hex(g), 23, '0'), 'venue', $2, $3, upper(substr(md5(g::text), 1, 16)), 'Bench Venue ' || g, 'Shopping Mall', 'Atrium',
              jsonb_build_object('description', 'Venue number ' || g, 'tags', jsonb_build_array('bench'), 'city', 'Pune', 'maxAllowed', 1,
                'availableFrom', '2025-01-01T00:00:00.000Z', 'availableTo', '2026-01-01T00:00:00.000Z', 'schedules', '[]'::jsonb),
              now() - ($4::int - g) * interval '1 second', now()
       from generate_series(1, $4::int) g`,
      [ws.tenant_id, ws.project_id, ws.id, BENCH_VENUES],
    );
    return { venueId: `e${(BENCH_VENUES >> 1).toString(16).padStart(23, '0')}` };
  });
}

/**
 * The workspace look-up of GET /api/2.0/media-venues(?aggregate, /{id}), remembered for 30 s once found, so run once
 * per server here too. (The page and the item by id are the app's own statements, which the ceiling runs as they are.)
 */
export const ITEM_SQL = {
  workspace: `select a.id, a.key, a.project_id, p.key from aggregates a join projects p on p.tenant_id = a.tenant_id and p.id = a.project_id
              where a.tenant_id = $1 and (a.id = $2 or a.key = $3) limit 3`,
};
