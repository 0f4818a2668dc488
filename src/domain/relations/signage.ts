import type { RelationKind } from '../media-items/types.js';

/**
 * Signage records as anchor targets (docs/product/creatives-assets-signage.md §2.11: an asset's 'anchored playlist' and
 * 'anchored display' groups). They live in the signage tables, not among the items; they belong to one workspace with
 * no visibility of their own, so only an asset of that workspace anchors them, and they anchor nothing themselves.
 */
export const SIGNAGE_ANCHOR_KINDS = ['playlist', 'display'] as const satisfies readonly RelationKind[];
export type SignageAnchorKind = (typeof SIGNAGE_ANCHOR_KINDS)[number];

export const isSignageKind = (kind: string): kind is SignageAnchorKind => (SIGNAGE_ANCHOR_KINDS as readonly string[]).includes(kind);

/** Why a source/target pair with a signage kind cannot be anchored, or null. */
export function signageAnchorProblem(source: RelationKind, target: RelationKind): string | null {
  if (isSignageKind(source)) return 'A playlist or display is only ever the target of an anchor';
  if (isSignageKind(target) && source !== 'asset') return 'Playlists and displays are anchored from media assets';
  return null;
}
