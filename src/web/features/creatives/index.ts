export { CreativeListPage } from './list/creative-list-page';
export { CreativeDetailRoute } from './detail/creative-detail-page';
