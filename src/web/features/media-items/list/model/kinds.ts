import type { MediaItem, MediaItemPageKind } from '../../../../../domain/media-items/types';

/** What differs between the venue, asset and device lists (spec 02 §2.4, spec 03 §2.11–2.12). */
export interface ListKind {
  kind: MediaItemPageKind;
  /** Path segment under the workspace, and of the API (`/api/2.0/media-{plural}`). */
  plural: 'venues' | 'assets' | 'devices';
  title: string;
  emptyText: string;
  /** Tile line under the name. */
  subtitle(item: Pick<MediaItem, 'type' | 'subtype' | 'category' | 'enabled'>): string;
  /** Venue tiles count active asset anchors (spec 02 §2.4). */
  activeAssetBadge: boolean;
  /** Asset tiles carry an arrow to ../{asset name} (spec 03 §2.11). */
  arrowToName: boolean;
}

const joined = (separator: string, ...parts: (string | undefined)[]) => parts.map((p) => p || '–').join(separator);

export const LIST_KINDS: Record<MediaItemPageKind, ListKind> = {
  venue: {
    kind: 'venue',
    plural: 'venues',
    title: 'Media Venues List',
    emptyText: 'No media venues found.',
    subtitle: (i) => joined(' | ', i.type, i.subtype, i.enabled ? 'Enabled' : 'Disabled'),
    activeAssetBadge: true,
    arrowToName: false,
  },
  asset: {
    kind: 'asset',
    plural: 'assets',
    title: 'Media Assets List',
    emptyText: 'No media assets found.',
    subtitle: (i) => joined(' / ', i.type, i.subtype, i.category),
    activeAssetBadge: false,
    arrowToName: true,
  },
  device: {
    kind: 'device',
    plural: 'devices',
    title: 'IoT Devices List',
    emptyText: 'No devices found.',
    subtitle: (i) => joined(' / ', i.type, i.subtype, i.category),
    activeAssetBadge: false,
    arrowToName: false,
  },
};
