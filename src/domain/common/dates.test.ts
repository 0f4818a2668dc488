import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDateTime, formatShortDate, fromZonedPicker, toZonedPicker } from './dates.js';

describe('date display (docs/product/campaigns-venues-events.md §9)', () => {
  it('formats LLL dd, yyyy hh:mmaa in the given zone', () => {
    expect(formatDateTime('2026-11-23T08:35:00Z', 'Asia/Kolkata')).toBe('Nov 23, 2026 02:05PM');
    expect(formatDateTime('2026-01-05T00:07:00Z', 'UTC')).toBe('Jan 05, 2026 12:07AM');
  });
  it('falls back to the runtime zone for an unknown zone, and to blank for no date', () => {
    expect(formatDateTime('2026-01-05T00:07:00Z', 'Not/AZone')).toMatch(/^Jan 0[45], 2026 \d\d:07[AP]M$/);
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('garbage')).toBe('');
  });
  it('formats en-GB short dates', () => {
    expect(formatShortDate('2026-11-23T20:00:00Z', 'Asia/Kolkata')).toBe('24/11/2026');
  });
  it('formats the long en-GB date and time of the venue schedules', () => {
    expect(formatLongDateTime('2026-11-23T08:35:00Z', 'Asia/Kolkata')).toBe('23 November 2026 at 14:05');
    expect(formatLongDateTime(null)).toBe('');
  });
});

describe('pickers in the workspace time zone', () => {
  it('shows the zone wall clock as local fields and reads them back to the same instant', () => {
    const picked = toZonedPicker('2026-11-23T08:35:07.000Z', 'Asia/Kolkata')!;
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate(), picked.getHours(), picked.getMinutes(), picked.getSeconds()]).toEqual([
      2026, 10, 23, 14, 5, 7,
    ]);
    expect(fromZonedPicker(picked, 'Asia/Kolkata')).toBe('2026-11-23T08:35:07.000Z');
  });
  it('handles summer time on both sides of a change', () => {
    for (const iso of [
      '2026-03-28T23:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-07-01T12:00:00.000Z',
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T02:30:00.000Z',
    ]) {
      expect(fromZonedPicker(toZonedPicker(iso, 'Europe/London')!, 'Europe/London')).toBe(iso);
    }
    const july = toZonedPicker('2026-07-01T12:00:00.000Z', 'Europe/London')!;
    expect(july.getHours()).toBe(13);
  });
  it('uses the runtime zone when the zone is unknown, and null for no date', () => {
    expect(toZonedPicker('2026-07-01T12:00:00.000Z', undefined)!.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(fromZonedPicker(new Date('2026-07-01T12:00:00.000Z'), 'Nope/Zone')).toBe('2026-07-01T12:00:00.000Z');
    expect(toZonedPicker('', 'UTC')).toBeNull();
  });
});
