import { playImpressions, READING_REACH_MS, type CountReading } from '../../../domain/attribution/impressions.js';
import { dayStart, localDay, nextDay } from '../../../domain/audience/zone-days.js';
import { badRequest } from '../../errors.js';
import { itemOf, windowOf } from './audience.js';
import * as repo from './repo-impressions.js';
import type { QueryContext } from './scope.js';

/** Plays a report reads at most: a campaign's plays over its window (a city's screens for a quarter stay well under). */
export const MAX_REPORTED_PLAYS = 500_000;

/**
 * Measured impressions of a campaign (docs/decisions.md "Measured impressions"): for each play of the campaign within
 * the window, the people counted by the devices anchored to the play's asset when it started, summed per local day of
 * the campaign's workspace. Plays no reading reaches count as plays without a measure.
 */
export async function campaignImpressions(qc: QueryContext, a: { campaign_id: string; from?: string; to?: string }) {
  const item = await itemOf(qc, 'campaign', a.campaign_id);
  const window = windowOf(a, item.zone);
  const start = dayStart(window.from, item.zone);
  const end = dayStart(nextDay(window.to), item.zone);
  const plays = await repo.campaignPlays(qc.ctx.db, item.tenantId, item.itemId, start, end, MAX_REPORTED_PLAYS + 1);
  if (plays.length > MAX_REPORTED_PLAYS) throw badRequest(`More than ${MAX_REPORTED_PLAYS.toLocaleString('en-GB')} plays in the period: choose a shorter one`);
  const anchors = await repo.deviceAnchors(qc.ctx.db, item.tenantId, [...new Set(plays.map((p) => p.assetId))]);
  const devices = [...new Set(anchors.map((x) => x.deviceId))];
  const last = plays.reduce((max, p) => Math.max(max, p.endedAt), start.getTime());
  const readings = await repo.readingsOf(qc.ctx.db, item.tenantId, devices, new Date(start.getTime() - READING_REACH_MS), new Date(last + READING_REACH_MS));
  const byDevice = new Map<string, CountReading[]>();
  for (const r of readings) byDevice.set(r.deviceId, [...(byDevice.get(r.deviceId) ?? []), { at: r.at, count: r.count }]);

  const days = new Map<string, { day: string; plays: number; measuredPlays: number; impressions: number }>();
  for (const p of plays) {
    const anchored = anchors.filter((x) => x.assetId === p.assetId && x.start <= p.startedAt && p.startedAt <= x.close);
    const impressions = playImpressions(
      anchored.map((x) => byDevice.get(x.deviceId) ?? []),
      p.startedAt,
      p.endedAt,
    );
    const day = localDay(p.startedAt, item.zone);
    const row = days.get(day) ?? { day, plays: 0, measuredPlays: 0, impressions: 0 };
    row.plays += 1;
    if (impressions !== null) {
      row.measuredPlays += 1;
      row.impressions += impressions;
    }
    days.set(day, row);
  }
  const perDay = [...days.values()].map((d) => ({ ...d, impressions: Math.round(d.impressions * 100) / 100 }));
  const total = perDay.reduce(
    (sum, d) => ({ plays: sum.plays + d.plays, measuredPlays: sum.measuredPlays + d.measuredPlays, impressions: sum.impressions + d.impressions }),
    {
      plays: 0,
      measuredPlays: 0,
      impressions: 0,
    },
  );
  return {
    campaign_id: item.itemId,
    from: window.from,
    to: window.to,
    time_zone: item.zone,
    ...total,
    impressions: Math.round(total.impressions * 100) / 100,
    impressionsPerPlay: total.measuredPlays ? Math.round((total.impressions / total.measuredPlays) * 100) / 100 : null,
    perDay,
  };
}
