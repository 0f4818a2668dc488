import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/** The rows a raw statement answers, as the caller names them (both drivers answer `{ rows }` to `execute`). */
export async function rowsOf<T = Record<string, unknown>>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
