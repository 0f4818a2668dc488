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
