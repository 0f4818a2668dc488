import { describe, expect, it } from 'vitest';
import { linkedNow, statusChips } from './chips';
import type { Relation } from './types';

const now = new Date('2026-06-15T12:00:00Z');
const rel = (relation: Relation['relation'], start: string, close: string, enabled = true): Relation => ({
  uid: 'ABCDEFGH',
  relation,
  id: '0'.repeat(24),
  name: 'x',
  start,
  close,
  enabled,
  aggregate_id: 'a',
  profile_id: 'p',
  project_id: 'pr',
  tenant_id: 't',
  owned: true,
});

describe('linkedNow', () => {
  it('counts a relation whose window covers now, bounds included', () => {
    expect(linkedNow([rel('asset', '2026-06-15T12:00:00Z', '2026-06-15T12:00:00Z')], 'asset', now)).toBe(true);
    expect(linkedNow([rel('asset', '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z')], 'asset', now)).toBe(true);
  });
  it('ignores past and future windows and other kinds', () => {
    expect(linkedNow([rel('asset', '2026-01-01T00:00:00Z', '2026-06-15T11:59:59Z')], 'asset', now)).toBe(false);
    expect(linkedNow([rel('asset', '2026-06-15T12:00:01Z', '2027-01-01T00:00:00Z')], 'asset', now)).toBe(false);
    expect(linkedNow([rel('venue', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')], 'asset', now)).toBe(false);
  });
});

describe('statusChips', () => {
  it('a venue shows asset and location chips', () => {
    expect(statusChips('venue', { relations: [], geoLocation: null }, now).map((c) => c.label)).toEqual(['No Asset', 'No Location']);
    const linked = statusChips(
      'venue',
      { relations: [rel('asset', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')], geoLocation: { type: 'Point', coordinates: [1, 2] } },
      now,
    );
    expect(linked).toEqual([
      { label: 'Asset Linked', linked: true },
      { label: 'Location Linked', linked: true },
    ]);
  });
  it('an asset shows venue and campaign chips by the start ≤ now ≤ close rule', () => {
    const chips = statusChips(
      'asset',
      { relations: [rel('campaign', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'), rel('venue', '2025-01-01T00:00:00Z', '2025-02-01T00:00:00Z')] },
      now,
    );
    expect(chips.map((c) => c.label)).toEqual(['No Venue', 'Campaign Linked']);
  });
  it('an item without relations reads as unlinked', () => {
    expect(statusChips('device', {}, now).map((c) => c.label)).toEqual(['No Venue', 'No Campaign']);
  });
});
