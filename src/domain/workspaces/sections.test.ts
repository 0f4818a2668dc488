import { describe, expect, it } from 'vitest';
import { Privilege } from '../access/levels.js';
import { roleForChange, sectionOfField, sectionsOfChange, WORKSPACE_IMAGE_ROLE } from './sections.js';

describe('workspace section roles (spec §6)', () => {
  it('primary and address fields need ADMIN', () => {
    expect(roleForChange(['name'])).toBe(Privilege.ADMIN);
    expect(roleForChange(['geoLocation', 'city'])).toBe(Privilege.ADMIN);
    expect(roleForChange(['subtype'])).toBe(Privilege.ADMIN);
  });

  it('urls and properties need EDITOR', () => {
    expect(roleForChange(['urls'])).toBe(Privilege.EDITOR);
    expect(roleForChange(['properties', 'urls'])).toBe(Privilege.EDITOR);
  });

  it('a change across sections needs the highest of their roles', () => {
    expect(roleForChange(['urls', 'tags'])).toBe(Privilege.ADMIN);
  });

  it('fields outside every section need nothing beyond VIEWER', () => {
    expect(roleForChange(['createdOn', 'toString'])).toBe(Privilege.VIEWER);
    expect(sectionOfField('__proto__')).toBeNull();
  });

  it('lists touched sections in screen order', () => {
    expect(sectionsOfChange(['properties', 'street', 'name', 'urls'])).toEqual(['primary', 'address', 'urls', 'properties']);
  });

  it('workspace images belong to the primary section', () => {
    expect(WORKSPACE_IMAGE_ROLE).toBe(Privilege.ADMIN);
  });
});
