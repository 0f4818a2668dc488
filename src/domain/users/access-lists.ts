import { z } from 'zod';
import { Privilege, type PrivilegeLevel, type RoleName } from '../access/levels.js';
import { NewPassword } from '../common/password.js';

/**
 * One access list of the users page (docs/product/platform.md §2.10, §3.14): tenant, treasury, a project or a
 * workspace.
 */
export type AccessListKind = 'tenant' | 'treasury' | 'project' | 'workspace';

export interface AccessRow {
  userId: string;
  username: string;
  firstName: string;
  lastName: string;
  displayName: string;
  owner: boolean;
  admin: boolean;
  editor: boolean;
  viewer: boolean;
}

export interface AccessList {
  kind: AccessListKind;
  resource: string;
  name: string;
  rows: AccessRow[];
}

export const GRANTABLE_ROLES = ['owner', 'admin', 'editor', 'reader'] as const satisfies readonly RoleName[];

export const ROLE_LEVEL: Record<RoleName, PrivilegeLevel> = {
  owner: Privilege.OWNER,
  admin: Privilege.ADMIN,
  editor: Privilege.EDITOR,
  reader: Privilege.VIEWER,
};

export const GRANT_MESSAGES = {
  ownerBelowTenant: 'The owner role exists only at tenant level.',
  notAdmin: 'Changing roles here needs ADMIN on this resource.',
  aboveOwn: 'You cannot grant or revoke a role above your own.',
  lastOwner: 'The tenant must keep at least one owner.',
  lastAdmin: 'The tenant must keep at least one owner or admin.',
  ownAccess: 'You cannot remove your own admin access to this tenant. Another owner or admin can.',
} as const;

export type GrantProblem = { status: 400 | 403; message: string };

/**
 * Whether a caller holding `callerPrivilege` on `resource` may grant or revoke `role` there: ADMIN is
 * needed to change anything, nobody goes above their own level, and owner exists only at tenant level.
 */
export function grantProblem(callerPrivilege: PrivilegeLevel, kind: AccessListKind, role: RoleName): GrantProblem | null {
  if (role === 'owner' && kind !== 'tenant') return { status: 400, message: GRANT_MESSAGES.ownerBelowTenant };
  if (callerPrivilege < Privilege.ADMIN) return { status: 403, message: GRANT_MESSAGES.notAdmin };
  if (ROLE_LEVEL[role] > callerPrivilege) return { status: 403, message: GRANT_MESSAGES.aboveOwn };
  return null;
}

/** Who holds the tenant list's owner and admin roles: the only paths to managing the tenant (owner exists nowhere else). */
export interface TenantStewards {
  owners: readonly string[];
  admins: readonly string[];
}

/**
 * Why revoking `role` from `userId` on the tenant's list must not happen, or null: the tenant keeps an
 * owner, keeps someone who can manage it (owner or admin), and the caller keeps their own way in.
 */
export function revokeProblem(stewards: TenantStewards, role: RoleName, userId: string, callerId: string): string | null {
  const held = role === 'owner' ? stewards.owners : role === 'admin' ? stewards.admins : [];
  if (!held.includes(userId)) return null;
  const owners = role === 'owner' ? stewards.owners.filter((u) => u !== userId) : stewards.owners;
  const admins = role === 'admin' ? stewards.admins.filter((u) => u !== userId) : stewards.admins;
  if (role === 'owner' && owners.length === 0) return GRANT_MESSAGES.lastOwner;
  if (owners.length + admins.length === 0) return GRANT_MESSAGES.lastAdmin;
  if (userId === callerId && !owners.includes(userId) && !admins.includes(userId)) return GRANT_MESSAGES.ownAccess;
  return null;
}

/** Usernames sign in on the token endpoint: letters, digits and . _ @ - only. */
export const USERNAME_MESSAGE = 'A username has 1 to 64 letters, digits or . _ @ - characters.';
export const Username = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._@-]{1,64}$/, { error: USERNAME_MESSAGE });

/** The add-user form of the users page and the body of POST /api/1.0/users. */
export const NewUser = z.object({
  username: Username,
  firstName: z.string().trim().min(1, { error: 'First name is required.' }).max(100),
  lastName: z.string().trim().min(1, { error: 'Last name is required.' }).max(100),
  email: z
    .email({ error: 'Please enter a valid email address.' })
    .max(254)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  password: NewPassword,
});
export type NewUser = z.infer<typeof NewUser>;

/** Body of PUT /api/1.0/access-lists/grants. */
export const GrantChange = z.object({
  resource: z.string().min(1).max(300),
  userId: z.string().min(1).max(100),
  role: z.enum(GRANTABLE_ROLES),
  granted: z.boolean(),
});
export type GrantChange = z.infer<typeof GrantChange>;
