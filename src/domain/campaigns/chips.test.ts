import { describe, expect, it } from 'vitest';
import type { Relation, Schedule } from '../media-items/types.js';
import { campaignChips, campaignEmptyHints } from './chips.js';

const now = new Date('2026-03-10T12:00:00Z');
const rel = (relation: Relation['relation'], start: string, close: string, enabled = true) =>
  ({ uid: 'r', relation, id: 'x', name: 'x', start, close, enabled }) as Relation;
const sched = (start: string, close: string, enabled = true): Schedule => ({ uid: 's', name: 's', start, close, status: 'Initial', enabled });
const active = (c: ReturnType<typeof campaignChips>) => c.filter((x) => x.active).map((x) => x.label);

describe('campaignChips', () => {
  it('lists Scheduled, Venue, Asset, Coupon, Creative in order, all dark for a bare campaign', () => {
    const chips = campaignChips({}, now);
    expect(chips.map((c) => c.label)).toEqual(['Scheduled', 'Venue', 'Asset', 'Coupon', 'Creative']);
    expect(active(chips)).toEqual([]);
  });

  it('lights a relation chip when its relation is enabled and now is within start and close', () => {
    const relations = [
      rel('asset', '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z'),
      rel('tidetail', '2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z', false),
      rel('creative', '2026-03-11T00:00:00Z', '2026-03-31T00:00:00Z'),
    ];
    expect(active(campaignChips({ relations }, now))).toEqual(['Asset']);
    expect(
      active(
        campaignChips(
          { relations: [rel('creative', '2026-03-10T12:00:00Z', '2026-12-31T23:59:59Z'), rel('tidetail', '2026-01-01T00:00:00Z', '2026-03-10T12:00:00Z')] },
          now,
        ),
      ),
    ).toEqual(['Coupon', 'Creative']);
  });

  it('lights Scheduled for an enabled schedule in its window only', () => {
    expect(active(campaignChips({ schedules: [sched('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z', false)] }, now))).toEqual([]);
    expect(active(campaignChips({ schedules: [sched('2026-04-01T00:00:00Z', '2026-04-30T00:00:00Z')] }, now))).toEqual([]);
    expect(active(campaignChips({ schedules: [sched('2026-03-01T00:00:00Z', '2026-03-31T00:00:00Z')] }, now))).toEqual(['Scheduled']);
  });

  it('lights Venue when a venue owner is set', () => {
    expect(active(campaignChips({ venueOwner: '  ' }, now))).toEqual([]);
    expect(active(campaignChips({ venueOwner: 'City Mall' }, now))).toEqual(['Venue']);
  });
});

describe('campaignEmptyHints', () => {
  it('gives every hint for a bare campaign and none for a set-up one', () => {
    expect(campaignEmptyHints({})).toEqual([
      'Schedule is not set up yet.',
      'No venue owner has been assigned.',
      'No asset has been linked.',
      'No creative content has been added.',
    ]);
    const relations = [rel('asset', '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z'), rel('creative', '2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z')];
    expect(campaignEmptyHints({ relations, venueOwner: 'Mall', schedules: [sched('2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z')] })).toEqual([]);
  });
});
