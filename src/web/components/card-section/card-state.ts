import type { FieldProblems } from '../../lib/form-check';

/**
 * The state of a section that is a grid of cards with one card edited at a time
 * (docs/product/creatives-assets-signage.md §2.2, §4), without React. The group's edit mode (the section's pencil) is
 * an input of the checks, not part of this state: it belongs to the section around the grid.
 */
export interface CardRow<T> {
  /** Stable across saves: the stored id, or a key made when the row was added. */
  key: string;
  value: T;
  /** Saved on the server at least once: cancel gives its values back instead of removing it. */
  stored: boolean;
}

export interface CardState<T> {
  rows: CardRow<T>[];
  /** The key of the row being edited (docs/product/platform.md §4's selected row); null when none is. */
  selected: string | null;
  /** The edited row's values when editing began. */
  backup?: T;
}

/** The stored rows, none selected. */
export function initialCards<T>(values: readonly T[], keyOf: (value: T) => string): CardState<T> {
  return { rows: values.map((value) => ({ key: keyOf(value), value, stored: true })), selected: null };
}

/** 'Add …' is enabled only while the group is in edit mode and no card is being edited. */
export const canAdd = (state: CardState<unknown>, groupEditing: boolean) => groupEditing && state.selected === null;

/** A card's edit (and delete) button: the same rule, only one row is editable at a time. */
export const canEdit = canAdd;

export const selectedRow = <T>(state: CardState<T>): CardRow<T> | undefined => state.rows.find((r) => r.key === state.selected);

/** EDIT: the row opens as a form; its values are kept for cancel. Refused while another row is edited. */
export function editCard<T>(state: CardState<T>, key: string): CardState<T> {
  const row = state.rows.find((r) => r.key === key);
  if (!row || state.selected !== null) return state;
  return { ...state, selected: key, backup: structuredClone(row.value) };
}

/** Add appends a blank row and selects it; refused while a row is edited. */
export function addCard<T>(state: CardState<T>, key: string, blank: T): CardState<T> {
  if (state.selected !== null) return state;
  return { rows: [...state.rows, { key, value: blank, stored: false }], selected: key, backup: structuredClone(blank) };
}

/** The edited row's form changed. */
export function changeCard<T>(state: CardState<T>, value: T): CardState<T> {
  if (state.selected === null) return state;
  return { ...state, rows: state.rows.map((r) => (r.key === state.selected ? { ...r, value } : r)) };
}

/** CANCEL: a never-saved row is removed, a stored one gets its values back; nothing stays selected. */
export function cancelCard<T>(state: CardState<T>): CardState<T> {
  const row = selectedRow(state);
  if (!row) return { rows: state.rows, selected: null };
  const rows = row.stored
    ? state.rows.map((r) => (r.key === row.key ? { ...r, value: state.backup === undefined ? r.value : structuredClone(state.backup) } : r))
    : state.rows.filter((r) => r.key !== row.key);
  return { rows, selected: null };
}

/**
 * A save answered: the response is merged into the row, which is stored from now on and returns to read-only.
 * With `keepEditing` (a new questionnaire: its questions are added after it has an id) the row stays open and
 * its saved values become what cancel gives back, so cancelling keeps the saved row.
 */
export function savedCard<T>(state: CardState<T>, key: string, response: Partial<T>, keepEditing = false): CardState<T> {
  const row = state.rows.find((r) => r.key === key);
  if (!row) return state;
  const value = { ...row.value, ...response };
  const rows = state.rows.map((r) => (r.key === key ? { ...r, value, stored: true } : r));
  if (keepEditing && state.selected === key) return { rows, selected: key, backup: structuredClone(value) };
  return { rows, selected: state.selected === key ? null : state.selected, backup: state.selected === key ? undefined : state.backup };
}

/** Delete succeeded: the row goes. */
export function deletedCard<T>(state: CardState<T>, key: string): CardState<T> {
  const rows = state.rows.filter((r) => r.key !== key);
  return state.selected === key ? { rows, selected: null } : { ...state, rows };
}

/**
 * The stored rows were read again (a refresh, another card's save): they replace the rows, except the one being
 * edited, which keeps its draft (a never-saved one stays at the end).
 */
export function syncCards<T>(state: CardState<T>, values: readonly T[], keyOf: (value: T) => string): CardState<T> {
  const editing = selectedRow(state);
  const rows: CardRow<T>[] = values.map((value) => {
    const key = keyOf(value);
    return editing && editing.key === key ? editing : { key, value, stored: true };
  });
  if (editing && !rows.some((r) => r.key === editing.key)) {
    // The edited row was deleted elsewhere while stored: it goes; a new one stays.
    if (editing.stored) return { rows, selected: null };
    rows.push(editing);
  }
  return { ...state, rows };
}

/**
 * A card's values by path (`schedule.0.name`), at every level: a field's message shows once the value at its path
 * changed from what the card opened with (docs/decisions/0137).
 */
export function valuesByPath(value: unknown, prefix = '', into: Record<string, unknown> = {}): Record<string, unknown> {
  if (prefix) into[prefix] = value;
  if (value !== null && typeof value === 'object') for (const [key, v] of Object.entries(value)) valuesByPath(v, prefix ? `${prefix}.${key}` : key, into);
  return into;
}

/**
 * A card's problems by the field the form draws for each, the first message per field; a problem at a path the form
 * draws no field for (a list too long, a rule of the whole card) goes under '', said beside Save.
 */
export function problemsByField(problems: Iterable<readonly [path: string, message: string]>, drawn: (path: string) => boolean): FieldProblems {
  const byField: Record<string, string> = {};
  for (const [path, message] of problems) byField[drawn(path) ? path : ''] ??= message;
  return byField;
}
