import { playImpressions, READING_REACH_MS, readingsNear } from '../../../domain/attribution/impressions.js';
import { dayStart, localDayWithin, nextDay } from '../../../domain/audience/zone-days.js';
import { badRequest } from '../../errors.js';
import { itemOf, windowOf } from './audience.js';
import * as repo from './repo-impressions.js';
import type { AppContext } from '../../context.js';
import type { QueryContext } from './scope.js';

/** Plays a report reads at most: a campaign's plays over its window (a city's screens for a quarter stay well under). */
export const MAX_REPORTED_PLAYS = 500_000;

/**
 * Measured impressions of a campaign (docs/decisions.md "Measured impressions"): for each play of the campaign within
 * the window, the people counted by the devices anchored to the play's asset when it started, summed per local day of
 * the campaign's workspace. Plays no reading reaches count as plays without a measure.
 */
/** One measured play: its asset, local day and impressions (null when no reading reaches it). */
export interface MeasuredPlay {
  assetId: string;
  day: string;
  impressions: number | null;
}

/** The campaign's plays that started within the window, each measured by the devices anchored to its asset. */
export async function measuredPlays(
  ctx: Pick<AppContext, 'db'>,
  item: { tenantId: string; itemId: string; zone: string },
  window: { from: string; to: string },
) {
  const start = dayStart(window.from, item.zone);
  const end = dayStart(nextDay(window.to), item.zone);
  const plays = await repo.campaignPlays(ctx.db, item.tenantId, item.itemId, start, end, MAX_REPORTED_PLAYS + 1);
  if (plays.length > MAX_REPORTED_PLAYS) throw badRequest(`More than ${MAX_REPORTED_PLAYS.toLocaleString('en-GB')} plays in the period: choose a shorter one`);
  const anchors = await repo.deviceAnchors(ctx.db, item.tenantId, [...new Set(plays.map((p) => p.assetId))]);
  const devices = [...new Set(anchors.map((x) => x.deviceId))];
  const last = plays.reduce((max, p) => Math.max(max, p.endedAt), start.getTime());
  // Readings within two reaches of a play can shape the count during it (see readingsNear).
  const reach = 2 * READING_REACH_MS;
  const byDevice = await repo.readingsOf(ctx.db, item.tenantId, devices, new Date(start.getTime() - reach), new Date(last + reach));
  const dayOf = localDayWithin(window.from, window.to, item.zone);
  return plays.map((p): MeasuredPlay => {
    const anchored = anchors.filter((x) => x.assetId === p.assetId && x.start <= p.startedAt && p.startedAt <= x.close);
    return {
      assetId: p.assetId,
      day: dayOf(p.startedAt),
      impressions: playImpressions(
        anchored.map((x) => readingsNear(byDevice.get(x.deviceId) ?? [], p.startedAt, p.endedAt)),
        p.startedAt,
        p.endedAt,
      ),
    };
  });
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Plays, measured plays and impressions of some measured plays (impressions rounded to cents). */
export function playTotals(plays: readonly MeasuredPlay[]) {
  const measured = plays.filter((p) => p.impressions !== null);
  const impressions = measured.reduce((sum, p) => sum + p.impressions!, 0);
  return {
    plays: plays.length,
    measuredPlays: measured.length,
    impressions: round2(impressions),
    impressionsPerPlay: measured.length ? round2(impressions / measured.length) : null,
  };
}

/**
 * Measured impressions of a campaign (docs/decisions.md "Measured impressions"): for each play of the campaign within
 * the window, the people counted by the devices anchored to the play's asset when it started, summed per local day of
 * the campaign's workspace. Plays no reading reaches count as plays without a measure.
 */
export async function campaignImpressions(qc: QueryContext, a: { campaign_id: string; from?: string; to?: string }) {
  const item = await itemOf(qc, 'campaign', a.campaign_id);
  const window = windowOf(a, item.zone);
  const plays = await measuredPlays(qc.ctx, item, window);
  const days = [...new Set(plays.map((p) => p.day))].sort();
  return {
    campaign_id: item.itemId,
    from: window.from,
    to: window.to,
    time_zone: item.zone,
    ...playTotals(plays),
    perDay: days.map((day) => {
      const { impressionsPerPlay: _, ...totals } = playTotals(plays.filter((p) => p.day === day));
      return { day, ...totals };
    }),
  };
}
