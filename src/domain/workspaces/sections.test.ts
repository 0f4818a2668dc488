import { describe, expect, it } from 'vitest';
import { canEditSection } from '../access/sections.js';
import { Privilege } from '../access/levels.js';
import { roleForChange, sectionOfField } from '../sections/table.js';
import { WORKSPACE_IMAGE_ROLE, WORKSPACE_SECTIONS } from './sections.js';

const { VIEWER, EDITOR, ADMIN } = Privilege;
const roleFor = (fields: string[]) => roleForChange(WORKSPACE_SECTIONS, fields);

describe('workspace section roles (docs/product/platform.md §6)', () => {
  it('lets ADMIN edit primary and address, EDITOR edit urls, properties and QR', () => {
    const roles = Object.fromEntries(Object.entries(WORKSPACE_SECTIONS).map(([name, s]) => [name, s.editRole]));
    expect(roles).toEqual({ primary: ADMIN, address: ADMIN, urls: EDITOR, properties: EDITOR, keyFields: null, qr: EDITOR });
  });
  it('keeps an editor out of the primary section but lets them edit urls', () => {
    const ready = { editable: true, editing: false, privilege: EDITOR };
    expect(canEditSection({ ...ready, editorRole: WORKSPACE_SECTIONS.primary.editRole ?? undefined })).toBe(false);
    expect(canEditSection({ ...ready, editorRole: WORKSPACE_SECTIONS.urls.editRole ?? undefined })).toBe(true);
  });
  it('a change of primary or address fields needs ADMIN', () => {
    expect(roleFor(['name'])).toBe(ADMIN);
    expect(roleFor(['geoLocation', 'city'])).toBe(ADMIN);
    expect(roleFor(['subtype'])).toBe(ADMIN);
  });
  it('a change of urls or properties only needs EDITOR', () => {
    expect(roleFor(['urls'])).toBe(EDITOR);
    expect(roleFor(['properties', 'urls'])).toBe(EDITOR);
  });
  it('a mixed change needs the highest role', () => {
    expect(roleFor(['urls', 'tags'])).toBe(ADMIN);
  });
  it('no fields need VIEWER; a field no section writes needs nothing (it is not written)', () => {
    expect(roleFor([])).toBe(VIEWER);
    expect(roleFor(['createdOn'])).toBe(VIEWER);
    expect(sectionOfField(WORKSPACE_SECTIONS, '__proto__')).toBeNull();
  });
  it('images are edited with the primary role', () => {
    expect(WORKSPACE_IMAGE_ROLE).toBe(ADMIN);
  });
});
