import { describe, expect, it } from 'vitest';
import { mergeRanges } from './summary-loader.js';

describe('mergeRanges', () => {
  it('reads the totals window and a trend that overlaps it as one range', () => {
    expect(
      mergeRanges([
        { from: '2026-10-25', to: '2026-11-23' },
        { from: '2026-10-01', to: '2026-11-23' },
        { from: '2026-10-25', to: '2026-11-23' },
      ]),
    ).toEqual([{ from: '2026-10-01', to: '2026-11-23' }]);
  });

  it('joins ranges up to a month apart and keeps distant ones separate', () => {
    expect(
      mergeRanges([
        { from: '2026-11-01', to: '2026-11-23' },
        { from: '2026-09-01', to: '2026-10-01' },
        { from: '2025-01-01', to: '2025-01-31' },
      ]),
    ).toEqual([
      { from: '2025-01-01', to: '2025-01-31' },
      { from: '2026-09-01', to: '2026-11-23' },
    ]);
  });
});
