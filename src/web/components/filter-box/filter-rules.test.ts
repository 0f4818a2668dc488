import { describe, expect, it } from 'vitest';
import { matchesFilter, showFilter } from './filter-rules';

describe('filter box rules', () => {
  it('shows the filter only above 2 items', () => {
    expect(showFilter(0)).toBe(false);
    expect(showFilter(2)).toBe(false);
    expect(showFilter(3)).toBe(true);
  });

  it('matches any value containing the text, ignoring case and blanks', () => {
    expect(matchesFilter(' river ', 'Riverside', 'x')).toBe(true);
    expect(matchesFilter('mall', 'Riverside', undefined, null)).toBe(false);
    expect(matchesFilter('  ', 'anything')).toBe(true);
  });
});
