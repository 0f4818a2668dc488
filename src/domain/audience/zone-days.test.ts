import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, dayStart, knownZone, localDay, localDayWithin, localTime } from './zone-days.js';

describe('days in a workspace time zone', () => {
  it('puts an instant on the local day of Asia/Kolkata around its midnight (UTC+05:30)', () => {
    expect(localDay(new Date('2026-03-01T18:29:59.999Z'), 'Asia/Kolkata')).toBe('2026-03-01');
    expect(localDay(new Date('2026-03-01T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-03-02');
    expect(localTime(new Date('2026-03-01T18:30:00Z'), 'Asia/Kolkata')).toBe('00:00');
    expect(dayStart('2026-03-02', 'Asia/Kolkata').toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });

  it('puts an instant on the local day of America/Los_Angeles around its midnight, summer and winter', () => {
    // Winter: UTC-8; summer: UTC-7.
    expect(localDay(new Date('2026-01-15T07:59:59Z'), 'America/Los_Angeles')).toBe('2026-01-14');
    expect(localDay(new Date('2026-01-15T08:00:00Z'), 'America/Los_Angeles')).toBe('2026-01-15');
    expect(dayStart('2026-01-15', 'America/Los_Angeles').toISOString()).toBe('2026-01-15T08:00:00.000Z');
    expect(dayStart('2026-07-15', 'America/Los_Angeles').toISOString()).toBe('2026-07-15T07:00:00.000Z');
    expect(localTime(new Date('2026-07-15T06:59:00Z'), 'America/Los_Angeles')).toBe('23:59');
  });

  it('gives a day that changes its offset its true length', () => {
    // 8 March 2026: clocks go forward in Los Angeles, a 23-hour day.
    const { start, end } = dayBounds('2026-03-08', 'America/Los_Angeles');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(start.toISOString()).toBe('2026-03-08T08:00:00.000Z');
  });

  it('treats a missing or unknown zone as UTC, and adds days across months', () => {
    expect(knownZone(null)).toBe('UTC');
    expect(knownZone('Europe/Atlantis')).toBe('UTC');
    expect(localDay(new Date('2026-03-01T23:59:59Z'), 'Europe/Atlantis')).toBe('2026-03-01');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('places many instants on local days as localDay does, across clock changes and outside the days given', () => {
    for (const zone of ['Europe/London', 'America/Los_Angeles', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Not/AZone']) {
      const dayOf = localDayWithin('2026-03-01', '2026-04-10', zone);
      // Every 7 minutes and 13 seconds from two days before to two days after: both sides of each midnight and change.
      for (let t = Date.UTC(2026, 1, 27); t < Date.UTC(2026, 3, 13); t += 433_000)
        expect(dayOf(t), `${zone} ${new Date(t).toISOString()}`).toBe(localDay(t, zone));
    }
  });
});
