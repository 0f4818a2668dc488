export { FilterBox } from './filter-box';
export { matchesFilter, showFilter } from './filter-rules';
