/**
 * Shapes of the items' API (docs/api.md "Items"): the JSON of venues, assets and devices, the
 * relations (anchors) read inside an item, and schedules. Server and web both import these.
 */
import type { Address, GeoPoint, WebUrls } from '../common/place.js';
import type { Agency, Budget, FreeValues, ItemAction } from './item.js';

/** Item kinds that share one list page and one record page (features/media-items). */
export const MEDIA_ITEM_PAGE_KINDS = ['venue', 'asset', 'device'] as const;
export type MediaItemPageKind = (typeof MEDIA_ITEM_PAGE_KINDS)[number];

/**
 * Every kind a relation may point at (the OTHER item's kind). `ticonfig` (a treasury instrument) is only
 * ever a source: it anchors assets (src/domain/relations/instrument.ts).
 */
// playlist and display: signage records an asset anchors (docs/product/creatives-assets-signage.md §2.11,
// src/domain/relations/signage.ts).
export const RELATION_KINDS = ['venue', 'asset', 'device', 'campaign', 'creative', 'event', 'tidetail', 'ticket', 'ticonfig', 'playlist', 'display'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** docs/product/campaigns-venues-events.md §4: INVISIBLE 0, PRIVATE 1 (default), SHARED 2, PUBLIC 3. */
export const VISIBILITY = { INVISIBLE: 0, PRIVATE: 1, SHARED: 2, PUBLIC: 3 } as const;
export type Visibility = (typeof VISIBILITY)[keyof typeof VISIBILITY];

/** A device's screen orientation. */
export type Orientation = 0 | 1 | 2;

export type { GeoPoint };
export type ItemUrls = WebUrls;

/** One side of an anchor as read inside an item; `owned` is relative to the reading caller's workspace. */
export interface Relation {
  /** 8 characters, shared by both sides of the anchor. */
  uid: string;
  /** Kind of the OTHER item. */
  relation: RelationKind;
  /** The other item's id and name. */
  id: string;
  name: string;
  /** ISO date-times. */
  start: string;
  close: string;
  enabled: boolean;
  /** Workspace that owns the relation (the source's workspace); '' for a project-level instrument's. */
  aggregate_id: string;
  profile_id: string;
  project_id: string;
  tenant_id: string;
  owned: boolean;
}

export interface Schedule {
  /** 8 characters. */
  uid: string;
  name: string;
  /** ISO date-times; close ≥ start. */
  start: string;
  close: string;
  status: string;
  enabled: boolean;
  recurring?: boolean;
  duration?: number;
}

/** Ownership and bookkeeping every stored catalogue item answers (venues … creatives). */
export interface ItemRecord {
  relations: Relation[];
  aggregate_id: string;
  project_id: string;
  tenant_id: string;
  profile_id: string;
  createdOn: string;
  updatedOn: string;
}

/**
 * The visibility record of docs/product/campaigns-venues-events.md §3.3: who else may see and link the item, and when.
 */
export interface VisibilityRecord {
  visibility: Visibility;
  /** Workspace ids the item is shared with (visibility SHARED). */
  sharedList: string[];
  partners: boolean;
  partnerList: string[];
  available: boolean;
  availableFrom: string;
  availableTo: string;
}

export interface MediaItem extends Address, ItemRecord, VisibilityRecord {
  id: string;
  code: string;
  name: string;
  description: string;
  phone: string;
  email: string;
  enabled: boolean;
  tags: string[];
  type: string;
  type_id: string;
  subtype: string;
  subtype_id: string;
  category: string;
  multifaceted: boolean;
  maxAllowed: number;
  urls: ItemUrls;
  properties: Record<string, string>;
  eventhosting: boolean;
  enrollInMilesProgram: boolean;
  /** Devices only. */
  macAddress?: string;
  displayId?: string;
  orientation?: Orientation;
  /** Assets of category Zeetamind. */
  playlist?: unknown;
  schedules: Schedule[];
  /** Common item fields of docs/product/platform.md §3.6 (written through the API only so far). */
  agency: Agency[];
  attributes: FreeValues;
  budgets: Budget[];
  actions: ItemAction[];
  /** Venues only (docs/product/campaigns-venues-events.md §3.2). */
  optional?: FreeValues;
  sponsors?: string[];
}

/** Picker candidate from GET /api/2.0/media-relations/targets. */
export type TargetVisibilityClass = 'owned' | 'partner' | 'shared' | 'public' | 'invisible' | 'unavailable';
export interface RelationTarget {
  id: string;
  name: string;
  type: string;
  subtype: string;
  item: RelationKind;
  aggregate_id: string;
  visibilityClass: TargetVisibilityClass;
  enabled: boolean;
  eventhosting: boolean;
  eventCampaign: boolean;
}

/** Answer of POST /api/2.0/media-relations. */
export interface RelationChange {
  uid: string;
  source: Relation;
  target: Relation;
}

/** The messages for venues, assets and devices (docs/product/campaigns-venues-events.md §5, creatives-assets-signage.md §5/§8), and ours for the rest. */
export const ITEM_MESSAGES = {
  duplicateName: {
    venue: 'Duplicate venue name. Please use a different name.',
    asset: 'Duplicate asset name. Please use a different name.',
    device: 'Duplicate device name. Please use a different name.',
  } satisfies Record<MediaItemPageKind, string>,
  nameRequired: 'Name is required',
  noChanges: 'No changes to save',
  /** A save that kept losing the race to other saves of the same item (a 409; trying again reads their result). */
  busy: 'This item is being changed by others at this moment. Please try again.',
  venueAssetLinked: 'Media asset & venue realations updated.',
  availableOrder: 'Available until cannot be earlier than available from',
} as const;
