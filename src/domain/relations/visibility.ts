import type { TargetVisibilityClass } from '../media-items/types.js';

/** docs/product/campaigns-venues-events.md §4: INVISIBLE 0, PRIVATE 1, SHARED 2, PUBLIC 3. */
const INVISIBLE = 0;
const SHARED = 2;
const PUBLIC = 3;

/** The fields of an item that decide who else may see and link it (docs/product/campaigns-venues-events.md §3.4). */
export interface VisibilityFields {
  aggregate_id: string;
  visibility?: number;
  sharedList?: readonly string[];
  partners?: boolean;
  partnerList?: readonly string[];
  available?: boolean;
  availableFrom?: string | null;
  availableTo?: string | null;
}

/**
 * Whether another workspace may use the item now: the Available box ticked and now within
 * [availableFrom, availableTo] (a missing bound is open). The owning workspace is never limited by it.
 */
export function isAvailableNow(item: VisibilityFields, now: Date = new Date()): boolean {
  if (item.available === false) return false;
  const t = now.getTime();
  if (item.availableFrom && new Date(item.availableFrom).getTime() > t) return false;
  if (item.availableTo && new Date(item.availableTo).getTime() < t) return false;
  return true;
}

/**
 * The class of an item as seen from workspace `viewer` (docs/product/campaigns-venues-events.md §6): its own items are
 * owned (or invisible when marked so); another workspace's item is invisible when marked so or private,
 * unavailable outside its availability, else partner, shared or public — the closest tie first.
 */
export function visibilityClass(item: VisibilityFields, viewer: string, now: Date = new Date()): TargetVisibilityClass {
  const visibility = item.visibility ?? 1;
  if (item.aggregate_id === viewer) return visibility === INVISIBLE ? 'invisible' : 'owned';
  if (visibility === INVISIBLE) return 'invisible';
  const partner = item.partners === true && (item.partnerList ?? []).includes(viewer);
  const shared = visibility === SHARED && (item.sharedList ?? []).includes(viewer);
  if (!partner && !shared && visibility !== PUBLIC) return 'invisible';
  if (!isAvailableNow(item, now)) return 'unavailable';
  return partner ? 'partner' : shared ? 'shared' : 'public';
}

/**
 * Whether workspace `viewer` may anchor the item (docs/api.md "Relations"): its own items always, another
 * workspace's when partner, shared or public and available.
 */
export function canLink(item: VisibilityFields, viewer: string, now: Date = new Date()): boolean {
  if (item.aggregate_id === viewer) return true;
  const c = visibilityClass(item, viewer, now);
  return c === 'partner' || c === 'shared' || c === 'public';
}
