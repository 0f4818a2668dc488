import type { MediaItem } from '../../../../../domain/media-items/types';
import { api } from '../../../../lib/api';
import type { ListKind } from '../model/kinds';

export interface MediaItemsPage {
  aggregateId: string;
  /** Also other workspaces' public, shared and partner items (`public=true`). */
  withPublic: boolean;
  limit: number;
  offset: number;
}

export const mediaItemsQueryKey = (kind: ListKind, aggregateId: string, withPublic: boolean) =>
  ['media-items', kind.plural, aggregateId, withPublic] as const;

// What a tile shows; asking only for column fields lets the server skip the documents.
const TILE_FIELDS = 'id name type subtype category enabled aggregate_id relations';

/** `GET /api/2.0/media-{venues|assets|devices}?aggregate&public&limit&offset&fields`: one page of tiles, newest first. */
export function getMediaItems(kind: ListKind, page: MediaItemsPage, reset = false): Promise<MediaItem[]> {
  const query = new URLSearchParams({
    aggregate: page.aggregateId,
    public: String(page.withPublic),
    limit: String(page.limit),
    offset: String(page.offset),
    fields: TILE_FIELDS,
  });
  return api.get<MediaItem[]>(`/api/2.0/media-${kind.plural}?${query}`, { reset });
}
