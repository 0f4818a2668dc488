import { describe, expect, it } from 'vitest';
import { PART_MESSAGES } from '../../../../domain/creatives/parts';
import { blankAsset, blankGratification, blankMedia, cardBody, cardProblems, mediumDate, subtypeChanged, urlLabel } from './cards';

describe('creative cards in the console', () => {
  it("new cards carry a 6-character client id and the product's defaults", () => {
    const media = blankMedia();
    expect(media.id).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(media).toMatchObject({ enabled: true, doLogin: true, startDate: null, closeDate: null });
    expect(blankAsset().radius).toBe(100);
    expect(blankMedia().id).not.toBe(media.id);
  });

  it('Save stays disabled while a card has a problem, each said by the field it concerns', () => {
    expect(cardProblems('hyperlinks', blankMedia())).toEqual({ name: PART_MESSAGES.nameRequired, description: PART_MESSAGES.descriptionRequired });
    const named = { ...blankMedia(), name: 'Site', description: 'Ours' };
    expect(cardProblems('hyperlinks', named)).toEqual({});
    expect(cardProblems('hyperlinks', { ...named, url: 'javascript:alert(1)' })).toEqual({ url: PART_MESSAGES.httpOnly });
    expect(cardProblems('hyperlinks', { ...named, startDate: '2030-01-02T00:00:00.000Z', closeDate: '2030-01-01T00:00:00.000Z' })).toEqual({
      closeDate: PART_MESSAGES.closeBeforeStart,
    });
    // A field the form does not draw (the client's id) is said beside Save.
    expect(cardProblems('hyperlinks', { ...named, id: 'x' })).toEqual({ '': 'must be 6 letters or digits' });
    expect(cardProblems('assets', blankAsset())).toEqual({ type: PART_MESSAGES.assetTypeRequired });
    expect(cardProblems('assets', { ...blankAsset(), type: 'Media' })).toEqual({ type: PART_MESSAGES.assetTypeRequired });
    expect(cardProblems('assets', { ...blankAsset(), type: 'Media', subtype: 'Image' })).toEqual({});
    expect(cardProblems('campaignActions', blankGratification())).toEqual({
      defaultPoints: PART_MESSAGES.pointsRequired,
      maxLimit: PART_MESSAGES.maxLimitRequired,
    });
    expect(cardProblems('campaignActions', { ...blankGratification(), defaultPoints: 5, maxLimit: 10 })).toEqual({});
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
