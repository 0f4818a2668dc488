import { parseCsv } from '../../../../domain/common/csv';
import {
  FARE_MATRIX_HEADER,
  fareCellProblem,
  fareMatrixStops,
  readFareMatrix,
  type FareColumn,
  type FareProblem,
} from '../../../../domain/mobility/fare-matrix';

/** One line of a chosen fare-matrix file as the preview table shows it: its cells as typed, each bad one with its message. */
export interface PreviewRow {
  line: number;
  cells: Record<FareColumn, string>;
  /** A cell's problem by column; '' keys a problem of the whole line. */
  problems: Partial<Record<FareColumn | '', string>>;
}

export interface FarePreview {
  rows: PreviewRow[];
  /** The domain reading's list (line and column, at most 200) and how many there were in all: the file uploads only without any. */
  problems: FareProblem[];
  problemCount: number;
  /** The stops the matrix names (trips choose their stops from them), empty while it has problems. */
  stops: { stopId: string; stopName: string }[];
}

/**
 * Reads a chosen file for the preview (runs in the fare-matrix worker): the domain's reading decides whether it may be
 * uploaded; every cell is checked by the same cell rule so each bad one is marked, not only the first 200 the reading lists.
 */
export function previewFareMatrix(text: string): FarePreview {
  const reading = readFareMatrix(text);
  let records: { line: number; cells: string[] }[] = [];
  try {
    records = parseCsv(text).slice(1);
  } catch {
    // A CSV syntax error is the reading's one problem; there is nothing to preview.
  }
  const header = reading.problems.some((p) => p.line === 1);
  const rows = header
    ? []
    : records.map(({ line, cells }) => {
        const row: PreviewRow = { line, cells: {} as Record<FareColumn, string>, problems: {} };
        FARE_MATRIX_HEADER.forEach((column, i) => {
          const text = cells[i] ?? '';
          row.cells[column] = text;
          const problem = fareCellProblem(column, text);
          if (problem) row.problems[column] = problem;
        });
        return row;
      });
  const byLine = new Map(rows.map((r) => [r.line, r]));
  for (const p of reading.problems) {
    const row = byLine.get(p.line);
    if (row) row.problems[p.column ?? ''] ??= p.message;
  }
  return { rows, problems: reading.problems, problemCount: reading.problemCount, stops: fareMatrixStops(reading.rows) };
}

export type SortOrder = 'asc' | 'desc';
const NUMERIC = new Set<FareColumn>(['adultFare', 'childFare', 'seniorFare', 'studentFare', 'stage', 'distance']);

/** The preview's rows sorted by a column (numbers as numbers, text by locale; a blank or bad cell sorts last), stable. */
export function sortPreview(rows: readonly PreviewRow[], column: FareColumn | null, order: SortOrder): PreviewRow[] {
  if (!column) return [...rows];
  const sign = order === 'asc' ? 1 : -1;
  const numeric = NUMERIC.has(column);
  const value = (r: PreviewRow) => {
    const text = r.cells[column].trim();
    if (!numeric) return text;
    const n = Number(text);
    return text === '' || Number.isNaN(n) ? null : n;
  };
  return rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => {
      if (a.v === null || a.v === '') return b.v === null || b.v === '' ? a.index - b.index : 1;
      if (b.v === null || b.v === '') return -1;
      const c = typeof a.v === 'number' && typeof b.v === 'number' ? a.v - b.v : String(a.v).localeCompare(String(b.v));
      return c === 0 ? a.index - b.index : c * sign;
    })
    .map((x) => x.row);
}

/** One page (1-based) of `size` rows. */
export const pageOf = <T>(rows: readonly T[], page: number, size: number): T[] => rows.slice((page - 1) * size, page * size);

/**
 * The file chooser takes .csv files only (docs/product/creatives-assets-signage.md §5: 'Please select a valid CSV
 * file.').
 */
export const isCsvFile = (name: string) => /\.csv$/i.test(name.trim());
