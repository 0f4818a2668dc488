// The list benches (docs/performance.md): venues (50 of 10,000) and campaigns (50 of 5,000 in schedule
// order), each as the console asks for it, with `accept-encoding` as browsers send it and without, against
// a ceiling (serve-ceiling.ts) that runs the same statement.
import { BENCH_CAMPAIGNS, CAMPAIGN_TILE_FIELDS, seedCampaigns } from './campaigns.js';
import { BENCH_VENUES, seedVenues, VENUE_TILE_FIELDS } from './items.js';
import pg from 'pg';
import { BROWSER_ENCODINGS, cpuOf, load, start, type Figures } from './load.js';

export interface BenchDb {
  url: string;
  name: string;
}

/**
 * An app server with the list cache off: every request reads the database, identical ones arriving together in one
 * statement (lists/read-groups.ts); with `SDM_READ_GROUPS: '0'` each request runs its own, as the ceiling does.
 */
const uncachedApp = (db: BenchDb, env: Record<string, string> = {}) =>
  start('bench/serve-app.ts', { DATABASE_URL: db.url, SDM_DEMO: '0', SDM_LIST_CACHE: '0', DATA_DIR: `/tmp/${db.name}`, ...env });

/**
 * The venue list and by-id measurements, each after its ceiling, with the CPU each request took of the server
 * and the database; answers the app/ceiling ratios (the list's with the list cache off, as the ceiling runs).
 */
export async function venueBench(app: { url: string; pid: number }, db: BenchDb, tenantId: string, auth: Record<string, string>, results: Figures[]) {
  const venues = await seedVenues(db.url, 'riverside');
  console.log(`Seeded ${BENCH_VENUES} venues in ${venues.seconds.toFixed(1)} s.`);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const at = results.length;
  try {
    const ceiling = await start('bench/serve-ceiling.ts', { DATABASE_URL: db.url, TENANT_ID: tenantId });
    try {
      const cpu = cpuOf(client, ceiling.child.pid!);
      results.push(await load('ceiling: venue list, same statement', { url: `${ceiling.url}/venues?aggregate=${venues.workspaceId}` }, cpu));
      results.push(await load('ceiling: venue by id, same SQL', { url: `${ceiling.url}/venues/${venues.venueId}` }, cpu));
    } finally {
      ceiling.child.kill();
    }
    // The request the console's venue list sends: one page of tile fields.
    const list = `/api/2.0/media-venues?aggregate=${venues.workspaceId}&limit=50&fields=${encodeURIComponent(VENUE_TILE_FIELDS)}`;
    const cpu = cpuOf(client, app.pid);
    results.push(
      await load(
        `GET /api/2.0/media-venues?aggregate&limit=50&fields=<tile fields> (of ${BENCH_VENUES}), gzip/br accepted`,
        { url: `${app.url}${list}`, headers: { ...auth, ...BROWSER_ENCODINGS } },
        cpu,
      ),
    );
    results.push(await load('the same venue list, no compression accepted', { url: `${app.url}${list}`, headers: auth }, cpu));
    results.push(
      await load('GET /api/2.0/media-venues/{id} (authenticated)', { url: `${app.url}/api/2.0/media-venues/${venues.venueId}`, headers: auth }, cpu),
    );
    const uncached = await uncachedApp(db);
    try {
      const cpuUncached = cpuOf(client, uncached.child.pid!);
      const url = `${uncached.url}${list}`;
      results.push(await load('the same venue list, list cache off, gzip/br accepted', { url, headers: { ...auth, ...BROWSER_ENCODINGS } }, cpuUncached));
      results.push(await load('the same venue list, list cache off, no compression accepted', { url, headers: auth }, cpuUncached));
    } finally {
      uncached.child.kill();
    }
    const alone = await uncachedApp(db, { SDM_READ_GROUPS: '0' });
    try {
      const url = `${alone.url}${list}`;
      const headers = { ...auth, ...BROWSER_ENCODINGS };
      results.push(
        await load('the same venue list, list cache off, one statement a request, gzip/br accepted', { url, headers }, cpuOf(client, alone.child.pid!)),
      );
    } finally {
      alone.child.kill();
    }
  } finally {
    await client.end();
  }
  return { at, list: results[at + 5].rps / results[at].rps, byId: results[at + 4].rps / results[at + 1].rps };
}

/**
 * The campaign list as the console asks for it (first page of 50 tiles in the schedule order of
 * docs/product/campaigns-venues-events.md §2.2, tile fields only) of a workspace with BENCH_CAMPAIGNS campaigns, 3
 * schedules and 5 relations each: with the list cache, and on a server with it off (every request runs the statement)
 * at 8 and 64 connections, against the ceiling running that statement. Answers the index of its first figure in
 * `results`.
 */
export async function campaignBench(appUrl: string, db: BenchDb, tenantId: string, auth: Record<string, string>, results: Figures[]) {
  const seeded = await seedCampaigns(db.url, 'city-centre');
  console.log(`Seeded ${BENCH_CAMPAIGNS} campaigns (3 schedules, 5 relations each) in ${seeded.seconds.toFixed(1)} s.`);
  const path = `/api/2.0/media-campaigns?aggregate=${seeded.workspaceId}&sort=schedule&limit=50&fields=${encodeURIComponent(CAMPAIGN_TILE_FIELDS)}`;
  const browser = { ...auth, ...BROWSER_ENCODINGS };
  const at = results.length;
  const ceiling = await start('bench/serve-ceiling.ts', { DATABASE_URL: db.url, TENANT_ID: tenantId });
  try {
    results.push(await load('ceiling: campaign list, same statement, 64 connections', { url: `${ceiling.url}/campaigns?aggregate=${seeded.workspaceId}` }));
  } finally {
    ceiling.child.kill();
  }
  results.push(
    await load(`GET ${path.split('?')[0]}?aggregate&sort=schedule&limit=50&fields=<tile fields> (of ${BENCH_CAMPAIGNS}), gzip/br accepted`, {
      url: `${appUrl}${path}`,
      headers: browser,
    }),
  );
  results.push(await load('the same campaign list, no compression accepted', { url: `${appUrl}${path}`, headers: auth }));
  const uncached = await uncachedApp(db);
  try {
    const url = `${uncached.url}${path}`;
    // Without the cache every request runs the page statement: at 8 connections (a few consoles at once)
    // and at 64, where the figures are mostly the queue.
    results.push(await load('the same, list cache off, 8 connections, gzip/br accepted', { url, headers: browser, connections: 8 }));
    results.push(await load('the same, list cache off, 64 connections, gzip/br accepted', { url, headers: browser }));
    results.push(await load('the same, list cache off, 64 connections, no compression accepted', { url, headers: auth }));
  } finally {
    uncached.child.kill();
  }
  return at;
}

/** The summary lines of the list figures from `venueBench` / `campaignBench`. */
export function listSummary(results: Figures[], venues?: { at: number; list: number; byId: number }, campaignsAt?: number): string[] {
  const lines: string[] = [];
  const pct = (a: Figures, b: Figures) => `${((a.rps / b.rps) * 100).toFixed(1)} %`;
  if (venues) {
    const [ceiling, , cached, plain, byId, uncached, uncachedPlain, alone] = results.slice(venues.at);
    lines.push(
      `Venue list, list cache off, at ${pct(uncached, ceiling)} of its ceiling (${pct(uncachedPlain, ceiling)} uncompressed; target ≥ 100 %), ` +
        `${pct(alone, ceiling)} with one statement a request (SDM_READ_GROUPS=0); ` +
        `with the cache ${pct(cached, ceiling)}, p99 ${cached.p99} ms, compressed at ${pct(cached, plain)} of uncompressed; ` +
        `venue by id at ${(venues.byId * 100).toFixed(1)} %, p99 ${byId.p99} ms = ${(byId.p99 / results[venues.at + 1].p99).toFixed(1)}× the ceiling's (targets ≥ 60 %, ≤ 1.5×).`,
    );
  }
  if (campaignsAt !== undefined) {
    const [ceiling, list, plain, at8, at64, at64plain] = results.slice(campaignsAt);
    lines.push(
      `Campaign list p50 ${list.p50} ms, compressed at ${pct(list, plain)} of uncompressed (target p50 ≤ 30 ms, ≥ 90 %); list cache off: p50 ${at8.p50} ms at 8 connections (target ≤ 20 ms), ${pct(at64, ceiling)} of the ceiling at 64 (${pct(at64plain, ceiling)} uncompressed; target ≥ 60 %).`,
    );
  }
  return lines;
}
