import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * A query built once per database handle and prepared under a name: hot read paths skip
 * rebuilding the SQL on every request (the query builder was ~15 % of a list request's CPU),
 * and PostgreSQL parses and plans it once per connection.
 */
export function prepared<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

/** What a raw prepared statement answers: the rows it returns. */
export interface PreparedStatement<T> {
  execute(values: Record<string, unknown>): Promise<T[]>;
}

/**
 * Raw SQL with `sql.placeholder` values, prepared under `name` per database handle like `prepared`: for the
 * statements the query builder cannot write (several data-modifying steps in one WITH).
 */
export function preparedSql<T>(name: string, statement: SQL): (db: Db) => PreparedStatement<T> {
  return prepared((db) => {
    // The dialect turns the SQL into text and parameters once; the session prepares it as its own queries are.
    const { dialect } = db as unknown as { dialect: PgDialect };
    const query = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name, false);
    return { execute: async (values) => ((await query.execute(values)) as { rows: T[] }).rows };
  });
}
