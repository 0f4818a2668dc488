import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { ErrorPanel } from '../error-panel';
import { ListToolbar, ShowMore } from '../list-toolbar';
import { PageLoader } from '../spinner';
import { ListTitle } from './list-title';
import type { TileList } from './use-tile-list';

interface ListPageProps<T extends { id: string }> {
  title: string;
  list: TileList<T>;
  /** Shown when the list (not a filter) holds nothing (e.g. 'No media venues found.' …). */
  emptyText: string;
  emptyTestId: string;
  filterLabel?: string;
  /** The list's own controls between the filter and Refresh (the Public checkbox). */
  tools?: ReactNode;
  /** How a read failure shows; by default the error panel on status 500 or more (docs/product/platform.md §8). */
  failure?(error: unknown): ReactNode;
  tile(item: T): ReactNode;
  /** More after the tiles (the events' historical group). */
  children?: ReactNode;
}

/**
 * A list of tiles (docs/product/platform.md §2.7, §9): the title, the name filter shown above 2 records (kept while a
 * filter is typed), Refresh, the tiles, 'Show more' while the server has more, the empty text and the error panel.
 * The list's create action stands in its title row.
 */
export function ListPage<T extends { id: string }>({ title, list, emptyText, emptyTestId, filterLabel, tools, failure, tile, children }: ListPageProps<T>) {
  const error = list.error;
  return (
    <Stack gap="md">
      <ListTitle title={title} />
      {error ? failure ? failure(error) : <ErrorPanel error={error} /> : null}
      <ListToolbar
        count={list.filtering ? Number.POSITIVE_INFINITY : list.items.length}
        filter={list.filter}
        onFilter={list.setFilter}
        filterLabel={filterLabel}
        refreshing={list.refreshing}
        onRefresh={list.refresh}
      >
        {tools}
      </ListToolbar>
      {list.pending && <PageLoader />}
      {list.empty && (
        <Text c="dimmed" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      )}
      {/* A list read whole and filtered here: records exist, none has the text typed. */}
      {!list.pending && !list.empty && list.items.length === 0 && list.filter.trim() !== '' && (
        <Text c="dimmed" data-testid="list-no-match">
          Nothing matches “{list.filter.trim()}”.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{list.items.map(tile)}</SimpleGrid>
      <ShowMore {...list.showMore} />
      {children}
    </Stack>
  );
}
