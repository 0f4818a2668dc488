import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { columnLetters, planSheets, writeWorkbook, type Cell, type Table } from './workbook-stream.js';

async function* batches(rows: Cell[][], size: number, pulled?: { n: number }) {
  for (let i = 0; i < rows.length; i += size) {
    if (pulled) pulled.n += 1;
    yield rows.slice(i, i + size);
  }
}

async function bytesOf(tables: Table[], maxRows?: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeWorkbook(out, tables, maxRows);
  return Buffer.concat(chunks);
}

describe('streamed workbook', () => {
  it('names columns like Excel', () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA']);
  });

  it('plans the head on the first sheet and the header on each', () => {
    const table: Table = { name: 'Interactions', head: [['a'], ['1']], header: ['x', 'y'], count: 10, rows: () => batches([], 1) };
    const plans = planSheets(table, 5);
    expect(plans.map((p) => [p.name, p.head.length, p.dataRows])).toEqual([
      ['Interactions', 2, 2],
      ['Interactions (2)', 0, 4],
      ['Interactions (3)', 0, 4],
    ]);
    expect(planSheets({ ...table, count: 0 }, 5).map((p) => p.dataRows)).toEqual([0]);
  });

  it('reads back with its sheets, Nil for empty cells, escaped text, column width 20 and true dimensions', async () => {
    const rows: Cell[][] = Array.from({ length: 11 }, (_, i) => [`r${i}`, i, i % 2 ? null : ' <&> "q" ', '']);
    const buffer = await bytesOf(
      [
        { name: 'Summary', header: ['Key', 'Value'], count: 1, rows: () => batches([['Name', 'Ünïcode ✓']], 5) },
        { name: 'Data', head: [['Total'], [11]], header: ['A', 'B', 'C', 'D'], count: 11, rows: () => batches(rows, 3) },
      ],
      6,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'Data', 'Data (2)', 'Data (3)']);
    expect(book.getWorksheet('Summary')!.getRow(2).values).toEqual([undefined, 'Name', 'Ünïcode ✓']);
    const data = book.getWorksheet('Data')!;
    expect(data.getColumn(1).width).toBe(20);
    expect(data.getRow(1).values).toEqual([undefined, 'Total']);
    expect(data.getRow(2).getCell(1).value).toBe(11);
    expect(data.getRow(3).values).toEqual([undefined, 'A', 'B', 'C', 'D']);
    expect(data.getRow(3).font?.bold ?? data.getRow(3).getCell(1).font?.bold).toBe(true);
    expect(data.getRow(4).values).toEqual([undefined, 'r0', 0, ' <&> "q" ', 'Nil']);
    expect(data.getRow(5).values).toEqual([undefined, 'r1', 1, 'Nil', 'Nil']);
    const all = book.worksheets.slice(1).flatMap((w) => w.getSheetValues().slice(1));
    expect(all.filter((r) => Array.isArray(r) && String(r[1]).startsWith('r')).length).toBe(11);
    expect(book.getWorksheet('Data (3)')!.rowCount).toBe(1 + 11 - 3 - 5);
    const text = buffer.toString('latin1');
    expect(text).not.toContain('sharedStrings');
    expect(text).toContain('xl/worksheets/sheet4.xml');
  });

  it('pauses its source while the reader does not read', async () => {
    const pulled = { n: 0 };
    const rows: Cell[][] = Array.from({ length: 200_000 }, (_, i) => [`row ${i} ${Math.random()}`, i]);
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const writing = writeWorkbook(out, [{ name: 'Big', header: ['a', 'b'], count: rows.length, rows: () => batches(rows, 1000, pulled) }]);
    await new Promise((r) => setTimeout(r, 300));
    const stalled = pulled.n;
    expect(stalled).toBeLessThan(50);
    await new Promise((r) => setTimeout(r, 200));
    expect(pulled.n).toBe(stalled);
    out.resume();
    await writing;
    expect(pulled.n).toBe(200);
  });
});
