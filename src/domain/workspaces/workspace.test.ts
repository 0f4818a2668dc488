import { describe, expect, it } from 'vitest';
import { isTimeZone, isWorkspaceCurrency } from './settings.js';
import { cleanTags, cleanUrls, keyProblem, sameName, settingsProblem, WorkspaceInput, WorkspacePatch } from './workspace.js';

describe('required settings (docs/product/platform.md §5)', () => {
  it('needs a time zone first, then a currency', () => {
    expect(settingsProblem({})).toBe('Timezone not configured, please configure & try again');
    expect(settingsProblem({ timeZone: 'UTC', currency: '  ' })).toBe('Currency not configured, please configure & try again');
    expect(settingsProblem({ timeZone: 'Asia/Kolkata', currency: 'INR' })).toBeNull();
  });

  it('refuses names outside the tz list and currencies outside USD, INR, AED, OMR', () => {
    expect(settingsProblem({ timeZone: 'Europe/Atlantis', currency: 'USD' })).toBe("Unknown time zone 'Europe/Atlantis'");
    expect(settingsProblem({ timeZone: 'UTC', currency: 'usd' })).toBe("Currency 'usd' is not offered; use USD, INR, AED, OMR");
  });
});

describe('time zones and currencies', () => {
  it('knows canonical names, aliases and UTC, never offsets', () => {
    for (const tz of ['Europe/London', 'Asia/Kolkata', 'Asia/Calcutta', 'UTC', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])
      expect(isTimeZone(tz)).toBe(true);
    for (const tz of ['+05:30', 'Mars/Base', '', 'Europe/London; drop table', 42]) expect(isTimeZone(tz)).toBe(false);
  });

  it('offers exactly the four currencies', () => {
    expect(['USD', 'INR', 'AED', 'OMR'].every(isWorkspaceCurrency)).toBe(true);
    expect(isWorkspaceCurrency('EUR')).toBe(false);
  });
});

describe('workspace keys', () => {
  it('refuses the route words of the console, whatever their spelling', () => {
    for (const key of [
      'summary',
      'WORKSPACES',
      'Create',
      'venues',
      'assets',
      'devices',
      'campaigns',
      'events',
      'creatives',
      'treasury',
      'users',
      'projects',
      'profile',
      'portfolio',
      'audience',
      'edit',
    ])
      expect(keyProblem(key)).toBe(`'${key.toLowerCase()}' names a page of the console and cannot be a workspace key. Please use a different key.`);
  });

  it('accepts other keys, a route word with more to it among them', () => {
    for (const key of ['riverside', 'Summary Mall', 'venues-north', 'HARBOURPOINTABCDEF']) expect(keyProblem(key)).toBeNull();
  });

  it('needs a letter or digit once normalised', () => {
    expect(keyProblem('!!!')).toBe('The key needs at least one letter or digit');
  });
});

describe('stored forms', () => {
  it('tags: trimmed, blanks and case-insensitive duplicates dropped', () => {
    expect(cleanTags([' Mall ', 'mall', '', 'Food', 'FOOD', 'kids'])).toEqual(['Mall', 'Food', 'kids']);
  });

  it('social URLs are lowercased and blanks dropped', () => {
    expect(cleanUrls({ home: ' https://Example.COM/Path ', facebook: '', twitter: 'WWW.Twitter.com/X' })).toEqual({
      home: 'https://example.com/path',
      twitter: 'www.twitter.com/x',
    });
  });

  it('names compare case-insensitively', () => {
    expect(sameName('City Centre', ' city centre ')).toBe(true);
    expect(sameName('City Centre', 'City Centre 2')).toBe(false);
  });
});

describe('schemas', () => {
  it('takes a point as [longitude, latitude] within range', () => {
    expect(WorkspaceInput.safeParse({ geoLocation: { type: 'Point', coordinates: [-179.9, 89.9] } }).success).toBe(true);
    expect(WorkspaceInput.safeParse({ geoLocation: { type: 'Point', coordinates: [0, 91] } }).success).toBe(false);
    expect(WorkspaceInput.safeParse({ geoLocation: { type: 'Polygon', coordinates: [0, 0] } }).success).toBe(false);
  });

  it('refuses script addresses but allows bare host names', () => {
    expect(WorkspaceInput.safeParse({ urls: { home: 'javascript:alert(1)' } }).success).toBe(false);
    expect(WorkspaceInput.safeParse({ urls: { home: 'data:text/html,x' } }).success).toBe(false);
    expect(WorkspaceInput.safeParse({ urls: { home: 'www.example.com', facebook: 'https://facebook.com/x' } }).success).toBe(true);
  });

  it('stores the country as a capital two-letter code', () => {
    expect(WorkspacePatch.parse({ country: 'gb' }).country).toBe('GB');
    expect(WorkspacePatch.safeParse({ country: 'GBR' }).success).toBe(false);
  });

  it('drops unknown fields such as owner ids', () => {
    expect(WorkspaceInput.parse({ name: 'A', tenant_id: 'x', createdOn: 'y' })).toEqual({ name: 'A' });
  });
});
