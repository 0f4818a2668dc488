import { describe, expect, it } from 'vitest';
import { StorableInstant, storableTime } from './instants.js';

describe('storableTime', () => {
  it.each(['0001-01-01T00:00:00.000Z', '2026-05-12T10:00:00+02:00', '9999-12-31T23:59:59.999Z', '2026-05-12'])('reads %s', (text) => {
    expect(storableTime(text)).toBe(Date.parse(text));
  });

  it.each([
    ['a year JavaScript reads but PostgreSQL does not', '-100000-01-01'],
    ['the last day JavaScript reads', '+275760-09-13'],
    ['a six-digit year', '+010000-01-01T00:00:00Z'],
    ['the year 0', '0000-01-01T00:00:00Z'],
    ['before PostgreSQL begins', '-004714-11-23T00:00:00Z'],
    ['no date at all', 'yesterday'],
  ])('refuses %s', (_what, text) => expect(storableTime(text)).toBeNull());

  it('gives the same answer as a schema', () => {
    expect(StorableInstant.safeParse('+275760-09-13').success).toBe(false);
    expect(StorableInstant.safeParse('2026-05-12T10:00:00Z').success).toBe(true);
  });
});
