import { lazyComponent } from '../../lib/lazy-component';

// What other areas show of the reports: each renders below a page's own content, from a chunk of its own, so the
// page paints without it (docs/performance.md "First load").
export const ShareLinksPanel = lazyComponent('ShareLinksPanel', () => import('./components/share-links-panel').then((m) => m.ShareLinksPanel));
export const ReportSchedulesPanel = lazyComponent('ReportSchedulesPanel', () =>
  import('./components/report-schedules-panel').then((m) => m.ReportSchedulesPanel),
);
export const ReportSharing = lazyComponent('ReportSharing', () => import('./components/report-sharing').then((m) => m.ReportSharing));
