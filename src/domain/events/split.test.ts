import { describe, expect, it } from 'vitest';
import { historyHint, isHistorical, splitEvents } from './split';

const now = new Date('2026-06-15T12:00:00Z');
const closing = (...closes: string[]) => ({ schedules: closes.map((close) => ({ close })) });

describe('current and historical events', () => {
  it('an event without schedules is current', () => {
    expect(isHistorical({ schedules: [] }, now)).toBe(false);
    expect(isHistorical({}, now)).toBe(false);
  });

  it('an event is historical only when every schedule has closed', () => {
    expect(isHistorical(closing('2026-06-01T00:00:00Z', '2026-06-15T11:59:59Z'), now)).toBe(true);
    expect(isHistorical(closing('2026-06-01T00:00:00Z', '2026-06-20T00:00:00Z'), now)).toBe(false);
    // Closing exactly now is not yet closed.
    expect(isHistorical(closing('2026-06-15T12:00:00Z'), now)).toBe(false);
  });

  it('splits a list keeping its order', () => {
    const a = { id: 'a', ...closing('2026-01-01T00:00:00Z') };
    const b = { id: 'b', schedules: [] };
    const c = { id: 'c', ...closing('2026-02-01T00:00:00Z') };
    const d = { id: 'd', ...closing('2026-07-01T00:00:00Z') };
    const { current, historical } = splitEvents([a, b, c, d], now);
    expect(current.map((e) => e.id)).toEqual(['b', 'd']);
    expect(historical.map((e) => e.id)).toEqual(['a', 'c']);
  });

  it('hints of the Historical Events group', () => {
    expect(historyHint(false, 4, 2)).toBe('Expand group to view 2 historical events.');
    expect(historyHint(true, 4, 2)).toBe('Close history to view 4 hidden events.');
  });
});
