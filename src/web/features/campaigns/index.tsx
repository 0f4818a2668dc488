import type { RouteObject } from 'react-router';
import { RecordRoute } from '../../components/record';
import { CampaignListPage } from './pages/campaign-list-page';
import { CampaignPage } from './pages/campaign-page';

const page = <RecordRoute name="campaign" render={(id) => <CampaignPage id={id} />} />;

/** The workspace shell's campaign routes (spec 02 §2.2–2.3): the list, a new campaign and a stored one. */
export const campaignRoutes: RouteObject[] = [
  { path: 'campaigns', element: <CampaignListPage /> },
  { path: 'campaigns/create', element: page },
  { path: 'campaigns/:id', element: page },
];
