import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

// Both drivers answer `{ rows }`.
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Per tenant, a hash of each table's rows of that tenant: equal snapshots mean nothing of it changed. */
export type Snapshot = Map<string, Map<string, string>>;

/**
 * Takes snapshots of every table with a tenant_id column (found in the catalogue, so a table added
 * later is watched too) and of the tenants' own rows.
 */
export async function snapshotter(db: Db, tenantIds: string[]): Promise<() => Promise<Snapshot>> {
  const found = await db.execute(
    sql`select table_name from information_schema.columns where column_name = 'tenant_id' and table_schema = current_schema() order by table_name`,
  );
  // The audit trail grows with every write and only follows the other tables' rows (a write it records changed
  // one of them, which is watched): hashing it on every call would cost more with each call.
  const tables = rowsOf<{ table_name: string }>(found)
    .map((r) => r.table_name)
    .filter((name) => name !== 'audit_records');
  const ids = sql.join(
    tenantIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const parts = [
    sql`select 'tenants' as name, t.id as tenant, md5(t::text) as hash from tenants t where t.id in (${ids})`,
    ...tables.map(
      (table) =>
        sql`select ${table} as name, t.tenant_id as tenant, md5(string_agg(t::text, '|' order by t::text)) as hash from ${sql.identifier(table)} t where t.tenant_id in (${ids}) group by t.tenant_id`,
    ),
  ];
  const query = sql.join(parts, sql` union all `);
  return async () => {
    const snapshot: Snapshot = new Map(tenantIds.map((id) => [id, new Map()]));
    for (const row of rowsOf<{ name: string; tenant: string; hash: string }>(await db.execute(query))) snapshot.get(row.tenant)?.set(row.name, row.hash);
    return snapshot;
  };
}

/** The tables whose rows of `tenantId` differ between two snapshots. */
export function changedTables(before: Snapshot, after: Snapshot, tenantId: string): string[] {
  const a = before.get(tenantId) ?? new Map();
  const b = after.get(tenantId) ?? new Map();
  return [...new Set([...a.keys(), ...b.keys()])].filter((name) => a.get(name) !== b.get(name)).sort();
}
