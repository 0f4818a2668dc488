import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The list and the record page are chunks of their own: the list carries none of the record's editors or map.
const list = () => import('./pages/workspace-list-page');
const record = () => import('./pages/routes');

/**
 * The project shell's workspace routes (docs/product/platform.md §2.12): the list, a new workspace and a stored one.
 */
export const workspaceRoutes: RouteObject[] = [
  { path: 'workspaces', ...lazyPage(list, (m) => <m.WorkspaceListPage />) },
  { path: 'workspaces/create', ...lazyPage(record, (m) => m.recordPage) },
  { path: 'workspaces/:id', ...lazyPage(record, (m) => m.recordPage) },
];
