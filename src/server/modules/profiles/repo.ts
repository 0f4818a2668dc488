import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { profiles } from '../../db/schema/index.js';

export type ProfileRow = typeof profiles.$inferSelect;
export type ProfileValues = Omit<typeof profiles.$inferInsert, 'tenantId' | 'id' | 'key' | 'createdOn'>;

export async function findProfile(db: Db, tenantId: string, idOrKey: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), or(eq(profiles.id, idOrKey), eq(profiles.key, idOrKey))))
    .limit(1);
  return row ?? null;
}

export async function findProfileByPhone(db: Db, tenantId: string, phone: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.phone, phone)))
    .limit(1);
  return row ?? null;
}

/** Inserts unless the key already has a profile; null then. */
export async function insertProfile(db: Db, row: typeof profiles.$inferInsert): Promise<ProfileRow | null> {
  const [stored] = await db.insert(profiles).values(row).onConflictDoNothing().returning();
  return stored ?? null;
}

export async function updateProfile(db: Db, tenantId: string, id: string, values: Partial<ProfileValues>): Promise<ProfileRow | null> {
  const [row] = await db
    .update(profiles)
    .set({ ...values, updatedOn: new Date() })
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, id)))
    .returning();
  return row ?? null;
}
