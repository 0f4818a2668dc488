import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const pages = () => import('./pages/routes');

/** The project shell's workspace routes (spec §2.12): the list, a new workspace and a stored one. */
export const workspaceRoutes: RouteObject[] = [
  { path: 'workspaces', ...lazyPage(pages, (m) => m.listPage) },
  { path: 'workspaces/create', ...lazyPage(pages, (m) => m.recordPage) },
  { path: 'workspaces/:id', ...lazyPage(pages, (m) => m.recordPage) },
];
