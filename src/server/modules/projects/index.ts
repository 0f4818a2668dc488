// What other modules use of projects: they import it from here, never from its files.
export { getProject, projectOfTenant } from './service.js';
