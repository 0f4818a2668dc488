// What other modules use of item-types: they import it from here, never from its files.
export { resolveTypeSelection } from './service.js';
