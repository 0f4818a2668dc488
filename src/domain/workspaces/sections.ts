import { WORKSPACE_SECTION_ROLES } from '../access/sections.js';
import { Privilege, type PrivilegeLevel } from '../access/levels.js';

export type WorkspaceSection = keyof typeof WORKSPACE_SECTION_ROLES;

/**
 * Which screen section edits each workspace field (spec §2.12). The type selector sits in the
 * primary section. The server asks the section's role for every field a PUT changes.
 */
export const WORKSPACE_FIELD_SECTIONS = {
  key: 'primary',
  name: 'primary',
  description: 'primary',
  tags: 'primary',
  enabled: 'primary',
  currency: 'primary',
  timeZone: 'primary',
  type: 'primary',
  type_id: 'primary',
  subtype: 'primary',
  subtype_id: 'primary',
  category: 'primary',
  street: 'address',
  locality: 'address',
  city: 'address',
  state: 'address',
  country: 'address',
  pincode: 'address',
  geoLocation: 'address',
  urls: 'urls',
  properties: 'properties',
} as const satisfies Record<string, WorkspaceSection>;

export type WorkspaceField = keyof typeof WORKSPACE_FIELD_SECTIONS;

/** Images of the primary section (banner, icon, logo) are edited with the primary section's role. */
export const WORKSPACE_IMAGE_ROLE: PrivilegeLevel = WORKSPACE_SECTION_ROLES.primary;

export function sectionOfField(field: string): WorkspaceSection | null {
  return Object.hasOwn(WORKSPACE_FIELD_SECTIONS, field) ? WORKSPACE_FIELD_SECTIONS[field as WorkspaceField] : null;
}

/** The sections a change touches, in screen order. Fields outside every section are ignored. */
export function sectionsOfChange(fields: Iterable<string>): WorkspaceSection[] {
  const touched = new Set<WorkspaceSection>();
  for (const f of fields) {
    const section = sectionOfField(f);
    if (section) touched.add(section);
  }
  return (Object.keys(WORKSPACE_SECTION_ROLES) as WorkspaceSection[]).filter((s) => touched.has(s));
}

/** The privilege a change needs: the highest editor role of the sections it touches (VIEWER when none). */
export function roleForChange(fields: Iterable<string>): PrivilegeLevel {
  let role: PrivilegeLevel = Privilege.VIEWER;
  for (const s of sectionsOfChange(fields)) if (WORKSPACE_SECTION_ROLES[s] > role) role = WORKSPACE_SECTION_ROLES[s];
  return role;
}
