import { describe, expect, it } from 'vitest';
import { Privilege } from '../access/index.js';
import { cancelEditing, finishEditing, initialSection, pageShortcut, SECTION_DEFAULTS, showEditButton, startEditing } from './section-state.js';

describe('section state', () => {
  it('starts editing on a create page and read-only otherwise', () => {
    expect(initialSection('NEW', { a: 1 })).toEqual({ editing: true, expanded: true, backup: { a: 1 } });
    expect(initialSection('EDIT', { a: 1 })).toEqual({ editing: false, expanded: true });
    expect(initialSection('EDIT', { a: 1 }, false).expanded).toBe(false);
  });

  it('the pencil opens the section and backs up a copy of the values', () => {
    const values = { tags: ['a'] };
    const state = startEditing({ editing: false, expanded: false }, values);
    values.tags.push('b');
    expect(state).toEqual({ editing: true, expanded: true, backup: { tags: ['a'] } });
  });

  it('cancel restores the backed-up values and leaves the section expanded', () => {
    const state = startEditing({ editing: false, expanded: true }, { name: 'Old' });
    const { state: after, values } = cancelEditing(state, { name: 'Changed' });
    expect(values).toEqual({ name: 'Old' });
    expect(after).toEqual({ editing: false, expanded: true });
  });

  it('cancel without a backup keeps the current values', () => {
    expect(cancelEditing({ editing: true, expanded: true }, { name: 'Now' }).values).toEqual({ name: 'Now' });
  });

  it('save stops editing and leaves the section expanded', () => {
    expect(finishEditing({ editing: true, expanded: false, backup: 1 })).toEqual({ editing: false, expanded: true });
  });
});

describe('showEditButton', () => {
  const base = { mode: 'EDIT' as const, editable: true, editing: false, privilege: Privilege.ADMIN };

  it('shows for an editable section the user may edit', () => {
    expect(showEditButton({ ...base, editorRole: Privilege.ADMIN })).toBe(true);
    expect(showEditButton({ ...base, editorRole: Privilege.EDITOR })).toBe(true);
  });

  it('hides while editing, on a non-editable or LIVE section, and below the editor role', () => {
    expect(showEditButton({ ...base, editing: true, editorRole: Privilege.ADMIN })).toBe(false);
    expect(showEditButton({ ...base, editable: false, editorRole: Privilege.ADMIN })).toBe(false);
    expect(showEditButton({ ...base, mode: 'LIVE', editorRole: Privilege.VIEWER })).toBe(false);
    expect(showEditButton({ ...base, privilege: Privilege.EDITOR, editorRole: Privilege.ADMIN })).toBe(false);
    expect(showEditButton({ ...base, privilege: Privilege.VIEWER, editorRole: Privilege.EDITOR })).toBe(false);
  });

  it('needs OWNER when the section names no editor role', () => {
    expect(showEditButton(base)).toBe(false);
    expect(showEditButton({ ...base, privilege: Privilege.OWNER })).toBe(true);
    expect(SECTION_DEFAULTS).toMatchObject({ columns: 3, colour: '#f0f0f0', editorRole: Privilege.OWNER });
  });
});

describe('pageShortcut', () => {
  it('maps Escape, F9 and F10 and nothing else', () => {
    expect(pageShortcut('Escape')).toBe('close');
    expect(pageShortcut('F9')).toBe('foldAll');
    expect(pageShortcut('F10')).toBe('unfoldAll');
    expect(pageShortcut('F8')).toBeNull();
    expect(pageShortcut('Enter')).toBeNull();
  });
});
