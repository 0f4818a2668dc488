import type { MediaItem, MediaItemPageKind } from '../../../../../domain/media-items/types';

/** What differs between the venue, asset and device pages; everything else is one page. */
export interface ItemKindConfig {
  page: MediaItemPageKind;
  /** Route segment of the list: venues, assets, devices. */
  segment: string;
  /** `/api/2.0/...` collection. */
  apiPath: string;
  /** Title word: 'Venue', 'Media Asset', 'IoT Device'. */
  noun: string;
  /** Primary-group fields in display order (spec 02 §2.5, spec 03 §2.11–2.12). */
  primary: readonly PrimaryField[];
  messages: { progress: string; saved: string };
}

export type PrimaryField = Extract<
  keyof MediaItem,
  | 'code'
  | 'name'
  | 'description'
  | 'enabled'
  | 'multifaceted'
  | 'maxAllowed'
  | 'eventhosting'
  | 'enrollInMilesProgram'
  | 'phone'
  | 'email'
  | 'macAddress'
  | 'tags'
  | 'displayId'
  | 'orientation'
  | 'playlist'
>;

export const ITEM_KINDS: Record<MediaItemPageKind, ItemKindConfig> = {
  venue: {
    page: 'venue',
    segment: 'venues',
    apiPath: '/api/2.0/media-venues',
    noun: 'Venue',
    primary: ['code', 'name', 'description', 'enabled', 'multifaceted', 'maxAllowed', 'eventhosting', 'enrollInMilesProgram', 'phone', 'tags'],
    messages: { progress: 'Please wait, updating your venue.', saved: 'Venue saved.' },
  },
  asset: {
    page: 'asset',
    segment: 'assets',
    apiPath: '/api/2.0/media-assets',
    noun: 'Media Asset',
    primary: ['code', 'name', 'enabled', 'multifaceted', 'maxAllowed', 'phone', 'email', 'tags', 'displayId', 'orientation', 'playlist'],
    messages: { progress: 'Please wait, updating your asset.', saved: 'Media asset saved.' },
  },
  device: {
    page: 'device',
    segment: 'devices',
    apiPath: '/api/2.0/media-devices',
    noun: 'IoT Device',
    primary: ['code', 'name', 'enabled', 'phone', 'email', 'macAddress', 'tags'],
    messages: { progress: 'Please wait, creating your device.', saved: 'Media device saved.' },
  },
};

/** Fields shown only for an existing asset of category Zeetamind (spec 03 §2.11). */
export const ZEETAMIND_FIELDS: ReadonlySet<PrimaryField> = new Set(['displayId', 'orientation', 'playlist']);

export const isZeetamind = (category: string | null | undefined) => (category ?? '').toLowerCase() === 'zeetamind';

/** Spec 03 §9: display orientation values. */
export const ORIENTATIONS = [
  { value: '0', label: 'Landscape' },
  { value: '1', label: 'Portrait' },
  { value: '2', label: 'Portrait Reverse' },
];

export const WEBURL_COPIED_MESSAGE = 'Venue weburl copied to clipboard';

/** Anchor groups and the kind of item each anchors. */
export const ANCHOR_TARGETS = { assets: 'asset', devices: 'device', venues: 'venue', campaigns: 'campaign' } as const;

/** Groups a create page shows (the rest need the item's id). */
export const CREATE_GROUPS = new Set(['primary', 'location', 'urls', 'properties']);
