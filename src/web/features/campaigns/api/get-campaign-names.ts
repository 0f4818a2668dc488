import type { Campaign } from '../../../../domain/campaigns/types';
import { MAX_LIST_LIMIT } from '../../../../domain/common/list-query';
import { pickerKey } from '../../../lib/resource';
import { campaigns } from './campaigns';

export const campaignNamesQueryKey = (aggregateId: string) => pickerKey('campaign', 'names', aggregateId);

/** Every campaign's id and name, newest first, page after page until a short one (the Reports picker's choices). */
export async function getCampaignNames(aggregateId: string): Promise<Pick<Campaign, 'id' | 'name'>[]> {
  const all: Pick<Campaign, 'id' | 'name'>[] = [];
  // The server's largest page: the Reports picker offers every campaign of the workspace by name.
  for (let offset = 0; ; offset += MAX_LIST_LIMIT) {
    const page = await campaigns.list<Pick<Campaign, 'id' | 'name'>>(aggregateId, { fields: 'id,name', limit: MAX_LIST_LIMIT, offset });
    all.push(...page);
    if (page.length < MAX_LIST_LIMIT) return all;
  }
}
