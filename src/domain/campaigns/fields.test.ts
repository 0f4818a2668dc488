import { describe, expect, it } from 'vitest';
import { campaignFieldErrors, HIDDEN_FOR_REPORTS, isReportsCampaign, lengthCounter, tooLong } from './fields.js';
import { ITEM_MESSAGES } from '../media-items/types.js';
import { CAMPAIGN_MESSAGES } from './types.js';

const ok = {
  code: 'C1',
  name: 'Spring',
  campaignCaption: '',
  description: '',
  instrumentTitle: '',
  instrumentSubTitle: '',
  instrumentButtonText: '',
  campaignOfferLabel: '',
  campaignOfferDescritpion: '',
};

describe('campaign fields', () => {
  it('requires the code', () => {
    expect(campaignFieldErrors(ok)).toEqual({});
    expect(campaignFieldErrors({ ...ok, code: '  ' })).toEqual({ code: CAMPAIGN_MESSAGES.codeRequired });
    expect(campaignFieldErrors({ ...ok, name: ' ' })).toEqual({ name: ITEM_MESSAGES.nameRequired });
  });

  it('enforces the limits 50, 50, 1000, 30, 35, 20, 30, 30', () => {
    const at = (n: number) => 'x'.repeat(n);
    const full = {
      ...ok,
      name: at(50),
      campaignCaption: at(50),
      description: at(1000),
      instrumentTitle: at(30),
      instrumentSubTitle: at(35),
      instrumentButtonText: at(20),
      campaignOfferLabel: at(30),
      campaignOfferDescritpion: at(30),
    };
    expect(campaignFieldErrors(full)).toEqual({});
    const over = Object.fromEntries(Object.entries(full).map(([k, v]) => [k, k === 'code' ? v : `${v}x`])) as typeof full;
    expect(campaignFieldErrors(over)).toEqual({
      name: tooLong(50),
      campaignCaption: tooLong(50),
      description: tooLong(1000),
      instrumentTitle: tooLong(30),
      instrumentSubTitle: tooLong(35),
      instrumentButtonText: tooLong(20),
      campaignOfferLabel: tooLong(30),
      campaignOfferDescritpion: tooLong(30),
    });
    expect(lengthCounter('name', 'Spring')).toBe('6/50');
  });

  it('knows Reports campaigns in any letter case and what they hide', () => {
    expect(isReportsCampaign('Reports')).toBe(true);
    expect(isReportsCampaign('REPORTS')).toBe(true);
    expect(isReportsCampaign('Mobility')).toBe(false);
    expect(isReportsCampaign(undefined)).toBe(false);
    expect([...HIDDEN_FOR_REPORTS].sort()).toEqual(
      [
        'campaignOfferDescritpion',
        'campaignOfferLabel',
        'enabled',
        'eventCampaign',
        'instrumentButtonText',
        'instrumentSubTitle',
        'instrumentTitle',
        'redirectCouponCampaign',
        'tags',
      ].sort(),
    );
  });
});
