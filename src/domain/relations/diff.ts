/**
 * docs/product/campaigns-venues-events.md §4.3: an edited list is saved as the differences from the stored one, matched
 * by uid.
 */
export interface RelationLike {
  uid?: string;
  id: string;
  start: string;
  close: string;
  enabled: boolean;
}

export const TARGET_IMMUTABLE = 'You cannot change an Anchor once created. Please delete and create a new anchor.';
/** docs/product/campaigns-venues-events.md §5: the question before a relation is deleted. */
export const DELETE_RELATION_CONFIRM = 'Are you sure to delete this relation? All connected information will be lost.';

export interface RelationDiff<T> {
  create: T[];
  update: T[];
  delete: T[];
}

const changed = (a: RelationLike, b: RelationLike) =>
  a.id !== b.id ||
  new Date(a.start).getTime() !== new Date(b.start).getTime() ||
  new Date(a.close).getTime() !== new Date(b.close).getTime() ||
  a.enabled !== b.enabled;

/**
 * Old vs new by uid: an entry of the new list without a stored uid is a create, a stored uid missing
 * from the new list is a delete, a stored uid whose dates, enabled or target differ is an update.
 */
export function diffRelations<T extends RelationLike>(previous: readonly T[], next: readonly T[]): RelationDiff<T> {
  const before = new Map(previous.filter((r) => r.uid).map((r) => [r.uid!, r]));
  const kept = new Set<string>();
  const out: RelationDiff<T> = { create: [], update: [], delete: [] };
  for (const r of next) {
    const old = r.uid ? before.get(r.uid) : undefined;
    if (!old) out.create.push(r);
    else {
      kept.add(r.uid!);
      if (changed(old, r)) out.update.push(r);
    }
  }
  for (const r of previous) if (r.uid && !kept.has(r.uid)) out.delete.push(r);
  return out;
}

/**
 * The message (docs/product/campaigns-venues-events.md §4.3) when an update would point an existing anchor at another
 * item, else null.
 */
export function targetChangeProblem(previousTargetId: string, nextTargetId: string): string | null {
  return previousTargetId === nextTargetId ? null : TARGET_IMMUTABLE;
}
