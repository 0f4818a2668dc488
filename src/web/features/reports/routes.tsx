import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const shared = () => import('./pages/shared-report-page');

/**
 * The public page of a share link: outside every shell, no sign-in. Apart from the panels in index.tsx, so
 * the router's first download does not carry them (they load with the item pages that show them).
 */
export const sharedReportRoutes: RouteObject[] = [{ path: 'shared/:token', ...lazyPage(shared, (m) => <m.SharedReportPage />) }];
