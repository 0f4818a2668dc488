export { CampaignListPage } from './list/campaign-list-page';
export { CampaignDetailRoute } from './detail/pages/campaign-detail-page';
