// What other modules use of media-items: they import it from here, never from its files.
export type { ItemKind } from './kinds.js';
export { itemOwnerOf, itemStanding } from './service.js';
