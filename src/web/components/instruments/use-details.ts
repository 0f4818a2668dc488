import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { Relation } from '../../../domain/media-items/types';
import { anyGenerating } from './model/instrument-detail';
import { getTiDetail, tiDetailKeys, type TiDetail } from './ti-details';

/** While a batch is being generated its detail is read again this often (the progress bar follows it). */
const GENERATION_POLL_MS = 1000;

/**
 * The instrument details an item links to (its `tidetail` relations: a campaign's coupon, an event's tickets),
 * each read by id; a detail with a batch being generated is read again until it is done, so the progress
 * shows after a page reload too.
 */
export function useLinkedDetails(relations: readonly Relation[] | undefined) {
  const queryClient = useQueryClient();
  const ids = (relations ?? []).filter((r) => r.relation === 'tidetail').map((r) => r.id);
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: tiDetailKeys.detail(id),
      // A read of its own each time (`reset`): the counts change while batches generate.
      queryFn: () => getTiDetail(id, true),
      retry: false,
      refetchInterval: (q: { state: { data?: TiDetail } }) => (q.state.data && anyGenerating(q.state.data.instrumentInfo) ? GENERATION_POLL_MS : false),
    })),
  });
  return {
    details: queries.flatMap((q) => (q.data ? [q.data] : [])),
    pending: queries.some((q) => q.isPending),
    error: queries.find((q) => q.error)?.error,
    /** Reads every linked detail again. */
    refresh: () => queryClient.invalidateQueries({ queryKey: tiDetailKeys.all }),
  };
}
