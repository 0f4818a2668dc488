import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
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

// Run by every item create (its `profile_id`): prepared by name.
const profileIdByKey = prepared((db) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, sql.placeholder('tenantId')), eq(profiles.key, sql.placeholder('key'))))
    .limit(1)
    .prepare('profile_id_by_key'),
);

/** The id of the profile whose key is `key` (a user's own profile has the user's id as key), or null. */
export async function findProfileIdByKey(db: Db, tenantId: string, key: string): Promise<string | null> {
  const [row] = await profileIdByKey(db).execute({ tenantId, key });
  return row?.id ?? null;
}

export async function findProfileByPhone(db: Db, tenantId: string, phone: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.phone, phone)))
    .limit(1);
  return row ?? null;
}

/**
 * The profile whose default phone is `mobile` (10 digits), written alone or after a country code
 * ('+91 98450 12345'): the redeemer look-up of the treasury (docs/product/campaigns-venues-events.md §5). The oldest
 * when several match.
 */
export async function findProfileByMobile(db: Db, tenantId: string, mobile: string): Promise<ProfileRow | null> {
  const [row] = await db
    .select()
    .from(profiles)
    .where(
      and(eq(profiles.tenantId, tenantId), or(eq(profiles.phone, mobile), sql`right(regexp_replace(${profiles.phone}, '[^0-9]', '', 'g'), 10) = ${mobile}`)),
    )
    .orderBy(profiles.createdOn)
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
