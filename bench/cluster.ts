// Several servers (docs/scaling.md "Capacity"): HAProxy in front of 1 and of 3 API servers built as in production, on
// one PostgreSQL, Redis and the S3 stand-in (cluster/deployment.ts), loaded through the balancer and, with one server,
// straight at it as well: the rates, and the CPU a request of the servers, the balancer, the database and the machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Session, WHERE } from '../cluster/client.js';
import { startDeployment, type Deployment } from '../cluster/deployment.js';
import { VENUE_TILE_FIELDS } from './items.js';
import { cpuOf, cpuSeconds, DURATION, load, type Figures } from './load.js';
import { updates } from './writes.js';

/** One hot path's figures with `servers` servers behind the balancer. */
interface ClusterFigures {
  servers: number;
  path: string;
  through: Figures;
  /** HAProxy's CPU ms a request through it. */
  balancer: number;
  /** The same requests straight at the one server (only with one). */
  direct?: Figures;
}

/** The hot paths: a venue by id, the console's venue list (its cache on, as deployed), a section's save. */
function hotPaths(base: string, auth: Record<string, string>, venueIds: string[]) {
  const venueId = venueIds[0];
  return [
    { path: 'GET /api/2.0/media-venues/{id}', options: { url: `${base}/api/2.0/media-venues/${venueId}`, headers: auth } },
    {
      path: 'GET /api/2.0/media-venues (a page of tiles)',
      options: { url: `${base}/api/2.0/media-venues?${WHERE}&limit=50&fields=${encodeURIComponent(VENUE_TILE_FIELDS)}`, headers: auth },
    },
    { path: 'PUT /api/2.0/media-venues/{id} (description)', options: updates(base, (id) => `/api/2.0/media-venues/${id}`, venueIds, auth) },
  ];
}

async function measure(deployment: Deployment, results: Figures[]): Promise<ClusterFigures[]> {
  const session = await Session.signIn(deployment.url);
  const auth = { authorization: `Bearer ${session.token}`, 'x-api-key': session.config.apiKey };
  const venues = await session.call(deployment.url, 'GET', `/api/2.0/media-venues?${WHERE}&limit=50&fields=id`);
  const venueIds = (venues.body as { id: string }[]).map((v) => v.id);
  const client = new pg.Client({ connectionString: deployment.postgres.url });
  await client.connect();
  try {
    const servers = deployment.servers.map((s) => s.pid!);
    const cpu = cpuOf(client, servers);
    const count = servers.length;
    const figures: ClusterFigures[] = [];
    for (const [i, hot] of hotPaths(deployment.url, auth, venueIds).entries()) {
      const haproxyBefore = cpuSeconds(deployment.balancer.pid!);
      const through = await load(`${hot.path}, ${count} server${count > 1 ? 's' : ''} behind HAProxy`, hot.options, cpu);
      // The warm-up's requests count too: about 2 s more at the same rate.
      const balancer = Math.round(((cpuSeconds(deployment.balancer.pid!) - haproxyBefore) * 1e6) / (through.rps * (DURATION + 2) || 1)) / 1000;
      results.push(through);
      const one: ClusterFigures = { servers: count, path: hot.path, through, balancer };
      if (count === 1) {
        const straight = hotPaths(deployment.servers[0].url, auth, venueIds)[i];
        one.direct = await load(`${hot.path}, straight at the server`, straight.options, cpu);
        results.push(one.direct);
      }
      figures.push(one);
    }
    return figures;
  } finally {
    await client.end();
  }
}

/** The hot paths through 1 and through 3 servers, each deployment started and stopped here. */
export async function clusterBench(results: Figures[]): Promise<ClusterFigures[]> {
  const figures: ClusterFigures[] = [];
  for (const servers of [1, 3]) {
    const dir = mkdtempSync(join(tmpdir(), 'sdm-bench-cluster-'));
    const deployment = await startDeployment({ dir, servers, demo: true });
    try {
      figures.push(...(await measure(deployment, results)));
    } finally {
      await deployment.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  return figures;
}

export function clusterSummary(figures: ClusterFigures[]): string[] {
  const lines: string[] = [];
  for (const one of figures.filter((f) => f.direct)) {
    const { through, direct } = one as Required<ClusterFigures>;
    lines.push(
      `${one.path}: through HAProxy at ${((through.rps / direct.rps) * 100).toFixed(1)} % of straight at the one server (${through.rps} vs ${direct.rps} req/s, p99 ${through.p99} vs ${direct.p99} ms); the balancer's own CPU ${one.balancer} ms a request, the machine's ${(through.cpu!.machine - direct.cpu!.machine).toFixed(3)} ms more.`,
    );
  }
  for (const three of figures.filter((f) => f.servers === 3)) {
    const one = figures.find((f) => f.servers === 1 && f.path === three.path)!;
    const c = three.through.cpu!;
    lines.push(
      `${three.path}: 3 servers ${three.through.rps} req/s against 1 server's ${one.through.rps} (${((three.through.rps / one.through.rps) * 100).toFixed(1)} %); CPU ms a request, servers + database + balancer / machine: ${c.server} + ${c.db} + ${three.balancer} / ${c.machine} (1 server: ${one.through.cpu!.server} + ${one.through.cpu!.db} + ${one.balancer} / ${one.through.cpu!.machine}).`,
    );
  }
  return lines;
}
