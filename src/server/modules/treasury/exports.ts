import { PassThrough, type Readable } from 'node:stream';
import { Privilege } from '../../../domain/access/levels.js';
import { spreadsheetCsvRecord } from '../../../domain/common/csv.js';
import { EXPORT_COLUMNS, exportFileName, exportRow, type ExportFormat } from '../../../domain/treasury/export.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { writeOrStop } from '../../exports/write.js';
import { writeWorkbook } from '../../xlsx/workbook-stream.js';
import { locateBatch } from './batches.js';
import * as repo from './repo-details.js';

// Instruments read per query while streaming: a page's rows are all the memory an export holds.
const PAGE = 5_000;

export const EXPORT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * GET …/instrument-info/{infoId}/export (VIEWER on the workspace): the batch's instruments as CSV or .xlsx,
 * streamed page by page in serial order. The privilege is checked before the answer starts; a failure later
 * ends the stream (the client sees a cut download, never half a file presented as whole).
 */
export async function exportBatch(ctx: AppContext, actor: Actor, detailId: string, uid: string, format: ExportFormat) {
  const { tenant, batch } = await locateBatch(ctx, actor, detailId, uid, Privilege.VIEWER);
  async function* pages() {
    for (let after = -1; ;) {
      const page = await repo.instrumentsAfter(ctx.db, tenant.id, batch.uid, after, PAGE);
      if (!page.length) return;
      yield page.map((i) => exportRow(i, batch.category));
      after = page[page.length - 1].seq;
    }
  }
  const out = new PassThrough();
  const write = async () => {
    if (format === 'xlsx') {
      // Instruments are written together with their count and never removed: the count read now bounds the sheet.
      const rows = async function* () {
        for await (const page of pages()) yield page.map((cells) => cells.map((c) => c || null));
      };
      return writeWorkbook(out, [{ name: 'Instruments', header: [...EXPORT_COLUMNS], count: batch.generatedCount, rows }]);
    }
    let piece = spreadsheetCsvRecord(EXPORT_COLUMNS);
    for await (const page of pages()) {
      for (const cells of page) piece += spreadsheetCsvRecord(cells);
      if (piece.length > 64_000) {
        if (!(await writeOrStop(out, piece))) return;
        piece = '';
      }
    }
    await writeOrStop(out, piece);
  };
  write().then(
    () => out.end(),
    (err) => out.destroy(err),
  );
  return { fileName: exportFileName(batch.category, batch.uid, format), contentType: EXPORT_TYPES[format], stream: out as Readable };
}
