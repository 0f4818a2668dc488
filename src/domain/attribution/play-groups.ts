import { addDays, localDay } from '../audience/zone-days.js';

/**
 * Measured plays summed per campaign, local day and asset (docs/decisions/0099-measured-impressions-rollup.md).
 * Live reports and the settled rollup both sum plays into these groups, in play order, and reports add the groups up in
 * (day, campaign, asset) order: the float sums are then the same operations whichever side a day came from.
 */
export interface PlayGroup {
  campaignId: string;
  day: string;
  assetId: string;
  plays: number;
  playSeconds: number;
  measuredPlays: number;
  /** The sum of the measured plays' impressions (unrounded). */
  impressions: number;
}

export interface MeasuredPlay {
  campaignId: string;
  assetId: string;
  day: string;
  /** Whole seconds played. */
  seconds: number;
  /** Null when no reading reaches the play. */
  impressions: number | null;
}

const order = (a: PlayGroup, b: PlayGroup) =>
  a.day < b.day
    ? -1
    : a.day > b.day
      ? 1
      : a.campaignId < b.campaignId
        ? -1
        : a.campaignId > b.campaignId
          ? 1
          : a.assetId < b.assetId
            ? -1
            : a.assetId > b.assetId
              ? 1
              : 0;

/** The groups of some plays (each campaign's and asset's plays in start order), in (day, campaign, asset) order. */
export function groupPlays(plays: readonly MeasuredPlay[]): PlayGroup[] {
  const groups = new Map<string, PlayGroup>();
  for (const p of plays) {
    const key = `${p.day} ${p.campaignId} ${p.assetId}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { campaignId: p.campaignId, day: p.day, assetId: p.assetId, plays: 0, playSeconds: 0, measuredPlays: 0, impressions: 0 }));
    g.plays += 1;
    g.playSeconds += p.seconds;
    if (p.impressions !== null) {
      g.measuredPlays += 1;
      g.impressions += p.impressions;
    }
  }
  return sortGroups([...groups.values()]);
}

export const sortGroups = (groups: PlayGroup[]) => groups.sort(order);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Plays, seconds played, measured plays and impressions of some groups (impressions rounded to cents), added in their order. */
export function screenTotals(groups: readonly PlayGroup[]) {
  let plays = 0;
  let playSeconds = 0;
  let measuredPlays = 0;
  let impressions = 0;
  for (const g of groups) {
    plays += g.plays;
    playSeconds += g.playSeconds;
    measuredPlays += g.measuredPlays;
    impressions += g.impressions;
  }
  return {
    plays,
    playSeconds,
    measuredPlays,
    impressions: round2(impressions),
    impressionsPerPlay: measuredPlays ? round2(impressions / measuredPlays) : null,
  };
}

/** The days of some groups (in day order) with their totals: a report's chart, only days with plays. */
export function groupDays(groups: readonly PlayGroup[]) {
  const out = [];
  for (let i = 0; i < groups.length;) {
    let j = i;
    while (j < groups.length && groups[j].day === groups[i].day) j++;
    const { impressionsPerPlay: _, ...totals } = screenTotals(groups.slice(i, j));
    out.push({ day: groups[i].day, ...totals });
    i = j;
  }
  return out;
}

/** A workspace's day is settled once it has been over this long in the workspace's zone (late readings come in meanwhile). */
export const SETTLE_GRACE_MS = 2 * 3_600_000;
/**
 * A reading or play stored this long after its time is late: the triggers of migration 0036 note it (their interval is
 * this hour), and the sweep settles again the settled days it bears on. A day is settled only once all its plays ended
 * this long (plus two reading reaches) before, so a reading that is not late cannot reach a settled play.
 */
export const LATE_AFTER_MS = 3_600_000;

/** The last day of `zone` that may be settled at `now`: the day before the one `now - SETTLE_GRACE_MS` falls on. */
export const lastSettleableDay = (now: number, zone: string) => addDays(localDay(now - SETTLE_GRACE_MS, zone), -1);
