import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { aggregates, groupMembers, groups, profiles, projects, users } from '../../db/schema/index.js';

export async function projectsAndWorkspaces(db: Db, tenantId: string) {
  const [projectRows, workspaceRows] = await Promise.all([
    db.select({ id: projects.id, key: projects.key, name: projects.name }).from(projects).where(eq(projects.tenantId, tenantId)).orderBy(asc(projects.key)),
    db
      .select({ id: aggregates.id, key: aggregates.key, name: aggregates.name, projectId: aggregates.projectId })
      .from(aggregates)
      .where(eq(aggregates.tenantId, tenantId))
      .orderBy(asc(aggregates.key)),
  ]);
  return { projects: projectRows, workspaces: workspaceRows };
}

export interface Membership {
  groupName: string;
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string | null;
}

/** Every group membership of the tenant with the member's names (display name from the profile). */
export function memberships(db: Db, tenantId: string): Promise<Membership[]> {
  return db
    .select({
      groupName: groupMembers.groupName,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      displayName: sql<string | null>`${profiles.name}->>'displayName'`,
    })
    .from(groupMembers)
    .innerJoin(users, and(eq(users.tenantId, groupMembers.tenantId), eq(users.id, groupMembers.userId)))
    .leftJoin(profiles, and(eq(profiles.tenantId, users.tenantId), eq(profiles.key, users.id)))
    .where(eq(groupMembers.tenantId, tenantId))
    .orderBy(asc(users.username));
}

export async function userExists(db: Db, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  return Boolean(row);
}

export async function usernameTaken(db: Db, tenantId: string, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), sql`lower(${users.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return Boolean(row);
}

export async function insertUser(db: Db, row: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(row);
}

/** Adds the user to the group, creating the group on first use; false when the user was in it already. */
export async function addMember(db: Db, tenantId: string, group: { name: string; scope: string; role: string }, userId: string): Promise<boolean> {
  await db
    .insert(groups)
    .values({ tenantId, ...group })
    .onConflictDoNothing();
  const added = await db
    .insert(groupMembers)
    .values({ tenantId, groupName: group.name, userId })
    .onConflictDoNothing()
    .returning({ userId: groupMembers.userId });
  return added.length > 0;
}

/** False when the user was not in the group. */
export async function removeMember(db: Db, tenantId: string, groupName: string, userId: string): Promise<boolean> {
  const removed = await db
    .delete(groupMembers)
    .where(and(eq(groupMembers.tenantId, tenantId), eq(groupMembers.groupName, groupName), eq(groupMembers.userId, userId)))
    .returning({ userId: groupMembers.userId });
  return removed.length > 0;
}

/** Members of the groups, locked until the transaction ends (two admins revoking each other at once wait in turn). */
export async function lockedMembers(tx: Tx, tenantId: string, groupNames: string[]): Promise<{ groupName: string; userId: string }[]> {
  return tx
    .select({ groupName: groupMembers.groupName, userId: groupMembers.userId })
    .from(groupMembers)
    .where(and(eq(groupMembers.tenantId, tenantId), inArray(groupMembers.groupName, groupNames)))
    .for('update');
}
