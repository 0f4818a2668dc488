import { describe, expect, it } from 'vitest';
import { firstPageOnly } from './use-paged-list';

describe('paged list refresh', () => {
  it('keeps only the first page and its offset', () => {
    const data = { pages: [[{ id: 'a' }], [{ id: 'b' }], [{ id: 'c' }]], pageParams: [0, 50, 100] };
    expect(firstPageOnly(data)).toEqual({ pages: [[{ id: 'a' }]], pageParams: [0] });
  });

  it('leaves a list never read as it is', () => {
    expect(firstPageOnly(undefined)).toBeUndefined();
  });
});
