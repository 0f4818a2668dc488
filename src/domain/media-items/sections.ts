import { Privilege, type PrivilegeLevel } from '../access/levels.js';
import { ADDRESS_NAMES } from '../common/place-parts.js';
import { section, type SectionTable } from '../sections/table.js';
import type { MediaItemPageKind } from './types.js';

const { ADMIN, EDITOR } = Privilege;
const TYPE = ['type', 'type_id', 'subtype', 'subtype_id', 'category'];
const VISIBILITY = ['visibility', 'sharedList', 'partners', 'partnerList', 'available', 'availableFrom', 'availableTo'];
const ADDRESS = [...ADDRESS_NAMES];
// The primary fields every item kind has; assets and devices add their own.
const PRIMARY = [
  'code',
  'name',
  'description',
  'enabled',
  'tags',
  ...TYPE,
  'multifaceted',
  'maxAllowed',
  'eventhosting',
  'enrollInMilesProgram',
  'phone',
  'email',
];

// Sections every item page shares; titles from docs/product/campaigns-venues-events.md §2.5 and
// docs/product/creatives-assets-signage.md §2.11–2.12.
const visibility = (role: PrivilegeLevel) => section('Visibility Administration', role, VISIBILITY, { storedOnly: true });
const anchors = (title: string) => section(title, EDITOR, [], { storedOnly: true });
const schedules = section('Schedules', EDITOR, ['schedules'], { storedOnly: true });
const campaignHistory = section('Campaign History', null, [], { storedOnly: true });
// Audience figures and reports are views of what the apps reported: never editable, every viewer sees them.
const audience = section('Audience Statistics', null, [], { storedOnly: true });
const reports = section('Reports', null, [], { storedOnly: true });
const keyFields = section('Key fields', null);
// Item fields a page does not show but its API writes, with the roles they always had.
const apiOnly = (title: string, fields: readonly string[], role: PrivilegeLevel = EDITOR) => section(title, role, fields, { apiOnly: true });
const apiOnlyPlace = {
  location: apiOnly('Location and Address', ADDRESS),
  urls: apiOnly('Social media and Interaction', ['urls']),
  properties: apiOnly('Special properties', ['properties']),
};
// The common fields of docs/product/platform.md §3.6 no page shows yet: who is paid and what is spent are ADMIN's, as
// the primary details are; descriptive extras are EDITOR's, as the other groups are
// (docs/product/campaigns-venues-events.md §6).
const commercial = apiOnly('Agency and budgets', ['agency', 'budgets'], ADMIN);
const extras = (...more: string[]) => apiOnly('Attributes and actions', ['attributes', 'actions', ...more]);

/**
 * docs/product/campaigns-venues-events.md §2.5, §6: the venue page; its primary section is ADMIN's, the others
 * EDITOR's, views never editable.
 */
export const VENUE_SECTIONS = {
  primary: section('Primary details', ADMIN, PRIMARY),
  location: section('Location and Address', EDITOR, ADDRESS),
  urls: section('Social media and Interaction', EDITOR, ['urls']),
  properties: section('Special properties', EDITOR, ['properties']),
  visibility: visibility(EDITOR),
  assets: anchors('Anchored Media-Assets'),
  devices: anchors('Anchored IoT-Devices'),
  schedules,
  eventSchedules: section('Events Campaigns and Schedules', null, [], { storedOnly: true }),
  audience,
  campaignHistory,
  // QR downloads are EDITOR's, as on the workspace page.
  qr: section('QR Code Download', EDITOR, [], { storedOnly: true }),
  reports,
  keyFields,
  commercial,
  extras: extras('optional', 'sponsors'),
} as const satisfies SectionTable;

/**
 * docs/product/creatives-assets-signage.md §2.11, §6: the asset page; primary and visibility are ADMIN's, the rest
 * EDITOR's.
 */
export const ASSET_SECTIONS = {
  // A Zeetamind asset's Display ID, orientation and playlist sit among its primary fields
  // (docs/product/creatives-assets-signage.md §2.11).
  primary: section('Primary details', ADMIN, [...PRIMARY, 'displayId', 'orientation', 'playlist']),
  visibility: visibility(ADMIN),
  venues: anchors('Anchored Venues'),
  // docs/product/creatives-assets-signage.md §2.11's anchored playlist and display groups: anchors of kinds playlist
  // and display (src/domain/relations/signage.ts).
  playlists: anchors('Anchored Playlist'),
  displays: anchors('Anchored Display'),
  campaigns: anchors('Anchored Campaigns'),
  schedules,
  audience,
  campaignHistory,
  reports,
  keyFields,
  ...apiOnlyPlace,
  commercial,
  extras: extras(),
} as const satisfies SectionTable;

/**
 * docs/product/creatives-assets-signage.md §2.12, §6: the device page; primary is ADMIN's, venues, campaigns and
 * visibility EDITOR's; rotating the secret ADMIN's.
 */
export const DEVICE_SECTIONS = {
  primary: section('Primary details', ADMIN, [...PRIMARY, 'macAddress', 'deviceModel']),
  secret: section('Device secret', ADMIN, [], { storedOnly: true }),
  dashboard: section('Dashboard', null, [], { storedOnly: true }),
  visibility: visibility(EDITOR),
  venues: anchors('Anchored Venues'),
  campaigns: anchors('Anchored Campaigns'),
  audience,
  keyFields,
  ...apiOnlyPlace,
  schedules: { ...schedules, apiOnly: true },
  commercial,
  extras: extras(),
} as const satisfies SectionTable;

export type VenueSection = keyof typeof VENUE_SECTIONS;
export type AssetSection = keyof typeof ASSET_SECTIONS;
export type DeviceSection = keyof typeof DEVICE_SECTIONS;
/** Any section of an item page. */
export type ItemSection = VenueSection | AssetSection | DeviceSection;

/** The sections of each item page. */
export const ITEM_SECTIONS: Record<MediaItemPageKind, SectionTable<string>> = { venue: VENUE_SECTIONS, asset: ASSET_SECTIONS, device: DEVICE_SECTIONS };

/** Images (the banner) belong to the primary section: ADMIN writes them. */
export const ITEM_IMAGE_ROLE: PrivilegeLevel = VENUE_SECTIONS.primary.editRole ?? Privilege.OWNER;
