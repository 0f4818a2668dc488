import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/server/app.js';
import { serverConfig, utcToday } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory the demo tenant was seeded in once per run of the browser tests, and its UTC day. */
    demoImage: { dir: string; day: string };
  }
}

/**
 * The browser tests' global setup (vitest.config.ts): a fresh server spends ~10 s migrating and seeding its database,
 * and every test file starts one, so the demo database is made once and each server starts on a copy of it
 * (e2e/support/server.ts).
 */
export async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'sdm-e2e-demo-'));
  const day = utcToday();
  const app = await buildApp(serverConfig(dir), { logger: false });
  await app.ready();
  await app.close();
  project.provide('demoImage', { dir, day });
  return () => rmSync(dir, { recursive: true, force: true });
}
