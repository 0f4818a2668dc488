import type { RouteObject } from 'react-router';
import { firstTiles, lazyPage, recordById } from '../../lib/lazy-page';
import { campaigns } from './api/campaigns';
import { campaignsQueryKey, getCampaigns } from './api/get-campaigns';

// The list and the record page are chunks of their own: the list carries none of the record's editors.
const list = () => import('./pages/campaign-list-page');
const record = () => import('./pages/routes');

/**
 * The workspace shell's campaign routes (docs/product/campaigns-venues-events.md §2.2–2.3): the list, a new campaign
 * and a stored one.
 */
export const campaignRoutes: RouteObject[] = [
  {
    path: 'campaigns',
    ...lazyPage(
      list,
      (m) => <m.CampaignListPage />,
      firstTiles((aggregateId) => campaignsQueryKey(aggregateId, ''), getCampaigns),
    ),
  },
  ...['create', ':id'].map((child) => ({ path: `campaigns/${child}`, ...lazyPage(record, (m) => m.recordPage, recordById(campaigns)) })),
];
