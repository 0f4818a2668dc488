import { describe, expect, it } from 'vitest';
import { MOBILITY_MESSAGES as M } from '../../../../domain/mobility/constants';
import { fareMatrixTemplate } from '../../../../domain/mobility/fare-matrix';
import { isCsvFile, pageOf, previewFareMatrix, sortPreview } from './fare-preview';

const csv = (...lines: string[]) => fareMatrixTemplate() + lines.map((l) => `${l}\r\n`).join('');
const GOOD = ['A,Alpha,A,Alpha,0,0,0,0,0,0', 'A,Alpha,B,Beta,12.5,6,9,8,1,2.25', 'B,Beta,C,Gamma,3,1.5,2,2,1,10', 'A,Alpha,C,Gamma,15,7.5,11,10,2,12.25'];

describe('fare matrix preview', () => {
  it('shows every line of a good file, without problems, with the stops it names', () => {
    const preview = previewFareMatrix(csv(...GOOD));
    expect(preview.problemCount).toBe(0);
    expect(preview.rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(preview.rows[1].cells).toMatchObject({ startStop: 'A', endStopName: 'Beta', adultFare: '12.5', distance: '2.25' });
    expect(preview.rows.every((r) => Object.keys(r.problems).length === 0)).toBe(true);
    expect(preview.stops).toEqual([
      { stopId: 'A', stopName: 'Alpha' },
      { stopId: 'B', stopName: 'Beta' },
      { stopId: 'C', stopName: 'Gamma' },
    ]);
  });

  it("marks each empty cell 'Wrong Data.' and a mistyped one with its column's message, and names no stops then", () => {
    const preview = previewFareMatrix(csv(GOOD[0], 'A,Alpha,B,Beta,,6,9,8,1,2.25', 'B,Beta,C,Gamma,3,x,2,2,1.5,10'));
    expect(preview.problemCount).toBe(3);
    expect(preview.rows[1].problems).toEqual({ adultFare: M.wrongData });
    expect(Object.keys(preview.rows[2].problems)).toEqual(['childFare', 'stage']);
    expect(preview.stops).toEqual([]);
  });

  it("puts a line's own problem (too few cells, a pair given twice) on the line, and a changed header on nothing", () => {
    const preview = previewFareMatrix(csv(GOOD[1], 'A,Alpha,B', GOOD[1]));
    expect(preview.rows[1].problems['']).toMatch(/3 cells/);
    expect(preview.rows[2].problems.endStop).toMatch(/already given/);
    const header = previewFareMatrix('start,end\r\nA,B\r\n');
    expect(header.rows).toEqual([]);
    expect(header.problems[0].message).toBe(M.headerChanged);
  });

  it('sorts numbers as numbers, text by letters, either way, blank and bad cells last; pages by size', () => {
    const { rows } = previewFareMatrix(csv(...GOOD, 'C,Gamma,D,Delta,,1,1,1,1,1'));
    expect(sortPreview(rows, 'adultFare', 'asc').map((r) => r.cells.adultFare)).toEqual(['0', '3', '12.5', '15', '']);
    expect(sortPreview(rows, 'adultFare', 'desc').map((r) => r.cells.adultFare)).toEqual(['15', '12.5', '3', '0', '']);
    expect(sortPreview(rows, 'endStopName', 'asc').map((r) => r.cells.endStopName)).toEqual(['Alpha', 'Beta', 'Delta', 'Gamma', 'Gamma']);
    expect(sortPreview(rows, null, 'asc')).toEqual(rows);
    expect(pageOf([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7]);
  });

  it('takes .csv files only', () => {
    expect(isCsvFile('fareMatrix.csv')).toBe(true);
    expect(isCsvFile('FARES.CSV')).toBe(true);
    expect(isCsvFile('fares.xlsx')).toBe(false);
    expect(isCsvFile('fares.csv.txt')).toBe(false);
  });
});
