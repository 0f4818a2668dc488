import { describe, expect, it } from 'vitest';
import type { Schedule } from '../media-items/types.js';
import { latestSchedule, sortCampaigns } from './sort.js';

const s = (start: string, close: string): Schedule => ({ uid: 'u', name: 'n', start, close, status: 'Initial', enabled: true });
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('sortCampaigns', () => {
  it('puts the campaign whose schedule closes last first, start breaking ties', () => {
    const list = [
      { name: 'early', schedules: [s('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')] },
      { name: 'late', schedules: [s('2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z')] },
      { name: 'late, started later', schedules: [s('2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z')] },
      { name: 'middle', schedules: [s('2026-01-01T00:00:00Z', '2026-04-01T00:00:00Z')] },
    ];
    expect(names(sortCampaigns(list))).toEqual(['late, started later', 'late', 'middle', 'early']);
  });

  it('sorts by the schedule that closes last', () => {
    const list = [
      { name: 'a', schedules: [s('2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z')] },
      { name: 'b', schedules: [s('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z'), s('2026-01-01T00:00:00Z', '2026-09-01T00:00:00Z')] },
    ];
    expect(names(sortCampaigns(list))).toEqual(['b', 'a']);
  });

  it('puts campaigns without schedules first, keeping the server order among full ties', () => {
    const list = [
      { name: 'dated', schedules: [s('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')] },
      { name: 'new 1', schedules: [] },
      { name: 'new 2' },
      { name: 'dated twin', schedules: [s('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')] },
    ];
    expect(names(sortCampaigns(list))).toEqual(['new 1', 'new 2', 'dated', 'dated twin']);
  });

  it('does not change the list it is given', () => {
    const list = [
      { name: 'x', schedules: [] },
      { name: 'y', schedules: [s('2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')] },
    ];
    sortCampaigns(list);
    expect(names(list)).toEqual(['x', 'y']);
  });
});

describe('latestSchedule', () => {
  it('is the schedule closing last, then starting last', () => {
    const a = s('2026-01-01T00:00:00Z', '2026-05-01T00:00:00Z');
    const b = s('2026-02-01T00:00:00Z', '2026-05-01T00:00:00Z');
    const c = s('2026-01-01T00:00:00Z', '2026-03-01T00:00:00Z');
    expect(latestSchedule([a, b, c])).toBe(b);
    expect(latestSchedule([])).toBeNull();
    expect(latestSchedule(undefined)).toBeNull();
  });
});
