import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tenants } from '../../db/schema/index.js';

export type TenantRow = typeof tenants.$inferSelect;

export async function findTenant(db: Db, idOrKey: string): Promise<TenantRow | null> {
  const [row] = await db
    .select()
    .from(tenants)
    .where(or(eq(tenants.id, idOrKey), eq(tenants.key, idOrKey.toLowerCase())))
    .limit(1);
  return row ?? null;
}

/** Every tenant, by key: the operator's list (src/server/operator), never an API answer. */
export function listTenants(db: Db): Promise<TenantRow[]> {
  return db.select().from(tenants).orderBy(asc(tenants.key));
}

/** Replaces the origins the tenant's creatives may embed. */
export async function setEmbedOrigins(db: Db, tenantId: string, origins: string[]): Promise<TenantRow | null> {
  const [row] = await db.update(tenants).set({ embedOrigins: origins, updatedOn: new Date() }).where(eq(tenants.id, tenantId)).returning();
  return row ?? null;
}

/** Whether every user of the tenant must sign in with a second factor. */
export async function setTwoFactorRequired(db: Db, tenantId: string, required: boolean): Promise<TenantRow | null> {
  const [row] = await db.update(tenants).set({ twoFactorRequired: required, updatedOn: new Date() }).where(eq(tenants.id, tenantId)).returning();
  return row ?? null;
}
