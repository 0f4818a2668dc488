import { maskProfileId } from './masking.js';

/**
 * A batch's download (docs/product/campaigns-venues-events.md §9): CSV or an Excel workbook, one row per instrument in
 * serial order.
 */
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_COLUMNS = ['Serial', 'Code', 'Category', 'Status', 'Acquired by', 'Acquired on', 'Status changed on'] as const;

/** What an exported row is made from. */
export interface ExportedInstrument {
  serial: string;
  code: string;
  status: string;
  profileId: string | null;
  acquiredOn: Date | null;
  statusChangedOn: Date | null;
}

/**
 * One row's cells: the holder masked to its last 5 characters (docs/product/campaigns-venues-events.md §9), times in
 * ISO 8601 UTC so a sheet sorts them.
 */
export function exportRow(i: ExportedInstrument, category: string): string[] {
  return [i.serial, i.code, category, i.status, maskProfileId(i.profileId), i.acquiredOn?.toISOString() ?? '', i.statusChangedOn?.toISOString() ?? ''];
}

/** The download's file name: the category and batch uid, in letters, digits, '-' and '_' only. */
export const exportFileName = (category: string, uid: string, format: ExportFormat): string =>
  `${(category.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'batch').slice(0, 50)}-${uid}.${format}`;
