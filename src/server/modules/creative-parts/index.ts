// What other modules use of creative-parts: they import it from here, never from its files.
export { CREATIVE_CARDS } from './answers.js';
export { settleRoute } from './route-card.js';
export { cardOf, cardsOf, creativePartsOf, creativeStampOf, editableCreative, hasImageAsset, insertCard, readableCreative, type RouteKey } from './service.js';
