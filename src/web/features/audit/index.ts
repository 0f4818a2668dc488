export { AuditTrailPage } from './pages/audit-trail-page';
