import type { RelationKind } from '../media-items/types.js';
import { signageAnchorProblem } from './signage.js';

/**
 * A treasury instrument as a relation source (docs/product/platform.md §2.13 'Anchored Media-Assets'). An instrument
 * may be project-level, so its anchors reach past one workspace: it anchors assets of any workspace of its project
 * the caller may see, and the anchor is owned by the instrument itself (aggregate_id '' when project-level).
 */
export const INSTRUMENT_KIND = 'ticonfig' satisfies RelationKind;

/** What an instrument anchors. */
export const INSTRUMENT_TARGET_KINDS: readonly RelationKind[] = ['asset'];

/**
 * Why a source/target kind pair cannot be anchored, or null: an instrument anchors assets and is never a target;
 * playlists and displays are anchored by assets only (signage.ts).
 */
export function anchorKindProblem(source: RelationKind, target: RelationKind): string | null {
  if (target === INSTRUMENT_KIND) return 'A treasury instrument is only ever the source of an anchor';
  if (source === INSTRUMENT_KIND && !INSTRUMENT_TARGET_KINDS.includes(target)) return 'A treasury instrument anchors media assets only';
  return signageAnchorProblem(source, target);
}

/** Where a source's picker reads its candidates (GET media-relations/targets): an instrument's from its project, an item's from its workspace. */
export type TargetScope = { aggregate: string } | { ticonfig: string };

export const targetScopeOf = (source: { item: RelationKind; id: string }, aggregateId: string): TargetScope =>
  source.item === INSTRUMENT_KIND ? { ticonfig: source.id } : { aggregate: aggregateId };
