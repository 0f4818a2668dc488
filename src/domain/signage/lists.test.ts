import { describe, expect, it } from 'vitest';
import { SignageListQuery, signageListParams } from './lists';

describe('signageListParams', () => {
  it('writes the page, leaving out a first offset, a blank name and no ids', () => {
    expect(signageListParams({ limit: 50 })).toEqual({ limit: '50' });
    expect(signageListParams({ limit: 50, offset: 0, name: '  ', ids: [] })).toEqual({ limit: '50' });
    expect(signageListParams({ limit: 50, offset: 100, name: ' Poster ', ids: ['a'.repeat(24), 'b'.repeat(24)] })).toEqual({
      limit: '50',
      offset: '100',
      name: 'Poster',
      ids: `${'a'.repeat(24)},${'b'.repeat(24)}`,
    });
  });

  it('is read back by the server’s query as written', () => {
    const words = signageListParams({ limit: 20, offset: 40, name: 'Menu', ids: ['c'.repeat(24)] });
    expect(SignageListQuery.parse({ aggregate: 'north', ...words })).toEqual({
      aggregate: 'north',
      limit: 20,
      offset: 40,
      name: 'Menu',
      ids: ['c'.repeat(24)],
    });
  });

  it('answers up to 1,000 from the start when no page is named, and refuses pages out of bounds', () => {
    expect(SignageListQuery.parse({ aggregate: 'north' })).toMatchObject({ limit: 1000, offset: 0 });
    for (const bad of [{ limit: '0' }, { limit: '1001' }, { offset: '-1' }, { offset: '1.5' }])
      expect(SignageListQuery.safeParse({ aggregate: 'north', ...bad }).success).toBe(false);
  });
});
