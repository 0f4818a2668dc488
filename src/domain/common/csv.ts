/** CSV as RFC 4180 writes it: fields with a comma, quote or line break quoted, quotes doubled, CRLF between records. */

/** One record's line, CRLF-terminated; `quoteAll` quotes every field (never needed, but some readers prefer it). */
export function csvRecord(cells: readonly string[]): string {
  return `${cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')}\r\n`;
}

/**
 * A record of a download people open in a spreadsheet: a cell it would read as a formula (=, +, -, @, tab or CR
 * first) gets a leading apostrophe, so that free text typed by someone else runs nothing when the file is opened.
 */
export const spreadsheetCsvRecord = (cells: readonly string[]): string => csvRecord(cells.map((c) => (/^[=+\-@\t\r]/.test(c) ? `'${c}` : c)));

/** A parse failure: the 1-based line where the record starts. */
export class CsvSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/**
 * The records of a CSV text with the line each starts on: quoted fields may hold commas, doubled quotes and line
 * breaks; CRLF, LF and a UTF-8 byte-order mark are accepted; blank lines are skipped. A quote left open, or text after
 * a closing quote, throws CsvSyntaxError.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  const s = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let line = 1;
  let i = 0;
  while (i < s.length) {
    const start = line;
    const cells: string[] = [];
    for (;;) {
      let cell = '';
      if (s[i] === '"') {
        i++;
        for (;;) {
          if (i >= s.length) throw new CsvSyntaxError('a quoted field is not closed', start);
          const c = s[i];
          if (c === '"') {
            if (s[i + 1] === '"') {
              cell += '"';
              i += 2;
              continue;
            }
            i++;
            break;
          }
          if (c === '\n') line++;
          cell += c;
          i++;
        }
        if (i < s.length && s[i] !== ',' && s[i] !== '\n' && s[i] !== '\r') throw new CsvSyntaxError('text after a closing quote', start);
      } else {
        let end = i;
        while (end < s.length && s[end] !== ',' && s[end] !== '\n' && s[end] !== '\r') end++;
        cell = s.slice(i, end);
        i = end;
      }
      cells.push(cell);
      if (s[i] === ',') {
        i++;
        continue;
      }
      break;
    }
    if (s[i] === '\r') i++;
    if (s[i] === '\n') i++;
    line++;
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: start, cells });
  }
  return records;
}
