import type { Relation, Schedule } from '../media-items/types.js';

/**
 * Schedule statuses that make a campaign tile read as running (docs/product/campaigns-venues-events.md §2.2), compared
 * in any letter case.
 */
export const RUNNING_STATUSES: ReadonlySet<string> = new Set(['playing', 'initial', 'ready']);

export interface CampaignBadges {
  /** A schedule is in its window with status playing, initial or ready. */
  running: boolean;
  /** A coupon instrument is linked (a `tidetail` relation). */
  coupon: boolean;
  /** An event is linked (an `event` relation). */
  ticket: boolean;
}

const within = (item: { start: string; close: string }, t: number) => Date.parse(item.start) <= t && t <= Date.parse(item.close);

/**
 * The tile badges of the campaign list (docs/product/campaigns-venues-events.md §2.2). No rule names an enabled check
 * or a window for the coupon and ticket relations, so any such relation counts.
 */
export function campaignBadges(campaign: { schedules?: readonly Schedule[]; relations?: readonly Relation[] }, now: Date = new Date()): CampaignBadges {
  const t = now.getTime();
  const relations = campaign.relations ?? [];
  return {
    running: (campaign.schedules ?? []).some((s) => within(s, t) && RUNNING_STATUSES.has((s.status ?? '').trim().toLowerCase())),
    coupon: relations.some((r) => r.relation === 'tidetail'),
    ticket: relations.some((r) => r.relation === 'event'),
  };
}
