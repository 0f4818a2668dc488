import { csvRecord, CsvSyntaxError, parseCsv } from '../common/csv.js';
import { MOBILITY_MESSAGES as M } from './constants.js';

/**
 * The fare matrix (docs/product/creatives-assets-signage.md §3, Fare row): one row per pair of stops a
 * passenger can ride between, with the fare of each passenger kind, the stage and the distance in km. It travels as CSV
 * with FARE_MATRIX_HEADER's columns (the downloaded structure, `fareMatrix.csv`); a 200-stop route has 20,100 rows
 * (every pair, each stop with itself).
 */
export const FARE_MATRIX_HEADER = [
  'startStop',
  'startStopName',
  'endStop',
  'endStopName',
  'adultFare',
  'childFare',
  'seniorFare',
  'studentFare',
  'stage',
  'distance',
] as const;
export type FareColumn = (typeof FARE_MATRIX_HEADER)[number];

export interface FareRow {
  startStop: string;
  startStopName: string;
  endStop: string;
  endStopName: string;
  adultFare: number;
  childFare: number;
  seniorFare: number;
  studentFare: number;
  stage: number;
  distance: number;
}

export const FARE_LIMITS = {
  /** 250 stops: 31,375 rows, beyond any city bus route. */
  rows: 31_375,
  stopId: 64,
  stopName: 200,
  fare: 1_000_000,
  stage: 10_000,
  distance: 10_000,
  /** The upload's own size limit: 250 stops' matrix with long names stays under it. */
  bytes: 8 * 1024 * 1024,
} as const;

export const FARE_MATRIX_FILE = 'fareMatrix.csv';
export const FARE_FILE_TYPE = 'text/csv';
/** The downloadable structure: the header line alone. */
export const fareMatrixTemplate = (): string => csvRecord(FARE_MATRIX_HEADER);
/** A stored matrix back as CSV, in the template's columns. */
export const fareMatrixCsv = (rows: readonly FareRow[]): string =>
  fareMatrixTemplate() + rows.map((r) => csvRecord(FARE_MATRIX_HEADER.map((c) => String(r[c])))).join('');

/** A cell (or line) that is wrong: `line` is the file's 1-based line (the header is line 1), `column` a header name or null for the whole line. */
export interface FareProblem {
  line: number;
  column: FareColumn | null;
  message: string;
}

export interface FareMatrixReading {
  rows: FareRow[];
  /** At most MAX_PROBLEMS, in file order; `problemCount` tells how many there were in all. */
  problems: FareProblem[];
  problemCount: number;
}
export const MAX_PROBLEMS = 200;

const STOP_ID = /^[A-Za-z0-9_.:-]+$/;
const NUMBER = /^\d+(\.\d{1,2})?$/;
const DISTANCE = /^\d+(\.\d{1,3})?$/;
const INTEGER = /^\d+$/;
/** The fares of the four passenger kinds, in the header's order. */
export const FARE_COLUMNS = ['adultFare', 'childFare', 'seniorFare', 'studentFare'] as const;

/**
 * Why one cell's text is not what its column holds, or null; empty cells are 'Wrong Data.'
 * (docs/product/creatives-assets-signage.md §5).
 */
export function fareCellProblem(column: FareColumn, text: string): string | null {
  const value = text.trim();
  if (value === '') return M.wrongData;
  switch (column) {
    case 'startStop':
    case 'endStop':
      if (value.length > FARE_LIMITS.stopId || !STOP_ID.test(value)) return 'A stop id is 1–64 letters, digits, _ . : or -';
      return null;
    case 'startStopName':
    case 'endStopName':
      return value.length > FARE_LIMITS.stopName ? 'A stop name is at most 200 characters' : null;
    case 'stage':
      return INTEGER.test(value) && Number(value) <= FARE_LIMITS.stage ? null : 'The stage is a whole number from 0 to 10,000';
    case 'distance':
      return DISTANCE.test(value) && Number(value) <= FARE_LIMITS.distance ? null : 'The distance is a number of km ≥ 0 with at most 3 decimals';
    default:
      return NUMBER.test(value) && Number(value) <= FARE_LIMITS.fare ? null : 'A fare is a number ≥ 0 with at most 2 decimals';
  }
}

/**
 * Reads and checks an uploaded matrix: the header exactly as downloaded (docs/product/creatives-assets-signage.md §5:
 * otherwise the file is refused), every line with every cell, each cell typed, a stop id always under one name, each
 * pair of stops once. Every problem is reported with its line and column, so the console marks the cells and the server
 * refuses with the same list.
 */
export function readFareMatrix(text: string): FareMatrixReading {
  const problems: FareProblem[] = [];
  let problemCount = 0;
  const report = (p: FareProblem) => {
    problemCount++;
    if (problems.length < MAX_PROBLEMS) problems.push(p);
  };
  let records;
  try {
    records = parseCsv(text);
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    return { rows: [], problems: [{ line: error.line, column: null, message: error.message }], problemCount: 1 };
  }
  const [header, ...body] = records;
  if (!header || header.cells.length !== FARE_MATRIX_HEADER.length || header.cells.some((c, i) => c.trim() !== FARE_MATRIX_HEADER[i])) {
    return { rows: [], problems: [{ line: 1, column: null, message: M.headerChanged }], problemCount: 1 };
  }
  if (body.length === 0) report({ line: 2, column: null, message: 'The fare matrix has no rows' });
  if (body.length > FARE_LIMITS.rows)
    report({ line: body[FARE_LIMITS.rows].line, column: null, message: `A fare matrix has at most ${FARE_LIMITS.rows} rows` });

  const rows: FareRow[] = [];
  const names = new Map<string, string>();
  const pairs = new Set<string>();
  for (const { line, cells } of body.slice(0, FARE_LIMITS.rows)) {
    if (cells.length !== FARE_MATRIX_HEADER.length) {
      report({ line, column: null, message: `The line has ${cells.length} cells; the header has ${FARE_MATRIX_HEADER.length}` });
      continue;
    }
    let ok = true;
    FARE_MATRIX_HEADER.forEach((column, i) => {
      const problem = fareCellProblem(column, cells[i]);
      if (problem) {
        ok = false;
        report({ line, column, message: problem });
      }
    });
    if (!ok) continue;
    const [startStop, startStopName, endStop, endStopName] = cells.slice(0, 4).map((c) => c.trim());
    for (const [id, name, column] of [
      [startStop, startStopName, 'startStopName'],
      [endStop, endStopName, 'endStopName'],
    ] as const) {
      const known = names.get(id);
      if (known === undefined) names.set(id, name);
      else if (known !== name) {
        ok = false;
        report({ line, column, message: `Stop ${id} is named '${known}' on an earlier line` });
      }
    }
    const pair = `${startStop}\u0000${endStop}`;
    if (pairs.has(pair)) {
      ok = false;
      report({ line, column: 'endStop', message: `The fare from ${startStop} to ${endStop} is already given on an earlier line` });
    }
    pairs.add(pair);
    if (!ok) continue;
    const n = (i: number) => Number(cells[i].trim());
    rows.push({
      startStop,
      startStopName,
      endStop,
      endStopName,
      adultFare: n(4),
      childFare: n(5),
      seniorFare: n(6),
      studentFare: n(7),
      stage: n(8),
      distance: n(9),
    });
  }
  return { rows: problemCount ? [] : rows, problems, problemCount };
}

/** The stops a matrix names, in the order they first appear, each with its name. */
export function fareMatrixStops(rows: readonly FareRow[]): { stopId: string; stopName: string }[] {
  const stops = new Map<string, string>();
  for (const r of rows) {
    if (!stops.has(r.startStop)) stops.set(r.startStop, r.startStopName);
    if (!stops.has(r.endStop)) stops.set(r.endStop, r.endStopName);
  }
  return [...stops].map(([stopId, stopName]) => ({ stopId, stopName }));
}
