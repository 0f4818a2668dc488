import type { MediaItem, MediaItemPageKind } from '../../../../domain/media-items/types';
import { ITEM_RESOURCES } from './items';

export interface ItemsPage {
  aggregateId: string;
  /** Also other workspaces' public, shared and partner items (`public=true`). */
  withPublic: boolean;
  limit: number;
  offset: number;
  /** Only items whose name contains this (any case), filtered by the server. */
  name?: string;
}

export const itemsQueryKey = (kind: MediaItemPageKind, aggregateId: string, withPublic: boolean, name = '') =>
  ITEM_RESOURCES[kind].keys.list(aggregateId, withPublic, name);

// What a tile shows (the active-asset badge reads the relations' kind and window); asking only for column
// fields lets the server skip the documents.
const TILE_FIELDS = 'id name type subtype category enabled aggregate_id relations.relation relations.start relations.close relations.enabled';

/** `GET /api/2.0/media-{venues|assets|devices}?aggregate&public&name&limit&offset&fields`: one page of tiles, newest first. */
export function getItems(kind: MediaItemPageKind, { aggregateId, ...page }: ItemsPage, reset = false): Promise<MediaItem[]> {
  return ITEM_RESOURCES[kind].list(aggregateId, { ...page, fields: TILE_FIELDS }, reset);
}
