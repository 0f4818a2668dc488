/**
 * Families of the item-type catalogue (docs/product/platform.md §3.10), and ours: treasury instruments' types (§3.12).
 */
export const ITEM_FAMILIES = ['tenant', 'aggregate', 'venue', 'asset', 'device', 'campaign', 'creative', 'loyalty', 'event', 'treasury'] as const;
export type ItemFamily = (typeof ITEM_FAMILIES)[number];

export function isItemFamily(s: unknown): s is ItemFamily {
  return typeof s === 'string' && (ITEM_FAMILIES as readonly string[]).includes(s);
}

/** One catalogue entry as GET /api/2.0/media-items answers it. */
export interface ItemSubtype {
  id: string;
  type: string;
  categories: string[];
}
export interface ItemType {
  id: string;
  family: ItemFamily;
  type: string;
  subtypes: ItemSubtype[];
}
