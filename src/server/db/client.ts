import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.js';
import { auditedPool, auditPglite } from './audited-driver.js';
import { applicationLogin } from './app-login.js';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; code is written against this common type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/**
 * The handle `db.transaction(async (tx) => …)` passes: a Db that also rolls back. Every repo function
 * taking a Db takes it; a function that must run inside a transaction (its writes go together, or it
 * locks rows) takes a Tx, so calling it outside one does not compile.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL for the few places (health, bench ceiling) that want no query builder. */
  ping(): Promise<void>;
  /**
   * Receives NOTIFY payloads of `channel` until the answered function stops it. `onLive(false)` says
   * notices may have been missed (connection lost), `onLive(true)` that they flow again.
   */
  listen(channel: string, onNotice: (payload: string) => void, onLive: (live: boolean) => void): Promise<() => Promise<void>>;
  /** Sends one NOTIFY of `channel` per payload, in one short transaction of its own. */
  notify(channel: string, payloads: string[]): Promise<void>;
  /**
   * Resolves once every notice of `channel` committed before the call has reached this process's listeners (a
   * listening connection answers a query only after the notices queued before it); at once when none listens.
   */
  caughtUp(channel: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The NOTIFY statement: its transaction commits without waiting for the WAL flush (nothing it writes needs
 * to last), so the database-wide lock a notifying commit holds is held for a moment only.
 */
const NOTIFY_SQL = "select set_config('synchronous_commit', 'off', true), pg_notify($1, p) from unnest($2::text[]) as p";

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface OpenOptions {
  /** postgres://… of the database's owner (migrations); unset: embedded PGlite in `dataDir`; `memory://`: in memory. */
  url?: string;
  /** PostgreSQL: the application's own login role (APP_DATABASE_URL); unset: sdm_app logs in (src/server/db/app-login.ts). */
  appUrl?: string;
  dataDir: string;
  poolSize?: number;
  /**
   * `operator`: the operator's CLI on PostgreSQL connects as the owner working as sdm_app, so that it may take the
   * maintenance role (audit-prune) as well; the server is always the `application`.
   */
  connectAs?: 'application' | 'operator';
  /**
   * `memory://` only: the embedded database starts as this dump of a migrated one (`migratedPgliteImage`) instead of
   * empty, so that only migrations newer than it run (tests open many databases: src/server/test/database-image.ts).
   */
  pgliteImage?: Blob;
}

/** Opens the database named by `url` (postgres://…), or embedded PGlite in `dataDir` / memory, and migrates it. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.url?.startsWith('postgres') ? await openPostgres(opts.url, opts) : await openPglite(opts.url, opts.dataDir, opts.pgliteImage);
  return database;
}

async function openPostgres(url: string, opts: OpenOptions): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Migrations run as the owner; the pool then logs in as the application (docs/decisions/0121-audit-roles-and-login.md).
  const owner = new pg.Pool({ connectionString: url, max: 1 });
  try {
    await migrate(drizzle(owner, { schema }), { migrationsFolder });
  } finally {
    await owner.end();
  }
  const login = opts.connectAs === 'operator' ? url : await applicationLogin(pg, url, opts.appUrl);
  // A request waits at most 5 s for a connection: while PostgreSQL is out of reach it is answered 503, never left hanging.
  const pool = auditedPool(pg, { connectionString: login, max: opts.poolSize ?? 10, connectionTimeoutMillis: 5000 });
  // An idle pooled connection cut by the server (restart, failover, idle kill) is dropped from the
  // pool and the next query opens a new one; without a listener, pg would rethrow it and end the process.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  // Each channel's listening connections, for `caughtUp`.
  const listening = new Map<string, Set<() => Promise<void>>>();
  return {
    db,
    kind: 'postgres',
    ping: async () => void (await pool.query('select 1')),
    listen: async (channel, onNotice, onLive) => {
      const listener = await listenPostgres(pg, login, channel, onNotice, onLive);
      const of = listening.get(channel) ?? new Set();
      listening.set(channel, of.add(listener.caughtUp));
      return async () => {
        of.delete(listener.caughtUp);
        await listener.stop();
      };
    },
    notify: async (channel, payloads) => void (await pool.query(NOTIFY_SQL, [channel, payloads])),
    caughtUp: async (channel) => void (await Promise.all([...(listening.get(channel) ?? [])].map((caughtUp) => caughtUp()))),
    close: () => pool.end(),
  };
}

/** A dump of an in-memory embedded database with every migration applied, for `OpenOptions.pgliteImage`. */
export async function migratedPgliteImage(): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite();
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

async function openPglite(url: string | undefined, dataDir: string, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let location: string | undefined;
  if (url !== 'memory://') {
    location = join(dataDir, 'pgdata');
    mkdirSync(location, { recursive: true });
  }
  const client = location ? new PGlite(location) : new PGlite(image ? { loadDataDir: image } : {});
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  await auditPglite(client);
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await client.query('select 1')),
    listen: async (channel, onNotice, onLive) => {
      // In-process: notices cannot be lost, so the subscription is live from the start.
      const stop = await client.listen(channel, onNotice);
      onLive(true);
      return async () => {
        onLive(false);
        if (!client.closed) await stop();
      };
    },
    notify: async (channel, payloads) => void (await client.query(NOTIFY_SQL, [channel, payloads])),
    // In-process: a notice reaches its listeners with the answer of the statement that sent it.
    caughtUp: async () => {},
    close: () => client.close(),
  };
}

const RECONNECT_MS = 1000;

/**
 * A dedicated connection LISTENing on `channel` (a pooled one would be handed to other queries).
 * When it drops, the caller hears `onLive(false)` and it reconnects every second until stopped.
 * `caughtUp` resolves after a query on it sent after the call: PostgreSQL delivers the notices queued before a
 * query ahead of its answer. One such query at a time serves every caller who came before it was sent.
 */
async function listenPostgres(
  pg: typeof import('pg').default,
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLive: (live: boolean) => void,
): Promise<{ stop: () => Promise<void>; caughtUp: () => Promise<void> }> {
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let sent: Promise<void> | null = null;
  let next: Promise<void> | null = null;
  // Not listening: the caller has heard onLive(false), and keeps nothing that a notice would drop.
  const caughtUp = (): Promise<void> => {
    if (!client) return Promise.resolve();
    if (!sent) {
      sent = client
        .query('select 1')
        .then(() => {})
        .finally(() => (sent = null));
      return sent;
    }
    // The query out may have been sent before this caller came: the one after it answers.
    next ??= sent
      .catch(() => {})
      .then(() => {
        next = null;
        return caughtUp();
      });
    return next;
  };

  // A retired client keeps its listeners (they are no-ops once it is not `client`): pg may still emit
  // 'error' on it while it closes, and an 'error' with no listener would crash the process.
  const lost = () => {
    onLive(false);
    client?.end().catch(() => {});
    client = null;
    if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
  };
  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    // Only the live connection's loss matters; a failed attempt is retried by the catch below.
    const drop = () => void (!stopped && client === next && lost());
    next.on('error', drop);
    next.on('end', drop);
    next.on('notification', (n) => n.channel === channel && onNotice(n.payload ?? ''));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '')}"`);
      if (stopped) return void (await next.end());
      client = next;
      onLive(true);
    } catch {
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RECONNECT_MS);
    }
  }

  await connect();
  const stop = async () => {
    stopped = true;
    clearTimeout(retry);
    onLive(false);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
  return { stop, caughtUp };
}
