// What other modules use of mobility: they import it from here, never from its files.
export { routeInWorkspace } from './service.js';
