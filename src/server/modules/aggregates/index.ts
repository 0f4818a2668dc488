// What other modules use of aggregates: they import it from here, never from its files.
export { locateWorkspace, locateWriteWorkspace, workspaceById, workspacesByIds, type BodyScope, type LocatedWorkspace } from './service.js';
