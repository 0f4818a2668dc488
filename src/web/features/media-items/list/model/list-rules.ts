import type { MediaItem } from '../../../../../domain/media-items/types';
import { isActiveNow } from '../../../../../domain/relations/periods';
import { matchesFilter } from '../../../../components/filter-box';

/** Items read per request; 'Show more' asks for the next page while a full one came back. */
export const PAGE_SIZE = 50;

/** A full page suggests more items; a short one is the end of the list. */
export function mayHaveMore(pageLength: number, pageSize = PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/**
 * The venue tile's badge (spec 02 §4.2): anchored assets whose relation runs now (start ≤ now ≤ close);
 * a disabled anchor does not count.
 */
export function activeAssetCount(item: Pick<MediaItem, 'relations'>, now: Date = new Date()): number {
  return (item.relations ?? []).filter((r) => r.relation === 'asset' && isActiveNow(r, now)).length;
}

/** Spec 02 §2.4: the filter bar searches by name. */
export function filterByName<T extends { name: string }>(items: readonly T[], text: string): T[] {
  return items.filter((i) => matchesFilter(text, i.name));
}

/** Pages joined in order, dropping an item a later page repeats (a new item shifts the offsets). */
export function joinPages<T extends { id: string }>(pages: readonly (readonly T[])[]): T[] {
  const seen = new Set<string>();
  const all: T[] = [];
  for (const item of pages.flat()) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    all.push(item);
  }
  return all;
}
