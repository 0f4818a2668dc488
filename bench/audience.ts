// Audience (docs/performance.md "Audience"): ingestion through POST /api/1.0/audience-actions in batches of 500 at
// 24 connections (rollups included), then every Audience Statistics and Audience page query at 16 connections and a
// detailed page of 2,000 rows deep in the list at 4, over 10,000,000 actions. The actions are seeded once by
// set-based statements into a database kept between runs (sdm_bench_audience), since seeding takes minutes.
import autocannon from 'autocannon';
import pg from 'pg';
import { load, start, type Figures } from './load.js';
import { CUSTOMER_CLIENT_ID } from '../src/server/seed/clients.js';
import { appClient, consoleClient, ownerAuth } from './sign-in.js';
import { attributionBody, forgetSettled, settleScreens, SCREENS, seedScreens } from './attribution.js';

export const AUDIENCE_ACTIONS = Number(process.env.BENCH_AUDIENCE_ACTIONS ?? 10_000_000);
const DB_NAME = 'sdm_bench_audience';
const BATCH = 500;
const SEED_CHUNK = 1_000_000;
const DAYS = 90;

export interface AudienceFigures {
  seededSeconds: number | null;
  actions: number;
  ingestPerSecond: number;
  ingestP99: number;
  screensSeconds: number | null;
  plays: number;
  /** The report worked out from every play and reading (nothing settled), at 1 connection. */
  attributionLive: Figures;
  /** Seconds the sweep took to settle the 90 days. */
  settleSeconds: number;
  attribution: Figures;
}

async function ensureDatabase(serverUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
    if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

interface Place {
  tenantId: string;
  projectId: string;
  aggregateId: string;
  venues: string[];
  assets: string[];
  campaigns: string[];
  events: string[];
}

async function cityCentre(client: pg.Client): Promise<Place> {
  const {
    rows: [ws],
  } = await client.query(
    `select a.tenant_id, a.project_id, a.id from aggregates a join tenants t on t.id = a.tenant_id where t.key = 'demo' and a.key = 'city-centre'`,
  );
  const items = async (kind: string) =>
    (
      await client.query('select id from media_items where tenant_id = $1 and aggregate_id = $2 and kind = $3 order by id', [ws.tenant_id, ws.id, kind])
    ).rows.map((r) => r.id as string);
  return {
    tenantId: ws.tenant_id,
    projectId: ws.project_id,
    aggregateId: ws.id,
    venues: await items('venue'),
    assets: await items('asset'),
    campaigns: await items('campaign'),
    events: await items('event'),
  };
}

const ITEM_KINDS = `(values ('workspace', n.aggregate_id), ('venue', n.venue_id), ('asset', n.asset_id), ('campaign', n.campaign_id),
  ('event', n.event_id), ('creative', n.creative_id)) as k(kind, item_id)`;

/**
 * Tops the workspace up to AUDIENCE_ACTIONS actions over the last DAYS days by INSERT ... SELECT generate_series, a
 * million a statement, in one transaction that sets the rollup triggers and secondary indexes aside meanwhile (rows
 * inserted at random times into six indexes take minutes a million on a shared machine), then builds the indexes
 * again and the workspace's rollups from its actions, as the triggers would have left them.
 */
async function seedActions(client: pg.Client, p: Place): Promise<number | null> {
  const scope = [p.tenantId, p.aggregateId];
  const {
    rows: [{ n }],
  } = await client.query('select count(*)::int as n from audience_actions where tenant_id = $1 and aggregate_id = $2', scope);
  if (n >= AUDIENCE_ACTIONS) return null;
  const started = performance.now();
  await client.query('begin');
  try {
    const indexes = (await client.query(`select indexname, indexdef from pg_indexes where tablename = 'audience_actions' and indexname not like '%_pk'`))
      .rows as { indexname: string; indexdef: string }[];
    await client.query('alter table audience_actions disable trigger user');
    for (const i of indexes) await client.query(`drop index ${i.indexname}`);
    for (let done = n; done < AUDIENCE_ACTIONS; done += SEED_CHUNK) {
      const count = Math.min(SEED_CHUNK, AUDIENCE_ACTIONS - done);
      await client.query(
        `insert into audience_actions (tenant_id, type, project_id, aggregate_id, venue_id, asset_id, campaign_id, event_id, profile_id,
           longitude, latitude, price, channel, updated_on)
         select $1, 1 + g % 4, $2, $3, ($4::text[])[1 + g % cardinality($4::text[])], ($5::text[])[1 + (g / 7) % cardinality($5::text[])],
           ($6::text[])[1 + (g / 3) % cardinality($6::text[])], case when g % 3 = 0 then ($7::text[])[1 + g % cardinality($7::text[])] end,
           'bench-profile-' || (g % 50000), -0.1 + (g % 100) / 2000.0, 51.5 + (g % 97) / 2000.0, case when g % 5 = 1 then 10 + g % 490 end,
           case when g % 4 = 2 then (array['whatsapp','facebook','instagram','linkedin','twitter','email'])[1 + (g / 4) % 6] end,
           now() - ((g * 7919) % ($9::bigint * 86400)) * interval '1 second'
         from generate_series($8::bigint + 1, $8::bigint + $10::bigint) g`,
        [p.tenantId, p.projectId, p.aggregateId, p.venues, p.assets, p.campaigns, p.events, done, DAYS, count],
      );
      console.log(`audience bench: ${done + count} actions seeded`);
    }
    for (const i of indexes) await client.query(i.indexdef);
    console.log('audience bench: indexes built');
    await client.query('delete from audience_item_daily where tenant_id = $1 and aggregate_id = $2', scope);
    await client.query(
      `insert into audience_item_daily (tenant_id, aggregate_id, kind, item_id, day, type, channel, count)
       select n.tenant_id, n.aggregate_id, k.kind, k.item_id, (n.updated_on at time zone coalesce(a.time_zone, 'UTC'))::date, n.type,
         coalesce(n.channel, ''), count(*)::int
       from audience_actions n join aggregates a on a.tenant_id = n.tenant_id and a.id = n.aggregate_id cross join lateral ${ITEM_KINDS}
       where n.tenant_id = $1 and n.aggregate_id = $2 and k.item_id is not null group by 1, 2, 3, 4, 5, 6, 7`,
      scope,
    );
    await client.query('delete from audience_slots where tenant_id = $1 and aggregate_id = $2', scope);
    await client.query(
      `insert into audience_slots (tenant_id, aggregate_id, slot, type, count)
       select tenant_id, aggregate_id, date_bin('15 minutes', updated_on, timestamptz '2000-01-01 00:00:00+00'), type, count(*)::int
       from audience_actions where tenant_id = $1 and aggregate_id = $2 group by 1, 2, 3, 4`,
      scope,
    );
    await client.query('delete from audience_daily where tenant_id = $1 and aggregate_id = $2', scope);
    await client.query(
      `insert into audience_daily (tenant_id, project_id, aggregate_id, day, type, shard, count)
       select tenant_id, coalesce(project_id, ''), aggregate_id, (updated_on at time zone 'UTC')::date, type, 0, count(*)::int
       from audience_actions where tenant_id = $1 and aggregate_id = $2 group by 1, 2, 3, 4, 5`,
      scope,
    );
    await client.query('delete from audience_campaign_daily where tenant_id = $1 and campaign_id = any($2::text[])', [p.tenantId, p.campaigns]);
    await client.query(
      `insert into audience_campaign_daily (tenant_id, campaign_id, day, venue_id, asset_id, type, count, price)
       select n.tenant_id, n.campaign_id, (n.updated_on at time zone coalesce(a.time_zone, 'UTC'))::date, coalesce(n.venue_id, ''),
         coalesce(n.asset_id, ''), n.type, count(*)::int, coalesce(sum(n.price), 0)
       from audience_actions n join aggregates a on a.tenant_id = n.tenant_id and a.id = n.aggregate_id
       where n.tenant_id = $1 and n.aggregate_id = $2 and n.campaign_id is not null group by 1, 2, 3, 4, 5, 6`,
      scope,
    );
    await client.query('alter table audience_actions enable trigger user');
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  await client.query('analyze audience_actions');
  return (performance.now() - started) / 1000;
}

/** A batch body whose ids carry a placeholder each request replaces with its own number, so no batch repeats another. */
function batchTemplate(p: Place): string {
  const at = '__AT__';
  const actions = Array.from({ length: BATCH }, (_, i) => ({
    id: `bench-__N__-${i}`,
    type: 1 + (i % 4),
    venueId: p.venues[i % p.venues.length],
    campaignId: p.campaigns[i % p.campaigns.length],
    ...(i % 4 === 2 ? { channel: 'email' } : {}),
    geo: { latitude: 51.5, longitude: -0.1 },
    at,
  }));
  return JSON.stringify({ actions });
}

async function ingestion(appUrl: string, auth: Record<string, string>, p: Place, results: Figures[]): Promise<Figures> {
  const template = batchTemplate(p);
  const run = `${process.pid}-${Date.now().toString(36)}`;
  let n = 0;
  const opts = {
    url: `${appUrl}/api/1.0/audience-actions`,
    method: 'POST' as const,
    headers: auth,
    connections: 24,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => ({
          ...req,
          body: template.replaceAll('__N__', `${run}-${++n}`).replaceAll('__AT__', new Date().toISOString()),
        }),
      },
    ],
  };
  const figures = await load(`POST /api/1.0/audience-actions: batches of ${BATCH}, 24 connections`, opts);
  results.push(figures);
  return figures;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Every Audience Statistics and Audience page query, one document each, as the screens send them. */
function queries(p: Place): [string, string, Record<string, unknown>][] {
  const now = Date.now();
  const window = { from: day(now - 29 * 86_400_000), to: day(now) };
  const stats = '{ totalInteractions likes views shares dislikes shareMetrics { channel count } treasury { titype totalInstruments revenue } }';
  return [
    ['getActionsCountPerAggreagte', 'query($a: ID!) { getActionsCountPerAggreagte(aggregate_id: $a) { likes views shares total } }', { a: p.aggregateId }],
    ['audienceStatistics venue', `query($v: ID!) { audienceStatistics(kind: "venue", id: $v) ${stats} }`, { v: p.venues[0] }],
    ['audienceStatistics asset', `query($v: ID!) { audienceStatistics(kind: "asset", id: $v) ${stats} }`, { v: p.assets[0] }],
    ['audienceStatistics campaign', `query($v: ID!) { audienceStatistics(kind: "campaign", id: $v) ${stats} }`, { v: p.campaigns[0] }],
    ['audienceStatistics event', `query($v: ID!) { audienceStatistics(kind: "event", id: $v) ${stats} }`, { v: p.events[0] }],
    ['itemActionsPerDay venue (30 days)', 'query($v: ID!) { itemActionsPerDay(kind: "venue", id: $v) { day total } }', { v: p.venues[0] }],
    ['getActionsByVenue (page of 10)', 'query($v: ID!) { getActionsByVenue(venue_id: $v, limit: 10) { next items { id profile_id } } }', { v: p.venues[0] }],
    ['audienceToday', 'query($a: ID!) { audienceToday(aggregate_id: $a) { slots { time likes views shares } } }', { a: p.aggregateId }],
    ['venuePerformance (30 days)', 'query($a: ID!) { venuePerformance(aggregate_id: $a) { venue_id day total } }', { a: p.aggregateId }],
    ['topVenues', 'query($a: ID!) { topVenues(aggregate_id: $a) { venue_id name total } }', { a: p.aggregateId }],
    [
      'venueInteractions (30 days)',
      'query($a: ID!, $from: String!, $to: String!) { venueInteractions(aggregate_id: $a, from: $from, to: $to) { venue_id total } }',
      { a: p.aggregateId, ...window },
    ],
    [
      'monthlyActions (1 year)',
      'query($a: ID!, $from: String!, $to: String!) { monthlyActions(aggregate_id: $a, from: $from, to: $to) { month total } }',
      { a: p.aggregateId, from: day(now - 364 * 86_400_000), to: day(now) },
    ],
  ];
}

export async function audienceBench(serverUrl: string, results: Figures[]): Promise<AudienceFigures> {
  const dbUrl = await ensureDatabase(serverUrl);
  // The app's own measured-play sweep is off: the bench settles the days itself, after timing the report without them.
  const app = await start('bench/serve-app.ts', { DATABASE_URL: dbUrl, SDM_DEMO: '1', DATA_DIR: `/tmp/${DB_NAME}`, MEASURED_SWEEP_MS: '0' });
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const p = await cityCentre(client);
    const seededSeconds = await seedActions(client, p);
    const screensSeconds = await seedScreens(client, { ...p, campaign: p.campaigns[0] });
    const ingest = await ingestion(
      app.url,
      { ...(await ownerAuth(app.url, await appClient(client, CUSTOMER_CLIENT_ID))), 'content-type': 'application/json' },
      p,
      results,
    );
    const auth = { ...(await ownerAuth(app.url, await consoleClient(app.url))), 'content-type': 'application/json' };
    const graph = { url: `${app.url}/api/1.0/media-query`, method: 'POST' as const, headers: auth };
    for (const [name, query, variables] of queries(p)) {
      results.push(await load(`media-query ${name}, 16 connections`, { ...graph, connections: 16, body: JSON.stringify({ query, variables }) }));
    }
    // Deep in the list: a cursor 45 days back, then 2,000 rows newest first.
    const deep = `${new Date(Date.now() - 45 * 86_400_000).toISOString().replace(/\.\d+Z$/, '.000000Z')}~999999999999`;
    const page =
      'query($a: ID!, $after: String) { getActionsByAggreagte(aggregate_id: $a, after: $after, limit: 2000) { next items { id type profile_id date venue_name campaign_name asset_name } } }';
    results.push(
      await load('media-query getActionsByAggreagte, 2,000 rows 45 days deep, 4 connections', {
        ...graph,
        connections: 4,
        body: JSON.stringify({ query: page, variables: { a: p.aggregateId, after: deep } }),
      }),
    );
    // The report worked out from every play and reading, as before the rollup: one person opening the section.
    await forgetSettled(client, p);
    const attributionLive = await load(
      `attribution: campaignAttribution over ${DAYS} days, ${SCREENS} screens, nothing settled (every play and reading), 1 connection`,
      {
        ...graph,
        connections: 1,
        body: attributionBody(p.campaigns[0]),
      },
    );
    results.push(attributionLive);
    const settleSeconds = await settleScreens(dbUrl);
    // With the days settled: one person opening the campaign's Attribution section, then 16 at once.
    const attribution = await load(`attribution: campaignAttribution over ${DAYS} days, ${SCREENS} screens, days settled, 1 connection`, {
      ...graph,
      connections: 1,
      body: attributionBody(p.campaigns[0]),
    });
    results.push(
      await load(`attribution: campaignAttribution over ${DAYS} days, ${SCREENS} screens, days settled, 16 connections`, {
        ...graph,
        connections: 16,
        body: attributionBody(p.campaigns[0]),
      }),
    );
    results.push(attribution);
    const count = async (query: string, params: string[]) => ((await client.query(query, params)).rows[0] as { n: number }).n;
    const n = await count('select count(*)::int as n from audience_actions where tenant_id = $1 and aggregate_id = $2', [p.tenantId, p.aggregateId]);
    const plays = await count('select count(*)::int as n from signage_plays where tenant_id = $1 and campaign_id = $2', [p.tenantId, p.campaigns[0]]);
    return {
      seededSeconds,
      actions: n,
      ingestPerSecond: ingest.rps * BATCH,
      ingestP99: ingest.p99,
      screensSeconds,
      plays,
      attributionLive,
      settleSeconds,
      attribution,
    };
  } finally {
    await client.end();
    app.child.kill();
  }
}

export function audienceSummary(results: Figures[], a: AudienceFigures): string[] {
  const seeded = a.seededSeconds === null ? 'kept from an earlier run' : `seeded in ${a.seededSeconds.toFixed(0)} s`;
  const queriesOf = results.filter((r) => r.name.startsWith('media-query') && r.name.endsWith('16 connections'));
  const worst = queriesOf.reduce((m, r) => Math.max(m, r.p50), 0);
  const page = results.find((r) => r.name.includes('2,000 rows'));
  return [
    `Audience ingestion: ${a.ingestPerSecond} actions/s in batches of ${BATCH} at 24 connections (target ≥ 50,000), p99 ${a.ingestP99} ms per batch.`,
    `Attribution report of a campaign over ${DAYS} days (${a.actions} actions in its workspace, ${a.plays} plays on ${SCREENS} screens measured by anchored counters), days settled (sweep: ${a.settleSeconds.toFixed(1)} s): p50 ${a.attribution.p50} ms, p99 ${a.attribution.p99} ms at 1 connection (target p50 ≤ 200 ms); at 16 connections p50 ${results.find((r) => r.name.startsWith('attribution') && r.name.endsWith('16 connections'))?.p50} ms. Nothing settled (every play and reading): p50 ${a.attributionLive.p50} ms, p99 ${a.attributionLive.p99} ms at 1 connection.`,
    `Audience queries over ${a.actions} actions (${seeded}): worst p50 ${worst} ms at 16 connections (target ≤ 100 ms); detailed page of 2,000 rows p50 ${page?.p50} ms at 4 connections (target ≤ 150 ms).`,
  ];
}
