import { describe, expect, it } from 'vitest';
import type { Relation } from '../media-items/types';
import { eventVenue, locationPipe, schedulePipe, tileAddress } from './pipes';

const now = new Date('2026-06-15T12:00:00Z');
const venue = (id: string, start: string, close: string, enabled = true) =>
  ({
    uid: id,
    relation: 'venue',
    id,
    name: id,
    start,
    close,
    enabled,
    aggregate_id: 'a',
    profile_id: 'p',
    project_id: 'p',
    tenant_id: 't',
    owned: true,
  }) as Relation;

describe('event venue pipes', () => {
  it('location: the address or No location available', () => {
    expect(locationPipe({ locality: 'Deira', city: 'Dubai', state: '' })).toBe('Location: Deira, Dubai');
    expect(locationPipe({ locality: ' ', city: null })).toBe('No location available');
    expect(locationPipe(undefined)).toBe('No location available');
  });

  it("a tile's address, or Location not available", () => {
    expect(tileAddress({ locality: 'Deira', city: 'Dubai', state: 'Dubai' })).toBe('Deira, Dubai, Dubai');
    expect(tileAddress(null)).toBe('Location not available');
  });

  it('schedule: en-GB dates in the zone given, or Not scheduled', () => {
    const schedule = { start: '2026-06-01T22:30:00Z', close: '2026-06-30T10:00:00Z' };
    expect(schedulePipe(schedule, 'UTC')).toBe('Schedule: 01/06/2026 - 30/06/2026');
    // 22:30 UTC is already the next day in Dubai.
    expect(schedulePipe(schedule, 'Asia/Dubai')).toBe('Schedule: 02/06/2026 - 30/06/2026');
    expect(schedulePipe(null)).toBe('Not scheduled');
  });

  it("the event's venue: running now, else the first enabled, else the first", () => {
    const old = venue('old', '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z');
    const off = venue('off', '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z', false);
    const now1 = venue('now', '2026-06-01T00:00:00Z', '2026-07-01T00:00:00Z');
    const campaign = { ...now1, uid: 'c', relation: 'campaign' } as Relation;
    expect(eventVenue([old, off, now1, campaign], now)?.id).toBe('now');
    expect(eventVenue([off, old], now)?.id).toBe('old');
    expect(eventVenue([off], now)?.id).toBe('off');
    expect(eventVenue([campaign], now)).toBeUndefined();
  });
});
