import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { groupMembers, groups, users } from '../../db/schema/index.js';

export interface UserWithGroups {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  enabled: boolean;
  groups: string[];
}

export async function listUsersWithGroups(db: Db, tenantId: string): Promise<UserWithGroups[]> {
  const [rows, memberships] = await Promise.all([
    db
      .select({ id: users.id, username: users.username, firstName: users.firstName, lastName: users.lastName, email: users.email, enabled: users.enabled })
      .from(users)
      .where(eq(users.tenantId, tenantId))
      .orderBy(asc(users.username)),
    db.select({ userId: groupMembers.userId, name: groupMembers.groupName }).from(groupMembers).where(eq(groupMembers.tenantId, tenantId)),
  ]);
  const byUser = new Map<string, string[]>();
  for (const m of memberships) byUser.set(m.userId, [...(byUser.get(m.userId) ?? []), m.name]);
  return rows.map((u) => ({ ...u, groups: (byUser.get(u.id) ?? []).sort() }));
}

export async function listGroups(db: Db, tenantId: string) {
  const [rows, members] = await Promise.all([
    db.select().from(groups).where(eq(groups.tenantId, tenantId)).orderBy(asc(groups.name)),
    db
      .select({ groupName: groupMembers.groupName, username: users.username })
      .from(groupMembers)
      .innerJoin(users, and(eq(users.tenantId, groupMembers.tenantId), eq(users.id, groupMembers.userId)))
      .where(eq(groupMembers.tenantId, tenantId)),
  ]);
  return rows.map((g) => ({
    name: g.name,
    scope: g.scope,
    role: g.role,
    members: members
      .filter((m) => m.groupName === g.name)
      .map((m) => m.username)
      .sort(),
  }));
}

export async function findUserId(db: Db, tenantId: string, idOrUsername: string): Promise<string | null> {
  const [byId] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, idOrUsername)))
    .limit(1);
  if (byId) return byId.id;
  const [byName] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, idOrUsername)))
    .limit(1);
  return byName?.id ?? null;
}
