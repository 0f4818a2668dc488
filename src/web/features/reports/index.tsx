import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

export { ShareLinksPanel } from './components/share-links-panel';
export { ReportSchedulesPanel } from './components/report-schedules-panel';
export { ReportSharing } from './components/report-sharing';

const shared = () => import('./pages/shared-report-page');

/** The public page of a share link: outside every shell, no sign-in. */
export const sharedReportRoutes: RouteObject[] = [{ path: 'shared/:token', ...lazyPage(shared, (m) => <m.SharedReportPage />) }];
