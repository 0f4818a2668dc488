import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { rememberOwner } from './as-owner.js';
import { pgliteImage, testDatabaseServer } from './database-image.js';

/**
 * A fresh database for one test file: in-memory PGlite by default (from the run's migrated dump), or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB_TARGET=postgres (dropped again on close), whose pool
 * logs in as the application as the server's does (asOwner reaches the owner).
 */
export async function openTestDatabase(): Promise<Database> {
  const url = testDatabaseServer();
  if (!url) return openDatabase({ url: 'memory://', dataDir: '', pgliteImage: pgliteImage() });
  const name = `sdm_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), dataDir: '', poolSize: 4 });
  rememberOwner(database.db, target.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
