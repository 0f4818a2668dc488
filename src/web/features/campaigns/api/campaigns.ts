import type { Campaign } from '../../../../domain/campaigns/types';
import { itemResource } from '../../../lib/resource';

/**
 * `/api/2.0/media-campaigns?aggregate=`: the campaign resource (lib/resource.ts). A create stores the
 * campaign, its creative 'For # {name}' and their link in one operation, and answers the campaign with
 * that relation.
 */
export const campaigns = itemResource<Campaign>('campaign', '/api/2.0/media-campaigns');
