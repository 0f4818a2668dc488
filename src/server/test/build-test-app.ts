import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App, type BuildOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { CONSOLE_CLIENT_ID } from '../seed/clients.js';
import { openTestDatabase } from './test-database.js';

/** What a test app takes from the test run's environment: the answer check (on for the API project, vitest.config.ts). */
const TEST_ENV = { SDM_CHECK_RESPONSES: process.env.SDM_CHECK_RESPONSES };

export interface TestApp {
  app: App;
  apiKey: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (no demo data) with its console client's credentials; `options` may
 * bring a clock, another test app's database (a second server on the same database: not closed here), and a
 * stream that then receives the server's log at level info.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: Pick<BuildOptions, 'clock' | 'database' | 'logStream'> & { extraRoutes?: (app: App) => void } = {},
): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = mkdtempSync(join(tmpdir(), 'sdm-test-'));
  const logLevel = options.logStream ? 'info' : 'silent';
  // The points sweep would write wallets between a test's reads: tests credit by hand (crediting.test.ts).
  const config = loadConfig(TEST_ENV, { demo: false, dataDir, logLevel, webDir: join(dataDir, 'no-web'), pointsSweepMs: 0, measuredSweepMs: 0, ...overrides });
  const { extraRoutes, ...buildOptions } = options;
  const app = await buildApp(config, { logger: Boolean(options.logStream), ...buildOptions, database });
  // Routes of the test's own, added before the app is ready (a route answering what it should not, say).
  extraRoutes?.(app);
  await app.ready();
  const client = await app.ctx.clients.byClientId(CONSOLE_CLIENT_ID);
  if (!client) throw new Error('console client missing');
  return {
    app,
    apiKey: client.apiKey,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A second server on `first`'s database, as when several servers run behind a balancer; `close` closes it alone. */
export async function buildSecondServer(first: TestApp): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sdm-test-b-'));
  const config = loadConfig(TEST_ENV, { demo: false, dataDir, logLevel: 'silent', webDir: join(dataDir, 'no-web'), pointsSweepMs: 0, measuredSweepMs: 0 });
  const app = await buildApp(config, { database: first.app.ctx.database, logger: false });
  await app.ready();
  return {
    ...first,
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
