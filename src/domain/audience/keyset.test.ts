import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, pageProblem } from './keyset.js';

describe('keyset cursors and pages', () => {
  it('hands back the cursor it gave', () => {
    const c = { at: '2026-03-01T10:00:00.123456Z', id: 42 };
    expect(decodeCursor(encodeCursor(c))).toEqual(c);
  });
  it('refuses anything else', () => {
    for (const text of ['', 'x', '2026-03-01T10:00:00Z', '2026-03-01T10:00:00Z~', '2026-03-01T10:00:00Z~-1', '2026-13-01T10:00:00Z~1', 'now~1', 'a~1~2']) {
      expect(decodeCursor(text)).toBeNull();
    }
  });
  it('takes pages of 1 to 2,000 rows', () => {
    expect(pageProblem(undefined)).toBeNull();
    expect(pageProblem(2000)).toBeNull();
    expect(pageProblem(2001)).toMatch(/limit/);
    expect(pageProblem(0)).toMatch(/limit/);
    expect(pageProblem(1.5)).toMatch(/limit/);
  });
});
