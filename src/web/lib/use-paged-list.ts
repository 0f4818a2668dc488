import { useMemo, useRef, useState, type RefObject } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { joinPages, nextOffset, PAGE_SIZE } from './paging';

/** The name filter waits for a pause in typing before asking the server. */
export const FILTER_DELAY_MS = 300;

/**
 * A server-side name filter: `filter` is the box's text, `name` the trimmed text the server is asked
 * for once typing pauses; `typed` keeps the box on screen while a filter is (or was just) in use.
 */
export function useNameFilter() {
  const [filter, setFilter] = useState('');
  const [name] = useDebouncedValue(filter.trim(), FILTER_DELAY_MS);
  return { filter, setFilter, name, typed: filter !== '' || name !== '' };
}

/** An infinite list's cache cut back to its first page (what Refresh reads again). */
export function firstPageOnly<T>(data: InfiniteData<T[], number> | undefined): InfiniteData<T[], number> | undefined {
  return data && { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

interface PagedListOptions<T> {
  queryKey: QueryKey;
  enabled: boolean;
  /** One page from `offset`; `reset` reads afresh (a Refresh's read). */
  readPage(offset: number, limit: number, reset: boolean): Promise<T[]>;
  /** useRefresh's flag: true while the Refresh button's read runs. */
  fresh: RefObject<boolean>;
  /** Read the loaded pages again this often (ms), for lists whose rows age (the displays' liveness). */
  refetchInterval?: number;
}

/**
 * A list read from the server PAGE_SIZE items at a time ('Show more'), in the server's order. While the
 * answer for a new key (another filter) is on its way the items of the last one stay, so the tiles don't
 * give way to a loader on each keystroke.
 */
export function usePagedList<T extends { id: string }>({ queryKey, enabled, readPage, fresh, refetchInterval }: PagedListOptions<T>) {
  const queryClient = useQueryClient();
  // Set by a Refresh while the list is not read (a folded group): its next first read is afresh.
  const resetNext = useRef(false);
  const query = useInfiniteQuery({
    queryKey,
    enabled,
    initialPageParam: 0,
    queryFn: ({ pageParam }) => {
      const reset = fresh.current || resetNext.current;
      resetNext.current = false;
      return readPage(pageParam, PAGE_SIZE, reset);
    },
    getNextPageParam: (_last, pages) => nextOffset(pages),
    placeholderData: keepPreviousData,
    retry: false,
    refetchInterval,
  });
  const items = useMemo(() => joinPages(query.data?.pages ?? []), [query.data]);

  /** Refresh: reads the first page again, or, while the list is not read, forgets it until it is. */
  async function reload() {
    if (!enabled) {
      resetNext.current = true;
      return queryClient.resetQueries({ queryKey, exact: true });
    }
    // Only the first page is read again: the pages after it were read in an order that may have moved.
    queryClient.setQueryData<InfiniteData<T[], number>>(queryKey, firstPageOnly);
    await query.refetch();
  }

  return {
    query,
    items,
    /** The pages as read (one venue read per page, say). */
    pages: query.data?.pages ?? [],
    /** Items of the previous key still shown while the new key's first page is read. */
    stale: query.isPlaceholderData,
    /** A Refresh's read (not a next page, not a new filter). */
    refreshing: query.isRefetching && !query.isFetchingNextPage && !query.isPlaceholderData,
    reload,
    showMore: { visible: query.hasNextPage && !query.isPlaceholderData, loading: query.isFetchingNextPage, onClick: () => void query.fetchNextPage() },
  };
}
