// Item writes (docs/performance.md): venue create (POST) and update (PUT) at 64 connections,
// each beside a bare Fastify + pg INSERT / UPDATE ceiling (serve-ceiling.ts), with the workspace at
// ~0, ~15,000 and 100,000 items (BENCH_WRITE_SIZES), so that a figure falling as the workspace grows shows.
import type autocannon from 'autocannon';
import pg from 'pg';
import { TREASURY_SECTIONS } from '../src/domain/treasury/sections.js';
import { createBodyOf } from '../src/web/lib/record/draft.js';
import { draftOf } from '../src/web/features/treasury/model/draft.js';
import type { BenchDb } from './lists.js';
import { cpuOf, load, start, type Figures } from './load.js';

export const WRITE_SIZES = (process.env.BENCH_WRITE_SIZES ?? '0,15000,100000').split(',').map(Number);

/** The ceiling writes into a table of its own shaped like media_items: the same columns, indexes and schedule trigger, no change notices. */
export const CEILING_TABLE = 'bench_ceiling_items';

/** What the console sends for a new venue: a name, its type pair and a few form fields. */
const createBody = (unique: string) =>
  JSON.stringify({ name: `Bench ${unique}`, type: 'Shopping Mall', subtype: 'Atrium', description: 'Created by the bench', tags: ['bench'], city: 'Pune' });
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Items seeded so far (their ids are `f` + a counter), shared by both tables. */
let seeded = 0;

/** Adds seeded venues to `table` until the workspace holds `target` items (none when it holds more). */
async function topUp(client: pg.Client, table: string, ws: { tenant_id: string; project_id: string; id: string }, target: number): Promise<number> {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table} where tenant_id = $1 and aggregate_id = $2`, [
    ws.tenant_id,
    ws.id,
  ]);
  const missing = target - rows[0].n;
  if (missing > 0) {
    await client.query(
      `insert into ${table} (tenant_id, id, kind, project_id, aggregate_id, code, name, type, subtype, doc, created_on, updated_on)
       select $1, 'f' || lpad(to_hex(g), 23, '0'), 'venue', $2, $3, upper(substr(md5(g::text), 1, 16)), 'Bench Write ' || g, 'Shopping Mall', 'Atrium',
              jsonb_build_object('description', 'Venue number ' || g, 'tags', jsonb_build_array('bench'), 'city', 'Pune', 'maxAllowed', 1,
                'availableFrom', '2025-01-01T00:00:00.000Z', 'availableTo', '2026-01-01T00:00:00.000Z'),
              now() - interval '1 day', now()
       from generate_series($4::int + 1, $4::int + $5::int) g`,
      [ws.tenant_id, ws.project_id, ws.id, seeded, missing],
    );
    seeded += missing;
    await client.query(`vacuum analyze ${table}`);
  }
  return Math.max(target, rows[0].n);
}

/** Up to 10,000 random venue ids of the workspace in `table`: what the updates change. */
async function someIds(client: pg.Client, table: string, workspaceId: string): Promise<string[]> {
  const { rows } = await client.query<{ id: string }>(`select id from ${table} where aggregate_id = $1 and kind = 'venue' order by random() limit 10000`, [
    workspaceId,
  ]);
  return rows.map((r) => r.id);
}

/** PUTs of a changed description, each to a random one of `ids`. */
export function updates(base: string, path: (id: string) => string, ids: string[], headers: Record<string, string>): autocannon.Options {
  return {
    url: base,
    method: 'PUT' as const,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const id = ids[Math.floor(Math.random() * ids.length)];
          return { ...req, path: path(id), body: JSON.stringify({ id, description: `Changed ${unique()}` }) };
        },
      },
    ],
  };
}

/** A new workspace of the demo's project `mall` for one bench part; answers its id. */
export async function benchWorkspace(appUrl: string, auth: Record<string, string>, name: string): Promise<string> {
  const created = await fetch(`${appUrl}/api/2.0/media-aggregates?tenant=demo&project=mall`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ name, key: name.toLowerCase().replace(/\W+/g, '-'), currency: 'USD', timeZone: 'UTC' }),
  });
  if (created.status !== 201) throw new Error(`workspace ${name}: ${created.status} ${await created.text()}`);
  return ((await created.json()) as { id: string }).id;
}

export interface WriteFigures {
  /** Items in the workspace when the phase began. */
  items: number;
  create: number;
  update: number;
  /** Index of the phase's first figure in `results`: ceiling create, app create, ceiling update, app update. */
  at: number;
}

/** The write measurements at each workspace size; answers each phase's ratios to its ceiling. */
export async function writeBench(app: { url: string; pid: number }, db: BenchDb, auth: Record<string, string>, results: Figures[]): Promise<WriteFigures[]> {
  const appUrl = app.url;
  const headers = { ...auth, 'content-type': 'application/json' };
  const workspaceId = await benchWorkspace(appUrl, auth, 'Bench Writes');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  const phases: WriteFigures[] = [];
  try {
    const { rows } = await client.query<{ tenant_id: string; project_id: string; id: string }>(
      'select tenant_id, project_id, id from aggregates where id = $1',
      [workspaceId],
    );
    const ws = rows[0];
    // BENCH_AUDIT=off measures the same writes without the audit trail's trigger (docs/performance.md "Audit trail").
    if (process.env.BENCH_AUDIT === 'off') await client.query('alter table media_items disable trigger media_items_audit');
    await client.query(`create table ${CEILING_TABLE} (like media_items including all)`);
    await client.query(
      `create trigger ${CEILING_TABLE}_schedule_bounds before insert or update of doc on ${CEILING_TABLE} for each row execute function media_items_schedule_bounds()`,
    );
    const ceiling = await start('bench/serve-ceiling.ts', { DATABASE_URL: db.url, TENANT_ID: ws.tenant_id });
    try {
      for (const size of WRITE_SIZES) {
        await topUp(client, CEILING_TABLE, ws, size);
        const items = await topUp(client, 'media_items', ws, size);
        const at = results.length;
        const createOpts = (url: string) => ({ url, method: 'POST' as const, headers, body: createBody('[<id>]'), idReplacement: true });
        results.push(
          await load(
            `ceiling: bare INSERT of a venue (workspace at ${items})`,
            createOpts(`${ceiling.url}/items?aggregate=${workspaceId}`),
            cpuOf(client, ceiling.child.pid!),
          ),
        );
        results.push(
          await load(
            `POST /api/2.0/media-venues?aggregate (workspace at ${items})`,
            createOpts(`${appUrl}/api/2.0/media-venues?aggregate=${workspaceId}`),
            cpuOf(client, app.pid),
          ),
        );
        const ceilingIds = await someIds(client, CEILING_TABLE, workspaceId);
        results.push(
          await load(
            `ceiling: bare UPDATE of a venue (workspace at ${items})`,
            updates(ceiling.url, (id) => `/items/${id}`, ceilingIds, headers),
            cpuOf(client, ceiling.child.pid!),
          ),
        );
        const appIds = await someIds(client, 'media_items', workspaceId);
        results.push(
          await load(
            `PUT /api/2.0/media-venues/{id} (workspace at ${items})`,
            updates(appUrl, (id) => `/api/2.0/media-venues/${id}`, appIds, headers),
            cpuOf(client, app.pid),
          ),
        );
        phases.push({ items, at, create: results[at + 1].rps / results[at].rps, update: results[at + 3].rps / results[at + 2].rps });
      }
    } finally {
      ceiling.child.kill();
    }
  } finally {
    await client.end();
  }
  return phases;
}

export interface AuditPairFigures {
  /** Items in the workspace when the pairs began. */
  items: number;
  /** Index of each pair's figures in `results`, per write: [trail on, trail off]. */
  create: [number, number][];
  update: [number, number][];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * BENCH_AUDIT=pairs (docs/performance.md "Audit trail"): the trail's cost on item writes as alternating pairs in one
 * run, each write measured with media_items_audit enabled and disabled BENCH_AUDIT_PAIRS times (3 unless set). The
 * order flips every pair (on/off, off/on, …) so that a drift of the machine or the growing tables weighs on both
 * sides; statistics taken and a checkpoint before each measurement keep the autovacuum's and checkpointer's work out of it. No ceiling: the pairs are the
 * comparison. The workspace starts at the first of BENCH_WRITE_SIZES.
 */
export async function auditPairBench(
  app: { url: string; pid: number },
  db: BenchDb,
  auth: Record<string, string>,
  results: Figures[],
): Promise<AuditPairFigures> {
  const pairs = Number(process.env.BENCH_AUDIT_PAIRS ?? 3);
  const headers = { ...auth, 'content-type': 'application/json' };
  const workspaceId = await benchWorkspace(app.url, auth, 'Bench Audit Pairs');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ tenant_id: string; project_id: string; id: string }>(
      'select tenant_id, project_id, id from aggregates where id = $1',
      [workspaceId],
    );
    const items = await topUp(client, 'media_items', rows[0], WRITE_SIZES[0]);
    const measure = async (trail: boolean, name: string, opts: autocannon.Options) => {
      await client.query(`alter table media_items ${trail ? 'enable' : 'disable'} trigger media_items_audit`);
      // Fresh statistics (the creates grow both tables fast; a plan from a near-empty table made updates ~30× slower), then a checkpoint.
      await client.query('vacuum analyze media_items, audit_records');
      await client.query('checkpoint');
      const label = `${name} (trail ${trail ? 'on' : 'off'})`;
      console.log(`${new Date().toISOString().slice(11, 19)} ${label}`);
      results.push(await load(label, opts, cpuOf(client, app.pid)));
      return results.length - 1;
    };
    const alternate = async (name: string, opts: () => Promise<autocannon.Options> | autocannon.Options) => {
      const at: [number, number][] = [];
      for (let i = 0; i < pairs; i++) {
        const first = i % 2 === 0;
        const a = await measure(first, name, await opts());
        const b = await measure(!first, name, await opts());
        at.push(first ? [a, b] : [b, a]);
      }
      return at;
    };
    const create = await alternate(`POST /api/2.0/media-venues?aggregate`, () => ({
      url: `${app.url}/api/2.0/media-venues?aggregate=${workspaceId}`,
      method: 'POST' as const,
      headers,
      body: createBody('[<id>]'),
      idReplacement: true,
    }));
    const ids = await someIds(client, 'media_items', workspaceId);
    const update = await alternate(`PUT /api/2.0/media-venues/{id}`, () => updates(app.url, (id) => `/api/2.0/media-venues/${id}`, ids, headers));
    await client.query('alter table media_items enable trigger media_items_audit');
    return { items, create, update };
  } finally {
    await client.end();
  }
}

/** The summary lines of `auditPairBench`: each pair's change and the medians. */
export function auditPairSummary(results: Figures[], f: AuditPairFigures): string[] {
  const pct = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x * 100).toFixed(1)} %`;
  return (['create', 'update'] as const).map((write) => {
    const pairs = f[write].map(([on, off]) => ({ on: results[on], off: results[off] }));
    const changes = pairs.map((p) => p.on.rps / p.off.rps - 1);
    const on = median(pairs.map((p) => p.on.rps));
    const off = median(pairs.map((p) => p.off.rps));
    const of = (side: 'on' | 'off', figure: 'db' | 'machine' | 'idle' | 'wal') => median(pairs.map((p) => p[side].cpu?.[figure] ?? 0));
    const both = (figure: 'db' | 'machine' | 'idle' | 'wal', digits: number) =>
      `${of('on', figure).toFixed(digits)} on, ${of('off', figure).toFixed(digits)} off`;
    return (
      `Audit trail on ${write}s (${f.items} items at the start, ${pairs.length} pairs): changes ${changes.map(pct).join(', ')}; median change ${pct(median(changes))}; ` +
      `median req/s ${on} on, ${off} off (${pct(on / off - 1)}); median CPU ms per request of the database ${both('db', 3)}, of the whole machine ${both('machine', 3)}; ` +
      `machine idle ${both('idle', 1)} %; median WAL bytes per request ${both('wal', 0)}.`
    );
  });
}

/** CPU ms per request, server + database, as the summaries print it. */
const cpu = (f: Figures) => (f.cpu ? `${f.cpu.server} + ${f.cpu.db}` : '?');

/** The summary lines of `writeBench`'s phases. */
export function writeSummary(results: Figures[], phases: WriteFigures[]): string[] {
  return phases.map((p) => {
    const [createCeiling, create, updateCeiling, update] = results.slice(p.at);
    const pct = (r: number) => `${(r * 100).toFixed(1)} %`;
    return (
      `Writes with ${p.items} items in the workspace: create at ${pct(p.create)} of its ceiling (p99 ${create.p99} ms), update at ${pct(p.update)} ` +
      `(p99 ${update.p99} ms) (targets ≥ 60 %, ≤ 50 ms). CPU ms per request, server + database: create ${cpu(create)} (ceiling ${cpu(createCeiling)}), ` +
      `update ${cpu(update)} (ceiling ${cpu(updateCeiling)}).`
    );
  });
}

export interface ConfigWriteFigures {
  /** Whether ti_configs' audit trigger ran (BENCH_AUDIT=off disables it). */
  trail: boolean;
  /** Configurations the updates changed, at random. */
  configs: number;
  /** Index of the create figure in `results`; the update's follows. */
  at: number;
}

/**
 * Treasury configuration writes (docs/performance.md "Audit trail"): POST /api/1.0/ti-configs with the body the console's
 * create form sends, then PUTs of a changed description as a section's Save sends them, at 64 connections with the CPU
 * per request. BENCH_AUDIT=off disables ti_configs' audit trigger: the same writes without the trail.
 */
export async function configWriteBench(app: { url: string; pid: number }, db: BenchDb, auth: Record<string, string>, results: Figures[]) {
  const headers = { ...auth, 'content-type': 'application/json' };
  const workspaceId = await benchWorkspace(app.url, auth, 'Bench Config Writes');
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const trail = process.env.BENCH_AUDIT !== 'off';
    if (!trail) await client.query('alter table ti_configs disable trigger ti_configs_audit');
    // The type of a demo instrument (the console's type selector offers the catalogue's).
    const { rows } = await client.query<Record<string, string>>(
      `select project_id, type, subtype, doc ->> 'type_id' as type_id, doc ->> 'subtype_id' as subtype_id from ti_configs where key = 'mall-coupons'`,
    );
    const { project_id, type, subtype, type_id, subtype_id } = rows[0];
    // The body the console's create form sends (src/web/features/treasury/pages/instrument-form.tsx), made by its own code.
    const draft = { ...draftOf(), name: 'Bench Config [<id>]', description: 'Created by the bench', type, type_id, subtype, subtype_id };
    const body = JSON.stringify({ ...createBodyOf(TREASURY_SECTIONS, draft), project_id, aggregate_id: workspaceId });
    const label = trail ? 'trail on' : 'trail off';
    const at = results.length;
    const create = { url: `${app.url}/api/1.0/ti-configs`, method: 'POST' as const, headers, body, idReplacement: true };
    results.push(await load(`POST /api/1.0/ti-configs (${label})`, create, cpuOf(client, app.pid)));
    const ids = await client.query<{ id: string }>('select id from ti_configs where aggregate_id = $1 order by random() limit 10000', [workspaceId]);
    const changes = updates(
      app.url,
      (id) => `/api/1.0/ti-configs/${id}`,
      ids.rows.map((r) => r.id),
      headers,
    );
    results.push(await load(`PUT /api/1.0/ti-configs/{id} (${label})`, changes, cpuOf(client, app.pid)));
    return { trail, configs: ids.rows.length, at };
  } finally {
    await client.end();
  }
}

/** The summary line of `configWriteBench`. */
export function configWriteSummary(results: Figures[], f: ConfigWriteFigures): string[] {
  const [create, update] = results.slice(f.at);
  const figures = (r: Figures) => `${r.rps}/s, p50 ${r.p50} ms, p99 ${r.p99} ms, CPU ${cpu(r)} ms per request (server + database), ${r.errors} errors`;
  return [`Configuration writes with the trail ${f.trail ? 'on' : 'off'}: create ${figures(create)}; update (${f.configs} configurations) ${figures(update)}.`];
}
