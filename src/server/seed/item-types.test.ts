import { expect, it } from 'vitest';
import { ITEM_FAMILIES } from '../../domain/item-types/item-type.js';
import { itemTypeCatalogue, itemTypeId, seededType } from './item-types.js';

it('gives every type and sub-type a distinct, stable 24-hex id', () => {
  const catalogue = itemTypeCatalogue();
  const ids = catalogue.flatMap((t) => [t.id, ...t.subtypes.map((s) => s.id)]);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{24}$/);
  expect(itemTypeCatalogue()).toEqual(catalogue);
  expect(new Set(catalogue.map((t) => t.family))).toEqual(new Set(ITEM_FAMILIES));
});

it('the same type name in two families has two ids', () => {
  expect(itemTypeId('venue', 'Shopping Mall')).not.toBe(itemTypeId('aggregate', 'Shopping Mall'));
});

it('looks up a seeded selection, and refuses names the catalogue lacks', () => {
  expect(seededType('aggregate', 'Shopping Mall', 'Regional')).toEqual({
    type: 'Shopping Mall',
    type_id: itemTypeId('aggregate', 'Shopping Mall'),
    subtype: 'Regional',
    subtype_id: itemTypeId('aggregate', 'Shopping Mall', 'Regional'),
  });
  expect(() => seededType('venue', 'Spaceport')).toThrow();
  expect(() => seededType('venue', 'Brand', 'Spaceship')).toThrow();
});
