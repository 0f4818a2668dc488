import { describe, expect, it } from 'vitest';
import { checkReadings, readingProblems } from './reading.js';

const ok = { peopleCount: 3, deviceTS: '2026-06-15T12:00:00Z' };
const paths = (raw: unknown) => readingProblems(raw, 0).map((p) => `${p.path}: ${p.message}`);

describe('device reading check', () => {
  it('accepts the named fields and flat extras', () => {
    expect(
      paths({
        ...ok,
        imageURL: 'https://x/y.jpg',
        femaleCount: 1,
        maleCount: 2,
        assetId: 'a',
        venueId: 'v',
        deviceId: 'd',
        temperature: 21.5,
        door: 'open',
        moving: false,
        note: null,
      }),
    ).toEqual([]);
  });

  it('requires peopleCount and deviceTS', () => {
    expect(paths({})).toEqual(['peopleCount: is required', 'deviceTS: is required']);
  });

  it('refuses counts that are negative, fractional or not numbers', () => {
    for (const peopleCount of [-1, 1.5, '3', null, 2_000_000])
      expect(paths({ ...ok, peopleCount })).toEqual(['peopleCount: must be a whole number from 0 to 1000000']);
    expect(paths({ ...ok, femaleCount: -2 })).toEqual(['femaleCount: must be a whole number from 0 to 1000000']);
  });

  it('refuses a deviceTS that is not a date-time, nested extras, NUL characters and too many fields', () => {
    expect(paths({ ...ok, deviceTS: 'yesterday' })).toEqual(['deviceTS: must be an ISO date-time']);
    expect(paths({ ...ok, extra: { a: 1 } })).toEqual(['extra: must be a string, number, boolean or null']);
    expect(paths({ ...ok, imageURL: 'a\u0000b' })).toEqual(['imageURL: must not contain NUL characters']);
    expect(paths({ ...ok, ...Object.fromEntries(Array.from({ length: 49 }, (_, i) => [`f${i}`, i])) })).toEqual(['(reading): must have at most 50 fields']);
    expect(paths([ok])).toEqual(['(reading): must be an object']);
  });

  it('answers no readings when any one is bad, naming its index', () => {
    const { readings, problems } = checkReadings([ok, ok, { ...ok, maleCount: 'two' }]);
    expect(readings).toEqual([]);
    expect(problems).toEqual([{ index: 2, path: 'maleCount', message: 'must be a whole number from 0 to 1000000' }]);
    expect(checkReadings([ok]).readings).toEqual([ok]);
  });
});
