// The real app on the PostgreSQL of DATABASE_URL, as `npm start` would run it; prints its URL.
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';

const config = loadConfig(process.env, { port: 0, logLevel: 'warn' });
const app = await buildApp(config, { logger: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${url}`);
