// Points crediting (docs/performance.md "Loyalty crediting"): the demo's loyalty program (City Centre Rewards) credits the
// views, likes and shares of 20,000 profiles, by the app's own sweep (every POINTS_SWEEP_MS, POINTS_SWEEP_WORKERS
// transactions in parallel), apart from any request. On its own: 200,000 actions spread over 30 days (the oldest an
// action is ingested) wait in the queue and the sweep drains them. Beside ingestion: actions arrive at the ingestion
// benchmark's rate (BENCH_INGEST_RATE, 15,500 a second, statements of 500 as a batch is stored, from
// BENCH_INGEST_CONNECTIONS connections) for 3 × BENCH_SECONDS while the queue is sampled every second: it must not grow,
// and what is taken off it is the sustained crediting rate.
import pg from 'pg';

const PROFILES = 20_000;
const BACKLOG = 200_000;
const BATCH = 500;
const RATE = Number(process.env.BENCH_INGEST_RATE ?? 15_500);
const INGESTERS = Number(process.env.BENCH_INGEST_CONNECTIONS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10) * 3;

/** The queue at one second of a phase, and the actions inserted by then. */
interface Sample {
  second: number;
  queued: number;
  sent: number;
}

export interface CreditingFigures {
  backlog: number;
  drainSeconds: number;
  creditedPerSecond: number;
  entries: number;
  drainSamples: Sample[];
  ingestRate: number;
  queueSamples: Sample[];
  /** Actions taken off the queue a second beside ingestion: those inserted less the queue's growth. */
  sustainedPerSecond: number;
  /** The queue's growth a second over the phase's second half (≤ 0: crediting keeps up). */
  growthPerSecond: number;
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
const connect = async (dbUrl: string) => {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  return client;
};

/** Samples the queue every second on a connection of its own (the others are busy) until the answered function stops it. */
function sampling(client: pg.Client, sent: () => number): () => Sample[] {
  const samples: Sample[] = [];
  const begin = performance.now();
  const timer = setInterval(
    () => void queued(client).then((n) => samples.push({ second: Math.round((performance.now() - begin) / 1000), queued: n, sent: sent() })),
    1000,
  );
  return () => {
    clearInterval(timer);
    return samples;
  };
}

/** Whether a sweep worker holds a part of the queue (the advisory lock class of LOYALTY_DUE_PARTS' parts). */
const crediting = async (client: pg.Client) =>
  (
    (await client.query(`select exists (select 1 from pg_locks where locktype = 'advisory' and classid = 180033 and objsubid = 2) as on`)).rows[0] as {
      on: boolean;
    }
  ).on;

/**
 * When the sweep began on a queue of `full` actions: the first moment a worker held a part, provided the queue then fell
 * within 4 s (a tick that found the parts empty just before the backlog committed is not its start).
 */
async function sweepStart(client: pg.Client, full: number): Promise<number> {
  for (;;) {
    while (!(await crediting(client))) await sleep(20);
    const at = performance.now();
    while (performance.now() - at < 4_000) {
      if ((await queued(client)) < full) return at;
      await sleep(50);
    }
  }
}

/** Waits until the queue is empty; answers the seconds from `since`. */
async function drained(client: pg.Client, since: number): Promise<number> {
  // An existence check, not a count: polled often, it must not take the cores the sweep runs on.
  while (((await client.query('select exists (select 1 from loyalty_due) as any')).rows[0] as { any: boolean }).any) await sleep(50);
  return (performance.now() - since) / 1000;
}

export async function creditingBench(dbUrl: string): Promise<CreditingFigures> {
  const client = await connect(dbUrl);
  const sampleClient = await connect(dbUrl);
  const ingesters = await Promise.all(Array.from({ length: INGESTERS }, () => connect(dbUrl)));
  try {
    const p = await place(client);
    await client.query(
      `insert into profiles (tenant_id, id, key, name) select $1, 'bench-profile-' || g, 'bench-profile-' || g,
         jsonb_build_object('firstName', 'Bench', 'lastName', g::text, 'displayName', 'Bench ' || g) from generate_series(0, ${PROFILES - 1}) g
       on conflict do nothing`,
      [p.tenantId],
    );
    // On its own: the backlog goes in at once, one transaction (spread over the 30 days an action may be ingested late, so
    // the per-day caps leave most of it to credit); the sweep, ticking meanwhile, finds all of it queued or none.
    const entriesBefore = ((await client.query('select count(*)::int as n from loyalty_earnings')).rows[0] as { n: number }).n;
    await client.query('begin');
    for (let from = 0; from < BACKLOG; from += 50_000) {
      await insertActions(client, p, from, 50_000, `now() - ((g * 104729) % (30 * 86400)) * interval '1 second'`);
    }
    await client.query('commit');
    const stopDrainSampling = sampling(sampleClient, () => 0);
    // Timed from the sweep's start (it may be between ticks when the backlog commits) until the queue is empty.
    const backlog = await queued(client);
    const drainSeconds = await drained(client, await sweepStart(client, backlog));
    const drainSamples = stopDrainSampling();
    const entries = ((await client.query('select count(*)::int as n from loyalty_earnings')).rows[0] as { n: number }).n - entriesBefore;
    console.log(`crediting bench: ${backlog} queued actions drained in ${drainSeconds.toFixed(1)} s (${entries} credited)`);

    // Beside ingestion: statements of BATCH actions at RATE a second in all, from INGESTERS connections.
    const begin = performance.now();
    let sent = 0;
    let next = 0;
    const stopSampling = sampling(sampleClient, () => sent);
    const queuedAtStart = await queued(client);
    const ingest = async (ingester: pg.Client) => {
      while (performance.now() - begin < SECONDS * 1000) {
        if (next < ((performance.now() - begin) / 1000) * RATE) {
          const from = next;
          next += BATCH;
          await insertActions(ingester, p, 1_000_000 + from, BATCH, 'now()');
          sent += BATCH;
        } else await sleep(5);
      }
    };
    await Promise.all(ingesters.map(ingest));
    const seconds = (performance.now() - begin) / 1000;
    const queuedAtEnd = await queued(client);
    const queueSamples = stopSampling();
    const stop = performance.now();
    const drainAfterSeconds = await drained(client, stop);
    const half = queueSamples.slice(Math.floor(queueSamples.length / 2));
    const growthPerSecond = half.length > 1 ? (half.at(-1)!.queued - half[0].queued) / (half.at(-1)!.second - half[0].second) : 0;
    return {
      backlog,
      drainSeconds,
      creditedPerSecond: Math.round(backlog / drainSeconds),
      entries,
      drainSamples,
      ingestRate: Math.round(sent / seconds),
      queueSamples,
      sustainedPerSecond: Math.round((sent - (queuedAtEnd - queuedAtStart)) / seconds),
      growthPerSecond: Math.round(growthPerSecond),
      drainAfterSeconds,
    };
  } finally {
    for (const c of [client, sampleClient, ...ingesters]) await c.end();
  }
}

/** Every `step`-th sample as second:queued. */
const series = (samples: Sample[], step: number) =>
  samples
    .filter((_, i) => i % step === 0 || i === samples.length - 1)
    .map((s) => `${s.second}s:${s.queued}`)
    .join(' ');

export function creditingSummary(f: CreditingFigures): string[] {
  return [
    `Points crediting on its own: ${f.backlog} queued actions drained in ${f.drainSeconds.toFixed(1)} s — ${f.creditedPerSecond} actions/s (${f.entries} credited, the rest capped).`,
    `  queue while draining (second:queued): ${series(f.drainSamples, 5)}`,
    `Beside ingestion at ${f.ingestRate} actions/s (${INGESTERS} connections) for ${SECONDS} s: crediting sustained ${f.sustainedPerSecond} actions/s; queue growth over the second half ${f.growthPerSecond} actions/s (≤ 0: keeps up); empty ${f.drainAfterSeconds.toFixed(1)} s after ingestion stopped.`,
    `  queue beside ingestion (second:queued): ${series(f.queueSamples, 3)}`,
  ];
}
