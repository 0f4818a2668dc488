import { Privilege, type PrivilegeLevel } from '../access/index.js';
import { ITEM_FIELD_GROUPS, ITEM_GROUP_ROLES } from './sections.js';
import type { MediaItem, MediaItemPageKind } from './types.js';

/** The groups (sections) of the venue, asset and device pages. */
export type ItemGroup =
  | 'primary'
  | 'location'
  | 'urls'
  | 'properties'
  | 'visibility'
  | 'schedules'
  | 'assets'
  | 'devices'
  | 'venues'
  | 'campaigns'
  | 'eventSchedules'
  | 'campaignHistory'
  | 'dashboard'
  | 'secret'
  | 'qr'
  | 'keyFields';

/**
 * Each page's groups in display order (spec 02 §2.5, spec 03 §2.11–2.12). Audience statistics and
 * reports arrive with the audience issue and are not listed yet.
 */
export const ITEM_GROUPS: Record<MediaItemPageKind, readonly ItemGroup[]> = {
  venue: ['primary', 'location', 'urls', 'properties', 'visibility', 'assets', 'devices', 'schedules', 'eventSchedules', 'campaignHistory', 'qr', 'keyFields'],
  asset: ['primary', 'visibility', 'venues', 'campaigns', 'schedules', 'campaignHistory', 'keyFields'],
  device: ['primary', 'secret', 'dashboard', 'visibility', 'venues', 'campaigns', 'keyFields'],
};

/**
 * The item fields each editable page group writes with one PUT. The primary group also carries an
 * asset's Display ID, orientation and playlist, which spec 03 §2.11 shows among the primary fields.
 */
export const GROUP_FIELDS = {
  primary: [
    'code',
    'name',
    'description',
    'enabled',
    'tags',
    'type',
    'type_id',
    'subtype',
    'subtype_id',
    'category',
    'multifaceted',
    'maxAllowed',
    'eventhosting',
    'enrollInMilesProgram',
    'phone',
    'email',
    'macAddress',
    'displayId',
    'orientation',
    'playlist',
  ],
  location: ['street', 'locality', 'city', 'state', 'country', 'pincode', 'geoLocation'],
  urls: ['urls'],
  properties: ['properties'],
  visibility: ['visibility', 'sharedList', 'partners', 'partnerList', 'available', 'availableFrom', 'availableTo'],
  schedules: ['schedules'],
} as const satisfies Partial<Record<ItemGroup, readonly (keyof MediaItem)[]>>;

export type FieldGroup = keyof typeof GROUP_FIELDS;

/** Never editable: displayed figures and derived views (spec 02 §6, spec 03 §6). */
export const READ_ONLY_GROUPS: ReadonlySet<ItemGroup> = new Set(['eventSchedules', 'campaignHistory', 'dashboard', 'keyFields']);

/**
 * Roles of the groups that write no item field: anchors are EDITOR's (spec 02 §6, spec 03 §6), QR
 * downloads EDITOR's as on the workspace page, rotating a device secret ADMIN's (docs/api.md).
 */
const OTHER_ROLES: Partial<Record<ItemGroup, PrivilegeLevel>> = {
  assets: Privilege.EDITOR,
  devices: Privilege.EDITOR,
  venues: Privilege.EDITOR,
  campaigns: Privilege.EDITOR,
  qr: Privilege.EDITOR,
  secret: Privilege.ADMIN,
};

const isFieldGroup = (group: ItemGroup): group is FieldGroup => Object.hasOwn(GROUP_FIELDS, group);

/**
 * Role to edit `group` of a `page` item; null when never editable. A field group needs the highest
 * role the server's map (sections.ts, used by PUT) gives its fields, so the pencil and the server agree.
 */
export function groupRole(page: MediaItemPageKind, group: ItemGroup): PrivilegeLevel | null {
  if (READ_ONLY_GROUPS.has(group) || !ITEM_GROUPS[page].includes(group)) return null;
  if (!isFieldGroup(group)) return OTHER_ROLES[group] ?? null;
  let role: PrivilegeLevel = Privilege.VIEWER;
  for (const field of GROUP_FIELDS[group]) {
    const serverGroup = ITEM_FIELD_GROUPS[field];
    if (serverGroup && ITEM_GROUP_ROLES[page][serverGroup] > role) role = ITEM_GROUP_ROLES[page][serverGroup];
  }
  return role;
}
