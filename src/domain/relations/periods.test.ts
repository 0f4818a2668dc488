import { describe, expect, it } from 'vitest';
import {
  CLOSE_BEFORE_START,
  DEFAULT_PERIOD_FILTER,
  endOfToday,
  FAR_FUTURE,
  filterByPeriod,
  isActiveNow,
  oneYearFrom,
  periodOf,
  periodProblem,
  startOfToday,
} from './periods.js';

const now = new Date('2026-06-15T12:00:00Z');
const at = (iso: string) => iso;

describe('anchor periods', () => {
  it('defaults to the whole of today', () => {
    const s = startOfToday(now);
    const c = endOfToday(now);
    expect([s.getHours(), s.getMinutes(), s.getSeconds(), s.getMilliseconds()]).toEqual([0, 0, 0, 0]);
    expect([c.getHours(), c.getMinutes(), c.getSeconds(), c.getMilliseconds()]).toEqual([23, 59, 59, 999]);
    expect(s.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(c.getTime()).toBeGreaterThanOrEqual(now.getTime());
  });

  it('offers 31 Dec 2099 23:59:59 as the far future', () => {
    expect(FAR_FUTURE).toBe('2099-12-31T23:59:59.000Z');
  });

  it('makes the asset relation last one year', () => {
    expect(oneYearFrom(new Date(2026, 1, 10)).getFullYear()).toBe(2027);
  });

  it("refuses a close before the start with the product's message", () => {
    expect(periodProblem('2026-06-15T10:00:00Z', '2026-06-15T09:59:59Z')).toBe(CLOSE_BEFORE_START);
    expect(CLOSE_BEFORE_START).toBe('Date cannot be earlier than start date');
    expect(periodProblem('2026-06-15T10:00:00Z', '2026-06-15T10:00:00Z')).toBeNull();
    expect(periodProblem('soon', '2026-06-15T10:00:00Z')).toMatch(/ISO/);
  });

  it('classifies forgotten, current, future and disabled', () => {
    expect(periodOf({ start: at('2026-01-01T00:00:00Z'), close: at('2026-06-15T11:59:59Z') }, now)).toBe('forgotten');
    expect(periodOf({ start: at('2026-06-15T12:00:00Z'), close: at('2026-06-15T12:00:00Z') }, now)).toBe('current');
    expect(periodOf({ start: at('2026-06-15T12:00:01Z'), close: FAR_FUTURE }, now)).toBe('future');
    expect(periodOf({ start: at('2026-01-01T00:00:00Z'), close: FAR_FUTURE, enabled: false }, now)).toBe('disabled');
  });

  it('filters by the ticked periods, keeping order', () => {
    const items = [
      { n: 1, start: '2026-01-01T00:00:00Z', close: '2026-02-01T00:00:00Z' },
      { n: 2, start: '2026-01-01T00:00:00Z', close: FAR_FUTURE },
      { n: 3, start: '2027-01-01T00:00:00Z', close: FAR_FUTURE },
      { n: 4, start: '2026-01-01T00:00:00Z', close: FAR_FUTURE, enabled: false },
    ];
    expect(filterByPeriod(items, DEFAULT_PERIOD_FILTER, now).map((i) => i.n)).toEqual([2]);
    expect(filterByPeriod(items, { forgotten: true, current: false, future: false, disabled: true }, now).map((i) => i.n)).toEqual([1, 4]);
  });

  it('counts only enabled current relations as active for the chips', () => {
    expect(isActiveNow({ start: '2026-01-01T00:00:00Z', close: FAR_FUTURE }, now)).toBe(true);
    expect(isActiveNow({ start: '2026-01-01T00:00:00Z', close: FAR_FUTURE, enabled: false }, now)).toBe(false);
    expect(isActiveNow({ start: '2027-01-01T00:00:00Z', close: FAR_FUTURE }, now)).toBe(false);
  });
});
