import { describe, expect, it } from 'vitest';
import type { Relation, Schedule } from '../media-items/types.js';
import { campaignBadges } from './badges.js';

const now = new Date('2026-03-10T12:00:00Z');
const schedule = (status: string, start = '2026-03-01T00:00:00Z', close = '2026-03-31T00:00:00Z', enabled = true): Schedule => ({
  uid: 'u',
  name: 's',
  start,
  close,
  status,
  enabled,
});
const rel = (relation: Relation['relation']) =>
  ({ uid: 'r', relation, id: 'x', name: 'x', start: '2020-01-01T00:00:00Z', close: '2020-01-02T00:00:00Z', enabled: false }) as Relation;

describe('campaignBadges', () => {
  it('is running when a schedule in its window is playing, initial or ready, in any letter case', () => {
    for (const status of ['Playing', 'PLAYING', 'initial', 'Ready', ' ready '])
      expect(campaignBadges({ schedules: [schedule(status)] }, now).running).toBe(true);
  });

  it('is not running for other statuses or outside the window', () => {
    expect(campaignBadges({ schedules: [schedule('Paused'), schedule('Play'), schedule('Completed')] }, now).running).toBe(false);
    expect(campaignBadges({ schedules: [schedule('Playing', '2026-03-11T00:00:00Z', '2026-03-31T00:00:00Z')] }, now).running).toBe(false);
    expect(campaignBadges({ schedules: [schedule('Playing', '2026-01-01T00:00:00Z', '2026-03-10T11:59:59Z')] }, now).running).toBe(false);
    expect(campaignBadges({ schedules: [] }, now).running).toBe(false);
  });

  it('counts the window bounds as inside', () => {
    expect(campaignBadges({ schedules: [schedule('Ready', '2026-03-10T12:00:00Z', '2026-03-10T12:00:00Z')] }, now).running).toBe(true);
  });

  it('shows coupon for a tidetail relation and ticket for an event relation, whatever their dates', () => {
    expect(campaignBadges({ relations: [rel('tidetail')] }, now)).toEqual({ running: false, coupon: true, ticket: false });
    expect(campaignBadges({ relations: [rel('event'), rel('asset')] }, now)).toEqual({ running: false, coupon: false, ticket: true });
    expect(campaignBadges({}, now)).toEqual({ running: false, coupon: false, ticket: false });
  });
});
