// The list bounds live with the rest of the list vocabulary; the console's calls still import them from here.
export { MAX_LIST_IDS, MAX_LIST_LIMIT } from '../common/list-query.js';
