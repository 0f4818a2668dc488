import type { MediaItem } from '../../../../../domain/media-items/types';
import { itemApi } from '../../../../lib/item-api';
import type { ListKind } from '../model/kinds';

export interface MediaItemsPage {
  aggregateId: string;
  /** Also other workspaces' public, shared and partner items (`public=true`). */
  withPublic: boolean;
  limit: number;
  offset: number;
  /** Only items whose name contains this (any case), filtered by the server. */
  name?: string;
}

export const mediaItemsQueryKey = (kind: ListKind, aggregateId: string, withPublic: boolean, name = '') =>
  ['media-items', kind.plural, aggregateId, withPublic, name] as const;

// What a tile shows (the active-asset badge reads the relations' kind and window); asking only for column
// fields lets the server skip the documents.
const TILE_FIELDS = 'id name type subtype category enabled aggregate_id relations.relation relations.start relations.close relations.enabled';

/** `GET /api/2.0/media-{venues|assets|devices}?aggregate&public&name&limit&offset&fields`: one page of tiles, newest first. */
export function getMediaItems(kind: ListKind, page: MediaItemsPage, reset = false): Promise<MediaItem[]> {
  const { aggregateId, ...rest } = page;
  return itemApi<MediaItem>(`/api/2.0/media-${kind.plural}`).page({ ...rest, aggregate: aggregateId, fields: TILE_FIELDS }, reset);
}
