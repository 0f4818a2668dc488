import { describe, expect, it } from 'vitest';
import { Privilege } from '../../../domain/access';
import { section, type SectionTable } from '../../../domain/sections/table';
import { createBodyOf, errorsOf, isDirty, sectionChanges, sectionFields, withFields } from './draft';

const TABLE = {
  primary: section('Primary details', Privilege.ADMIN, ['key', 'name', 'tags', 'serverOnly']),
  urls: section('Social media and Interaction', Privilege.EDITOR, ['urls']),
  schedules: section('Schedules', Privilege.EDITOR, ['schedules'], { storedOnly: true }),
  keyFields: section('Key fields', null),
} satisfies SectionTable;

const stored = { key: 'harbour', name: 'Harbour', tags: ['mall'], urls: { home: 'https://h.example', facebook: '' }, schedules: [] as string[] };

describe('record draft', () => {
  it('a section saves the fields its table row writes that the form holds, less the fixed ones', () => {
    expect(sectionFields(TABLE, 'primary', stored)).toEqual(['key', 'name', 'tags']);
    expect(sectionFields(TABLE, 'primary', stored, ['key'])).toEqual(['name', 'tags']);
    expect(sectionFields(TABLE, 'keyFields', stored)).toEqual([]);
    expect(sectionFields(TABLE, 'missing', stored)).toEqual([]);
  });

  it('changes per section: only that section’s changed fields, never a fixed one', () => {
    const draft = { ...stored, key: 'other', name: 'Harbour Point', urls: { ...stored.urls, facebook: 'https://fb.example' } };
    expect(sectionChanges(TABLE, 'primary', stored, draft, ['key'])).toEqual({ name: 'Harbour Point' });
    expect(sectionChanges(TABLE, 'urls', stored, draft)).toEqual({ urls: { home: 'https://h.example', facebook: 'https://fb.example' } });
    expect(sectionChanges(TABLE, 'schedules', stored, draft)).toEqual({});
  });

  it('cancel restores one section’s fields and leaves another section’s edits', () => {
    const draft = { ...stored, name: 'Changed', tags: ['food'], urls: { home: '', facebook: 'x' } };
    const cancelled = withFields(draft, stored, sectionFields(TABLE, 'primary', draft));
    expect(cancelled).toEqual({ ...stored, urls: { home: '', facebook: 'x' } });
    // The restored values are copies: editing them again leaves the stored ones alone.
    cancelled.tags.push('kids');
    expect(stored.tags).toEqual(['mall']);
  });

  it('is dirty while the form differs from where it started, by content', () => {
    expect(isDirty(stored, { ...stored, tags: ['mall'] })).toBe(false);
    expect(isDirty(stored, { ...stored, tags: ['mall', 'food'] })).toBe(true);
  });

  it('keeps the errors of a section’s fields', () => {
    expect(errorsOf<typeof stored>({ name: 'Name is required', urls: 'Bad address' }, ['key', 'name'])).toEqual({ name: 'Name is required' });
  });

  it('creates with the create page’s sections, blanks and blank web addresses left out', () => {
    const draft = { ...stored, name: '', schedules: ['x'] };
    expect(createBodyOf(TABLE, draft)).toEqual({ key: 'harbour', tags: ['mall'], urls: { home: 'https://h.example' } });
  });
});
