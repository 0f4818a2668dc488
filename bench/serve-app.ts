// The real app on the PostgreSQL of DATABASE_URL, as `npm start` would run it; prints its URL.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

const config = loadConfig(process.env, { port: 0, logLevel: 'warn' });
const app = await buildApp(config, { logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
// BENCH_CPU_PROFILE=<file>: the server's CPU profile over its life, written when the bench stops it (Node refuses
// --cpu-prof in NODE_OPTIONS, and the bench starts this script itself).
const profile = process.env.BENCH_CPU_PROFILE;
if (profile) {
  const session = new Session();
  session.connect();
  const post = (method: string) => new Promise<unknown>((resolve, reject) => session.post(method, (err, res) => (err ? reject(err) : resolve(res))));
  await post('Profiler.enable');
  await post('Profiler.start');
  process.on('SIGTERM', async () => {
    const { profile: taken } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(`${profile}.${process.pid}.cpuprofile`, JSON.stringify(taken));
    process.exit(0);
  });
}
