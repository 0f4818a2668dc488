import { describe, expect, it } from 'vitest';
import { defaultWindow, monthsOf, windowProblem, WINDOW_MESSAGES } from './windows.js';

describe('windows of local days', () => {
  it('needs both ends, in order, real days, not too long', () => {
    expect(windowProblem('2026-03-01', '2026-03-01')).toBeNull();
    expect(windowProblem('2026-03-01', undefined)).toBe(WINDOW_MESSAGES.missing);
    expect(windowProblem('', '2026-03-01')).toBe(WINDOW_MESSAGES.missing);
    expect(windowProblem('2026-03-02', '2026-03-01')).toBe(WINDOW_MESSAGES.reversed);
    expect(windowProblem('2026-02-30', '2026-03-01')).toMatch(/calendar days/);
    expect(windowProblem('2025-01-01', '2026-03-01')).toMatch(/366/);
    expect(windowProblem('2025-01-01', '2026-03-01', 731)).toBeNull();
  });
  it('defaults to the 30 days ending today and lists the months a window touches', () => {
    expect(defaultWindow('2026-03-05')).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(monthsOf('2025-11-20', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-02-01', '2026-02-28')).toEqual(['2026-02']);
  });
});
