import { describe, expect, it } from 'vitest';
import { addButtonText } from './buttons.js';
import { isUid, newUid } from './uid.js';

describe('add-button text per target kind', () => {
  it('follows the table of docs/product/campaigns-venues-events.md §2.8', () => {
    expect(['playlist', 'display'].map(addButtonText)).toEqual(['Anchor Playlist', 'Anchor Display']);
    expect(['venue', 'asset', 'device', 'campaign', 'creative', 'event', 'ticket'].map(addButtonText)).toEqual([
      'Attach Venue',
      'Anchor Asset',
      'Connect Device',
      'Hook Campaign',
      'Load Creative',
      'Load a Creative',
      'Create Anchor',
    ]);
  });
});

describe('uid', () => {
  it('is 8 letters or digits and differs each time', () => {
    const a = newUid();
    expect(a).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(isUid(a)).toBe(true);
    expect(newUid()).not.toBe(a);
    expect(isUid('short')).toBe(false);
  });
});
