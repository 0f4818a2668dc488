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
import { pollUntil } from '../../test/poll.js';

// A server killed with SIGKILL in the middle of a large batch leaves it complete or resumable, never
// half-counted: every chunk's instruments and its count commit together, and a restarted server takes the
// batch over once the dead one's lease runs out, going on from the count.

const SIZE = 100_000;
const url = process.env.TEST_DATABASE_URL!;
const name = `sdm_kill_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const dataDir = mkdtempSync(join(tmpdir(), 'sdm-kill-'));
const target = new URL(url);
target.pathname = `/${name}`;
let database: Database;
let setup: TestApp;
let editor: TestUser;
let detailId: string;
let uid: string;
const servers: ChildProcess[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(statement);
  await client.end();
}

const startServer = () => startAppProcess(servers, target.toString(), dataDir);

const batchRow = async () => {
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  const { rows } = await client.query(
    `select b.generation, b.generated_count as counted, (select count(*)::int from instruments i where i.batch_uid = b.uid) as written,
            (select count(distinct code)::int from instruments i where i.batch_uid = b.uid) as codes,
            (select count(distinct seq)::int from instruments i where i.batch_uid = b.uid) as seqs
     from instrument_batches b where b.uid = $1`,
    [uid],
  );
  await client.end();
  return rows[0] as { generation: string; counted: number; written: number; codes: number; seqs: number };
};

beforeAll(async () => {
  await admin(`create database ${name}`);
  database = await openDatabase({ url: target.toString(), dataDir: '', poolSize: 4 });
  setup = await buildTestApp({}, { database });
  const tenant = await buildTenant(setup);
  const owner = await buildUser(setup, tenant, { role: 'owner' });
  editor = await buildUser(setup, tenant, { role: 'editor', on: 'workspace' });
  const post = async (user: TestUser, path: string, payload: object) => (await injectAs(setup, user, { method: 'POST', url: path, payload })).json();
  const config = await post(owner, '/api/1.0/ti-configs', { project_id: tenant.project.id, name: 'Coupons', type: 'Coupon' });
  const campaign = await post(owner, `/api/2.0/media-campaigns?aggregate=${tenant.workspaces[0].id}`, { name: 'Kill', code: 'KILL' });
  const detail = await post(editor, '/api/1.0/ti-details', {
    titype: 'COUPON',
    tiConfigId: config.id,
    source_id: campaign.id,
    instrumentInfo: [{ category: 'bulk', numberOfTickets: SIZE, serialNumber: 'K000001', redeemer: [{ mobile: '9000000002' }] }],
  });
  detailId = detail.id;
  uid = detail.instrumentInfo[0].uid;
  // The setup's own server stops here, so that only the spawned ones generate.
  await setup.close();
}, 120_000);

afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  await database?.close();
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

it('completes a batch of 100,000 with exactly 100,000 unique instruments after a kill -9 and a restart', async () => {
  const first = await startServer();
  const signIn = await fetch(`${first.url}/iam/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-api-key': setup.apiKey },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: setup.clientId,
      client_secret: setup.clientSecret,
      username: editor.username,
      password: TEST_PASSWORD,
      tenant: editor.tenant.key,
    }).toString(),
  });
  const { access_token } = await signIn.json();
  const started = await fetch(`${first.url}/api/1.0/ti-details/${detailId}/instrument-info/${uid}/instruments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${access_token}`, 'x-api-key': setup.apiKey },
  });
  expect(started.status).toBe(202);

  // Killed once some chunks are in, before the last.
  const midway = await pollUntil(batchRow, (b) => b.counted > 0, 30_000);
  first.child.kill('SIGKILL');
  await new Promise((resolve) => first.child.once('exit', resolve));
  const left = await batchRow();
  expect(midway.counted).toBeGreaterThan(0);
  expect(left.generation).toBe('generating');
  expect(left.counted).toBeLessThan(SIZE);
  // Never half-counted: what is counted is exactly what is written.
  expect(left.written).toBe(left.counted);

  await startServer();
  const done = await pollUntil(batchRow, (b) => b.generation === 'generated', 90_000);
  expect(done).toEqual({ generation: 'generated', counted: SIZE, written: SIZE, codes: SIZE, seqs: SIZE });
}, 180_000);
