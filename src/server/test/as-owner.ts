import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database, type Db } from '../db/client.js';

/** The owner's URL of each test database on PostgreSQL, whose pool logs in as the application (openTestDatabase). */
const owners = new WeakMap<Db, string>();

export const rememberOwner = (db: Db, ownerUrl: string) => void owners.set(db, ownerUrl);

/**
 * Runs `statements` as the database's owner (DDL a test injects: fault triggers, a renamed column): the
 * application's role may not (migration 0032). On PostgreSQL through a connection of the owner's, in one
 * transaction; on PGlite, whose one session is the owner working as sdm_app, `set local role none` returns to it
 * for one transaction.
 */
export async function asOwner(db: Db, ...statements: string[]): Promise<void> {
  const ownerUrl = owners.get(db);
  if (!ownerUrl) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local role none`);
      for (const statement of statements) await tx.execute(sql.raw(statement));
    });
    return;
  }
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('begin');
    for (const statement of statements) await client.query(statement);
    await client.query('commit');
  } finally {
    await client.end();
  }
}

/** `database` as the operator's CLI opens it (the owner working as sdm_app); close it after use. */
export async function asOperator(database: Database): Promise<Database> {
  const ownerUrl = owners.get(database.db);
  if (!ownerUrl) return { ...database, close: async () => {} };
  return openDatabase({ url: ownerUrl, dataDir: '', poolSize: 1, connectAs: 'operator' });
}
