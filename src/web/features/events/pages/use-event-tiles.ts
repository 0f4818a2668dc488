import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPeriod } from '../../../../domain/common/list-query';
import type { TileList } from '../../../components/record/use-tile-list';
import { useNameFilter, usePagedList } from '../../../lib/use-paged-list';
import { useRefresh } from '../../../lib/use-refresh';
import { eventPeriodsQueryKey, eventsQueryKey, getEventPeriods, getEvents, type EventTileData } from '../api/get-events';
import { useVenueAddresses } from './use-venue-addresses';

const NO_MORE = { visible: false, loading: false, onClick: () => {} };

/**
 * The events list's two groups (docs/product/campaigns-venues-events.md §2.6) under one name filter and one Refresh:
 * the server counts both, pages the current events, and pages the historical ones only once their group is expanded;
 * expanded, the group takes the current tiles' place. The tiles' venue addresses are read per page.
 */
export function useEventTiles(aggregateId: string) {
  const { filter, setFilter, name, typed } = useNameFilter();
  const [historyOpen, setHistoryOpen] = useState(false);
  const { fresh, refresh } = useRefresh();
  const enabled = Boolean(aggregateId);

  const periods = useQuery({
    queryKey: eventPeriodsQueryKey(aggregateId, name),
    queryFn: () => getEventPeriods(aggregateId, name, fresh.current),
    enabled,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const group = (period: ListPeriod, read: boolean) => ({
    queryKey: eventsQueryKey(aggregateId, period, name),
    enabled: read,
    fresh,
    readPage: (offset: number, limit: number, reset: boolean) => getEvents(aggregateId, { period, name, limit, offset }, reset),
  });
  const current = usePagedList(group('current', enabled));
  const historical = usePagedList(group('historical', enabled && historyOpen));

  const counts = periods.data ?? { current: 0, historical: 0 };
  const total = counts.current + counts.historical;
  // With no historical event (say, filtered out) there is no group to expand.
  const showHistory = historyOpen && counts.historical > 0;
  const venues = useVenueAddresses(aggregateId, showHistory ? historical.pages : current.pages, fresh);
  const stale = periods.isPlaceholderData || current.stale;

  const list: TileList<EventTileData> = {
    items: showHistory ? [] : current.items,
    filter,
    setFilter,
    // The box shows above 2 events of both groups together.
    filtering: typed || stale || total > 2,
    pending: (periods.isPending || current.query.isPending) && enabled,
    error: periods.error ?? current.query.error ?? historical.query.error ?? venues.error,
    empty: periods.isSuccess && !stale && total === 0,
    refreshing: current.refreshing || (periods.isRefetching && !periods.isPlaceholderData),
    refresh: () => void refresh(() => Promise.all([periods.refetch(), current.reload(), historical.reload(), venues.reload()])),
    showMore: showHistory ? NO_MORE : current.showMore,
  };
  const history = {
    counts,
    expanded: showHistory,
    toggle: () => setHistoryOpen((open) => !open),
    items: historical.items,
    pending: historical.query.isPending,
    showMore: historical.showMore,
  };
  return { list, history, venues: venues.addresses };
}
