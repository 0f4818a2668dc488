import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, exportActionName, exportFileName, exportRange, exportStamp } from './exports.js';

describe('export ranges', () => {
  it('takes both days or, where not required, neither', () => {
    expect(exportRange(undefined, undefined, false)).toBeNull();
    expect(exportRange(undefined, undefined, true)).toEqual({ error: EXPORT_MESSAGES.datesRequired });
    expect(exportRange('2026-03-01', undefined, false)).toEqual({ error: EXPORT_MESSAGES.datesRequired });
    expect(exportRange('', '2026-03-01', false)).toEqual({ error: EXPORT_MESSAGES.datesRequired });
    expect(exportRange('2026-03-01', '2026-03-01', true)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
  });

  it('refuses days that do not exist and an end before the start', () => {
    expect(exportRange('2026-02-29', '2026-03-01', true)).toEqual({ error: "Dates are days written YYYY-MM-DD: '2026-02-29' is not one." });
    expect(exportRange('2028-02-29', '2028-03-01', true)).toEqual({ from: '2028-02-29', to: '2028-03-01' });
    expect(exportRange('2026-03-01', '01/03/2026', true)).toEqual({ error: "Dates are days written YYYY-MM-DD: '01/03/2026' is not one." });
    expect(exportRange('2026-03-02', '2026-03-01', true)).toEqual({ error: EXPORT_MESSAGES.endBeforeStart });
  });
});

describe('export file names', () => {
  const at = new Date('2026-11-23T20:05:00Z');

  it("stamp day-month-year-hour-minute on the workspace's clock", () => {
    expect(exportStamp(at, 'Asia/Kolkata')).toBe('24-11-2026-01-35');
    expect(exportStamp(at, 'America/Los_Angeles')).toBe('23-11-2026-12-05');
    expect(exportFileName('Lobby Screen', at, 'UTC')).toBe('Lobby Screen_23-11-2026-20-05.xlsx');
  });

  it('keep any script but what file systems refuse', () => {
    expect(exportFileName('Café: "North/South" <mall>', at, 'UTC')).toBe('Café_ _North_South_ _mall__23-11-2026-20-05.xlsx');
    expect(exportFileName(' /// ', at, 'UTC')).toBe('export_23-11-2026-20-05.xlsx');
    expect(exportFileName('..hidden', at, 'UTC')).toBe('hidden_23-11-2026-20-05.xlsx');
  });

  it('names every action type', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 42].map(exportActionName)).toEqual([
      'Like',
      'View',
      'Share',
      'DisLike/Scan',
      'Acquired',
      'Redeemed',
      'Purchased',
      'Validated',
      'Play',
      'Type 42',
    ]);
  });
});
