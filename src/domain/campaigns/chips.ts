import type { Relation, RelationKind, Schedule } from '../media-items/types.js';
import { isActiveNow } from '../relations/periods.js';
import { CAMPAIGN_HINTS } from './texts.js';

export type CampaignChipName = 'Scheduled' | 'Venue' | 'Asset' | 'Coupon' | 'Creative';

/**
 * A status chip of the campaign page: green when active, dark otherwise (docs/product/campaigns-venues-events.md §2.3).
 */
export interface CampaignChip {
  label: CampaignChipName;
  active: boolean;
}

const relationActive = (relations: readonly Relation[], kind: RelationKind, now: Date) => relations.some((r) => r.relation === kind && isActiveNow(r, now));

/**
 * docs/product/campaigns-venues-events.md §4.2: a creative, asset or coupon (tidetail) chip is active when such a
 * relation is enabled and now is within its start and close; Scheduled when any schedule is enabled and in its window;
 * Venue when a venue owner is set.
 */
export function campaignChips(
  campaign: { schedules?: readonly Schedule[]; relations?: readonly Relation[]; venueOwner?: string | null },
  now: Date = new Date(),
): CampaignChip[] {
  const relations = campaign.relations ?? [];
  return [
    { label: 'Scheduled', active: (campaign.schedules ?? []).some((s) => isActiveNow(s, now)) },
    { label: 'Venue', active: Boolean(campaign.venueOwner?.trim()) },
    { label: 'Asset', active: relationActive(relations, 'asset', now) },
    { label: 'Coupon', active: relationActive(relations, 'tidetail', now) },
    { label: 'Creative', active: relationActive(relations, 'creative', now) },
  ];
}

/**
 * The empty hints of docs/product/campaigns-venues-events.md §2.3 that apply: no schedule at all, no venue owner, no
 * asset or no creative relation at all (whatever their dates: a hint says nothing was ever set up).
 */
export function campaignEmptyHints(campaign: { schedules?: readonly Schedule[]; relations?: readonly Relation[]; venueOwner?: string | null }): string[] {
  const relations = campaign.relations ?? [];
  const hints: string[] = [];
  if ((campaign.schedules ?? []).length === 0) hints.push(CAMPAIGN_HINTS.schedule);
  if (!campaign.venueOwner?.trim()) hints.push(CAMPAIGN_HINTS.venue);
  if (!relations.some((r) => r.relation === 'asset')) hints.push(CAMPAIGN_HINTS.asset);
  if (!relations.some((r) => r.relation === 'creative')) hints.push(CAMPAIGN_HINTS.creative);
  return hints;
}
