import { addActions, conversions, interactionsOf, NO_ACTIONS, type ActionCounts } from '../../../domain/attribution/funnel.js';
import { dayStart, nextDay } from '../../../domain/audience/zone-days.js';
import { itemOf, windowOf } from './audience.js';
import { screenTotals } from '../../../domain/attribution/play-groups.js';
import { playGroups } from './impressions.js';
import * as repo from './repo-attribution.js';
import type { AppContext } from '../../context.js';
import type { QueryContext } from './scope.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
const counted = (c: ActionCounts) => ({ ...c, revenue: round2(c.revenue), interactions: interactionsOf(c) });

/**
 * The campaign attribution report (docs/api.md "Audience"): over the window, plays on screens and the people measured in
 * front of them, interactions, instruments acquired and used, revenue, discount and wallet points, with the rates between
 * the steps, for the campaign and per venue and per asset.
 */
export async function campaignAttribution(qc: QueryContext, a: { campaign_id: string; from?: string; to?: string }) {
  const item = await itemOf(qc, 'campaign', a.campaign_id);
  return attributionOf(qc.ctx, item, windowOf(a, item.zone));
}

/** The report of a campaign the caller may see, over a window of its workspace's days (also the campaign workbook's sheet). */
export async function attributionOf(
  ctx: Pick<AppContext, 'db'>,
  item: { tenantId: string; aggregateId: string; itemId: string; zone: string },
  window: { from: string; to: string },
) {
  const start = dayStart(window.from, item.zone);
  const end = dayStart(nextDay(window.to), item.zone);
  const db = ctx.db;
  const [groups, actions, discount, points] = await Promise.all([
    playGroups(db, { ...item, campaignId: item.itemId }, window),
    repo.campaignActions(db, item.tenantId, item.itemId, window),
    repo.campaignDiscount(db, item.tenantId, item.itemId, start, end),
    repo.campaignPoints(db, item.tenantId, item.itemId, start, end),
  ]);

  let total = NO_ACTIONS;
  const venues = new Map<string, ActionCounts>();
  const assets = new Map<string, ActionCounts>();
  for (const r of actions) {
    total = addActions(total, r.type, r.count, r.price);
    if (r.venueId) venues.set(r.venueId, addActions(venues.get(r.venueId) ?? NO_ACTIONS, r.type, r.count, r.price));
    if (r.assetId) assets.set(r.assetId, addActions(assets.get(r.assetId) ?? NO_ACTIONS, r.type, r.count, r.price));
  }
  for (const g of groups) if (!assets.has(g.assetId)) assets.set(g.assetId, NO_ACTIONS);
  const names = await repo.itemNames(db, item.tenantId, [...venues.keys(), ...assets.keys()]);
  const { playSeconds: _, ...screen } = screenTotals(groups);
  return {
    campaign_id: item.itemId,
    from: window.from,
    to: window.to,
    time_zone: item.zone,
    ...screen,
    ...counted(total),
    discount: round2(discount),
    pointsEarned: points.earned,
    pointsSpent: points.spent,
    conversion: conversions(screen.impressions, total),
    perVenue: [...venues].map(([id, c]) => ({ venue_id: id, name: names.get(id) ?? '', ...counted(c) })),
    perAsset: [...assets].map(([id, c]) => {
      const { playSeconds: _, ...own } = screenTotals(groups.filter((g) => g.assetId === id));
      return { asset_id: id, name: names.get(id) ?? '', ...own, ...counted(c), conversion: conversions(own.impressions, c) };
    }),
  };
}
