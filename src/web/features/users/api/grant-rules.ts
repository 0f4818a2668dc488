import { Privilege, type PrivilegeLevel, type RoleName } from '../../../../domain/access';
import { grantProblem, type AccessListKind, type AccessRow } from '../../../../domain/users/access-lists';

/** The checkbox columns of an access list (docs/product/platform.md §2.10) and the group role each one stands for. */
export const ROLE_COLUMNS = [
  { flag: 'admin', role: 'admin', label: 'Admin' },
  { flag: 'editor', role: 'editor', label: 'Editor' },
  { flag: 'viewer', role: 'reader', label: 'Viewer' },
] as const satisfies readonly { flag: keyof AccessRow; role: RoleName; label: string }[];

export const ROLE_LABELS: Record<RoleName, string> = { owner: 'Owner', admin: 'Admin', editor: 'Editor', reader: 'Viewer' };

/**
 * Beyond docs/product/platform.md §2.10 (docs/decisions/0034-users-page.md): a caller with ADMIN on a list's resource may change its
 * roles, never one above their own. For anyone else the checkboxes stay read-only and Add User disabled.
 */
export function canManage(callerPrivilege: PrivilegeLevel): boolean {
  return callerPrivilege >= Privilege.ADMIN;
}

export function canToggle(callerPrivilege: PrivilegeLevel, kind: AccessListKind, role: RoleName): boolean {
  return grantProblem(callerPrivilege, kind, role) === null;
}

/** The roles the Add User form offers on a list, highest first. */
export function grantableRoles(callerPrivilege: PrivilegeLevel, kind: AccessListKind): RoleName[] {
  return (['owner', 'admin', 'editor', 'reader'] as const).filter((role) => canToggle(callerPrivilege, kind, role));
}

/** What the confirmation of one checkbox click says before the grant or revoke is sent. */
export function grantConfirmation(granted: boolean, role: RoleName, username: string, listName: string) {
  return granted
    ? { title: 'Grant role', text: `Grant the ${ROLE_LABELS[role]} role on ${listName} to ${username}?`, confirm: 'Grant' }
    : { title: 'Revoke role', text: `Revoke the ${ROLE_LABELS[role]} role on ${listName} from ${username}?`, confirm: 'Revoke' };
}
