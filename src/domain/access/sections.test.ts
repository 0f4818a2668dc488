import { describe, expect, it } from 'vitest';
import { Privilege, type PrivilegeLevel } from './levels.js';
import { canEditSection, canViewSection, PROFILE_EDITOR, TREASURY_SECTION_ROLES } from './sections.js';

const { NONE, TRANSIT, VIEWER, EDITOR, ADMIN, OWNER } = Privilege;
const ready = { editable: true, editing: false };

describe('canEditSection', () => {
  it('shows the pencil on an editable section not in edit mode when the role is reached', () => {
    expect(canEditSection({ ...ready, privilege: ADMIN, editorRole: ADMIN })).toBe(true);
    expect(canEditSection({ ...ready, privilege: OWNER, editorRole: EDITOR })).toBe(true);
  });

  it('hides it below the editor role', () => {
    expect(canEditSection({ ...ready, privilege: EDITOR, editorRole: ADMIN })).toBe(false);
  });

  it('hides it on a section that is not editable', () => {
    expect(canEditSection({ editable: false, editing: false, privilege: OWNER, editorRole: VIEWER })).toBe(false);
  });

  it('hides it while the section is already being edited', () => {
    expect(canEditSection({ editable: true, editing: true, privilege: OWNER, editorRole: VIEWER })).toBe(false);
  });

  it('needs OWNER when no editor role is given', () => {
    expect(canEditSection({ ...ready, privilege: ADMIN })).toBe(false);
    expect(canEditSection({ ...ready, privilege: OWNER })).toBe(true);
  });
});

describe('treasury instrument section roles', () => {
  it('needs ADMIN for primary details and location, EDITOR for every other section', () => {
    const { primary, location, ...others } = TREASURY_SECTION_ROLES;
    expect([primary, location]).toEqual([ADMIN, ADMIN]);
    expect(Object.keys(others).sort()).toEqual(['anchors', 'audience', 'properties', 'schedules', 'urls', 'visibility']);
    for (const role of Object.values(others)) expect(role).toBe(EDITOR);
  });
});

describe('profile and viewing', () => {
  it('lets only OWNER edit the profile', () => {
    expect(PROFILE_EDITOR).toBe(OWNER);
    expect(canEditSection({ ...ready, privilege: ADMIN, editorRole: PROFILE_EDITOR })).toBe(false);
  });

  it.each([
    [NONE, false],
    [TRANSIT, false],
    [VIEWER, true],
    [OWNER, true],
  ] as [PrivilegeLevel, boolean][])('level %i may view sections: %s', (level, allowed) => {
    expect(canViewSection(level)).toBe(allowed);
  });
});
