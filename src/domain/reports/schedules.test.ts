import { describe, expect, it } from 'vitest';
import { dayOfProblem, nextRun, reportRange, scheduleFormProblems } from './schedules.js';

const at = (iso: string) => Date.parse(iso);

describe('nextRun', () => {
  it('daily: today at the time when still ahead, else tomorrow, in the workspace zone', () => {
    const daily = { frequency: 'daily' as const, timeOfDay: '06:30', dayOf: null };
    // 00:30 UTC is 06:00 in Kolkata: 06:30 there is 01:00 UTC the same day.
    expect(nextRun(daily, at('2026-03-02T00:30:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-03-02T01:00:00.000Z');
    expect(nextRun(daily, at('2026-03-02T01:00:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-03-03T01:00:00.000Z');
    // Los Angeles: at 07:00 UTC on 2 March it is still 1 March there.
    expect(nextRun(daily, at('2026-03-02T07:00:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-03-02T14:30:00.000Z');
  });
  it('weekly on a weekday, monthly on a day of the month', () => {
    // 2 March 2026 is a Monday.
    expect(nextRun({ frequency: 'weekly', timeOfDay: '09:00', dayOf: 3 }, at('2026-03-02T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-04T09:00:00.000Z');
    expect(nextRun({ frequency: 'weekly', timeOfDay: '09:00', dayOf: 1 }, at('2026-03-02T12:00:00Z'), 'UTC').toISOString()).toBe('2026-03-09T09:00:00.000Z');
    expect(nextRun({ frequency: 'monthly', timeOfDay: '00:00', dayOf: 1 }, at('2026-03-02T12:00:00Z'), 'UTC').toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
  it('day_of fits the frequency', () => {
    expect(dayOfProblem('daily', null)).toBeNull();
    expect(dayOfProblem('daily', 2)).not.toBeNull();
    expect(dayOfProblem('weekly', 8)).not.toBeNull();
    expect(dayOfProblem('monthly', undefined)).not.toBeNull();
    expect(dayOfProblem('monthly', 28)).toBeNull();
  });
});

describe('reportRange', () => {
  it('covers the complete local days before the run', () => {
    expect(reportRange(at('2026-03-02T01:00:00Z'), 'Asia/Kolkata', 7)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(reportRange(at('2026-03-02T01:00:00Z'), 'America/Los_Angeles', 1)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });
});

describe('the schedule form, field by field', () => {
  const form = { frequency: 'weekly' as const, time_of_day: '08:00', day_of: 1, recipients: ['ops@example.com'] };
  it('takes a whole schedule', () => expect(scheduleFormProblems(form)).toEqual({}));
  it('says what is wrong beside each field, in the server schema’s words', () => {
    expect(scheduleFormProblems({ ...form, time_of_day: '8am', day_of: 9, recipients: ['ops@example.com', 'ops'] })).toEqual({
      time_of_day: "a time of day, 'HH:MM'",
      day_of: 'day_of of a weekly report is 1 (Monday) to 7 (Sunday)',
      recipients: expect.stringMatching(/^ops: /),
    });
    expect(scheduleFormProblems({ ...form, frequency: 'daily', day_of: null })).toEqual({});
  });
});
