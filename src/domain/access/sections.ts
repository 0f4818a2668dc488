import { Privilege, type PrivilegeLevel } from './levels.js';

/** Every section is viewable from VIEWER (docs/product/platform.md §6). */
export const SECTION_VIEWER: PrivilegeLevel = Privilege.VIEWER;

/**
 * Role needed to edit each treasury instrument section (docs/product/platform.md §2.13, §6). Schedules and
 * audience are never editable (their sections say editable: false); the role is for completeness.
 */
export const TREASURY_SECTION_ROLES = {
  primary: Privilege.ADMIN,
  location: Privilege.ADMIN,
  urls: Privilege.EDITOR,
  properties: Privilege.EDITOR,
  visibility: Privilege.EDITOR,
  anchors: Privilege.EDITOR,
  schedules: Privilege.EDITOR,
  audience: Privilege.EDITOR,
} as const satisfies Record<string, PrivilegeLevel>;

/** The profile page is edited by its owner only (docs/product/platform.md §6). */
export const PROFILE_EDITOR: PrivilegeLevel = Privilege.OWNER;

/** Beyond the page, a tenant ADMIN manages anyone's profile through the API: creates, changes, enables or blocks it. */
export const PROFILE_MANAGER: PrivilegeLevel = Privilege.ADMIN;

/**
 * Whether a section shows its edit (pencil) button (docs/product/platform.md §6): it must be editable, not already
 * being edited, and the privilege must reach the section's editor role (OWNER when unset).
 */
export function canEditSection(input: { editable: boolean; editing: boolean; privilege: PrivilegeLevel; editorRole?: PrivilegeLevel }): boolean {
  const editorRole = input.editorRole ?? Privilege.OWNER;
  return input.editable && !input.editing && input.privilege >= editorRole;
}

/** Whether a section may be shown at all. */
export function canViewSection(privilege: PrivilegeLevel): boolean {
  return privilege >= SECTION_VIEWER;
}
