import { useRef } from 'react';
import { readSignageList, signageKey, type SignageList } from '../../../components/signage/api';
import { usePagedList } from '../../../lib/use-paged-list';

/**
 * One of the signage page's tables, read from the server a page at a time ('Show more', as the item lists) in the
 * server's order. Its key lies under the list's part, so a write's refresh of that part reads the loaded pages again.
 */
export function useSignageTable<T extends { id: string }>(aggregateId: string, list: SignageList, refetchInterval?: number) {
  // Every read is afresh (`reset`): a table shows what is stored now (liveness ages by the minute).
  const fresh = useRef(true);
  return usePagedList<T>({
    queryKey: signageKey(aggregateId, list, 'table'),
    enabled: Boolean(aggregateId),
    fresh,
    refetchInterval,
    readPage: (offset, limit) => readSignageList<T>(aggregateId, list, { limit, offset }, true),
  });
}
