import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The list and the record page are chunks of their own: the list carries none of the record's editors.
const list = () => import('./pages/campaign-list-page');
const record = () => import('./pages/routes');

/** The workspace shell's campaign routes (spec 02 §2.2–2.3): the list, a new campaign and a stored one. */
export const campaignRoutes: RouteObject[] = [
  { path: 'campaigns', ...lazyPage(list, (m) => <m.CampaignListPage />) },
  ...['create', ':id'].map((child) => ({ path: `campaigns/${child}`, ...lazyPage(record, (m) => m.recordPage) })),
];
