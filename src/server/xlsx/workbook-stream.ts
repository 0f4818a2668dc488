import type { Writable } from 'node:stream';
import { ZipStream } from './zip-stream.js';

/** A cell: text, a number, or nothing (written as 'Nil', docs/product/campaigns-venues-events.md §9). */
export type Cell = string | number | null | undefined;

/** docs/product/campaigns-venues-events.md §9: every column 20 wide, empty cells read 'Nil'. */
export const COLUMN_WIDTH = 20;
export const EMPTY_CELL = 'Nil';
/** Excel's rows per sheet; a table that does not fit goes on in "Name (2)", "Name (3)", ... */
export const MAX_SHEET_ROWS = 1_048_576;
/** Rows are deflated in pieces of about this many bytes. */
const CHUNK_BYTES = 64 * 1024;

/**
 * One table of a workbook: `head` rows first (a summary block), then the `header` row and `count` data
 * rows read from `rows` in batches. `count` is known before anything is written, so every sheet's
 * <dimension> is exact; rows past it are not written (the data is append-only, so a read bounded like
 * the count never yields fewer).
 */
export interface Table {
  name: string;
  head?: Cell[][];
  header: string[];
  count: number;
  rows: () => AsyncIterable<Cell[][]>;
}

interface SheetPlan {
  name: string;
  head: Cell[][];
  header: string[];
  dataRows: number;
  width: number;
}

/** How a table's rows fall on sheets: the head on the first one only, the header row on each. */
export function planSheets(table: Table, maxRows = MAX_SHEET_ROWS): SheetPlan[] {
  const head = table.head ?? [];
  const width = Math.max(table.header.length, ...head.map((r) => r.length), 1);
  const plans: SheetPlan[] = [];
  let left = table.count;
  let first = true;
  do {
    const top = first ? head : [];
    const room = maxRows - top.length - 1;
    const dataRows = Math.min(left, room);
    plans.push({ name: plans.length ? `${table.name} (${plans.length + 1})` : table.name, head: top, header: table.header, dataRows, width });
    left -= dataRows;
    first = false;
  } while (left > 0);
  return plans;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const NS_MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

// Characters XML 1.0 cannot carry at all are dropped; the five specials are escaped.
// eslint-disable-next-line no-control-regex
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const SPECIAL = /[&<>"]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const escapeXml = (text: string) => text.replace(INVALID_XML, '').replace(SPECIAL, (c) => ESCAPES[c]!);

/** A, B, ..., Z, AA, ... for a 0-based column. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    out = String.fromCharCode(65 + rem) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

function cellXml(ref: string, value: Cell, style: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return `<c r="${ref}"${style}><v>${value}</v></c>`;
  const text = value === null || value === undefined || value === '' || typeof value === 'number' ? EMPTY_CELL : escapeXml(value);
  const space = text !== text.trim() ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

function rowXml(rowNumber: number, cells: Cell[], width: number, letters: string[], style = ''): string {
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < width; i++) xml += cellXml(letters[i]! + rowNumber, cells[i], style);
  return xml + '</row>';
}

const contentTypes = (sheets: number) =>
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('') +
  '</Types>';

const packageRels =
  XML_HEAD +
  `<Relationships xmlns="${NS_PKG_REL}">` +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
  '</Relationships>';

const workbookXml = (names: string[]) =>
  XML_HEAD +
  `<workbook xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><sheets>` +
  names.map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
  '</sheets></workbook>';

const workbookRels = (sheets: number) =>
  XML_HEAD +
  `<Relationships xmlns="${NS_PKG_REL}">` +
  Array.from({ length: sheets }, (_, i) => `<Relationship Id="rId${i + 1}" Type="${NS_REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('') +
  `<Relationship Id="rId${sheets + 1}" Type="${NS_REL}/styles" Target="styles.xml"/>` +
  '</Relationships>';

/** Two cell formats: plain (0) and the bold header (1). */
const stylesXml =
  XML_HEAD +
  `<styleSheet xmlns="${NS_MAIN}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/**
 * Writes a workbook of `tables` onto `out` as it reads them: the package parts first (every sheet is planned
 * from the counts; `source` may count them once the first bytes are out), then each sheet's rows batch by batch, waiting for `out` to drain. Inline strings only
 * (no shared-strings table to hold in memory), one bold style for header rows.
 */
export async function writeWorkbook(out: Writable, source: Table[] | (() => Promise<Table[]>), maxRows = MAX_SHEET_ROWS): Promise<void> {
  const zip = new ZipStream(out);
  // The parts that need no count go first, so the client has bytes while the tables are counted.
  await zip.file('_rels/.rels', packageRels);
  await zip.file('xl/styles.xml', stylesXml);
  const tables = typeof source === 'function' ? await source() : source;
  const plans = tables.map((t) => planSheets(t, maxRows));
  const all = plans.flat();
  await zip.file('[Content_Types].xml', contentTypes(all.length));
  await zip.file('xl/workbook.xml', workbookXml(all.map((p) => p.name)));
  await zip.file('xl/_rels/workbook.xml.rels', workbookRels(all.length));
  let sheetNumber = 0;
  for (const [t, table] of tables.entries()) {
    const sheets = plans[t]!;
    const letters = Array.from({ length: sheets[0]!.width }, (_, i) => columnLetters(i));
    const source = table.rows()[Symbol.asyncIterator]();
    let pending: Cell[][] = [];
    let done = false;
    for (const plan of sheets) {
      sheetNumber += 1;
      await zip.begin(`xl/worksheets/sheet${sheetNumber}.xml`);
      const lastRow = plan.head.length + 1 + plan.dataRows;
      let buffer =
        XML_HEAD +
        `<worksheet xmlns="${NS_MAIN}" xmlns:r="${NS_REL}"><dimension ref="A1:${letters[plan.width - 1]}${lastRow}"/>` +
        `<cols><col min="1" max="${plan.width}" width="${COLUMN_WIDTH}" customWidth="1"/></cols><sheetData>`;
      let row = 0;
      // A head row (a summary block) is as wide as itself; table rows fill the table's width.
      for (const cells of plan.head) buffer += rowXml(++row, cells, cells.length, letters);
      buffer += rowXml(++row, plan.header, plan.width, letters, ' s="1"');
      while (row < lastRow) {
        if (!pending.length) {
          if (done) break;
          const next = await source.next();
          if (next.done) {
            done = true;
            break;
          }
          pending = next.value;
          continue;
        }
        const take = Math.min(pending.length, lastRow - row);
        for (let i = 0; i < take; i++) {
          buffer += rowXml(++row, pending[i]!, plan.width, letters);
          if (buffer.length >= CHUNK_BYTES) {
            await zip.write(buffer);
            buffer = '';
          }
        }
        pending = pending.slice(take);
      }
      // Fewer rows than counted (rows gone since): blank rows keep the dimension true.
      while (row < lastRow) buffer += rowXml(++row, [], plan.width, letters);
      buffer += '</sheetData></worksheet>';
      await zip.write(buffer);
      await zip.end();
    }
    // A source that still has rows is closed (its cursor or batch loop stops).
    if (!done) await source.return?.();
  }
  await zip.finish();
}
