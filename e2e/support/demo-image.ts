import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp, ROOT } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the demo tenant was seeded in once per run of the browser tests, and its UTC day. */
    demoImage: { dir: string; day: string };
  }
}

/** The UTC day of `ms` (the demo seed dates its data from it). */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The browser tests' global setup (vitest.config.ts): a fresh server spends ~10 s migrating and seeding its database,
 * and every test file starts one, so the demo database is made once and each server starts on a copy of it
 * (e2e/support/server.ts).
 */
export async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sdm-e2e-demo-'));
  const day = utcDay(Date.now());
  const app = await buildApp(loadConfig({}, { dataDir: dir, webDir: join(ROOT, 'dist/web'), demo: true, logLevel: 'warn' }), { logger: false });
  await app.ready();
  await app.close();
  project.provide('demoImage', { dir, day });
  return () => rmSync(dir, { recursive: true, force: true });
}
