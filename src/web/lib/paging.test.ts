import { describe, expect, it } from 'vitest';
import { joinPages, mayHaveMore, nextOffset } from './paging';

describe('list paging', () => {
  it('offers more only after a full page', () => {
    expect(mayHaveMore(50, 50)).toBe(true);
    expect(mayHaveMore(49, 50)).toBe(false);
  });

  it('asks for the next offset after full pages only', () => {
    const full = Array.from({ length: 3 }, (_, i) => ({ id: String(i) }));
    expect(nextOffset([full], 3)).toBe(3);
    expect(nextOffset([full, full], 3)).toBe(6);
    expect(nextOffset([full, full.slice(1)], 3)).toBeUndefined();
    expect(nextOffset([], 3)).toBeUndefined();
  });

  it('joins pages without repeating an item', () => {
    expect(
      joinPages([
        [{ id: '1' }, { id: '2' }],
        [{ id: '2' }, { id: '3' }],
      ]).map((i) => i.id),
    ).toEqual(['1', '2', '3']);
  });
});
