import { describe, expect, it } from 'vitest';
import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { sectionChanges } from '../../../lib/record/draft';
import { draftOf, type CreativeDraft } from './draft';
import { formErrors } from './form-checks';
import { imageCount, imageCountText } from './rules';

// What the record editor puts for a creative: the kit's rule over its one section.
const changedCreativeFields = (saved: CreativeDraft, draft: CreativeDraft) => sectionChanges(CREATIVE_SECTIONS, 'primary', saved, draft);

describe('creative draft', () => {
  it('code and name are required', () => {
    expect(formErrors(draftOf())).toEqual({ code: 'Code is required', name: 'Name is required' });
    expect(formErrors({ code: ' ', name: 'Spring' })).toEqual({ code: 'Code is required' });
    expect(formErrors({ code: 'SPR', name: 'Spring' })).toEqual({});
  });

  it('limits come from the server schema', () => {
    expect(formErrors({ code: 'SPR', name: 'x'.repeat(101) })).toHaveProperty('name');
  });

  it('saves only the changed fields', () => {
    const stored = draftOf({ code: 'SPR', name: 'Spring' });
    expect(changedCreativeFields(stored, { ...stored, name: 'Summer' })).toEqual({ name: 'Summer' });
    expect(changedCreativeFields(stored, stored)).toEqual({});
  });

  it('a tile counts the uploaded images', () => {
    expect(imageCount({ imageCount: 2 })).toBe(2);
    expect(imageCount({})).toBe(0);
    expect([imageCountText(0), imageCountText(1), imageCountText(3)]).toEqual(['0 images', '1 image', '3 images']);
  });
});
