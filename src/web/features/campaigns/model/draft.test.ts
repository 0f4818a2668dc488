import { describe, expect, it } from 'vitest';
import { CAMPAIGN_SECTIONS } from '../../../../domain/campaigns/sections';
import { createBodyOf, sectionChanges } from '../../../lib/record/draft';
import { draftOf, hiddenFields, newCampaignCode, shownFields, type CampaignDraft } from './draft';

// What the record editor sends for a campaign: the kit's rules, less the fields the campaign's type hides.
const createBody = (d: CampaignDraft) => createBodyOf(CAMPAIGN_SECTIONS, d, hiddenFields(d.type));
const changedPrimary = (saved: CampaignDraft, d: CampaignDraft) => sectionChanges(CAMPAIGN_SECTIONS, 'primary', saved, d, hiddenFields(d.type));

describe('campaign draft', () => {
  it('starts enabled with the given code and blank fields', () => {
    const d = draftOf(undefined, 'ABC');
    expect(d.code).toBe('ABC');
    expect(d.enabled).toBe(true);
    expect(d.reportViewers).toEqual([]);
    expect(newCampaignCode()).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('creates with the shown, non-blank fields', () => {
    const d = { ...draftOf(undefined, 'C1'), name: 'Spring', type: 'Burst', tags: ['a'] };
    expect(createBody(d)).toEqual({
      code: 'C1',
      name: 'Spring',
      type: 'Burst',
      tags: ['a'],
      enabled: true,
      eventCampaign: false,
      redirectCouponCampaign: false,
    });
  });

  it('a Reports campaign sends its report lists and none of the hidden fields', () => {
    const viewers = [{ id: 'abcd', phone: '9876543210', name: '', profileID: '' }];
    const d = {
      ...draftOf(undefined, 'R1'),
      name: 'Monthly',
      type: 'Reports',
      tags: ['x'],
      instrumentTitle: 'T',
      reportViewers: viewers,
      reportForCampaigns: ['c1'],
    };
    expect(createBody(d)).toEqual({ code: 'R1', name: 'Monthly', type: 'Reports', reportViewers: viewers, reportForCampaigns: ['c1'] });
    expect(shownFields('reports').has('tags')).toBe(false);
    expect(shownFields('Burst').has('reportViewers')).toBe(false);
  });

  it('puts only changed shown fields', () => {
    const saved = draftOf({ code: 'C', name: 'A', type: 'Burst' });
    expect(changedPrimary(saved, { ...saved, name: 'B', reportForCampaigns: ['x'] })).toEqual({ name: 'B' });
    expect(changedPrimary(saved, saved)).toEqual({});
    // Turned into a Reports campaign: the tags edited before stay as stored.
    expect(changedPrimary(saved, { ...saved, type: 'Reports', tags: ['gone'] })).toEqual({ type: 'Reports' });
  });
});
