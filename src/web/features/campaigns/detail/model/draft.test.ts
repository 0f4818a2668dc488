import { describe, expect, it } from 'vitest';
import type { Relation } from '../../../../../domain/media-items/types';
import { changedPrimary, createBody, draftOf, newCampaignCode, shownFields } from './draft';
import { campaignQrLinks, qrFileName } from './qr-links';

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
  });
});

describe('campaign QR links', () => {
  const bases = { appStoreUrl: 'https://apps.example.com/sdm-mall', webAppUrl: 'https://dev.app.example.com/' };
  const coupon = { relation: 'tidetail', id: 'c0ffee', uid: 'u' } as Relation;

  it('builds the research, web and validation addresses from the configured bases', () => {
    expect(campaignQrLinks(bases, 'abc', [])).toEqual({
      research: 'https://apps.example.com/sdm-mall?campaign=abc',
      web: 'https://dev.app.example.com/campaign-details/abc',
      validation: null,
    });
    expect(campaignQrLinks(bases, 'abc', [coupon]).validation).toBe('https://dev.app.example.com/coupon-validation/c0ffee');
  });

  it('gives no address without a base', () => {
    expect(campaignQrLinks(undefined, 'abc', [coupon])).toEqual({ research: null, web: null, validation: null });
    expect(campaignQrLinks({ appStoreUrl: 'not a url' }, 'abc', []).research).toBeNull();
  });

  it('names PNG files by the campaign code', () => {
    expect(qrFileName('SPR 2026', 'web-app')).toBe('SPR-2026-web-app-qr.png');
    expect(qrFileName('', 'research-app')).toBe('campaign-research-app-qr.png');
  });
});
