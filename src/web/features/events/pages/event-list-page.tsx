import { useSyncExternalStore } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useLocation } from 'react-router';
import { ListPage } from '../../../components/record/list-page';
import { ShowMore } from '../../../components/list-toolbar';
import { Spinner } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import type { EventTileData } from '../api/get-events';
import { EventTile } from '../components/event-tile';
import { HistoricalGroup } from '../components/historical-group';
import { useEventTiles } from './use-event-tiles';

export const EVENTS_EMPTY_TEXT = 'No media events found.';

/**
 * Events List (docs/product/campaigns-venues-events.md §2.6): current events as tiles, the historical ones in their
 * collapsible group, both read 50 at a time ('Show more'), so years of past events never travel whole.
 */
export function EventListPage() {
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const timeZone = useWorkspaceZone();
  const { list, history, venues } = useEventTiles(aggregateId);
  const now = new Date();
  const tile = (e: EventTileData) => <EventTile key={e.id} event={e} listPath={listPath} venues={venues} timeZone={timeZone} now={now} />;
  return (
    <ListPage title="Events List" list={list} emptyText={EVENTS_EMPTY_TEXT} emptyTestId="items-empty" tile={tile}>
      {history.counts.historical > 0 && (
        <HistoricalGroup
          expanded={history.expanded}
          onToggle={history.toggle}
          currentCount={history.counts.current}
          historicalCount={history.counts.historical}
        >
          {history.pending ? <Spinner /> : <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{history.items.map(tile)}</SimpleGrid>}
          <ShowMore {...history.showMore} />
        </HistoricalGroup>
      )}
    </ListPage>
  );
}
