import { describe, expect, it } from 'vitest';
import { labelEvery, largest, themeColor, valueAxis, valueOf } from './chart-scale';

describe('valueAxis', () => {
  it('marks round steps from 0 to at least the largest value', () => {
    expect(valueAxis(37)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(valueAxis(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(valueAxis(9)).toEqual({ top: 10, ticks: [0, 5, 10] });
    expect(valueAxis(90)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(valueAxis(100)).toEqual({ top: 100, ticks: [0, 25, 50, 75, 100] });
    expect(valueAxis(0.3).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives an empty or all-zero chart an axis of 0 to 1', () => {
    expect(valueAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(valueAxis(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('labelEvery', () => {
  it('labels every category while the labels fit, every few when they would overlap', () => {
    expect(labelEvery(7, 700, 50)).toBe(1);
    expect(labelEvery(30, 300, 50)).toBe(5);
    expect(labelEvery(0, 300, 50)).toBe(1);
  });
});

describe('largest', () => {
  const rows = [
    { day: 'a', views: 3, likes: 4 },
    { day: 'b', views: 6, likes: null },
  ];
  it('is the largest stack of the series when stacked, the largest single value otherwise', () => {
    expect(largest(rows, ['views', 'likes'], true)).toBe(7);
    expect(largest(rows, ['views', 'likes'], false)).toBe(6);
  });
  it('counts a missing or non-numeric value as 0', () => {
    expect(valueOf(rows[1], 'likes')).toBe(0);
    expect(valueOf(rows[0], 'shares')).toBe(0);
  });
});

it('reads a theme colour as its CSS variable and leaves other colours alone', () => {
  expect(themeColor('blue.6')).toBe('var(--mantine-color-blue-6)');
  expect(themeColor('#123456')).toBe('#123456');
});
