import { describe, expect, it } from 'vitest';
import { csvRecord, CsvSyntaxError, parseCsv, spreadsheetCsvRecord } from './csv.js';

describe('CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks, CRLF or LF, a BOM, and skips blank lines', () => {
    const text = '\uFEFFa,b,c\r\n"x, y","say ""hi""","two\nlines"\n\n1,,3\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b', 'c'] },
      { line: 2, cells: ['x, y', 'say "hi"', 'two\nlines'] },
      { line: 5, cells: ['1', '', '3'] },
    ]);
  });

  it('reads a last line without a line break and an empty last field', () => {
    expect(parseCsv('a,b\n1,')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', ''] },
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the line', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvSyntaxError('a quoted field is not closed', 2));
    expect(() => parseCsv('"a"b,c')).toThrow('line 1: text after a closing quote');
  });

  it('writes what it reads back', () => {
    const cells = ['plain', 'with, comma', 'with "quote"', 'two\r\nlines', ''];
    expect(parseCsv(csvRecord(cells))[0].cells).toEqual(cells);
  });
});

it('writes spreadsheet downloads quoted as needed, with formulas defused', () => {
  expect(spreadsheetCsvRecord(['a', 'b,c', 'say "hi"', 'two\nlines'])).toBe('a,"b,c","say ""hi""","two\nlines"\r\n');
  expect(spreadsheetCsvRecord(['=SUM(A1)', '+1', '-2', '@x', '\tTab', 'plain'])).toBe("'=SUM(A1),'+1,'-2,'@x,'\tTab,plain\r\n");
});
