import type { ShareKind, ShareLink } from '../../../../domain/reports/share-links';
import type { Frequency, ReportExport, ReportFilters } from '../../../../domain/reports/schedules';
import { api } from '../../../lib/api';

export interface ReportFile {
  id: string;
  file_name: string;
  size: number;
  run_at: string;
  mailed_to: string[] | null;
  mail_error: string | null;
}

export interface ReportSchedule {
  id: string;
  export: ReportExport;
  item_id: string | null;
  aggregate_id: string;
  filters: ReportFilters;
  frequency: Frequency;
  time_of_day: string;
  day_of: number | null;
  recipients: string[];
  next_run_at: string;
  last_run_at: string | null;
  last_error: string | null;
  files: ReportFile[];
}

export interface SharedReport {
  kind: ShareKind;
  name: string;
  time_zone: string;
  expires_at: string;
  from: string;
  to: string;
  statistics: { totalInteractions: number; views: number; likes: number; shares: number; shareMetrics: { channel: string; count: number }[] };
  days: { day: string; total: number; likes: number; views: number; shares: number }[];
}

const fresh = { reset: true };

export const reportKeys = {
  shareLinks: (kind: ShareKind, itemId: string) => ['share-links', kind, itemId] as const,
  /** A workspace's schedules, or one item's. */
  schedules: (aggregateId: string, itemId?: string) => ['report-schedules', aggregateId, itemId ?? null] as const,
};

export const shareLinks = {
  list: (kind: ShareKind, itemId: string) => api.get<ShareLink[]>(`/api/1.0/share-links?kind=${kind}&item_id=${itemId}`, fresh),
  create: (kind: ShareKind, itemId: string, days: number) => api.post<ShareLink>('/api/1.0/share-links', { kind, item_id: itemId, expires_in_days: days }),
  revoke: (id: string) => api.del<ShareLink>(`/api/1.0/share-links/${id}`),
  /** The public read: no bearer, whoever opens the link. */
  read: (token: string) => api.get<SharedReport>(`/api/1.0/shared/${encodeURIComponent(token)}`, { ...fresh, auth: false }),
};

export const reportSchedules = {
  list: (aggregateId: string, itemId?: string) =>
    api.get<ReportSchedule[]>(`/api/1.0/report-schedules?aggregate=${aggregateId}${itemId ? `&item=${itemId}` : ''}`, fresh),
  create: (body: Record<string, unknown>) => api.post<ReportSchedule>('/api/1.0/report-schedules', body),
  run: (id: string) => api.post<ReportFile>(`/api/1.0/report-schedules/${id}/run`, {}),
  remove: (id: string) => api.del<void>(`/api/1.0/report-schedules/${id}`),
  download: (id: string, fileId: string) => api.getBlob(`/api/1.0/report-schedules/${id}/files/${fileId}`),
};
