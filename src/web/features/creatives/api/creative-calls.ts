import type { Creative } from '../../../../domain/creatives/types';
import { itemApi } from '../../../lib/item-api';
import { kindKey } from '../../../lib/resource';

const creatives = itemApi<Creative>('/api/2.0/media-creatives');

/** What a tile shows: name, the image count (assets) and the banner, by id. */
const TILE_FIELDS = 'id name assets aggregate_id';

export type CreativeTileData = Pick<Creative, 'id' | 'name' | 'assets' | 'aggregate_id'>;

// Under the kind's root (lib/resource.ts): a write of any creative refreshes them all.
export const creativesQueryKey = (aggregateId: string) => [...kindKey('creative'), 'list', aggregateId] as const;
export const creativeQueryKey = (aggregateId: string, id: string) => [...kindKey('creative'), 'detail', aggregateId, id] as const;

/** One list page's key: under `creativesQueryKey`, so a save's invalidation reaches every page. */
export const creativePagesQueryKey = (aggregateId: string, name: string) => [...creativesQueryKey(aggregateId), 'pages', name] as const;

/** `GET /api/2.0/media-creatives?aggregate&fields&name&limit&offset`: one page of tiles, newest first. */
export function getCreativePage(aggregate: string, page: { name: string; limit: number; offset: number }, reset = false): Promise<CreativeTileData[]> {
  return creatives.page<CreativeTileData>({ ...page, aggregate, fields: TILE_FIELDS }, reset);
}

/** `GET /api/2.0/media-creatives/{id}?aggregate`. */
export function getCreative(aggregate: string, id: string, reset = false): Promise<Creative> {
  return creatives.get(aggregate, id, reset);
}

/** `POST /api/2.0/media-creatives?aggregate` with code and name → the stored creative. */
export function createCreative(aggregate: string, body: { code: string; name: string }): Promise<Creative> {
  return creatives.create(aggregate, body);
}

/** `PUT /api/2.0/media-creatives/{id}` with the changed fields plus the id. */
export function updateCreative(id: string, changes: Record<string, unknown>): Promise<Creative> {
  return creatives.update(id, changes);
}

/** Spec 03 §7: a creative's banner is its `img` (`/images?type=creative&id=…&for=img`). */
export const creativeImagePath = (id: string) => `/images?${new URLSearchParams({ type: 'creative', id, for: 'img' })}`;
