export { MediaItemListPage } from './pages/media-item-list-page';
export { LIST_KINDS } from './model/kinds';
