export { ShareLinksPanel } from './components/share-links-panel';
export { ReportSchedulesPanel } from './components/report-schedules-panel';
export { ReportSharing } from './components/report-sharing';
