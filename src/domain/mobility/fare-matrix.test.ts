import { describe, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from './constants.js';
import { FARE_LIMITS, FARE_MATRIX_HEADER, fareMatrixCsv, fareMatrixStops, fareMatrixTemplate, readFareMatrix, type FareRow } from './fare-matrix.js';

const row = (start: number, end: number): FareRow => ({
  startStop: `S${start}`,
  startStopName: `Stop ${start}`,
  endStop: `S${end}`,
  endStopName: `Stop ${end}`,
  adultFare: (end - start) * 10,
  childFare: (end - start) * 5,
  seniorFare: (end - start) * 7.5,
  studentFare: (end - start) * 6.25,
  stage: end - start,
  distance: (end - start) * 1.25,
});
/** Every pair i ≤ j of `n` stops: n(n+1)/2 rows. */
const matrix = (n: number) => Array.from({ length: n }, (_, i) => Array.from({ length: n - i }, (_, k) => row(i, i + k))).flat();

describe('fare matrix', () => {
  it('downloads as the header alone and reads back what it writes', () => {
    expect(fareMatrixTemplate()).toBe(`${FARE_MATRIX_HEADER.join(',')}\r\n`);
    const rows = matrix(5);
    const read = readFareMatrix(fareMatrixCsv(rows));
    expect(read.problems).toEqual([]);
    expect(read.rows).toEqual(rows);
    expect(fareMatrixStops(read.rows).map((s) => s.stopId)).toEqual(['S0', 'S1', 'S2', 'S3', 'S4']);
  });

  it('reads 200 stops: 20,100 rows', () => {
    const read = readFareMatrix(fareMatrixCsv(matrix(200)));
    expect(read.problemCount).toBe(0);
    expect(read.rows).toHaveLength(20_100);
  });

  it('refuses a changed header as a whole, whatever the rows', () => {
    for (const header of [
      'startStop,startStopName,endStop',
      `${FARE_MATRIX_HEADER.join(',')},extra`,
      FARE_MATRIX_HEADER.join(',').replace('adultFare', 'adult'),
      '',
    ]) {
      const read = readFareMatrix(`${header}\nS1,A,S2,B,1,1,1,1,1,1\n`);
      expect(read).toEqual({ rows: [], problems: [{ line: 1, column: null, message: M.headerChanged }], problemCount: 1 });
    }
  });

  it('marks every empty cell Wrong Data., every mistyped cell with its column, and keeps no rows then', () => {
    const text = [
      FARE_MATRIX_HEADER.join(','),
      'S1,One,S2,Two,10,,5,5,1,2.5',
      'S1,One,S3,Three,ten,5,5,5,1.5,2',
      'S1,One,S4,Four,-3,5,5,5,1,2',
      'S1 x,One,S5,Five,1,1,1,1,1,1',
    ].join('\n');
    const read = readFareMatrix(text);
    expect(read.rows).toEqual([]);
    expect(read.problems.map((p) => [p.line, p.column])).toEqual([
      [2, 'childFare'],
      [3, 'adultFare'],
      [3, 'stage'],
      [4, 'adultFare'],
      [5, 'startStop'],
    ]);
    expect(read.problems[0].message).toBe(M.wrongData);
    expect(read.problems[1].message).toBe('A fare is a number ≥ 0 with at most 2 decimals');
  });

  it('refuses short lines, a stop under two names and a pair given twice', () => {
    const text = [FARE_MATRIX_HEADER.join(','), 'S1,One,S2,Two,1,1,1,1,1,1', 'S1,One,S2', 'S2,Second,S3,Three,1,1,1,1,1,1', 'S1,One,S2,Two,2,2,2,2,2,2'].join(
      '\n',
    );
    expect(readFareMatrix(text).problems).toEqual([
      { line: 3, column: null, message: 'The line has 3 cells; the header has 10' },
      { line: 4, column: 'startStopName', message: "Stop S2 is named 'Two' on an earlier line" },
      { line: 5, column: 'endStop', message: 'The fare from S1 to S2 is already given on an earlier line' },
    ]);
  });

  it('names the line of a broken quote, refuses an empty matrix and one beyond the row limit, and caps the list of problems', () => {
    expect(readFareMatrix(`${FARE_MATRIX_HEADER.join(',')}\n"S1,One`).problems[0]).toMatchObject({ line: 2, column: null });
    expect(readFareMatrix(fareMatrixTemplate()).problems).toEqual([{ line: 2, column: null, message: 'The fare matrix has no rows' }]);
    const tooMany = readFareMatrix(fareMatrixCsv(matrix(251)));
    expect(tooMany.problems[0]).toEqual({ line: FARE_LIMITS.rows + 2, column: null, message: `A fare matrix has at most ${FARE_LIMITS.rows} rows` });
    const bad = readFareMatrix([FARE_MATRIX_HEADER.join(','), ...Array.from({ length: 500 }, (_, i) => `S${i},N,T${i},M,,,,,,`)].join('\n'));
    expect(bad.problems).toHaveLength(200);
    expect(bad.problemCount).toBe(3000);
  });
});
