import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, ROOT, type App } from '../../src/server/app.js';
import { systemClock } from '../../src/server/clock.js';
import { loadConfig, type Config } from '../../src/server/config.js';

/** The server's clock: the system's, moved on by `advance` (together with a page's `clock.fastForward`) instead of waiting. */
export interface ServerClock {
  advance(ms: number): void;
}

/** The real server with the demo tenant on a fresh embedded database, serving the built console. */
export async function startServer(overrides: Partial<Config> = {}): Promise<{ app: App; url: string; clock: ServerClock; close(): Promise<void> }> {
  const webDir = join(ROOT, 'dist/web');
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('The console is not built: run `npx vite build` (npm test does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'sdm-e2e-'));
  const config = loadConfig({}, { dataDir, webDir, demo: true, logLevel: 'warn', ...overrides });
  let offset = 0;
  const app = await buildApp(config, { logger: false, clock: { now: () => Date.now() + offset, sleep: systemClock.sleep } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    clock: { advance: (ms) => void (offset += ms) },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
