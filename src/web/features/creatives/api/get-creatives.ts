import type { Creative } from '../../../../domain/creatives/types';
import { creatives } from './creatives';

export type CreativeTileData = Pick<Creative, 'id' | 'name' | 'imageCount' | 'aggregate_id'>;

/** What a tile shows: name, the count of its image assets' pictures and the banner, by id. */
const TILE_FIELDS = 'id name imageCount aggregate_id';

export const creativesQueryKey = (aggregateId: string, name: string) => creatives.keys.list(aggregateId, name);

/** `GET /api/2.0/media-creatives?aggregate&fields&name&limit&offset`: one page of tiles, newest first. */
export function getCreatives(aggregateId: string, page: { name: string; limit: number; offset: number }, reset = false): Promise<CreativeTileData[]> {
  return creatives.list<CreativeTileData>(aggregateId, { ...page, fields: TILE_FIELDS }, reset);
}
