import { describe, expect, it } from 'vitest';
import {
  addCard,
  cancelCard,
  canAdd,
  canEdit,
  changeCard,
  deletedCard,
  editCard,
  initialCards,
  problemsByField,
  savedCard,
  selectedRow,
  syncCards,
  valuesByPath,
} from './card-state';

interface Row {
  id?: string;
  name: string;
}
const keyOf = (r: Row) => r.id ?? '';
const start = () =>
  initialCards<Row>(
    [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    keyOf,
  );

describe('card section state', () => {
  it('starts with the stored rows and none selected', () => {
    const s = start();
    expect(s.selected).toBeNull();
    expect(s.rows.map((r) => [r.key, r.stored])).toEqual([
      ['a', true],
      ['b', true],
    ]);
  });

  it('Add and edit need the group in edit mode and no card being edited', () => {
    const s = start();
    expect(canAdd(s, false)).toBe(false);
    expect(canAdd(s, true)).toBe(true);
    const editing = editCard(s, 'a');
    expect(canAdd(editing, true)).toBe(false);
    expect(canEdit(editing, true)).toBe(false);
  });

  it('only one row is editable at a time', () => {
    const s = editCard(start(), 'a');
    expect(editCard(s, 'b')).toBe(s);
    expect(addCard(s, 'n1', { name: '' })).toBe(s);
  });

  it('cancel of a stored row gives its values back', () => {
    let s = editCard(start(), 'a');
    s = changeCard(s, { id: 'a', name: 'changed' });
    expect(selectedRow(s)?.value.name).toBe('changed');
    s = cancelCard(s);
    expect(s.selected).toBeNull();
    expect(s.rows[0].value).toEqual({ id: 'a', name: 'A' });
  });

  it('cancel of a never-saved new row removes it', () => {
    let s = addCard(start(), 'n1', { name: '' });
    expect(s.selected).toBe('n1');
    expect(s.rows).toHaveLength(3);
    s = changeCard(s, { name: 'typed' });
    s = cancelCard(s);
    expect(s.rows.map((r) => r.key)).toEqual(['a', 'b']);
  });

  it('save merges the response into the row and returns it to read-only', () => {
    let s = addCard(start(), 'n1', { name: 'New' });
    s = savedCard(s, 'n1', { id: 'x1', name: 'New' });
    expect(s.selected).toBeNull();
    expect(s.rows[2]).toEqual({ key: 'n1', value: { id: 'x1', name: 'New' }, stored: true });
    // Stored now: editing then cancelling keeps it.
    s = cancelCard(editCard(s, 'n1'));
    expect(s.rows).toHaveLength(3);
  });

  it('a saved new questionnaire stays open and cancel keeps it with its saved values', () => {
    let s = addCard(start(), 'n1', { name: 'Quiz' });
    s = savedCard(s, 'n1', { id: 'q1' }, true);
    expect(s.selected).toBe('n1');
    s = changeCard(s, { id: 'q1', name: 'Quiz 2' });
    s = cancelCard(s);
    expect(s.rows[2].value).toEqual({ id: 'q1', name: 'Quiz' });
  });

  it('delete removes the row and clears its selection', () => {
    const s = deletedCard(editCard(start(), 'b'), 'b');
    expect(s.rows.map((r) => r.key)).toEqual(['a']);
    expect(s.selected).toBeNull();
    expect(deletedCard(start(), 'a').rows.map((r) => r.key)).toEqual(['b']);
  });

  it('rows read again replace the others but keep the edited draft', () => {
    let s = changeCard(editCard(start(), 'a'), { id: 'a', name: 'draft' });
    s = syncCards(
      s,
      [
        { id: 'a', name: 'A2' },
        { id: 'b', name: 'B2' },
        { id: 'c', name: 'C' },
      ],
      keyOf,
    );
    expect(s.rows.map((r) => r.value.name)).toEqual(['draft', 'B2', 'C']);
    expect(s.selected).toBe('a');
    let n = addCard(start(), 'n1', { name: 'new' });
    n = syncCards(n, [{ id: 'a', name: 'A' }], keyOf);
    expect(n.rows.map((r) => r.key)).toEqual(['a', 'n1']);
    // A stored row being edited that another user deleted goes.
    const gone = syncCards(editCard(start(), 'b'), [{ id: 'a', name: 'A' }], keyOf);
    expect(gone).toMatchObject({ selected: null, rows: [{ key: 'a' }] });
  });

  it("gives a card's values by path at every level, so a message can wait until its own field changed", () => {
    expect(valuesByPath({ name: 'A', schedule: [{ day: ['Monday'] }] })).toEqual({
      name: 'A',
      schedule: [{ day: ['Monday'] }],
      'schedule.0': { day: ['Monday'] },
      'schedule.0.day': ['Monday'],
      'schedule.0.day.0': 'Monday',
    });
    expect(valuesByPath({ at: null })).toEqual({ at: null });
  });

  it("puts each problem under its field, the first per field, and under '' what no field of the form says", () => {
    const drawn = (path: string) => path === 'name' || path === 'schedule.0.name';
    expect(
      problemsByField(
        [
          ['name', 'Name is required'],
          ['name', 'At most 100 characters'],
          ['schedule.0.name', 'At most 100 characters'],
          ['schedule', 'Too many schedules'],
          ['id', 'Bad id'],
        ],
        drawn,
      ),
    ).toEqual({ name: 'Name is required', 'schedule.0.name': 'At most 100 characters', '': 'Too many schedules' });
  });
});
