import { playImpressions, READING_REACH_MS, readingsNear } from '../../../domain/attribution/impressions.js';
import { groupDays, groupPlays, screenTotals, type MeasuredPlay, type PlayGroup } from '../../../domain/attribution/play-groups.js';
import { dayStart, localDayWithin, nextDay } from '../../../domain/audience/zone-days.js';
import { playSeconds } from '../../../domain/signage/player.js';
import { badRequest } from '../../errors.js';
import type { Db } from '../../db/client.js';
import { itemOf, windowOf, workspaceOf } from './audience.js';
import * as repo from './repo-impressions.js';
import * as settled from './repo-measured.js';
import type { QueryContext } from './scope.js';

/** Plays a report reads at most: a campaign's plays over its window (a city's screens for a quarter stay well under). */
export const MAX_REPORTED_PLAYS = 500_000;

/** Whose plays a report counts: one campaign's (of workspace `aggregateId`), or every campaign's on the workspace's screens. */
export interface Screens {
  tenantId: string;
  aggregateId: string;
  /** The workspace's zone, which cuts the days. */
  zone: string;
  campaignId?: string;
}

const playScope = (s: Screens): repo.PlayScope =>
  s.campaignId ? { tenantId: s.tenantId, campaignId: s.campaignId } : { tenantId: s.tenantId, aggregateId: s.aggregateId };

/**
 * Measured impressions (docs/decisions/0098-measured-impressions.md), worked out from the plays and readings: for each play
 * of `screens` that started within the window, the people counted by the devices anchored to the play's asset when it
 * started (null when no reading reaches it), on the local day of the workspace it started.
 */
export async function measuredPlays(db: Db, screens: Screens, window: { from: string; to: string }): Promise<MeasuredPlay[]> {
  const start = dayStart(window.from, screens.zone);
  const end = dayStart(nextDay(window.to), screens.zone);
  const plays = await repo.scopedPlays(db, playScope(screens), start, end, MAX_REPORTED_PLAYS + 1);
  if (plays.length > MAX_REPORTED_PLAYS) throw badRequest(`More than ${MAX_REPORTED_PLAYS.toLocaleString('en-GB')} plays in the period: choose a shorter one`);
  const anchors = await repo.deviceAnchors(db, screens.tenantId, [...new Set(plays.map((p) => p.assetId))]);
  const devices = [...new Set(anchors.map((x) => x.deviceId))];
  const last = plays.reduce((max, p) => Math.max(max, p.endedAt), start.getTime());
  // Readings within two reaches of a play can shape the count during it (see readingsNear).
  const reach = 2 * READING_REACH_MS;
  const byDevice = await repo.readingsOf(db, screens.tenantId, devices, new Date(start.getTime() - reach), new Date(last + reach));
  const dayOf = localDayWithin(window.from, window.to, screens.zone);
  return plays.map((p): MeasuredPlay => {
    const anchored = anchors.filter((x) => x.assetId === p.assetId && x.start <= p.startedAt && p.startedAt <= x.close);
    return {
      campaignId: p.campaignId,
      assetId: p.assetId,
      day: dayOf(p.startedAt),
      seconds: playSeconds(p),
      impressions: playImpressions(
        anchored.map((x) => readingsNear(byDevice.get(x.deviceId) ?? [], p.startedAt, p.endedAt)),
        p.startedAt,
        p.endedAt,
      ),
    };
  });
}

/**
 * The measured plays of `screens` over the window in groups per day, campaign and asset: the days the sweep has settled
 * (in the same zone) from the rollup, the others worked out from plays and readings as they stand. Both are summed the
 * same way (src/domain/attribution/play-groups.ts), so the figures do not depend on where a day came from.
 */
export async function playGroups(db: Db, screens: Screens, window: { from: string; to: string }): Promise<PlayGroup[]> {
  const state = await settled.settledOf(db, screens.tenantId, screens.aggregateId);
  const through = state?.zone === screens.zone && state.through ? (state.through < window.to ? state.through : window.to) : null;
  if (!through || through < window.from) return groupPlays(await measuredPlays(db, screens, window));
  const kept = await settled.settledGroups(db, playScope(screens), window.from, through);
  if (through === window.to) return kept;
  return [...kept, ...groupPlays(await measuredPlays(db, screens, { from: nextDay(through), to: window.to }))];
}

/** Totals and days of some groups, as the impressions queries answer them. */
const impressionsOf = (groups: PlayGroup[]) => ({ ...screenTotals(groups), perDay: groupDays(groups) });

/**
 * Measured impressions of a campaign (docs/decisions/0098-measured-impressions.md): plays, measured plays and impressions
 * over the window, and per local day of the campaign's workspace that had plays.
 */
export async function campaignImpressions(qc: QueryContext, a: { campaign_id: string; from?: string; to?: string }) {
  const item = await itemOf(qc, 'campaign', a.campaign_id);
  const window = windowOf(a, item.zone);
  const groups = await playGroups(qc.ctx.db, { ...item, campaignId: item.itemId }, window);
  return { campaign_id: item.itemId, from: window.from, to: window.to, time_zone: item.zone, ...impressionsOf(groups) };
}

/** The same for every campaign that played on the workspace's screens (the Audience page's 'All campaigns'). */
export async function workspaceImpressions(qc: QueryContext, a: { aggregate_id: string; from?: string; to?: string }) {
  const ws = await workspaceOf(qc, a.aggregate_id);
  const window = windowOf(a, ws.zone);
  const groups = await playGroups(qc.ctx.db, ws, window);
  return { aggregate_id: ws.aggregateId, from: window.from, to: window.to, time_zone: ws.zone, ...impressionsOf(groups) };
}
