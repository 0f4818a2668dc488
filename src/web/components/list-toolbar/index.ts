export { ListToolbar } from './list-toolbar';
export { ShowMore } from './show-more';
