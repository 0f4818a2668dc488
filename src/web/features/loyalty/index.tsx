import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

// The list and the record pages are chunks of their own.
const list = () => import('./pages/program-list-page');
const record = () => import('./pages/routes');

/** LOYALTY (docs/product/platform.md §2.5): loyalty, loyalty/create, loyalty/{id} in a workspace's menu. */
export const loyaltyRoutes: RouteObject[] = [
  { path: 'loyalty', ...lazyPage(list, (m) => <m.ProgramListPage />) },
  ...['create', ':id'].map((child) => ({ path: `loyalty/${child}`, ...lazyPage(record, (m) => m.recordPage) })),
];
