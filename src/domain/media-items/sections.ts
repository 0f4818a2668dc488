import { Privilege, type PrivilegeLevel } from '../access/levels.js';
import type { MediaItemPageKind } from './types.js';

/** Screen groups of the venue, asset and device pages whose fields a PUT may change. */
export type ItemGroup = 'primary' | 'address' | 'social' | 'properties' | 'visibility' | 'schedules';

const PRIMARY = [
  'code',
  'name',
  'description',
  'phone',
  'email',
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
  'macAddress',
  'deviceModel',
  // Spec 03 §2.11 shows an asset's Display ID, orientation and playlist among its primary fields.
  'displayId',
  'orientation',
  'playlist',
] as const;

/** Which group edits each field. Fields outside every group (id, relations…) are not changed by a PUT. */
export const ITEM_FIELD_GROUPS: Record<string, ItemGroup> = {
  ...Object.fromEntries(PRIMARY.map((f) => [f, 'primary' as const])),
  street: 'address',
  locality: 'address',
  city: 'address',
  state: 'address',
  country: 'address',
  pincode: 'address',
  geoLocation: 'address',
  urls: 'social',
  properties: 'properties',
  visibility: 'visibility',
  sharedList: 'visibility',
  partners: 'visibility',
  partnerList: 'visibility',
  available: 'visibility',
  availableFrom: 'visibility',
  availableTo: 'visibility',
  schedules: 'schedules',
};

/**
 * Role that edits each group, per kind. Spec 02 §6: a venue's primary group is ADMIN's, the others
 * EDITOR's. Spec 03 §6: an asset's primary and visibility groups are ADMIN's, the rest EDITOR's; a
 * device's primary group is ADMIN's, its other groups EDITOR's.
 */
export const ITEM_GROUP_ROLES: Record<MediaItemPageKind, Record<ItemGroup, PrivilegeLevel>> = {
  venue: {
    primary: Privilege.ADMIN,
    address: Privilege.EDITOR,
    social: Privilege.EDITOR,
    properties: Privilege.EDITOR,
    visibility: Privilege.EDITOR,
    schedules: Privilege.EDITOR,
  },
  asset: {
    primary: Privilege.ADMIN,
    address: Privilege.EDITOR,
    social: Privilege.EDITOR,
    properties: Privilege.EDITOR,
    visibility: Privilege.ADMIN,
    schedules: Privilege.EDITOR,
  },
  device: {
    primary: Privilege.ADMIN,
    address: Privilege.EDITOR,
    social: Privilege.EDITOR,
    properties: Privilege.EDITOR,
    visibility: Privilege.EDITOR,
    schedules: Privilege.EDITOR,
  },
};

/** The privilege a change needs: the highest role of the groups its fields touch (VIEWER when none). */
export function roleForItemChange(kind: MediaItemPageKind, fields: Iterable<string>): PrivilegeLevel {
  let role: PrivilegeLevel = Privilege.VIEWER;
  for (const f of fields) {
    const group = Object.hasOwn(ITEM_FIELD_GROUPS, f) ? ITEM_FIELD_GROUPS[f] : null;
    if (group && ITEM_GROUP_ROLES[kind][group] > role) role = ITEM_GROUP_ROLES[kind][group];
  }
  return role;
}

/** The highest role of the groups `fields` touch (VIEWER when none): any kind's field → group → role maps. */
export function roleForFields<G extends string>(fieldGroups: Record<string, G>, roles: Record<G, PrivilegeLevel>, fields: Iterable<string>): PrivilegeLevel {
  let role: PrivilegeLevel = Privilege.VIEWER;
  for (const f of fields) {
    const group = Object.hasOwn(fieldGroups, f) ? fieldGroups[f] : null;
    if (group && roles[group] > role) role = roles[group];
  }
  return role;
}

/** Images (banner) sit in the primary group: ADMIN writes them. */
export const ITEM_IMAGE_ROLE: PrivilegeLevel = Privilege.ADMIN;
