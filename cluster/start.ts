// `npm run cluster`: the console as several servers run it (docs/scaling.md) on this one machine, until Ctrl-C.
//   [PORT=8080] npm run cluster [-- <number of API servers>]   (PORT: where HAProxy listens)
// Its data stays under .data/cluster, so the next start finds the same database and files.
import { resolve } from 'node:path';
import { startDeployment } from './deployment.js';

const count = Number.parseInt(process.argv[2] ?? '3', 10);
if (!(count >= 1 && count <= 16)) {
  console.error('npm run cluster -- <servers>: give a number of API servers from 1 to 16.');
  process.exit(1);
}
const dir = resolve('.data/cluster');
console.log(`Starting PostgreSQL, Redis, the S3 stand-in, ${count} API servers and HAProxy (data in ${dir}) …`);
const deployment = await startDeployment({ dir, servers: count, demo: true, port: Number.parseInt(process.env.PORT ?? '8080', 10) });
console.log(`\nSDM Console is running at ${deployment.url}  (HAProxy, round robin over ${count} servers)`);
for (const s of deployment.servers) console.log(`  ${s.name.padEnd(6)} ${s.url}`);
console.log(`  PostgreSQL ${deployment.postgres.url}`);
console.log(`  Redis      ${deployment.redis.url}`);
console.log(`  S3 store   ${deployment.s3.endpoint} (bucket ${deployment.s3.bucket})`);
console.log(`Demo tenant: type 'demo' on the landing page, then sign in as owner / Demo@1234. Ctrl-C stops everything.`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the cluster …');
    void deployment.close().then(() => process.exit(0));
  });
}
