import type { App } from './app.js';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { checkPortFree, listenProblem } from './listen-problem.js';
import { CUSTOMER_CLIENT_ID, VALIDATOR_CLIENT_ID } from './seed/clients.js';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A malformed setting (DATABASE_URL, REDIS_URL, SMTP_URL …): one line saying which, not a stack trace.
  console.error(`SDM Console cannot start: ${(error as Error).message}`);
  process.exit(1);
}
let app: App | undefined;
try {
  // Before the database opens: a second server on the same data directory would share its files.
  await checkPortFree(config.host, config.port);
  app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const problem = listenProblem(error, config.host, config.port);
  if (!problem) throw error;
  await app?.close();
  console.error(problem);
  process.exit(1);
}

const url = `http://${config.host}:${config.port}`;
console.log(`\nSDM Console is running at ${url}  (database: ${app.ctx.database.kind})`);
if (config.demo) {
  console.log(`Demo tenant: type 'demo' on the landing page, then sign in as one of`);
  for (const u of DEMO_USERS) console.log(`  ${u.username.padEnd(8)} ${DEMO_PASSWORD}   ${u.description}`);
  // The apps' own credentials (docs/api.md "Apps and customers"; `npm run tenant -- clients` lists them too).
  console.log(`Customer and validator apps (the demo's redeemer is 'editor'):`);
  for (const id of [CUSTOMER_CLIENT_ID, VALIDATOR_CLIENT_ID]) {
    const c = await app.ctx.clients.byClientId(id);
    if (c) console.log(`  ${c.name}: x-api-key ${c.apiKey}, client_id ${c.clientId}, client_secret ${c.clientSecret}`);
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
