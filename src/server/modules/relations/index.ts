// What other modules use of relations: they import it from here, never from its files.
export { embeddedRelationsOf, linkItems, relationsOf, unlinkItem } from './service.js';
