/**
 * Measured impressions (docs/decisions/0098-measured-impressions.md): how many people were in front of a screen while
 * something played on it, from the people counts of the IoT devices anchored to the screen's asset.
 *
 * A device reports a count now and then (a snapshot, not a tally). Between two readings at most 2 × REACH apart the
 * count is read as changing linearly from one to the other; a reading also stands for its value up to REACH before and
 * after it (so the first and last readings, and readings across a longer gap, cover REACH each way). The people during
 * a play are the time-weighted mean count over the part of the play window the readings cover; no reading reaching the
 * window means unknown (null), never zero.
 */

export interface CountReading {
  /** When the count was taken (epoch ms). */
  at: number;
  count: number;
}

/** How far a reading is trusted on either side of it. */
export const READING_REACH_MS = 10 * 60_000;

interface Piece {
  from: number;
  to: number;
  /** The count at `from` and at `to` (linear in between). */
  a: number;
  b: number;
}

/** The readings as pieces of a piecewise-linear count, in time order, none overlapping. */
function pieces(readings: readonly CountReading[], reach: number): Piece[] {
  const sorted = [...readings].sort((x, y) => x.at - y.at);
  const out: Piece[] = [];
  sorted.forEach((r, i) => {
    const prev = sorted[i - 1];
    const next = sorted[i + 1];
    // Before the first reading, or after a long gap: the reading's value, REACH back.
    if (!prev || r.at - prev.at > 2 * reach) out.push({ from: r.at - reach, to: r.at, a: r.count, b: r.count });
    if (next && next.at - r.at <= 2 * reach) {
      if (next.at > r.at) out.push({ from: r.at, to: next.at, a: r.count, b: next.count });
    } else out.push({ from: r.at, to: r.at + reach, a: r.count, b: r.count });
  });
  return out;
}

/** The mean count over [start, end) where readings reach, and how much of the window they covered (ms); null when none. */
export function peopleDuring(readings: readonly CountReading[], start: number, end: number, reach = READING_REACH_MS): number | null {
  if (!(end > start)) return null;
  let area = 0;
  let covered = 0;
  for (const p of pieces(readings, reach)) {
    const from = Math.max(p.from, start);
    const to = Math.min(p.to, end);
    if (to <= from) continue;
    const at = (t: number) => (p.to === p.from ? p.a : p.a + ((p.b - p.a) * (t - p.from)) / (p.to - p.from));
    area += ((at(from) + at(to)) / 2) * (to - from);
    covered += to - from;
  }
  return covered > 0 ? area / covered : null;
}

/**
 * The readings of `sorted` (in time order) that can bear on [start, end): those within 2 × REACH of it. Any other
 * reading only joins or reaches pieces that end before `start` or begin after `end`, so `peopleDuring` over this slice
 * equals it over all of them — found by binary search, so a quarter's plays each read a handful of readings.
 */
export function readingsNear(sorted: readonly CountReading[], start: number, end: number, reach = READING_REACH_MS): readonly CountReading[] {
  const firstAtOrAfter = (t: number) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid].at < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  return sorted.slice(firstAtOrAfter(start - 2 * reach), firstAtOrAfter(end + 2 * reach + 1));
}

/**
 * Impressions of one play: the people each anchored device saw during it, added up (each device counts its own field
 * of view); null when no device's readings reach the play.
 */
export function playImpressions(devices: readonly (readonly CountReading[])[], start: number, end: number, reach = READING_REACH_MS): number | null {
  let total: number | null = null;
  for (const readings of devices) {
    const people = peopleDuring(readings, start, end, reach);
    if (people !== null) total = (total ?? 0) + people;
  }
  return total;
}
