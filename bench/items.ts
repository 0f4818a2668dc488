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

// The relations of the item row `m`, both sides, as a JSON array (null when none): embedded in the
// item statements, as the app's `embeddedRelations` does, so an item and its relations are one round trip.
const RELATIONS_OF_M = `(select json_agg(x) from (
    select r.*, o.name as other_name, 'source' as read_from from relations r
      left join media_items o on o.tenant_id = r.tenant_id and o.id = r.target_id where r.tenant_id = m.tenant_id and r.source_id = m.id
    union all
    select r.*, o.name as other_name, 'target' as read_from from relations r
      left join media_items o on o.tenant_id = r.tenant_id and o.id = r.source_id where r.tenant_id = m.tenant_id and r.target_id = m.id
  ) x) as relations`;

/**
 * The statements of GET /api/2.0/media-venues(?aggregate, /{id}): the workspace (remembered for 30 s
 * once found by id, so run once per server here too), then the item with its relations. (Pages are read
 * by the app's own JSON statement, list-json.ts, which the ceiling runs as it is.)
 */
export const ITEM_SQL = {
  workspace: `select a.id, a.key, a.project_id, p.key from aggregates a join projects p on p.tenant_id = a.tenant_id and p.id = a.project_id
              where a.tenant_id = $1 and (a.id = $2 or a.key = $3) limit 3`,
  byId: `select m.*, ${RELATIONS_OF_M} from media_items m where tenant_id = $1 and id = $2 and kind = $3 limit 1`,
};
