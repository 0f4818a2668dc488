import { canEditSection, Privilege, type PrivilegeLevel } from '../access/index.js';

/**
 * How a section is shown (docs/product/platform.md §4): NEW on a page that creates an item (editing from the start),
 * EDIT on an existing item (read-only until the pencil is pressed), LIVE for figures that are only
 * ever displayed (never editable).
 */
export type SectionMode = 'NEW' | 'EDIT' | 'LIVE';

/** Defaults of docs/product/platform.md §2.7 and §6. */
export const SECTION_DEFAULTS = { columns: 3, colour: '#f0f0f0', editorRole: Privilege.OWNER as PrivilegeLevel } as const;

export interface SectionState<V> {
  editing: boolean;
  expanded: boolean;
  /** The values as they were when editing began; cancel restores them. */
  backup?: V;
}

/** A page in create mode starts with its sections open for editing; otherwise read-only. */
export function initialSection<V>(mode: SectionMode, values: V, expanded = true): SectionState<V> {
  return mode === 'NEW' ? { editing: true, expanded: true, backup: structuredClone(values) } : { editing: false, expanded };
}

/** The pencil: editing starts, the section opens, the values are backed up. */
export function startEditing<V>(state: SectionState<V>, values: V): SectionState<V> {
  return { editing: true, expanded: true, backup: structuredClone(values) };
}

/** Save switches editing off and leaves the section expanded (docs/product/platform.md §4). */
export function finishEditing<V>(_state: SectionState<V>): SectionState<V> {
  return { editing: false, expanded: true };
}

/**
 * Cancel switches editing off, leaves the section expanded, and gives back the backed-up values
 * (or the current ones when nothing was backed up).
 */
export function cancelEditing<V>(state: SectionState<V>, current: V): { state: SectionState<V>; values: V } {
  return { state: { editing: false, expanded: true }, values: state.backup !== undefined ? structuredClone(state.backup) : current };
}

/** Whether the pencil shows: the access rule of docs/product/platform.md §6, and never on a LIVE section. */
export function showEditButton(input: {
  mode: SectionMode;
  editable: boolean;
  editing: boolean;
  privilege: PrivilegeLevel;
  editorRole?: PrivilegeLevel;
}): boolean {
  return input.mode !== 'LIVE' && canEditSection({ ...input, editorRole: input.editorRole ?? SECTION_DEFAULTS.editorRole });
}

export type PageShortcut = 'close' | 'foldAll' | 'unfoldAll';

/**
 * Keyboard shortcuts of docs/product/platform.md §2.7: Escape closes the page, F9 folds every section, F10 unfolds
 * them.
 */
export function pageShortcut(key: string): PageShortcut | null {
  switch (key) {
    case 'Escape':
      return 'close';
    case 'F9':
      return 'foldAll';
    case 'F10':
      return 'unfoldAll';
    default:
      return null;
  }
}
