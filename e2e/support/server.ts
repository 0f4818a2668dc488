import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, ROOT, type App } from '../../src/server/app.js';
import { systemClock } from '../../src/server/clock.js';
import { loadConfig, type Config } from '../../src/server/config.js';

/** The server's clock: the system's, moved on by `advance` (together with a page's `clock.fastForward`) instead of waiting. */
export interface ServerClock {
  advance(ms: number): void;
}

/** Where a server that is stopped and started again keeps its data and listens; the test removes `dataDir`. */
export interface ServerPlace {
  dataDir: string;
  /** 0 (or none): a free port. */
  port?: number;
}

const webDir = join(ROOT, 'dist/web');

/** A test server's settings: the built console, the demo tenant, quiet logs. */
export const serverConfig = (dataDir: string, overrides: Partial<Config> = {}) =>
  loadConfig({}, { dataDir, webDir, demo: true, logLevel: 'warn', ...overrides });

/** Today's UTC day (the demo seed dates its data from the day it runs). */
export const utcToday = () => new Date().toISOString().slice(0, 10);

/**
 * The real server with the demo tenant on a fresh embedded database (a copy of the run's), serving the built console.
 * With `place`, on that data directory and port, left in place when it closes (a test stops the server and starts it
 * again there).
 */
export async function startServer(
  overrides: Partial<Config> = {},
  place?: ServerPlace,
): Promise<{ app: App; url: string; clock: ServerClock; close(): Promise<void> }> {
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('The console is not built: run `npm run build` (npm test does).');
  const dataDir = place?.dataDir ?? mkdtempSync(join(tmpdir(), 'sdm-e2e-'));
  const config = serverConfig(dataDir, overrides);
  // A new database starts as a copy of the run's demo database (e2e/support/demo-image.ts) when that was seeded today.
  const image = inject('demoImage');
  if (config.demo && image.day === utcToday() && !existsSync(join(dataDir, 'pgdata'))) cpSync(image.dir, dataDir, { recursive: true });
  let offset = 0;
  const app = await buildApp(config, { logger: false, clock: { now: () => Date.now() + offset, sleep: systemClock.sleep } });
  const url = await app.listen({ port: place?.port ?? 0, host: '127.0.0.1' });
  return {
    app,
    url,
    clock: { advance: (ms) => void (offset += ms) },
    close: async () => {
      await app.close();
      if (!place) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh data directory for `startServer(…, { dataDir })`. */
export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'sdm-e2e-'));
