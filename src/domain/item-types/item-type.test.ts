import { expect, it } from 'vitest';
import { isItemFamily, ITEM_FAMILIES } from './item-type.js';

it('knows the nine families of docs/product/platform.md §3.10 and nothing else', () => {
  expect(ITEM_FAMILIES).toEqual(['tenant', 'aggregate', 'venue', 'asset', 'device', 'campaign', 'creative', 'loyalty', 'event', 'treasury']);
  expect(isItemFamily('venue')).toBe(true);
  expect(isItemFamily('Venue')).toBe(false);
  expect(isItemFamily('toString')).toBe(false);
  expect(isItemFamily(undefined)).toBe(false);
});
