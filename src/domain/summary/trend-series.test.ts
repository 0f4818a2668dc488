import { describe, expect, it } from 'vitest';
import { dayLabel, totalInteractions, trendSeries } from './trend-series.js';

describe('trendSeries', () => {
  const range = { from: '2026-10-30', to: '2026-11-02' };

  it('gives one point per day with likes, views and shares added up', () => {
    const points = trendSeries(range, [
      { day: '2026-11-01', likes: 1, views: 5, shares: 2 },
      { day: '2026-10-30', likes: 0, views: 3, shares: 0 },
    ]);
    expect(points).toEqual([
      { day: '2026-10-30', label: '30 Oct', interactions: 3 },
      { day: '2026-10-31', label: '31 Oct', interactions: 0 },
      { day: '2026-11-01', label: '01 Nov', interactions: 8 },
      { day: '2026-11-02', label: '02 Nov', interactions: 0 },
    ]);
    expect(totalInteractions(points)).toBe(11);
  });

  it('drops days outside the range and ignores non-numbers', () => {
    const points = trendSeries(range, [
      { day: '2026-12-01', likes: 9, views: 9, shares: 9 },
      { day: '2026-10-31', likes: Number.NaN, views: 2, shares: null as unknown as number },
    ]);
    expect(points.map((p) => p.interactions)).toEqual([0, 2, 0, 0]);
  });

  it('draws a flat line of zeros without an answer', () => {
    expect(trendSeries(range, undefined).map((p) => p.interactions)).toEqual([0, 0, 0, 0]);
  });
});

describe('dayLabel', () => {
  it('writes day and short month, en-GB style', () => {
    expect(dayLabel('2026-01-07')).toBe('07 Jan');
    expect(dayLabel('bad')).toBe('bad');
  });
});
