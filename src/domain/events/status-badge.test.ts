import { describe, expect, it } from 'vitest';
import { eventStatusBadge, pickSchedule } from './status-badge';

const now = new Date('2026-06-15T12:00:00Z');
const s = (start: string, close: string, status = 'Initial') => ({ start: `2026-${start}T00:00:00Z`, close: `2026-${close}T00:00:00Z`, status });

describe('event status badge', () => {
  it('no schedules gives No Schedule', () => {
    expect(eventStatusBadge([], now)).toEqual({ label: 'No Schedule', colour: 'gray', phase: 'none' });
    expect(eventStatusBadge(undefined, now).label).toBe('No Schedule');
  });

  it('a running schedule shows its status', () => {
    expect(eventStatusBadge([s('06-01', '06-30', 'active')], now)).toEqual({ label: 'Active', colour: 'green', phase: 'running' });
  });

  it('an upcoming schedule shows its status in grey', () => {
    expect(eventStatusBadge([s('07-01', '07-30', 'Scheduled')], now)).toEqual({ label: 'Scheduled', colour: 'gray', phase: 'upcoming' });
  });

  it('a past schedule shows its status in pink when completed, red otherwise', () => {
    expect(eventStatusBadge([s('05-01', '05-30', 'Completed')], now)).toEqual({ label: 'Completed', colour: 'pink', phase: 'past' });
    expect(eventStatusBadge([s('05-01', '05-30', 'Cancelled')], now)).toEqual({ label: 'Cancelled', colour: 'red', phase: 'past' });
    expect(eventStatusBadge([s('05-01', '05-30', '')], now).label).toBe('Initial');
  });

  it('prefers a running schedule, then the next upcoming, then the last to close', () => {
    const past = s('01-01', '02-01', 'Completed');
    const later = s('03-01', '04-01', 'Cancelled');
    const soon = s('07-01', '07-10', 'Ready');
    const far = s('09-01', '09-10', 'Scheduled');
    const running = s('06-10', '06-20', 'Playing');
    expect(pickSchedule([past, far, running, soon], now)?.schedule).toBe(running);
    expect(pickSchedule([past, far, soon], now)?.schedule).toBe(soon);
    expect(pickSchedule([past, later], now)?.schedule).toBe(later);
    expect(pickSchedule([], now)).toBeNull();
  });
});
