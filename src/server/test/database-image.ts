import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { migratedPgliteImage } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of a migrated embedded database's dump, written once per run of the API tests on PGlite. */
    pgliteImage: string | null;
  }
}

/** The PostgreSQL server the test databases are made on (TEST_DB_TARGET=postgres and TEST_DATABASE_URL), or null: PGlite. */
export const testDatabaseServer = () => (process.env.TEST_DB_TARGET === 'postgres' && process.env.TEST_DATABASE_URL) || null;

/**
 * The API project's global setup (vitest.config.ts): migrating an embedded database takes seconds, and the tests open
 * a fresh one for nearly every file, so the migrations run once and each database starts from their dump (the
 * migrator then finds nothing left to apply). On PostgreSQL each test database is still migrated on its own.
 */
export async function setup(project: TestProject) {
  if (testDatabaseServer()) return project.provide('pgliteImage', null);
  const dir = mkdtempSync(join(tmpdir(), 'sdm-image-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

let image: Blob | undefined;

/** The run's migrated database dump, read once per test worker; undefined when the run made none. */
export function pgliteImage(): Blob | undefined {
  const file = inject('pgliteImage');
  if (file && !image) image = new Blob([readFileSync(file)]);
  return image;
}
