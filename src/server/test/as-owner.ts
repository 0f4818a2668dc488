import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Runs `statements` as the database's owner (DDL a test injects: fault triggers, a renamed column): the
 * application's role may not (migration 0032), and `set local role none` returns to the connecting role for
 * this transaction only.
 */
export async function asOwner(db: Db, ...statements: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local role none`);
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
}
