import type { RelationTarget, TargetVisibilityClass } from '../media-items/types.js';

/**
 * The picker's checkboxes (docs/product/campaigns-venues-events.md §2.8, §3.4): Self owned ticked by default, the
 * others not.
 */
export interface TargetFilter {
  seek: string;
  owned: boolean;
  partner: boolean;
  shared: boolean;
  public: boolean;
  unavailable: boolean;
  invisible: boolean;
}

export const DEFAULT_TARGET_FILTER: TargetFilter = {
  seek: '',
  owned: true,
  partner: false,
  shared: false,
  public: false,
  unavailable: false,
  invisible: false,
};

export const TARGET_FILTER_LABELS: { key: TargetVisibilityClass; label: string }[] = [
  { key: 'owned', label: 'Self owned' },
  { key: 'partner', label: 'From partners' },
  { key: 'shared', label: 'Shared with me' },
  { key: 'public', label: 'Public' },
  { key: 'unavailable', label: 'Unavailable' },
  { key: 'invisible', label: 'Invisible' },
];

/**
 * What the linking item requires of its targets: an event on a campaign, or on a venue
 * (docs/product/campaigns-venues-events.md §5).
 */
export interface LinkContext {
  eventCampaign?: boolean;
  eventhosting?: boolean;
}

/** Case-insensitive match of the search text on type, subtype and name (what the list shows). */
export function matchesSeek(t: Pick<RelationTarget, 'name' | 'type' | 'subtype'>, seek: string): boolean {
  const q = seek.trim().toLowerCase();
  if (!q) return true;
  return [t.name, t.type, t.subtype].some((s) => (s ?? '').toLowerCase().includes(q));
}

/** Whether a candidate fits the link's event flags (docs/product/campaigns-venues-events.md §5). */
export function fitsLink(t: Pick<RelationTarget, 'eventCampaign' | 'eventhosting'>, link: LinkContext): boolean {
  if (link.eventCampaign && !t.eventCampaign) return false;
  if (link.eventhosting && !t.eventhosting) return false;
  return true;
}

/**
 * The candidates the picker lists (docs/product/campaigns-venues-events.md §5): those whose class checkbox is ticked,
 * that match the search and the link's event flags. Disabled targets are never offered.
 */
export function filterTargets<T extends RelationTarget>(targets: readonly T[], filter: TargetFilter, link: LinkContext = {}): T[] {
  return targets.filter((t) => t.enabled && filter[t.visibilityClass] && matchesSeek(t, filter.seek) && fitsLink(t, link));
}

/** A listed candidate may be chosen only when the caller's workspace may link it. */
export function isSelectable(t: Pick<RelationTarget, 'enabled' | 'visibilityClass'>): boolean {
  return t.enabled && t.visibilityClass !== 'invisible' && t.visibilityClass !== 'unavailable';
}
