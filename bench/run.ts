// `npm run bench`: our authenticated GET /api/1.0/projects and token issuance against a bare
// Fastify + pg ceiling, on a fresh PostgreSQL database, 64 connections over loopback; then the workspace
// summary, the lists (bench/lists.ts), device readings, item and configuration writes (bench/writes.ts), the audit trail's
// per-record history (bench/history.ts), treasury redemption
// (bench/redemption.ts) and generation (bench/generation.ts), Excel exports (bench/exports.ts), audience (bench/audience.ts), several
// servers behind HAProxy (bench/cluster.ts), and Lighthouse on the console's pages (bench/pages.ts).
import { spawnSync, type ChildProcess } from 'node:child_process';
import { writeFileSync, mkdirSync } from 'node:fs';
import pg from 'pg';
import { deviceAuthorization, readingsBatch, READINGS_PER_BATCH, storedReadings } from './readings.js';
import { seedSummaryActions, summaryPageBody, SUMMARY_ACTIONS } from './workspace-summary.js';
import { campaignBench, listSummary, venueBench } from './lists.js';
import { CONNECTIONS, DURATION, load, row, start, TABLE_HEAD, type Figures } from './load.js';
import { pageBench, printPageFigures } from './pages.js';
import { redemptionBench, redemptionSummary } from './redemption.js';
import { auditPairBench, auditPairSummary, configWriteBench, configWriteSummary, writeBench, writeSummary } from './writes.js';
import { historyBench, historySummary } from './history.js';
import { generationBench, generationSummary } from './generation.js';
import { exportBench, exportSummary } from './exports.js';
import { audienceBench, audienceSummary } from './audience.js';
import { creativeBench, creativeSummary } from './creatives.js';
import { respondentBench, respondentSummary } from './respondent.js';
import { playerBench, playerSummary } from './player.js';
import { mobilityBench, mobilitySummary } from './mobility.js';
import { creditingBench, creditingSummary } from './crediting.js';
import { consoleClient, ownerAuth, ownerTokenRequest } from './sign-in.js';
import { clusterBench, clusterSummary } from './cluster.js';

const SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY = process.env.BENCH_ONLY;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Device readings posted in batches of READINGS_PER_BATCH by one device; the summary line to print. */
async function readingsBench(appUrl: string, dbUrl: string, results: Figures[]): Promise<string> {
  const device = await deviceAuthorization(dbUrl);
  const before = await storedReadings(dbUrl, device.deviceId);
  const ingest = await load(`POST /api/1.0/device-readings: batches of ${READINGS_PER_BATCH}, 24 connections`, {
    url: `${appUrl}/api/1.0/device-readings`,
    method: 'POST',
    headers: { authorization: device.authorization, 'content-type': 'application/json' },
    body: readingsBatch(),
    connections: 24,
  });
  results.push(ingest);
  const stored = (await storedReadings(dbUrl, device.deviceId)) - before;
  return `Device readings: ${ingest.rps * READINGS_PER_BATCH} readings/s (target ≥ 50,000), p99 ${ingest.p99} ms per batch; ${stored} rows stored in the run (warm-up included).`;
}

// The page bench loads the console as `npm start` serves it, and the mobility bench its fare-matrix worker: built from the current sources before the app starts.
if (!ONLY || ONLY === 'pages' || ONLY === 'mobility') {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

// Several servers (docs/scaling.md "Capacity"): a deployment of its own, with its own PostgreSQL, started and stopped by the part.
if (ONLY === 'cluster') {
  const results: Figures[] = [];
  const figures = await clusterBench(results);
  console.log([TABLE_HEAD, ...results.map(row), ...clusterSummary(figures)].join('\n'));
  process.exit(0);
}

const dbName = `sdm_bench_${Date.now()}`;
await admin(`create database ${dbName}`);
const dbUrl = new URL(SERVER);
dbUrl.pathname = `/${dbName}`;
const db = { url: dbUrl.toString(), name: dbName };
const children: ChildProcess[] = [];
try {
  const app = await start('bench/serve-app.ts', { DATABASE_URL: db.url, SDM_DEMO: '1', DATA_DIR: `/tmp/${dbName}` });
  children.push(app.child);
  const consoleApp = await consoleClient(app.url);
  const { body: form, headers: formHeaders } = ownerTokenRequest(consoleApp);
  const tenant = await (await fetch(`${app.url}/api/1.0/tenants/demo`, { headers: { 'x-api-key': consoleApp.apiKey } })).json();
  const auth = await ownerAuth(app.url, consoleApp);
  const only: Figures[] = [];

  // BENCH_ONLY=campaigns|items|writes|config-writes|history|redemption|readings|generation|exports|audience|creatives|respondent|player|mobility|crediting|pages|cluster runs one part alone (BENCH_CAMPAIGNS=300 for a quick check).
  // BENCH_ONLY=writes BENCH_AUDIT=pairs: the audit trail on and off in alternating pairs (BENCH_AUDIT_PAIRS, 3 unless set), with medians.
  if (ONLY === 'campaigns') {
    const at = await campaignBench(app.url, db, tenant.id, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...listSummary(only, undefined, at)].join('\n'));
  } else if (ONLY === 'items') {
    const venues = await venueBench({ url: app.url, pid: app.child.pid! }, db, tenant.id, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...listSummary(only, venues)].join('\n'));
  } else if (ONLY === 'writes' && process.env.BENCH_AUDIT === 'pairs') {
    const pairs = await auditPairBench({ url: app.url, pid: app.child.pid! }, db, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...auditPairSummary(only, pairs)].join('\n'));
  } else if (ONLY === 'writes') {
    const phases = await writeBench({ url: app.url, pid: app.child.pid! }, db, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...writeSummary(only, phases)].join('\n'));
  } else if (ONLY === 'config-writes') {
    const configs = await configWriteBench({ url: app.url, pid: app.child.pid! }, db, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...configWriteSummary(only, configs)].join('\n'));
  } else if (ONLY === 'history') {
    const history = await historyBench(app.url, db, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...historySummary(only, history)].join('\n'));
  } else if (ONLY === 'redemption') {
    const redemption = await redemptionBench(app.url, app.child.pid!, db, tenant.id, only);
    console.log(`${TABLE_HEAD}\n${only.map(row).join('\n')}\n${redemptionSummary(redemption)}`);
  } else if (ONLY === 'readings') {
    const line = await readingsBench(app.url, db.url, only);
    console.log(`${TABLE_HEAD}\n${row(only[0])}\n${line}`);
  } else if (ONLY === 'generation') {
    for (const line of generationSummary(await generationBench(app.url, db.url, app.child.pid!, auth))) console.log(line);
  } else if (ONLY === 'exports') {
    for (const line of exportSummary(await exportBench(app.url, db.url, app.child.pid!, auth))) console.log(line);
  } else if (ONLY === 'audience') {
    const audience = await audienceBench(SERVER, only);
    console.log([TABLE_HEAD, ...only.map(row), ...audienceSummary(only, audience)].join('\n'));
  } else if (ONLY === 'creatives') {
    const creative = await creativeBench(app.url, db, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...creativeSummary(only, creative)].join('\n'));
  } else if (ONLY === 'respondent') {
    const respondent = await respondentBench(app.url, db.url, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...respondentSummary(respondent)].join('\n'));
  } else if (ONLY === 'player') {
    const player = await playerBench(app.url, db, auth, only);
    console.log([TABLE_HEAD, ...only.map(row), ...playerSummary(player)].join('\n'));
  } else if (ONLY === 'crediting') {
    for (const line of creditingSummary(await creditingBench(db.url))) console.log(line);
  } else if (ONLY === 'mobility') {
    for (const line of mobilitySummary(await mobilityBench(app.url, db, auth))) console.log(line);
  } else if (ONLY === 'pages') {
    printPageFigures(await pageBench(app.url));
  } else {
    const ceiling = await start('bench/serve-ceiling.ts', { DATABASE_URL: db.url, TENANT_ID: tenant.id });
    children.push(ceiling.child);

    const results: Figures[] = [];
    results.push(await load('ceiling: bare Fastify + pg, same SQL', { url: `${ceiling.url}/projects` }));
    ceiling.child.kill();
    results.push(await load('GET /api/1.0/projects?tenant=demo (authenticated)', { url: `${app.url}/api/1.0/projects?tenant=demo`, headers: auth }));
    results.push(await load('POST /iam/oauth/token (password grant)', { url: `${app.url}/iam/oauth/token`, method: 'POST', headers: formHeaders, body: form }));

    // Workspace summary page (docs/performance.md): one GraphQL document over 1,000,000 actions.
    const seeded = await seedSummaryActions(db.url, 'city-centre');
    console.log(`Seeded ${SUMMARY_ACTIONS} audience actions in ${seeded.seconds.toFixed(1)} s (rollup filled by the same statement).`);
    const summaryPage = {
      url: `${app.url}/api/1.0/media-query`,
      method: 'POST' as const,
      headers: { ...auth, 'content-type': 'application/json' },
      body: summaryPageBody(seeded.workspaceId),
    };
    results.push(await load(`POST /api/1.0/media-query: workspace summary page, ${CONNECTIONS} connections`, summaryPage));
    results.push(await load('POST /api/1.0/media-query: workspace summary page, 16 connections', { ...summaryPage, connections: 16 }));

    // Lists (docs/performance.md): venues (50 of 10,000) and campaigns (50 of 5,000 with schedules and relations).
    const venues = await venueBench({ url: app.url, pid: app.child.pid! }, db, tenant.id, auth, results);
    const campaignsAt = await campaignBench(app.url, db, tenant.id, auth, results);

    // Device readings ingestion (docs/performance.md): batches of 500 from one device, 24 connections.
    const readings = await readingsBench(app.url, db.url, results);

    // Item writes (docs/performance.md): venue create and update beside a bare INSERT/UPDATE ceiling, as the workspace grows.
    const writes = await writeBench({ url: app.url, pid: app.child.pid! }, db, auth, results);

    // Audit trail (docs/performance.md "Audit trail"): configuration writes (BENCH_AUDIT=off: without the trail), one item's history pages.
    const configWrites = await configWriteBench({ url: app.url, pid: app.child.pid! }, db, auth, results);
    const history = await historyBench(app.url, db, auth, results);

    // Treasury redemption (docs/performance.md): validations exactly once under retries and duplicates, beside its ceiling.
    const redemption = await redemptionBench(app.url, app.child.pid!, db, tenant.id, results);

    // Treasury generation (docs/performance.md): 100,000 and 1,000,000 instruments, with the server's memory.
    const generation = await generationBench(app.url, db.url, app.child.pid!, auth);

    // Excel exports (docs/performance.md "Exports"): 1,000,000 rows streamed, a slow reader, real consumers reading the file.
    const exportsFigures = await exportBench(app.url, db.url, app.child.pid!, auth);

    // Signage player (docs/performance.md "Signage player"): manifest 304 and media ranges beside a static ceiling, heartbeats and plays.
    const player = await playerBench(app.url, db, auth, results);

    // Mobility (docs/performance.md "Mobility"): a 200-stop fare matrix read and stored, GTFS export of 100 routes.
    const mobility = await mobilityBench(app.url, db, auth);

    // Loyalty crediting (docs/performance.md "Loyalty crediting"): a 200,000-action backlog drained, then the queue beside ingestion.
    const crediting = await creditingBench(db.url);

    // Audience (docs/performance.md "Audience"): ingestion, then every screen query over 10,000,000 actions (kept database).
    const audienceResults: Figures[] = [];
    const audience = await audienceBench(SERVER, audienceResults);
    results.push(...audienceResults);

    // Several servers (docs/scaling.md "Capacity"): the hot paths through HAProxy in front of 1 and of 3 servers.
    const cluster = await clusterBench(results);

    const ratio = results[1].rps / results[0].rps;
    console.log(`\n${TABLE_HEAD}`);
    for (const r of results) console.log(row(r));
    console.log(`\nAuthenticated GET at ${(ratio * 100).toFixed(1)} % of the ceiling (target ≥ 60 %), p99 ${results[1].p99} ms (target ≤ 50 ms).`);
    console.log(
      `Workspace summary page over ${SUMMARY_ACTIONS} actions: p50 ${results[3].p50} ms, p99 ${results[3].p99} ms at ${CONNECTIONS} connections (target p50 ≤ 100 ms).`,
    );
    for (const line of listSummary(results, venues, campaignsAt)) console.log(line);
    console.log(readings);
    for (const line of writeSummary(results, writes)) console.log(line);
    for (const line of configWriteSummary(results, configWrites)) console.log(line);
    for (const line of historySummary(results, history)) console.log(line);
    console.log(redemptionSummary(redemption));
    for (const line of generationSummary(generation)) console.log(line);
    for (const line of exportSummary(exportsFigures)) console.log(line);
    for (const line of audienceSummary(audienceResults, audience)) console.log(line);
    for (const line of clusterSummary(cluster)) console.log(line);
    for (const line of playerSummary(player)) console.log(line);
    for (const line of mobilitySummary(mobility)) console.log(line);
    for (const line of creditingSummary(crediting)) console.log(line);

    // The console's pages in Chromium: Lighthouse's mobile preset, median of 3 (docs/performance.md).
    const pages = await pageBench(app.url);
    printPageFigures(pages);
    mkdirSync('bench/results', { recursive: true });
    writeFileSync(
      'bench/results/latest.json',
      JSON.stringify(
        {
          date: new Date().toISOString(),
          connections: CONNECTIONS,
          seconds: DURATION,
          results,
          ratio,
          venues,
          writes,
          configWrites,
          history,
          redemption,
          generation,
          exports: exportsFigures,
          audience,
          player,
          mobility,
          cluster,
          crediting,
          pages,
        },
        null,
        2,
      ),
    );
  }
} finally {
  for (const child of children) child.kill();
  await new Promise((r) => setTimeout(r, 500));
  // BENCH_KEEP_DB=1 leaves the run's database behind for looking into its statements afterwards.
  if (process.env.BENCH_KEEP_DB === '1') console.log(`database kept: ${dbName}`);
  else await admin(`drop database if exists ${dbName} with (force)`);
}
