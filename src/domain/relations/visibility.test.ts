import { describe, expect, it } from 'vitest';
import { canLink, isAvailableNow, visibilityClass } from './visibility.js';

const now = new Date('2026-06-15T12:00:00Z');
const ME = 'a'.repeat(24);
const OTHER = 'b'.repeat(24);
const base = { aggregate_id: OTHER, available: true, availableFrom: '2026-01-01T00:00:00Z', availableTo: '2027-01-01T00:00:00Z' };

describe('visibility class of a target', () => {
  it('own items are owned, or invisible when marked so, and always linkable', () => {
    expect(visibilityClass({ ...base, aggregate_id: ME, visibility: 1, available: false }, ME, now)).toBe('owned');
    expect(visibilityClass({ ...base, aggregate_id: ME, visibility: 0 }, ME, now)).toBe('invisible');
    expect(canLink({ ...base, aggregate_id: ME, visibility: 0 }, ME, now)).toBe(true);
  });

  it("another workspace's private or invisible item is invisible and not linkable", () => {
    expect(visibilityClass({ ...base, visibility: 1 }, ME, now)).toBe('invisible');
    expect(visibilityClass({ ...base, visibility: 0, partners: true, partnerList: [ME] }, ME, now)).toBe('invisible');
    expect(canLink({ ...base, visibility: 1 }, ME, now)).toBe(false);
  });

  it('public, shared with me and partner items are linkable while available', () => {
    expect(visibilityClass({ ...base, visibility: 3 }, ME, now)).toBe('public');
    expect(visibilityClass({ ...base, visibility: 2, sharedList: [ME] }, ME, now)).toBe('shared');
    expect(visibilityClass({ ...base, visibility: 2, sharedList: ['c'.repeat(24)] }, ME, now)).toBe('invisible');
    expect(visibilityClass({ ...base, visibility: 1, partners: true, partnerList: [ME] }, ME, now)).toBe('partner');
    expect(visibilityClass({ ...base, visibility: 1, partners: false, partnerList: [ME] }, ME, now)).toBe('invisible');
    expect(canLink({ ...base, visibility: 3 }, ME, now)).toBe(true);
  });

  it('outside the availability window, or not available, they are unavailable', () => {
    expect(visibilityClass({ ...base, visibility: 3, availableTo: '2026-06-01T00:00:00Z' }, ME, now)).toBe('unavailable');
    expect(visibilityClass({ ...base, visibility: 3, availableFrom: '2026-07-01T00:00:00Z' }, ME, now)).toBe('unavailable');
    expect(visibilityClass({ ...base, visibility: 3, available: false }, ME, now)).toBe('unavailable');
    expect(canLink({ ...base, visibility: 3, available: false }, ME, now)).toBe(false);
  });

  it('treats missing availability bounds as open', () => {
    expect(isAvailableNow({ aggregate_id: OTHER }, now)).toBe(true);
    expect(isAvailableNow({ aggregate_id: OTHER, availableFrom: null, availableTo: '2026-06-15T12:00:00Z' }, now)).toBe(true);
  });
});
