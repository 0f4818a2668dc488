import type { AuditPage } from '../../../../domain/audit/records';
import { api } from '../../../lib/api';
import { downloadFile } from '../../../lib/download';

export interface AuditFilter {
  actor: string;
  kind: string;
  action: string;
  aggregate: string;
  from: string;
  to: string;
  q: string;
}

export const EMPTY_FILTER: AuditFilter = { actor: '', kind: '', action: '', aggregate: '', from: '', to: '', q: '' };

export const auditTrailKey = (tenant: string, filter: AuditFilter) => ['audit-trail', tenant, filter] as const;

/** The filter as the API's query (`/api/1.0/audit-records`): blank fields are left out. */
function queryOf(tenant: string, filter: AuditFilter): URLSearchParams {
  const query = new URLSearchParams({ tenant });
  for (const [name, value] of Object.entries(filter)) if (value.trim()) query.set(name, value.trim());
  return query;
}

/** One page of 50 records, newest first, older than record `before` when given. */
export function getAuditPage(tenant: string, filter: AuditFilter, before: number | null) {
  const query = queryOf(tenant, filter);
  query.set('limit', '50');
  if (before) query.set('before', String(before));
  return api.get<AuditPage>(`/api/1.0/audit-records?${query}`, { reset: true });
}

/** The filtered records as CSV, saved as `audit-trail.csv`. */
export const exportAuditTrail = (tenant: string, filter: AuditFilter) =>
  downloadFile(`/api/1.0/audit-records/export?${queryOf(tenant, filter)}`, 'audit-trail.csv');
