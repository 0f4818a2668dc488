import type { RefObject } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { VenueAddress } from '../../../../domain/events/pipes';
import type { EventTileData } from '../api/event-calls';
import { pickerKey } from '../../../lib/resource';
import { getVenueAddresses } from '../api/venue-calls';

// Under the venue kind's root: a venue's save refreshes the addresses shown on event tiles.
const venueAddressesKey = (aggregateId: string, ids: string[]) => pickerKey('venue', 'addresses', aggregateId, ids);

/** The venues a page of events is attached to, sorted and without repeats (one query key per set). */
export function venueIdsOf(events: readonly EventTileData[]): string[] {
  return [...new Set(events.flatMap((e) => (e.relations ?? []).filter((r) => r.relation === 'venue').map((r) => r.id)))].sort();
}

/**
 * The addresses of the listed events' venues: one `ids=` read per page of events read (only for pages
 * whose events have venues), so 'Show more' asks only for the new page's venues.
 */
export function useVenueAddresses(aggregateId: string, pages: readonly (readonly EventTileData[])[], fresh: RefObject<boolean>) {
  const queryClient = useQueryClient();
  const idSets = pages.map(venueIdsOf).filter((ids) => ids.length > 0);
  const venues = useQueries({
    queries: idSets.map((ids) => ({
      queryKey: venueAddressesKey(aggregateId, ids),
      queryFn: () => getVenueAddresses(aggregateId, ids, fresh.current),
      enabled: Boolean(aggregateId),
      retry: false,
    })),
    combine: (results) => ({
      addresses: new Map<string, VenueAddress>(results.flatMap((r) => r.data ?? []).map((v) => [v.id, v])),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
  // Refresh: the venue reads on screen again (their events may have new addresses).
  const reload = () => queryClient.refetchQueries({ queryKey: pickerKey('venue', 'addresses', aggregateId), type: 'active' });
  return { ...venues, reload };
}
