import { Privilege, type PrivilegeLevel } from '../access/levels.js';
import { ADDRESS_NAMES } from '../common/place-parts.js';
import { section, type SectionTable } from '../sections/table.js';

const { ADMIN, EDITOR } = Privilege;

/**
 * The workspace screen's sections (docs/product/platform.md §2.12) and their roles (§6): primary and address ADMIN's;
 * urls, properties and QR EDITOR's; all viewable by VIEWER. The type selector sits in primary.
 */
export const WORKSPACE_SECTIONS = {
  primary: section('Primary details', ADMIN, [
    'key',
    'name',
    'description',
    'tags',
    'enabled',
    'currency',
    'timeZone',
    'type',
    'type_id',
    'subtype',
    'subtype_id',
    'category',
  ]),
  address: section('Location and Address', ADMIN, [...ADDRESS_NAMES]),
  urls: section('Social media and Interaction', EDITOR, ['urls']),
  properties: section('Special properties', EDITOR, ['properties']),
  keyFields: section('Key fields', null),
  qr: section('QR Code Download', EDITOR, [], { storedOnly: true }),
} as const satisfies SectionTable;

export type WorkspaceSection = keyof typeof WORKSPACE_SECTIONS;

/** Images of the primary section (banner, icon, logo) are edited with the primary section's role. */
export const WORKSPACE_IMAGE_ROLE: PrivilegeLevel = WORKSPACE_SECTIONS.primary.editRole ?? Privilege.OWNER;
