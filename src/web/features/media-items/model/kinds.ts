import type { MediaItem, MediaItemPageKind, Schedule } from '../../../../domain/media-items/types';
import { assetScheduleState, scheduleState } from '../../../../domain/schedules/periods';

/** What differs between venues, assets and devices; everything else is one list page and one record page. */
export interface ItemKind {
  page: MediaItemPageKind;
  /** Path segment under the workspace, and of the API (`/api/2.0/media-{segment}`). */
  segment: 'venues' | 'assets' | 'devices';
  /** Title word of the record page: 'Venue', 'Media Asset', 'IoT Device'. */
  noun: string;
  /**
   * The list's title and empty text (docs/product/campaigns-venues-events.md §2.4,
   * docs/product/creatives-assets-signage.md §2.11–2.12).
   */
  title: string;
  emptyText: string;
  /** Tile line under the name. */
  subtitle(item: Pick<MediaItem, 'type' | 'subtype' | 'category' | 'enabled'>): string;
  /** Venue tiles count active asset anchors (docs/product/campaigns-venues-events.md §2.4). */
  activeAssetBadge: boolean;
  /** Asset tiles carry an arrow to ../{asset name} (docs/product/creatives-assets-signage.md §2.11). */
  arrowToName: boolean;
  /**
   * Primary-section fields in display order (docs/product/campaigns-venues-events.md §2.5,
   * docs/product/creatives-assets-signage.md §2.11–2.12).
   */
  primary: readonly PrimaryField[];
  messages: { progress: string; saved: string };
  /**
   * A schedule card's state word: an asset's reads Active or Expired (docs/product/creatives-assets-signage.md §4), the
   * others the period.
   */
  scheduleState(schedule: Schedule): string;
  /** Saving a type change (a mutation) closes the page to its list (docs/product/creatives-assets-signage.md §4). */
  closeOnMutation: boolean;
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

const joined = (separator: string, ...parts: (string | undefined)[]) => parts.map((p) => p || '–').join(separator);

export const ITEM_KINDS: Record<MediaItemPageKind, ItemKind> = {
  venue: {
    page: 'venue',
    segment: 'venues',
    noun: 'Venue',
    title: 'Media Venues List',
    emptyText: 'No media venues found.',
    subtitle: (i) => joined(' | ', i.type, i.subtype, i.enabled ? 'Enabled' : 'Disabled'),
    activeAssetBadge: true,
    arrowToName: false,
    primary: ['code', 'name', 'description', 'enabled', 'multifaceted', 'maxAllowed', 'eventhosting', 'enrollInMilesProgram', 'phone', 'tags'],
    messages: { progress: 'Please wait, updating your venue.', saved: 'Venue saved.' },
    scheduleState: (s) => scheduleState(s),
    closeOnMutation: false,
  },
  asset: {
    page: 'asset',
    segment: 'assets',
    noun: 'Media Asset',
    title: 'Media Assets List',
    emptyText: 'No media assets found.',
    subtitle: (i) => joined(' / ', i.type, i.subtype, i.category),
    activeAssetBadge: false,
    arrowToName: true,
    primary: ['code', 'name', 'enabled', 'multifaceted', 'maxAllowed', 'phone', 'email', 'tags', 'displayId', 'orientation', 'playlist'],
    messages: { progress: 'Please wait, updating your asset.', saved: 'Media asset saved.' },
    scheduleState: (s) => assetScheduleState(s),
    closeOnMutation: true,
  },
  device: {
    page: 'device',
    segment: 'devices',
    noun: 'IoT Device',
    title: 'IoT Devices List',
    emptyText: 'No devices found.',
    subtitle: (i) => joined(' / ', i.type, i.subtype, i.category),
    activeAssetBadge: false,
    arrowToName: false,
    primary: ['code', 'name', 'enabled', 'phone', 'email', 'macAddress', 'tags'],
    messages: { progress: 'Please wait, creating your device.', saved: 'Media device saved.' },
    scheduleState: (s) => scheduleState(s),
    closeOnMutation: false,
  },
};

/** Fields shown only for an existing asset of category Zeetamind (docs/product/creatives-assets-signage.md §2.11). */
export const ZEETAMIND_FIELDS: ReadonlySet<PrimaryField> = new Set(['displayId', 'orientation', 'playlist']);

export const isZeetamind = (category: string | null | undefined) => (category ?? '').toLowerCase() === 'zeetamind';

export const WEBURL_COPIED_MESSAGE = 'Venue weburl copied to clipboard';

/** Anchor sections and the kind of item each anchors. */
export const ANCHOR_TARGETS = {
  assets: 'asset',
  devices: 'device',
  venues: 'venue',
  campaigns: 'campaign',
  playlists: 'playlist',
  displays: 'display',
} as const;
