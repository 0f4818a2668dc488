// What other modules use of profiles: they import it from here, never from its files.
export { getProfile, profileIdOf, profileOfMobile, profileSummaryOf } from './service.js';
