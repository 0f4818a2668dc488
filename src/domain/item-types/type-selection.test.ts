import { describe, expect, it } from 'vitest';
import {
  changesType,
  canChangeType,
  categoriesOf,
  chooseCategory,
  chooseSubtype,
  chooseType,
  confirmChange,
  EMPTY_CHOICE,
  editAllGroups,
  isMutation,
  isSelectionDone,
  mergedTypeSelection,
  openSelection,
  sortedTypes,
  subtypesOf,
  TYPE_CHANGE_CONFIRMATION,
  type TypeEntry,
} from './type-selection.js';

const entries: TypeEntry[] = [
  { id: 't3', family: 'venue', type: 'Shopping Mall', subtypes: [] },
  {
    id: 't1',
    family: 'venue',
    type: 'Brand',
    subtypes: [
      { id: 's2', type: 'Retail', categories: ['Kids', 'Fashion'] },
      { id: 's1', type: 'Online', categories: [] },
    ],
  },
  { id: 't2', family: 'venue', type: 'ooh', subtypes: [{ id: 's3', type: 'Billboard', categories: ['Digital'] }] },
];

describe('type catalogue lists', () => {
  it('sorts types alphabetically, ignoring letter case', () => {
    expect(sortedTypes(entries).map((e) => e.type)).toEqual(['Brand', 'ooh', 'Shopping Mall']);
  });

  it('lists the sub-types of a type and the categories of a sub-type, sorted', () => {
    expect(subtypesOf(entries, 't1').map((s) => s.type)).toEqual(['Online', 'Retail']);
    expect(categoriesOf(entries, 't1', 's2')).toEqual(['Fashion', 'Kids']);
    expect(subtypesOf(entries, 'nope')).toEqual([]);
    expect(categoriesOf(entries, 't1', 'nope')).toEqual([]);
  });
});

describe('type selection', () => {
  it('a new item chooses freely; choosing a type clears sub-type and category', () => {
    let s = openSelection(EMPTY_CHOICE, true);
    expect(canChangeType(s)).toBe(true);
    s = chooseType(s, entries, 't1');
    s = chooseSubtype(s, entries, 's2');
    s = chooseCategory(s, entries, 'Kids');
    expect(s.choice).toEqual({ type: 'Brand', type_id: 't1', subtype: 'Retail', subtype_id: 's2', category: 'Kids' });
    s = chooseType(s, entries, 't2');
    expect(s.choice).toEqual({ ...EMPTY_CHOICE, type: 'ooh', type_id: 't2' });
    expect(isMutation(s)).toBe(false);
  });

  it('an existing item needs the confirmation before its type changes', () => {
    const original = { type: 'Brand', type_id: 't1', subtype: 'Online', subtype_id: 's1', category: null };
    let s = openSelection(original, false);
    expect(chooseType(s, entries, 't3')).toBe(s);
    s = confirmChange(s, true);
    s = chooseType(s, entries, 't3');
    expect(s.choice.type).toBe('Shopping Mall');
    expect(isMutation(s)).toBe(true);
    expect(editAllGroups(s)).toBe(true);
    // Unticking gives the original type back.
    s = confirmChange(s, false);
    expect(s.choice).toEqual(original);
    expect(isMutation(s)).toBe(false);
    expect(TYPE_CHANGE_CONFIRMATION).toBe('I wish to change type. I understand that I will lose all properties specific to the previous type.');
  });

  it('a category unknown to the sub-type is not taken', () => {
    let s = chooseSubtype(chooseType(openSelection(EMPTY_CHOICE, true), entries, 't1'), entries, 's2');
    s = chooseCategory(s, entries, 'Cars');
    expect(s.choice.category).toBeNull();
  });
});

describe('selection done', () => {
  const choice = (type_id: string | null, subtype_id: string | null = null, category: string | null = null) => ({
    ...EMPTY_CHOICE,
    type_id,
    subtype_id,
    category,
  });

  it('a type without sub-types is done', () => {
    expect(isSelectionDone(choice('t3'), entries)).toBe(true);
  });

  it('a type with sub-types needs one', () => {
    expect(isSelectionDone(choice('t1'), entries)).toBe(false);
  });

  it('a sub-type without categories is done; with categories it needs a category', () => {
    expect(isSelectionDone(choice('t1', 's1'), entries)).toBe(true);
    expect(isSelectionDone(choice('t1', 's2'), entries)).toBe(false);
    expect(isSelectionDone(choice('t1', 's2', 'Kids'), entries)).toBe(true);
  });

  it('nothing chosen, or an unknown type, is not done', () => {
    expect(isSelectionDone(EMPTY_CHOICE, entries)).toBe(false);
    expect(isSelectionDone(choice('zz'), entries)).toBe(false);
  });
});

describe('a mutation’s save', () => {
  it('is a save that changes the type, sub-type or category', () => {
    expect(changesType({ type_id: 'b', type: 'Outdoor' })).toBe(true);
    expect(changesType({ category: 'Zeetamind' })).toBe(true);
    expect(changesType({ name: 'Renamed', tags: [] })).toBe(false);
  });
});

const stored = { type: 'Mall', type_id: 't1', subtype: 'Food Court', subtype_id: 's1', category: 'Premium' };

describe('the type selection after a change', () => {
  it('keeps what the change leaves out, preferring ids', () => {
    expect(mergedTypeSelection(stored, { name: 'x' } as never)).toEqual({ type: 't1', subtype: 's1', category: 'Premium' });
    expect(mergedTypeSelection(stored, { category: 'Basic' })).toEqual({ type: 't1', subtype: 's1', category: 'Basic' });
  });

  it('drops the sub-type and category under a new type, and the category under a new sub-type', () => {
    expect(mergedTypeSelection(stored, { type: 'Stadium' })).toEqual({ type: 'Stadium', subtype: null, category: null });
    expect(mergedTypeSelection(stored, { subtype_id: 's2' })).toEqual({ type: 't1', subtype: 's2', category: null });
    expect(mergedTypeSelection(stored, { type_id: 't2', subtype: 'Arena', category: 'VIP' })).toEqual({ type: 't2', subtype: 'Arena', category: 'VIP' });
  });

  it('reads blank stored values as none, whether stored as null or as an empty column', () => {
    expect(mergedTypeSelection({ type: '', type_id: null, subtype: '', category: '' }, {})).toEqual({ type: null, subtype: null, category: null });
    expect(mergedTypeSelection({ type: 'Mall', type_id: null }, {})).toEqual({ type: 'Mall', subtype: null, category: null });
  });

  it('clears a level the change sets to null', () => {
    expect(mergedTypeSelection(stored, { category: null })).toEqual({ type: 't1', subtype: 's1', category: null });
    expect(mergedTypeSelection(stored, { type: null, type_id: null })).toEqual({ type: null, subtype: null, category: null });
  });
});
