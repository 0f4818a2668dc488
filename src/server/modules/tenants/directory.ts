import type { Db } from '../../db/client.js';
import { findTenant, listTenants, type TenantRow } from './repo.js';

export type { TenantRow };

/**
 * Tenants by id or key. Nearly every request names its tenant, and tenants change rarely, so they are
 * cached for a short time; misses are not cached (a tenant created elsewhere shows up at once).
 */
export class TenantDirectory {
  private cache = new Map<string, { row: TenantRow; at: number }>();

  constructor(
    private db: Db,
    private ttlMs = 30_000,
  ) {}

  async find(idOrKey: string): Promise<TenantRow | null> {
    const hit = this.cache.get(idOrKey);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.row;
    const row = await findTenant(this.db, idOrKey);
    if (!row) return null;
    if (this.cache.size > 10_000) this.cache.clear();
    const entry = { row, at: Date.now() };
    this.cache.set(row.id, entry);
    this.cache.set(row.key, entry);
    return row;
  }

  forget(row: TenantRow): void {
    this.cache.delete(row.id);
    this.cache.delete(row.key);
  }
}

/** A tenant by id or key, read now (the operator's CLI must see a tenant created a moment ago). */
export const tenantNow = (db: Db, idOrKey: string) => findTenant(db, idOrKey);

/** Every tenant, by key. */
export const everyTenant = (db: Db) => listTenants(db);
