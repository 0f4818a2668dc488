// What other modules use of media-query: they import it from here, never from its files.
export { attributionOf } from './attribution.js';
export { itemActionsPerDay, itemStatistics, workspaceZone } from './audience.js';
