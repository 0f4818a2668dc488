import { TREASURY_ACTION_TYPES } from '../treasury/types.js';

/**
 * The campaign attribution funnel (docs/decisions/0100-attribution-report.md): from plays on screens and the people measured in
 * front of them, to interactions (views, likes, shares), instruments acquired (coupons, tickets, mobility tickets
 * bought) and redeemed or validated, with the revenue they brought.
 */

/** Actions counted by type for one place (a venue or an asset) or the whole campaign. */
export interface ActionCounts {
  views: number;
  likes: number;
  shares: number;
  acquired: number;
  redeemed: number;
  /** Sale amounts of redemptions and validations, and prices of mobility tickets bought. */
  revenue: number;
}

export const NO_ACTIONS: ActionCounts = { views: 0, likes: 0, shares: 0, acquired: 0, redeemed: 0, revenue: 0 };

/** Adds `count` actions of `type` (with their summed `price`) to the counts. */
export function addActions(into: ActionCounts, type: number, count: number, price: number): ActionCounts {
  const out = { ...into };
  if (type === 1) out.likes += count;
  else if (type === 2) out.views += count;
  else if (type === 3) out.shares += count;
  else if (type === TREASURY_ACTION_TYPES.acquired || type === TREASURY_ACTION_TYPES.purchased) out.acquired += count;
  else if (type === TREASURY_ACTION_TYPES.redeemed || type === TREASURY_ACTION_TYPES.validated) out.redeemed += count;
  if (type === TREASURY_ACTION_TYPES.redeemed || type === TREASURY_ACTION_TYPES.validated || type === TREASURY_ACTION_TYPES.purchased) out.revenue += price;
  return out;
}

export const interactionsOf = (c: ActionCounts) => c.views + c.likes + c.shares;

/** A step's rate: the later step over the earlier, as a share (0.25 = 25 %), to 4 places; null when the earlier is 0. */
export const rate = (later: number, earlier: number): number | null => (earlier > 0 ? Math.round((later / earlier) * 10_000) / 10_000 : null);

/** The funnel's conversion rates: impressions → interactions → acquired → redeemed. */
export function conversions(impressions: number, c: ActionCounts) {
  return {
    interactionsPerImpression: rate(interactionsOf(c), impressions),
    acquiredPerInteraction: rate(c.acquired, interactionsOf(c)),
    redeemedPerAcquired: rate(c.redeemed, c.acquired),
  };
}
