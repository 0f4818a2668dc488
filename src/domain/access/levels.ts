/** Numeric privilege levels (docs/product/platform.md §3.1); comparisons rely on the order. */
export const Privilege = { NONE: 0, TRANSIT: 1, VIEWER: 2, EDITOR: 3, ADMIN: 4, OWNER: 5 } as const;

export type PrivilegeLevel = 0 | 1 | 2 | 3 | 4 | 5;

/** Role names used in group names `<scope>.<role>` (docs/product/platform.md §3.14). */
export type RoleName = 'owner' | 'admin' | 'editor' | 'reader';

// Role names a token may carry (docs/product/platform.md §6); TRANSIT is never granted, only derived.
const ROLE_PRIVILEGE: Record<string, PrivilegeLevel> = {
  user: Privilege.VIEWER,
  viewer: Privilege.VIEWER,
  reader: Privilege.VIEWER,
  editor: Privilege.EDITOR,
  admin: Privilege.ADMIN,
  owner: Privilege.OWNER,
};

const NAMES = ['NONE', 'TRANSIT', 'VIEWER', 'EDITOR', 'ADMIN', 'OWNER'] as const;

/** Privilege of a role name, case-insensitive; unknown names (and surrounding blanks) give NONE. */
export function roleToPrivilege(role: string): PrivilegeLevel {
  if (typeof role !== 'string') return Privilege.NONE;
  // Object.hasOwn keeps 'constructor', '__proto__' and friends out.
  const key = role.toLowerCase();
  return Object.hasOwn(ROLE_PRIVILEGE, key) ? ROLE_PRIVILEGE[key] : Privilege.NONE;
}

/** Upper-case name of a level, for messages ('Requires ADMIN on ...'). */
export function privilegeName(p: PrivilegeLevel): string {
  return NAMES[p] ?? 'NONE';
}
