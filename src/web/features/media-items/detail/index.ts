export { ItemDetailRoute } from './pages/item-detail-page';
