import { describe, expect, it } from 'vitest';
import { listPageParams } from './list-page';
import { DEFAULT_LIST_LIMIT, ItemListQuery, MAX_LIST_IDS, MAX_LIST_LIMIT, onlyColumnFields, parseFields } from './list-query';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('the list vocabulary', () => {
  it('reads back what the console writes', () => {
    const page = { aggregate: 'city', fields: 'id name relations', limit: 50, offset: 100, name: 'Mall', sort: 'schedule', period: 'historical' } as const;
    const params = listPageParams({ ...page, withPublic: true, ids: [id(1), id(2)] });
    expect(new URLSearchParams(params).toString()).toContain('public=true');
    // The same words, typed: `withPublic` is the query's `public`.
    expect(ItemListQuery.parse(params)).toEqual({ ...page, public: true, ids: [id(1), id(2)] });
  });

  it('leaves blank filters out of the query and fills the defaults when reading', () => {
    const params = listPageParams({ aggregate: 'city', fields: '', limit: 20, offset: 0, name: '' });
    expect(params).toEqual({ aggregate: 'city', limit: '20', offset: '0' });
    expect(ItemListQuery.parse({ aggregate: 'city' })).toMatchObject({ sort: 'newest', public: false, limit: DEFAULT_LIST_LIMIT, offset: 0 });
  });

  it('refuses pages, orders, periods and id lists outside its bounds', () => {
    expect(ItemListQuery.safeParse({ limit: String(MAX_LIST_LIMIT + 1) }).success).toBe(false);
    expect(ItemListQuery.safeParse({ limit: '0' }).success).toBe(false);
    expect(ItemListQuery.safeParse({ offset: '-1' }).success).toBe(false);
    expect(ItemListQuery.safeParse({ sort: 'oldest' }).success).toBe(false);
    expect(ItemListQuery.safeParse({ period: 'future' }).success).toBe(false);
    expect(ItemListQuery.safeParse({ public: 'yes' }).success).toBe(false);
    expect(ItemListQuery.safeParse({ aggregate: 'a b' }).success).toBe(false);
    expect(ItemListQuery.safeParse({ ids: 'not-an-id' }).success).toBe(false);
    const many = Array.from({ length: MAX_LIST_IDS + 1 }, (_, i) => id(i)).join(',');
    expect(ItemListQuery.safeParse({ ids: many }).success).toBe(false);
  });

  it('reads a projection separated by spaces or commas, and knows which fields are columns', () => {
    expect(parseFields('id, name  relations')).toEqual(['id', 'name', 'relations']);
    expect(parseFields(' , ')).toBeNull();
    expect(parseFields(undefined)).toBeNull();
    expect(onlyColumnFields(['id', 'name', 'relations'])).toBe(true);
    expect(onlyColumnFields(['id', 'schedules'])).toBe(false);
    expect(onlyColumnFields(null)).toBe(false);
  });
});
