export { EventListPage } from './list/event-list-page';
export { EventDetailRoute } from './detail/event-detail-page';
