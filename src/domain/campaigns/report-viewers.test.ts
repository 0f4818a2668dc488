import { describe, expect, it } from 'vitest';
import {
  blankViewer,
  newViewerId,
  phoneCounter,
  shouldLookUpProfile,
  typedPhone,
  VIEWER_MESSAGES,
  viewerPhoneProblem,
  viewersProblem,
} from './report-viewers.js';

describe('report viewers', () => {
  it('gives new viewers an id of 4 random characters', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newViewerId()));
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(ids.size).toBeGreaterThan(40);
    expect(blankViewer('abcd')).toEqual({ id: 'abcd', phone: '', name: '', profileID: '' });
  });

  it('wants a phone of exactly 10 digits and counts n/10', () => {
    expect(viewerPhoneProblem('9876543210')).toBeNull();
    expect(viewerPhoneProblem('987654321')).toBe(VIEWER_MESSAGES.phone);
    expect(viewerPhoneProblem('98765432100')).toBe(VIEWER_MESSAGES.phone);
    expect(viewerPhoneProblem('98765x3210')).toBe(VIEWER_MESSAGES.phone);
    expect(phoneCounter('98765')).toBe('5/10');
    expect(phoneCounter('')).toBe('0/10');
  });

  it('looks the profile up once the entry is longer than 9 characters', () => {
    expect(shouldLookUpProfile('987654321')).toBe(false);
    expect(shouldLookUpProfile('9876543210')).toBe(true);
  });

  it('keeps typed digits only, at most 10', () => {
    expect(typedPhone('+91 98765-43210 99')).toBe('9198765432');
    expect(typedPhone('abc')).toBe('');
  });

  it('names the first viewer with a wrong phone', () => {
    expect(
      viewersProblem([
        { ...blankViewer('a'), phone: '9876543210' },
        { ...blankViewer('b'), phone: '12' },
      ]),
    ).toEqual({ index: 1, message: VIEWER_MESSAGES.phone });
    expect(viewersProblem([])).toBeNull();
  });
});
