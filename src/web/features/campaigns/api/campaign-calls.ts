import type { Campaign } from '../../../../domain/campaigns/types';
import { MAX_LIST_LIMIT } from '../../../../domain/media-items/list-limits';
import { itemApi } from '../../../lib/item-api';
import { kindKey } from '../../../lib/resource';

const campaigns = itemApi<Campaign>('/api/2.0/media-campaigns');

/** Every campaign list of a workspace sits under this key: a save invalidates them all at once. */
export const campaignsQueryKey = (aggregateId: string) => [...kindKey('campaign'), 'list', aggregateId] as const;
export const campaignPagesQueryKey = (aggregateId: string, name: string) => [...campaignsQueryKey(aggregateId), 'pages', name] as const;
export const campaignNamesQueryKey = (aggregateId: string) => [...campaignsQueryKey(aggregateId), 'names'] as const;
export const campaignQueryKey = (aggregateId: string, id: string) => [...kindKey('campaign'), 'detail', aggregateId, id] as const;

export interface CampaignPage {
  aggregateId: string;
  fields: string;
  /** Only campaigns whose name contains this text, ignoring case; '' for all. */
  name: string;
  limit: number;
  offset: number;
}

/**
 * `GET /api/2.0/media-campaigns?aggregate&fields&sort=schedule&name&limit&offset`: one page of the list in
 * the order of spec 02 §2.2 (unscheduled first, then by the schedule closing last), ordered and filtered
 * by the server so a large workspace is read a page at a time.
 */
export function getCampaignPage(page: CampaignPage, reset = false): Promise<Campaign[]> {
  const { aggregateId, ...rest } = page;
  return campaigns.page({ ...rest, aggregate: aggregateId, sort: 'schedule' }, reset);
}

/** Every campaign's id and name, newest first, page after page until a short one (the Reports picker's choices). */
export async function getCampaignNames(aggregateId: string): Promise<Pick<Campaign, 'id' | 'name'>[]> {
  const all: Pick<Campaign, 'id' | 'name'>[] = [];
  // The server's largest page: the Reports picker offers every campaign of the workspace by name.
  for (let offset = 0; ; offset += MAX_LIST_LIMIT) {
    const page = await campaigns.page<Pick<Campaign, 'id' | 'name'>>({ aggregate: aggregateId, fields: 'id,name', limit: MAX_LIST_LIMIT, offset });
    all.push(...page);
    if (page.length < MAX_LIST_LIMIT) return all;
  }
}

/** `GET /api/2.0/media-campaigns/{id}?aggregate`; `reset` skips every cache (refresh). */
export function getCampaign(aggregateId: string, id: string, reset = false): Promise<Campaign> {
  return campaigns.get(aggregateId, id, reset);
}

/**
 * `POST /api/2.0/media-campaigns?aggregate` (no id): the server stores the campaign, its creative
 * 'For # {name}' and their link in one operation, and answers the campaign with that relation.
 */
export function createCampaign(aggregateId: string, body: Partial<Campaign>): Promise<Campaign> {
  return campaigns.create(aggregateId, body);
}

/** `PUT /api/2.0/media-campaigns/{id}` with the changed fields plus the id → the stored campaign. */
export function updateCampaign(id: string, changes: Partial<Campaign>): Promise<Campaign> {
  return campaigns.update(id, changes);
}
