import type { MediaItemPageKind, Relation, RelationKind } from './types.js';

/** A status chip of an item page: its text and whether it reads as linked (coloured) or not. */
export interface StatusChip {
  label: string;
  linked: boolean;
}

/**
 * Whether the item holds a relation of `kind` whose window covers `now` (start ≤ now ≤ close), the
 * rule of docs/product/campaigns-venues-events.md §4.2 and docs/product/creatives-assets-signage.md §2.11. No rule
 * names an enabled check, so a disabled anchor still counts while in its window.
 */
export function linkedNow(relations: readonly Relation[], kind: RelationKind, now: Date): boolean {
  const t = now.getTime();
  return relations.some((r) => r.relation === kind && Date.parse(r.start) <= t && t <= Date.parse(r.close));
}

const LINK_CHIPS: Record<MediaItemPageKind, { kind: RelationKind; linked: string; none: string }[]> = {
  venue: [{ kind: 'asset', linked: 'Asset Linked', none: 'No Asset' }],
  asset: [
    { kind: 'venue', linked: 'Venue Linked', none: 'No Venue' },
    { kind: 'campaign', linked: 'Campaign Linked', none: 'No Campaign' },
  ],
  // Devices have no chips of their own in the product; they carry the same anchors as assets, so the same chips.
  device: [
    { kind: 'venue', linked: 'Venue Linked', none: 'No Venue' },
    { kind: 'campaign', linked: 'Campaign Linked', none: 'No Campaign' },
  ],
};

/**
 * The chips of an item page (docs/product/campaigns-venues-events.md §2.5,
 * docs/product/creatives-assets-signage.md §2.11): venues add Location Linked / No Location.
 */
export function statusChips(page: MediaItemPageKind, item: { relations?: readonly Relation[]; geoLocation?: unknown }, now: Date): StatusChip[] {
  const relations = item.relations ?? [];
  const chips = LINK_CHIPS[page].map((c) => {
    const linked = linkedNow(relations, c.kind, now);
    return { label: linked ? c.linked : c.none, linked };
  });
  if (page === 'venue') {
    const located = item.geoLocation != null;
    chips.push({ label: located ? 'Location Linked' : 'No Location', linked: located });
  }
  return chips;
}
