import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { apiClients, groupMembers, refreshTokens, signingKeys, tenants, users } from '../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export interface LoginUser extends UserRow {
  tenantKey: string;
  /** The tenant requires every user to sign in with a second factor. */
  twoFactorRequired: boolean;
}

const loginColumns = { user: users, tenantKey: tenants.key, twoFactorRequired: tenants.twoFactorRequired };

/** The user signing in. Without a tenant the username must be unique across tenants. */
export async function findLoginUser(db: Db, username: string, tenantKey?: string): Promise<LoginUser | null> {
  const byName = sql`lower(${users.username}) = ${username.toLowerCase()}`;
  const where = tenantKey ? and(byName, eq(tenants.key, tenantKey.toLowerCase())) : byName;
  const rows = await db.select(loginColumns).from(users).innerJoin(tenants, eq(tenants.id, users.tenantId)).where(where).limit(2);
  if (rows.length !== 1) return null;
  return { ...rows[0].user, tenantKey: rows[0].tenantKey, twoFactorRequired: rows[0].twoFactorRequired };
}

export async function findUser(db: Db, tenantId: string, userId: string): Promise<LoginUser | null> {
  const [row] = await db
    .select(loginColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ? { ...row.user, tenantKey: row.tenantKey, twoFactorRequired: row.twoFactorRequired } : null;
}

export async function groupNamesOfUser(db: Db, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ name: groupMembers.groupName })
    .from(groupMembers)
    .where(and(eq(groupMembers.tenantId, tenantId), eq(groupMembers.userId, userId)));
  return rows.map((r) => r.name).sort();
}

export async function insertRefreshToken(db: Db, row: typeof refreshTokens.$inferInsert): Promise<void> {
  await db.insert(refreshTokens).values(row);
}

/** Marks a refresh token used, atomically: of two concurrent uses only one succeeds. */
export async function consumeRefreshToken(db: Db, tenantId: string, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt), gt(refreshTokens.expiresAt, now)))
    .returning();
  return row ?? null;
}

export async function findRefreshToken(db: Db, tenantId: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.tokenHash, tokenHash)))
    .limit(1);
  return row ?? null;
}

export async function deleteRefreshTokensOfUser(db: Db, tenantId: string, userId: string): Promise<void> {
  await db.delete(refreshTokens).where(and(eq(refreshTokens.tenantId, tenantId), eq(refreshTokens.userId, userId)));
}

/** Stores a new password hash and bumps the token version; returns the new version. */
export async function updatePassword(db: Db, tenantId: string, userId: string, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedOn: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning({ version: users.tokenVersion });
  return row.version;
}

/** A user's token version and whether the user may sign in; null when there is no such user. */
export async function findTokenVersion(db: Db, tenantId: string, userId: string) {
  const [row] = await db
    .select({ version: users.tokenVersion, enabled: users.enabled })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

export async function findApiClientByKey(db: Db, apiKey: string) {
  const [row] = await db.select().from(apiClients).where(eq(apiClients.apiKey, apiKey)).limit(1);
  return row ?? null;
}

export async function findApiClientById(db: Db, clientId: string) {
  const [row] = await db.select().from(apiClients).where(eq(apiClients.clientId, clientId)).limit(1);
  return row ?? null;
}

export async function activeSigningKeys(db: Db) {
  return db.select().from(signingKeys).where(eq(signingKeys.active, true));
}

/** Stores a new signing key; of two servers storing one at once, the second insert is skipped. */
export async function insertSigningKey(db: Db, row: typeof signingKeys.$inferInsert): Promise<void> {
  await db.insert(signingKeys).values(row).onConflictDoNothing();
}

/** Bumps the token version without other change (roles granted or revoked); returns the new version. */
export async function bumpTokenVersion(db: Db, tenantId: string, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedOn: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning({ version: users.tokenVersion });
  return row.version;
}

/** Enables or disables a user and bumps the token version; false when there is no such user. */
export async function setUserEnabled(db: Db, tenantId: string, userId: string, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ enabled, tokenVersion: sql`${users.tokenVersion} + 1`, updatedOn: new Date() })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
