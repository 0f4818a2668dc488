import { describe, expect, it } from 'vitest';
import type { Relation } from '../../../../domain/media-items/types';
import { campaignQrLinks, qrFileName } from './qr-links';

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
