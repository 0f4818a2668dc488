import { describe, expect, it } from 'vitest';
import { VENUE_SECTIONS } from '../../../../domain/media-items/sections';
import type { MediaItem } from '../../../../domain/media-items/types';
import { createBodyOf, sectionChanges } from '../../../lib/record/draft';
import { draftOf, withMultifaceted as normalise, type ItemDraft } from './draft';
import { formErrors as primaryErrors } from './rules';

const withMultifaceted = (draft: ItemDraft, patch: Partial<ItemDraft>) => normalise({ ...draft, ...patch });
const changedFields = (saved: ItemDraft, draft: ItemDraft, section: string) => sectionChanges(VENUE_SECTIONS, section, saved, draft);

const now = new Date('2026-06-15T12:00:00Z');

describe('item draft', () => {
  it('a new item is private and available from now for a year', () => {
    const d = draftOf(undefined, now);
    expect(d.visibility).toBe(1);
    expect(d.availableFrom).toBe('2026-06-15T12:00:00.000Z');
    expect(d.availableTo).toBe('2027-06-15T12:00:00.000Z');
    expect(d.maxAllowed).toBe(1);
  });
  it('unticking multifaceted forces max allowed back to 1; it never drops below 1', () => {
    const multi = withMultifaceted(draftOf(undefined, now), { multifaceted: true, maxAllowed: 5 });
    expect(multi.maxAllowed).toBe(5);
    expect(withMultifaceted(multi, { multifaceted: false }).maxAllowed).toBe(1);
    expect(withMultifaceted(multi, { maxAllowed: 0 }).maxAllowed).toBe(1);
  });
  it('a section saves only its changed fields', () => {
    const stored = draftOf({ name: 'Atrium', phone: '1', urls: { home: 'https://a.example' } } as Partial<MediaItem>, now);
    const edited = { ...stored, phone: '2', city: 'Dubai' };
    expect(changedFields(stored, edited, 'primary')).toEqual({ phone: '2' });
    expect(changedFields(stored, edited, 'location')).toEqual({ city: 'Dubai' });
    expect(changedFields(stored, edited, 'urls')).toEqual({});
  });
  it('the create body leaves blanks out and keeps only filled addresses', () => {
    const d = { ...draftOf(undefined, now), name: 'Atrium', urls: { home: 'https://a.example', facebook: ' ' } };
    const body = createBodyOf(VENUE_SECTIONS, d);
    expect(body).toMatchObject({ name: 'Atrium', urls: { home: 'https://a.example' } });
    expect(body).not.toHaveProperty('code');
    expect(body).not.toHaveProperty('street');
  });
  it('a name is required', () => {
    expect(primaryErrors(draftOf(undefined, now)).name).toBe('Name is required');
    expect(primaryErrors({ ...draftOf(undefined, now), name: 'x' })).toEqual({});
  });
});
