// What other modules use of audience: they import it from here, never from its files.
export { shareCountsOfCampaign } from './service.js';
