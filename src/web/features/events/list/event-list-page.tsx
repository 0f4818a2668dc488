import { useState, useSyncExternalStore } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ErrorPanel } from '../../../components/error-panel';
import { ListToolbar, ShowMore } from '../../../components/list-toolbar';
import { PageLoader, Spinner } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { useNameFilter, usePagedList } from '../../../lib/use-paged-list';
import { useRefresh } from '../../../lib/use-refresh';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { eventPagesQueryKey, eventPeriodsQueryKey, getEventPage, getEventPeriods, type EventPeriod, type EventTileData } from '../api/event-calls';
import { EventTile } from './event-tile';
import { HistoricalGroup } from './historical-group';
import { useVenueAddresses } from './use-venue-addresses';

export const EVENTS_EMPTY_TEXT = 'No media events found.';

/**
 * Events List (spec 02 §2.6): current events as tiles, the historical ones in their collapsible group.
 * The server splits, orders and filters them and counts each group; both groups are read 50 at a time
 * ('Show more'), the historical one only once it is expanded, so years of past events never travel whole.
 */
export function EventListPage() {
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const timeZone = useWorkspaceZone();
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
  const group = (period: EventPeriod, read: boolean) => ({
    queryKey: eventPagesQueryKey(aggregateId, period, name),
    enabled: read,
    fresh,
    readPage: (offset: number, limit: number, reset: boolean) => getEventPage({ aggregateId, period, name, limit, offset }, reset),
  });
  const current = usePagedList(group('current', enabled));
  const historical = usePagedList(group('historical', enabled && historyOpen));

  const counts = periods.data ?? { current: 0, historical: 0 };
  // Expanded, the group takes the current tiles' place; with no historical event (say, filtered out) there is no group.
  const showHistory = historyOpen && counts.historical > 0;
  const venues = useVenueAddresses(aggregateId, showHistory ? historical.pages : current.pages, fresh);
  const stale = periods.isPlaceholderData || current.stale;

  const reload = () => refresh(() => Promise.all([periods.refetch(), current.reload(), historical.reload(), venues.reload()]));
  const now = new Date();
  const grid = (shown: EventTileData[]) => (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
      {shown.map((e) => (
        <EventTile key={e.id} event={e} listPath={listPath} venues={venues.addresses} timeZone={timeZone} now={now} />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Events List
      </Title>
      {[periods.error, current.query.error, historical.query.error, venues.error].map((error, i) => error && <ErrorPanel key={i} error={error} />)}
      <ListToolbar
        count={typed || stale ? Number.POSITIVE_INFINITY : counts.current + counts.historical}
        filter={filter}
        onFilter={setFilter}
        refreshing={current.refreshing || (periods.isRefetching && !periods.isPlaceholderData)}
        onRefresh={() => void reload()}
      />
      {(periods.isPending || current.query.isPending) && enabled && <PageLoader />}
      {periods.isSuccess && !stale && counts.current + counts.historical === 0 && (
        <Text c="dimmed" data-testid="items-empty">
          {EVENTS_EMPTY_TEXT}
        </Text>
      )}
      {!showHistory && (
        <>
          {grid(current.items)}
          <ShowMore {...current.showMore} />
        </>
      )}
      {counts.historical > 0 && (
        <HistoricalGroup expanded={showHistory} onToggle={() => setHistoryOpen((o) => !o)} currentCount={counts.current} historicalCount={counts.historical}>
          {historical.query.isPending ? <Spinner /> : grid(historical.items)}
          <ShowMore {...historical.showMore} />
        </HistoricalGroup>
      )}
    </Stack>
  );
}
