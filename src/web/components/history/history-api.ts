import type { AuditPage } from '../../../domain/audit/records';
import { api } from '../../lib/api';

/** `GET /api/1.0/audit-history?record=` → a page of the record's trail, newest first (`before`: the previous page's `next`). */
export function getHistory(recordId: string, before: number | null): Promise<AuditPage> {
  const query = new URLSearchParams({ record: recordId, limit: '20' });
  if (before) query.set('before', String(before));
  return api.get<AuditPage>(`/api/1.0/audit-history?${query}`, { reset: true });
}

/** `POST /api/1.0/audit-records/{id}/restore` → the item with the values it had before that record. */
export function restoreRecord<T>(auditId: number): Promise<T> {
  return api.post<T>(`/api/1.0/audit-records/${auditId}/restore`, {});
}
