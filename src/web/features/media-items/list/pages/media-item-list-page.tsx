import { useState, useSyncExternalStore } from 'react';
import { Checkbox, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import type { MediaItemPageKind } from '../../../../../domain/media-items/types';
import { ErrorPanel } from '../../../../components/error-panel';
import { ListToolbar, ShowMore } from '../../../../components/list-toolbar';
import { PageLoader } from '../../../../components/spinner';
import { getSession, subscribeSession } from '../../../../lib/session';
import { useNameFilter, usePagedList } from '../../../../lib/use-paged-list';
import { useRefresh } from '../../../../lib/use-refresh';
import { getMediaItems, mediaItemsQueryKey } from '../api/get-media-items';
import { ItemTile } from '../components/item-tile';
import { LIST_KINDS } from '../model/kinds';

/**
 * One list page for venues, assets and devices (spec 02 §2.4, spec 03 §2.11–2.12): tiles newest
 * first (50 at a time, Show more), the name filter above 2 items (applied by the server), the Public
 * checkbox, refresh, the empty text and the error panel.
 */
export function MediaItemListPage({ kind: kindName }: { kind: MediaItemPageKind }) {
  const kind = LIST_KINDS[kindName];
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const { filter, setFilter, name, typed } = useNameFilter();
  const [withPublic, setWithPublic] = useState(false);
  const { fresh, refresh } = useRefresh();

  const list = usePagedList({
    queryKey: mediaItemsQueryKey(kind, aggregateId, withPublic, name),
    enabled: Boolean(aggregateId),
    fresh,
    readPage: (offset, limit, reset) => getMediaItems(kind, { aggregateId, withPublic, name, limit, offset }, reset),
  });
  const { query, items } = list;
  // A typed filter keeps its box even when nothing matches; otherwise the box shows above 2 items.
  const filtering = typed || list.stale;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {kind.title}
      </Title>
      {query.isError && <ErrorPanel error={query.error} />}
      <ListToolbar
        count={filtering ? Number.POSITIVE_INFINITY : items.length}
        filter={filter}
        onFilter={setFilter}
        refreshing={list.refreshing}
        onRefresh={() => void refresh(list.reload)}
      >
        <Checkbox label="Public" checked={withPublic} onChange={(e) => setWithPublic(e.currentTarget.checked)} data-testid="public-toggle" />
      </ListToolbar>
      {query.isPending && aggregateId && <PageLoader />}
      {query.isSuccess && !list.stale && items.length === 0 && (
        <Text c="dimmed" data-testid="items-empty">
          {kind.emptyText}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((item) => (
          <ItemTile key={item.id} kind={kind} item={item} listPath={listPath} foreign={item.aggregate_id !== aggregateId} />
        ))}
      </SimpleGrid>
      <ShowMore {...list.showMore} />
    </Stack>
  );
}
