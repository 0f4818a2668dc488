import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { deviceAuthorization, readingsBatch, READINGS_PER_BATCH, storedReadings } from './readings.js';

const SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = async (q: string) => { const c = new pg.Client({ connectionString: SERVER }); await c.connect(); try { await c.query(q); } finally { await c.end(); } };
const dbName = `sdm_s2_readings_${Date.now()}`;
await admin(`create database ${dbName}`);
const dbUrl = new URL(SERVER); dbUrl.pathname = `/${dbName}`;
const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve-app.ts'], { cwd: '/work/main', env: { ...process.env, DATABASE_URL: dbUrl.toString(), SDM_DEMO: '1', DATA_DIR: `/tmp/${dbName}` }, stdio: ['ignore', 'pipe', 'inherit'] });
try {
  const url: string = await new Promise((res, rej) => { child.stdout!.on('data', (b: Buffer) => { const m = /READY (\S+)/.exec(b.toString()); if (m) res(m[1]); }); child.once('exit', (c) => rej(new Error(`exit ${c}`))); });
  const device = await deviceAuthorization(dbUrl.toString());
  const conns = Number(process.env.CONNS ?? 16);
  const opts = { url: `${url}/api/1.0/device-readings`, method: 'POST' as const, headers: { authorization: device.authorization, 'content-type': 'application/json' }, body: readingsBatch(), connections: conns };
  await autocannon({ ...opts, duration: 2 });
  const before = await storedReadings(dbUrl.toString(), device.deviceId);
  const r = await autocannon({ ...opts, duration: Number(process.env.SECS ?? 10) });
  const stored = (await storedReadings(dbUrl.toString(), device.deviceId)) - before;
  console.log(JSON.stringify({ conns, rps: r.requests.average, readingsPerSec: r.requests.average * READINGS_PER_BATCH, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx, stored, storedPerSec: stored / Number(process.env.SECS ?? 10) }));
} finally {
  child.kill();
  await new Promise((r) => setTimeout(r, 500));
  await admin(`drop database if exists ${dbName} with (force)`);
}
