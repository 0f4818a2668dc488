// Points crediting (docs/performance.md "Points crediting"): the demo's loyalty program (City Centre Rewards) credits the
// views, likes and shares of 20,000 profiles. On its own: 200,000 actions spread over 90 days wait in the queue and the
// app's sweep (every POINTS_SWEEP_MS, apart from any request) drains them. Beside ingestion: actions arrive at the
// ingestion benchmark's rate (BENCH_INGEST_RATE, 15,000 a second, in statements of 500 as a batch is stored) for
// BENCH_SECONDS while the sweep runs, and the queue is sampled every second: it must not grow.
import pg from 'pg';

const PROFILES = 20_000;
const BACKLOG = 200_000;
const BATCH = 500;
const RATE = Number(process.env.BENCH_INGEST_RATE ?? 15_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) * 3;

export interface CreditingFigures {
  backlog: number;
  drainSeconds: number;
  creditedPerSecond: number;
  entries: number;
  ingestRate: number;
  queueSamples: number[];
  drainAfterSeconds: number;
}

interface Place {
  tenantId: string;
  projectId: string;
  aggregateId: string;
  campaign: string;
  venues: string[];
}

async function place(client: pg.Client): Promise<Place> {
  const {
    rows: [p],
  } = await client.query(
    `select m.tenant_id as "tenantId", m.project_id as "projectId", m.aggregate_id as "aggregateId",
       (select c.id from media_items c where c.tenant_id = m.tenant_id and c.aggregate_id = m.aggregate_id and c.kind = 'campaign' and c.name = 'Welcome Series') as campaign,
       (select array_agg(v.id) from media_items v where v.tenant_id = m.tenant_id and v.aggregate_id = m.aggregate_id and v.kind = 'venue') as venues
     from media_items m where m.kind = 'loyalty' and m.code = 'CITYREWARDS'`,
  );
  return p;
}

/** `count` actions of bench profiles (types view, like, share in turn) numbered from `from`, at `at` (SQL) each. */
const insertActions = (client: pg.Client, p: Place, from: number, count: number, at: string) =>
  client.query(
    `insert into audience_actions (tenant_id, type, project_id, aggregate_id, venue_id, campaign_id, profile_id, channel, updated_on)
     select $1, 1 + g % 3, $2, $3, ($4::text[])[1 + g % cardinality($4::text[])], $5, 'bench-profile-' || (g * 7919 % ${PROFILES}),
       case when g % 3 = 2 then 'email' end, ${at}
     from generate_series($6::bigint, $6::bigint + $7::bigint - 1) g`,
    [p.tenantId, p.projectId, p.aggregateId, p.venues, p.campaign, from, count],
  );

const queued = async (client: pg.Client) => ((await client.query('select count(*)::int as n from loyalty_due')).rows[0] as { n: number }).n;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the queue is empty; answers the seconds from `since`. */
async function drained(client: pg.Client, since: number): Promise<number> {
  while ((await queued(client)) > 0) await sleep(250);
  return (performance.now() - since) / 1000;
}

export async function creditingBench(dbUrl: string): Promise<CreditingFigures> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const p = await place(client);
    await client.query(
      `insert into profiles (tenant_id, id, key, name) select $1, 'bench-profile-' || g, 'bench-profile-' || g,
         jsonb_build_object('firstName', 'Bench', 'lastName', g::text, 'displayName', 'Bench ' || g) from generate_series(0, ${PROFILES - 1}) g
       on conflict do nothing`,
      [p.tenantId],
    );
    // On its own: the backlog goes in at once (spread over 90 days, so the per-day caps leave most of it to credit).
    const entriesBefore = ((await client.query('select count(*)::int as n from wallet_entries')).rows[0] as { n: number }).n;
    for (let from = 0; from < BACKLOG; from += 50_000) {
      await insertActions(client, p, from, 50_000, `now() - ((g * 104729) % (90 * 86400)) * interval '1 second'`);
    }
    const backlog = await queued(client);
    const started = performance.now();
    const drainSeconds = await drained(client, started);
    const entries = ((await client.query('select count(*)::int as n from wallet_entries')).rows[0] as { n: number }).n - entriesBefore;
    console.log(`crediting bench: ${backlog} queued actions drained in ${drainSeconds.toFixed(1)} s (${entries} credited)`);

    // Beside ingestion: statements of BATCH actions at RATE a second, the queue sampled every second.
    const queueSamples: number[] = [];
    const begin = performance.now();
    let sent = 0;
    // Its own connection: the inserting one is busy most of the time.
    const sampleClient = new pg.Client({ connectionString: dbUrl });
    await sampleClient.connect();
    const sampling = setInterval(() => void queued(sampleClient).then((n) => queueSamples.push(n)), 1000);
    while (performance.now() - begin < SECONDS * 1000) {
      const due = Math.floor(((performance.now() - begin) / 1000) * RATE);
      if (sent < due) {
        await insertActions(client, p, 1_000_000 + sent, BATCH, 'now()');
        sent += BATCH;
      } else await sleep(5);
    }
    clearInterval(sampling);
    const ingestRate = Math.round(sent / ((performance.now() - begin) / 1000));
    const stop = performance.now();
    const drainAfterSeconds = await drained(client, stop);
    await sampleClient.end();
    return { backlog, drainSeconds, creditedPerSecond: Math.round(backlog / drainSeconds), entries, ingestRate, queueSamples, drainAfterSeconds };
  } finally {
    await client.end();
  }
}

export function creditingSummary(f: CreditingFigures): string[] {
  const first = f.queueSamples.slice(0, 3);
  const last = f.queueSamples.slice(-3);
  return [
    `Points crediting on its own: ${f.backlog} queued actions drained in ${f.drainSeconds.toFixed(1)} s — ${f.creditedPerSecond} actions/s (${f.entries} entries written, the rest capped).`,
    `Beside ingestion at ${f.ingestRate} actions/s for ${SECONDS} s: queue sampled each second ${f.queueSamples.join(', ')} (first ${first.join('/')}, last ${last.join('/')}); empty ${f.drainAfterSeconds.toFixed(1)} s after ingestion stopped.`,
  ];
}
