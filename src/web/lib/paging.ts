/** Items read per request by the paged lists; 'Show more' asks for the next page while a full one came back. */
export const PAGE_SIZE = 50;

/** A full page suggests more items; a short one is the end of the list. */
export function mayHaveMore(pageLength: number, pageSize = PAGE_SIZE): boolean {
  return pageLength >= pageSize;
}

/** The offset of the page after `pages` (useInfiniteQuery's getNextPageParam), or undefined after a short page. */
export function nextOffset(pages: readonly (readonly unknown[])[], pageSize = PAGE_SIZE): number | undefined {
  const last = pages[pages.length - 1];
  return last && mayHaveMore(last.length, pageSize) ? pages.length * pageSize : undefined;
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
