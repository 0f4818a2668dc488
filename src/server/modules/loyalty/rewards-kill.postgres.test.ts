import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { startAppProcess } from '../../test/app-process.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, TEST_PASSWORD, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildInstruments } from '../../test/instruments.js';
import { pollUntil } from '../../test/poll.js';

// A server killed with SIGKILL in the middle of taking a reward leaves neither half: the points spent and the coupon
// acquired are one transaction, which the database rolls back when the server's connection dies before its commit.

const url = process.env.TEST_DATABASE_URL!;
const name = `sdm_reward_kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sdm-reward-kill-'));
const target = new URL(url);
target.pathname = `/${name}`;
let database: Database;
let setup: TestApp;
let admin: TestUser;
let programId = '';
let rewardId = '';
let walletId = '';
let code = '';
const servers: ChildProcess[] = [];

async function onServer<T>(statement: string, values: unknown[] = [], at = target.toString()): Promise<T[]> {
  const client = new pg.Client({ connectionString: at });
  await client.connect();
  try {
    return (await client.query(statement, values)).rows as T[];
  } finally {
    await client.end();
  }
}

const startServer = () => startAppProcess(servers, target.toString(), dataDir, { POINTS_SWEEP_MS: '0' });

async function signIn(server: string): Promise<string> {
  const res = await fetch(`${server}/iam/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': setup.apiKey },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: setup.clientId,
      client_secret: setup.clientSecret,
      username: admin.username,
      password: TEST_PASSWORD,
      tenant: admin.tenant.key,
    }).toString(),
  });
  return (await res.json()).access_token;
}

const takeOn = (server: string, token: string, nonce: string) =>
  fetch(`${server}/api/1.0/loyalty/${programId}/rewards/${rewardId}/take`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'x-api-key': setup.apiKey, 'content-type': 'application/json' },
    body: JSON.stringify({ wallet_id: walletId, nonce }),
  });

const state = async () => {
  const [row] = await onServer<{ balance: number; spends: number; takes: number; status: string; transactions: number }>(
    `select (select balance::int from wallets where id = $1) as balance,
        (select count(*)::int from wallet_entries where wallet_id = $1 and kind = 'spend') as spends,
        (select count(*)::int from loyalty_takes where wallet_id = $1) as takes,
        (select status from instruments where code = $2) as status,
        (select count(*)::int from instrument_transactions where code = $2) as transactions`,
    [walletId, code],
  );
  return row;
};

beforeAll(async () => {
  await onServer(`create database ${name}`, [], url);
  database = await openDatabase({ url: target.toString(), dataDir: '', poolSize: 4 });
  setup = await buildTestApp({}, { database });
  const tenant = await buildTenant(setup);
  const owner = await buildUser(setup, tenant, { role: 'owner' });
  admin = await buildUser(setup, tenant, { role: 'admin' });
  const customer = await buildUser(setup, tenant);
  const post = async (user: TestUser, path: string, payload: object) => (await injectAs(setup, user, { method: 'POST', url: path, payload })).json();
  const ws = tenant.workspaces[0].id;
  const campaign = await post(owner, `/api/2.0/media-campaigns?aggregate=${ws}`, { name: 'Kill', code: 'KILL' });
  const coupons = await buildInstruments(database.db, {
    tenantId: tenant.id,
    projectId: tenant.project.id,
    aggregateId: ws,
    sourceId: campaign.id,
    titype: 'COUPON',
    count: 1,
  });
  code = coupons.codes[0];
  const program = await post(admin, `/api/1.0/loyalty?aggregate=${ws}`, {
    name: 'Kill club',
    rewards: [{ name: 'Coupon', points: 30, detail_id: coupons.detailId }],
  });
  programId = program.id;
  rewardId = program.rewards[0].id;
  const profile = await post(customer, '/api/1.0/profiles', { key: customer.id, name: { firstName: 'Kim', lastName: 'Ill', displayName: 'Kim' } });
  walletId = (await post(owner, '/api/1.0/wallets', { project_id: tenant.project.id, profile_id: profile.id })).id;
  await post(owner, `/api/1.0/wallets/${walletId}/adjustments`, { points: 50, reason: 'opening' });
  // The setup's own server stops here: only the spawned ones serve.
  await setup.close();
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  await database?.close();
  await onServer(`drop database if exists ${name} with (force)`, [], url);
  rmSync(dataDir, { recursive: true, force: true });
});

it('a server killed -9 between spending the points and acquiring the coupon leaves neither', async () => {
  const first = await startServer();
  const token = await signIn(first.url);
  // Another session holds the treasury transactions' table: the take spends its points, then waits to record the acquisition.
  const holder = new pg.Client({ connectionString: target.toString() });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table instrument_transactions in exclusive mode');
  const pending = takeOn(first.url, token, 'kill-nonce-1').catch(() => null);
  await pollUntil(
    () =>
      onServer<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'instrument_transactions' and not l.granted`,
      ),
    (rows) => rows[0].n > 0,
    30_000,
  );
  // The spend is written (in the open transaction): its wallet row is locked by the waiting take.
  const locked = await onServer<{ n: number }>(
    `select count(*)::int as n from pg_locks l join pg_class c on c.oid = l.relation where c.relname = 'wallets' and l.mode = 'RowExclusiveLock'`,
  );
  expect(locked[0].n).toBeGreaterThan(0);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  await pending;
  await holder.query('rollback');
  await holder.end();
  // Once the dead server's backend has gone, nothing of the take is left.
  await pollUntil(
    () => onServer<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`, [name]),
    (rows) => rows[0].n === 0,
    30_000,
  );
  await pollUntil(state, (s) => s.transactions === 0 && s.spends === 0, 30_000);
  expect(await state()).toEqual({ balance: 50, spends: 0, takes: 0, status: 'ISSUED', transactions: 0 });

  // A restarted server takes the reward whole.
  const second = await startServer();
  const res = await takeOn(second.url, await signIn(second.url), 'kill-nonce-1');
  expect(res.status).toBe(201);
  expect(await state()).toEqual({ balance: 20, spends: 1, takes: 1, status: 'ACQUIRED', transactions: 1 });
}, 120_000);
