import { describe, expect, it } from 'vitest';
import { PART_MESSAGES } from '../../../../domain/creatives/parts';
import { blankAsset, blankGratification, blankMedia, cardBody, cardProblem, mediumDate, subtypeChanged, urlLabel } from './cards';

describe('creative cards in the console', () => {
  it("new cards carry a 6-character client id and the product's defaults", () => {
    const media = blankMedia();
    expect(media.id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(media).toMatchObject({ enabled: true, doLogin: true, startDate: null, closeDate: null });
    expect(blankAsset().radius).toBe(100);
    expect(blankMedia().id).not.toBe(media.id);
  });

  it('Save stays disabled with the reason until the card is valid', () => {
    expect(cardProblem('hyperlinks', blankMedia())).toBe(PART_MESSAGES.nameRequired);
    const named = { ...blankMedia(), name: 'Site', description: 'Ours' };
    expect(cardProblem('hyperlinks', named)).toBeNull();
    expect(cardProblem('hyperlinks', { ...named, url: 'javascript:alert(1)' })).toBe(PART_MESSAGES.httpOnly);
    expect(cardProblem('hyperlinks', { ...named, startDate: '2030-01-02T00:00:00.000Z', closeDate: '2030-01-01T00:00:00.000Z' })).toBe(
      PART_MESSAGES.closeBeforeStart,
    );
    expect(cardProblem('assets', blankAsset())).toBe(PART_MESSAGES.assetTypeRequired);
    expect(cardProblem('assets', { ...blankAsset(), type: 'Media', subtype: 'Image' })).toBeNull();
    expect(cardProblem('campaignActions', blankGratification())).toBe(PART_MESSAGES.pointsRequired);
    expect(cardProblem('campaignActions', { ...blankGratification(), defaultPoints: 5, maxLimit: 10 })).toBeNull();
  });

  it('sends what the server takes: no picture flag, no derived gratification type', () => {
    expect(cardBody('assets', { ...blankAsset(), hasImage: true })).not.toHaveProperty('hasImage');
    expect(cardBody('campaignActions', { ...blankGratification(), type: 3 })).not.toHaveProperty('type');
  });

  it('labels, the sub-type warning and the medium dates of docs/product/creatives-assets-signage.md §2.3–2.4', () => {
    expect([urlLabel('audioFiles'), urlLabel('formFiles'), urlLabel('hyperlinks'), urlLabel('vrFiles')]).toEqual([
      'URL (Embadded IFrame Link)',
      'URL (Embadded IFrame Link)',
      'URL',
      'URL',
    ]);
    const saved = { ...blankAsset(), subtype_id: 's1' };
    expect(subtypeChanged(saved, { ...saved, subtype_id: 's2' })).toBe(true);
    expect(subtypeChanged(saved, saved)).toBe(false);
    expect(subtypeChanged(undefined, saved)).toBe(false);
    expect(mediumDate('2026-06-15T09:03:01Z', 'UTC')).toBe('Jun 15, 2026, 9:03:01 AM');
    expect(mediumDate(null)).toBe('–');
  });
});
