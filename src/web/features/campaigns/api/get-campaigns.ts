import type { Campaign } from '../../../../domain/campaigns/types';
import { campaigns } from './campaigns';

export type CampaignTileFields = Pick<Campaign, 'id' | 'name' | 'type' | 'subtype' | 'schedules' | 'relations'>;

// What a tile needs: the badges read schedules and the relations' kind; nothing else of the document is asked for.
const TILE_FIELDS = 'id name type subtype schedules relations.relation';

export const campaignsQueryKey = (aggregateId: string, name: string) => campaigns.keys.list(aggregateId, name);

/**
 * `GET /api/2.0/media-campaigns?aggregate&fields&sort=schedule&name&limit&offset`: one page of the list in
 * the order of docs/product/campaigns-venues-events.md §2.2 (unscheduled first, then by the schedule closing last),
 * ordered and filtered by the server so a large workspace is read a page at a time.
 */
export function getCampaigns(aggregateId: string, page: { name: string; limit: number; offset: number }, reset = false): Promise<CampaignTileFields[]> {
  return campaigns.list<CampaignTileFields>(aggregateId, { ...page, fields: TILE_FIELDS, sort: 'schedule' }, reset);
}
