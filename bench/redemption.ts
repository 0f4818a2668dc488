// Treasury redemption (docs/performance.md): 64 concurrent validators over 10,000 acquired tickets, each code
// sent three times (the first request, a retry with the same nonce, a duplicate with a new nonce), against the app's
// POST /api/1.0/relations and a bare Fastify + pg ceiling running the same statement (serve-ceiling.ts). Asserts
// that no ticket was used twice, and reports the throughput ratio and p99.
import autocannon from 'autocannon';
import pg from 'pg';
import { newId } from '../src/domain/common/ids.js';
import { VALIDATOR_CLIENT_ID } from '../src/server/seed/clients.js';
import { profileOfUser, seedAcquiredTickets, type TicketOwner } from '../src/server/test/acquired-tickets.js';
import { appClient, ownerAuth } from './sign-in.js';
import type { BenchDb } from './lists.js';
import { CONNECTIONS, cpuOf, cpuPerRequest, start, type CpuReader, type Figures } from './load.js';

export const REDEMPTION_CODES = Number(process.env.BENCH_REDEMPTION_CODES ?? 10_000);
const WARM_CODES = 1_000;
/** Each code is sent as: first, retry (same nonce), duplicate (another nonce). */
const SENDS = 3;

/** What the ceiling needs to run the app's statement without looking anything up (serve-ceiling.ts reads it). */
export type RedemptionContext = TicketOwner;

export interface RedemptionFigures {
  ceiling: Figures;
  app: Figures & { wrongMixes: number };
  ratio: number;
  doubleUses: number;
  applied: number;
}

/** A ticket detail with three batches of acquired tickets: the warm-up's, the ceiling's and the app's. */
async function seedTickets(client: pg.Client, ctx: RedemptionContext): Promise<string[][]> {
  const batches = await seedAcquiredTickets(client, ctx, [WARM_CODES, REDEMPTION_CODES, REDEMPTION_CODES]);
  await client.query('vacuum analyze instruments');
  return batches;
}

/** Every code of `codes` three times in a row, 64 connections at once: the duplicates of a code are in flight together. */
async function run(
  name: string,
  url: string,
  headers: Record<string, string>,
  codes: string[],
  body: (code: string, nonce: string) => string,
  cpu?: CpuReader,
): Promise<Figures & { wrongMixes: number }> {
  let next = 0;
  const total = codes.length * SENDS;
  const tag = newId().slice(-6);
  // Each ticket's answers, found by the nonce every answer carries (docs/api.md "Transactions").
  const answers = new Map<string, number[]>();
  const before = await cpu?.();
  const r = await autocannon({
    url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    connections: CONNECTIONS,
    amount: total,
    requests: [
      {
        setupRequest: (req) => {
          const k = Math.min(next++, total - 1);
          const code = codes[Math.floor(k / SENDS)];
          const nonce = `${tag}-${Math.floor(k / SENDS)}-${k % SENDS === 2 ? 'dup' : 'first'}`;
          return { ...req, body: body(code, nonce) };
        },
        onResponse: (status, answer) => {
          const ticket = nonceOf(answer)?.match(/^(.+)-(first|dup)$/)?.[1];
          if (ticket) answers.set(ticket, [...(answers.get(ticket) ?? []), status]);
        },
      },
    ],
  });
  // 409s are the duplicates' expected answer; anything else but 200 and 409 is an error.
  const unexpected =
    r.errors + Object.entries(r.statusCodeStats ?? {}).reduce((n, [status, s]) => n + (status === '200' || status === '409' ? 0 : (s?.count ?? 0)), 0);
  const after = await cpu?.();
  return {
    ...(before && after && { cpu: cpuPerRequest(before, after, r.requests.total) }),
    name,
    rps: Math.round(r.requests.total / r.duration),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: unexpected,
    wrongMixes: codes.length - [...answers.values()].filter(expectedMix).length,
  };
}

const nonceOf = (answer: string): string | undefined => {
  try {
    return (JSON.parse(answer) as { nonce?: string }).nonce;
  } catch {
    return undefined;
  }
};

/**
 * A ticket's three answers: its first request applied and the retry given the same answer, the duplicate refused
 * (200, 200, 409); or the duplicate won, and the first request and its retry were refused (200, 409, 409).
 */
const expectedMix = (statuses: number[]) => ['200,200,409', '200,409,409'].includes([...statuses].sort().join(','));

/** Codes among `codes` used more than once (uses above 1, or more than one applied transaction), and applied transactions. */
async function doubleUses(client: pg.Client, tenantId: string, codes: string[]): Promise<{ double: number; applied: number }> {
  const { rows } = await client.query<{ double: number; applied: number }>(
    `select (select count(*)::int from instruments where tenant_id = $1 and code = any($2) and uses > 1)
          + (select count(*)::int from (select code from instrument_transactions where tenant_id = $1 and code = any($2) and outcome = 'applied'
             group by code having count(*) > 1) x) as double,
            (select count(*)::int from instrument_transactions where tenant_id = $1 and code = any($2) and outcome = 'applied') as applied`,
    [tenantId, codes],
  );
  return rows[0];
}

/** Seeds the tickets, signs the validator in through the validator app, and measures the ceiling and the app (server `appPid`). */
export async function redemptionBench(appUrl: string, appPid: number, db: BenchDb, tenantId: string, results: Figures[]): Promise<RedemptionFigures> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const ws = await client.query<{ id: string; project_id: string }>('select id, project_id from aggregates where tenant_id = $1 order by key limit 1', [
      tenantId,
    ]);
    const profileId = await profileOfUser(client, tenantId, 'owner');
    const ctx: RedemptionContext = { tenantId, projectId: ws.rows[0].project_id, aggregateId: ws.rows[0].id, eventId: newId(), profileId };
    const [warm, forCeiling, forApp] = await seedTickets(client, ctx);

    // The demo owner signs in through the validator app (its profile is the batches' redeemer).
    const auth = await ownerAuth(appUrl, await appClient(client, VALIDATOR_CLIENT_ID));
    const appBody = (code: string, nonce: string) => JSON.stringify({ action: 'validate', code, nonce });

    const ceiling = await start('bench/serve-ceiling.ts', { DATABASE_URL: db.url, TENANT_ID: tenantId, REDEMPTION_CONTEXT: JSON.stringify(ctx) });
    try {
      await run('warm-up', `${ceiling.url}/redemptions`, {}, warm.slice(0, WARM_CODES / 2), appBody);
      await run('warm-up', `${appUrl}/api/1.0/relations`, auth, warm.slice(WARM_CODES / 2), appBody);
      const bare = await run(
        `ceiling: bare Fastify + pg, the same statement (${REDEMPTION_CODES} codes × ${SENDS})`,
        `${ceiling.url}/redemptions`,
        {},
        forCeiling,
        appBody,
        cpuOf(client, ceiling.child.pid!),
      );
      const app = await run(
        `POST /api/1.0/relations validate (${REDEMPTION_CODES} codes × ${SENDS})`,
        `${appUrl}/api/1.0/relations`,
        auth,
        forApp,
        appBody,
        cpuOf(client, appPid),
      );
      results.push(bare, app);
      const checks = [await doubleUses(client, tenantId, forCeiling), await doubleUses(client, tenantId, forApp)];
      const figures = { ceiling: bare, app, ratio: app.rps / bare.rps, doubleUses: checks[0].double + checks[1].double, applied: checks[1].applied };
      if (figures.doubleUses !== 0) throw new Error(`${figures.doubleUses} tickets were used twice`);
      if (figures.app.wrongMixes !== 0) throw new Error(`${figures.app.wrongMixes} tickets were not answered once applied and once refused`);
      if (checks.some((c) => c.applied !== REDEMPTION_CODES)) throw new Error(`applied ${checks.map((c) => c.applied).join(' / ')} of ${REDEMPTION_CODES}`);
      return figures;
    } finally {
      ceiling.child.kill();
    }
  } finally {
    await client.end();
  }
}

const cpuText = (f: Figures) => (f.cpu ? `${f.cpu.server} + ${f.cpu.db}` : '?');

export const redemptionSummary = (f: RedemptionFigures) =>
  `Treasury redemption: ${f.applied} of ${REDEMPTION_CODES} tickets validated once, ${f.doubleUses} double uses, every ticket's answers applied once and refused otherwise; app at ${(f.ratio * 100).toFixed(1)} % of its ceiling (target ≥ 60 %), p99 ${f.app.p99} ms (target ≤ 50 ms). ` +
  `CPU ms per request, server + database: app ${cpuText(f.app)} (ceiling ${cpuText(f.ceiling)}).`;
