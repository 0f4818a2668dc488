import { describe, expect, it } from 'vitest';
import { CampaignInput, CampaignPatch, creativeNameFor, endOfYear } from './campaign.js';
import { CAMPAIGN_LIMITS } from './types.js';

describe('campaign input', () => {
  it('accepts each limited text at its limit and refuses one more character, naming the limit', () => {
    for (const [field, max] of Object.entries(CAMPAIGN_LIMITS)) {
      expect(CampaignInput.safeParse({ [field]: 'x'.repeat(max) }).success, field).toBe(true);
      const res = CampaignInput.safeParse({ [field]: 'x'.repeat(max + 1) });
      expect(res.success, field).toBe(false);
      expect(res.error?.issues[0].message).toContain(`at most ${max} characters`);
    }
  });

  it('checks report viewers: 4-character id, exactly 10 digits', () => {
    expect(CampaignInput.safeParse({ reportViewers: [{ id: 'ab12', phone: '9876543210', name: 'Ann' }] }).data?.reportViewers?.[0]).toEqual({
      id: 'ab12',
      phone: '9876543210',
      name: 'Ann',
      profileID: '',
    });
    expect(CampaignInput.safeParse({ reportViewers: [{ id: 'ab12', phone: '987654321' }] }).success).toBe(false);
    expect(CampaignInput.safeParse({ reportViewers: [{ id: 'abc', phone: '9876543210' }] }).success).toBe(false);
  });

  it('lets a patch carry null for "unchanged"', () => {
    expect(CampaignPatch.parse({ id: 'x', description: null, schedules: [] })).toEqual({ id: 'x', description: null, schedules: [] });
  });
});

describe('campaign rules', () => {
  it("names the campaign's creative and closes its link at the end of the year", () => {
    expect(creativeNameFor('Spring')).toBe('For # Spring');
    expect(endOfYear(new Date('2026-03-04T10:00:00Z')).toISOString()).toBe('2026-12-31T23:59:59.000Z');
  });
});
