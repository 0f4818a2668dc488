import { describe, expect, it } from 'vitest';
import { dayToLocalDate, daysOfRange, defaultRange, parseDay, rangeProblem, RANGE_MESSAGES, toDayString } from './date-range.js';

describe('defaultRange', () => {
  it('runs from the first day of last calendar month up to today', () => {
    expect(defaultRange(new Date(2026, 10, 23, 15, 30))).toEqual({ from: '2026-10-01', to: '2026-11-23' });
  });

  it('crosses the year in January', () => {
    expect(defaultRange(new Date(2026, 0, 5))).toEqual({ from: '2025-12-01', to: '2026-01-05' });
  });

  it('starts on the first of last month even on the last day of a long month', () => {
    expect(defaultRange(new Date(2026, 2, 31))).toEqual({ from: '2026-02-01', to: '2026-03-31' });
  });
});

describe('day strings', () => {
  it('formats the local calendar day with padding', () => {
    expect(toDayString(new Date(2026, 0, 2, 23, 59))).toBe('2026-01-02');
  });

  it('refuses days that do not exist or are malformed', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('2026-2-3')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay('2024-02-29')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });

  it('gives the local midnight of a day for the pickers', () => {
    const d = dayToLocalDate('2026-07-04');
    expect([d?.getFullYear(), d?.getMonth(), d?.getDate(), d?.getHours()]).toEqual([2026, 6, 4, 0]);
    expect(dayToLocalDate('nope')).toBeNull();
  });
});

describe('daysOfRange', () => {
  it('lists every day, both ends included, across a month end', () => {
    expect(daysOfRange({ from: '2026-01-30', to: '2026-02-02' })).toEqual(['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02']);
  });

  it('gives one day for a one-day range and none for a reversed one', () => {
    expect(daysOfRange({ from: '2026-05-05', to: '2026-05-05' })).toEqual(['2026-05-05']);
    expect(daysOfRange({ from: '2026-05-06', to: '2026-05-05' })).toEqual([]);
  });

  it('counts the default range of 23 November: October and 23 days', () => {
    expect(daysOfRange(defaultRange(new Date(2026, 10, 23)))).toHaveLength(31 + 23);
  });
});

describe('rangeProblem', () => {
  it('accepts an ordered range', () => {
    expect(rangeProblem({ from: '2026-01-01', to: '2026-01-31' })).toBeNull();
  });

  it('names a missing, reversed or too long range', () => {
    expect(rangeProblem({ from: '2026-01-01' })).toBe(RANGE_MESSAGES.missing);
    expect(rangeProblem({ from: '2026-02-01', to: '2026-01-31' })).toBe(RANGE_MESSAGES.reversed);
    expect(rangeProblem({ from: '2025-01-01', to: '2026-01-02' })).toBe(RANGE_MESSAGES.tooLong);
    expect(rangeProblem({ from: '2025-01-02', to: '2026-01-02' })).toBeNull();
  });
});
