import { describe, expect, it } from 'vitest';
import { peopleDuring, playImpressions, READING_REACH_MS, readingsNear } from './impressions.js';

const MIN = 60_000;
const at = (minute: number, count: number) => ({ at: minute * MIN, count });

describe('people in front of a screen during a play', () => {
  it('holds a steady count, and interpolates linearly between readings', () => {
    expect(peopleDuring([at(0, 10), at(5, 10)], 1 * MIN, 2 * MIN)).toBe(10);
    // From 10 at minute 0 to 20 at minute 10: over minutes 2–4 the mean is the count at minute 3.
    expect(peopleDuring([at(0, 10), at(10, 20)], 2 * MIN, 4 * MIN)).toBeCloseTo(13, 10);
    // A play across a reading: two slopes, weighted by time.
    expect(peopleDuring([at(0, 0), at(2, 20), at(4, 0)], 1 * MIN, 3 * MIN)).toBeCloseTo(15, 10);
  });

  it('lets a reading stand for its value up to the reach around it, and leaves uncovered time out of the mean', () => {
    // One reading at minute 0 reaches minutes −10 to 10; a play from minute 5 to 15 is half covered, at 8 people.
    expect(peopleDuring([at(0, 8)], 5 * MIN, 15 * MIN)).toBe(8);
    // Readings 30 minutes apart are not joined: each holds its own value for 10 minutes.
    expect(peopleDuring([at(0, 4), at(30, 40)], 5 * MIN, 25 * MIN)).toBe((4 * 5 + 40 * 5) / 10);
  });

  it('says unknown, not zero, when no reading reaches the play; a play must have a length', () => {
    expect(peopleDuring([at(0, 8)], 11 * MIN, 12 * MIN)).toBeNull();
    expect(peopleDuring([], 0, MIN)).toBeNull();
    expect(peopleDuring([at(0, 8)], MIN, MIN)).toBeNull();
    expect(READING_REACH_MS).toBe(10 * MIN);
  });

  it('adds the people of each anchored device, ignoring devices whose readings do not reach the play', () => {
    expect(playImpressions([[at(0, 3), at(5, 3)], [at(0, 5)], [at(60, 100)]], MIN, 2 * MIN)).toBe(8);
    expect(playImpressions([[at(60, 100)]], MIN, 2 * MIN)).toBeNull();
    expect(playImpressions([], MIN, 2 * MIN)).toBeNull();
  });

  it('reads unsorted readings and readings taken at the same moment', () => {
    expect(peopleDuring([at(10, 20), at(0, 10)], 2 * MIN, 4 * MIN)).toBeCloseTo(13, 10);
    expect(peopleDuring([at(0, 10), at(0, 10), at(10, 20)], 2 * MIN, 4 * MIN)).toBeCloseTo(13, 10);
  });

  it('gives the same people from the readings near a play as from all of them, whatever the gaps', () => {
    // A fixed-seed walk: readings 1 to 45 minutes apart (so some gaps interpolate and some do not), a few at one moment.
    let seed = 7;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const readings: { at: number; count: number }[] = [];
    for (let t = 0, i = 0; i < 400; i++, t += random() < 0.05 ? 0 : Math.floor(1 + random() * 45) * MIN)
      readings.push({ at: t, count: Math.floor(random() * 30) });
    const last = readings[readings.length - 1].at;
    for (let i = 0; i < 300; i++) {
      const start = Math.floor(random() * last);
      const end = start + Math.floor(1 + random() * 20) * 15_000;
      expect(peopleDuring(readingsNear(readings, start, end), start, end)).toBe(peopleDuring(readings, start, end));
    }
    expect(readingsNear(readings, last + 3 * READING_REACH_MS, last + 4 * READING_REACH_MS)).toEqual([]);
  });
});
