import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, ROOT, type App } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';

/** The real server with the demo tenant on a fresh embedded database, serving the built console. */
export async function startServer(overrides: Partial<Config> = {}): Promise<{ app: App; url: string; close(): Promise<void> }> {
  const webDir = join(ROOT, 'dist/web');
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('The console is not built: run `npx vite build` (npm test does).');
  const dataDir = mkdtempSync(join(tmpdir(), 'sdm-e2e-'));
  const config = loadConfig({}, { dataDir, webDir, demo: true, logLevel: 'warn', ...overrides });
  const app = await buildApp(config, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
