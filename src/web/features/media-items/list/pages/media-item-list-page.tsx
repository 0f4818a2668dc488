import { useRef, useState, useSyncExternalStore } from 'react';
import { ActionIcon, Button, Checkbox, Group, SimpleGrid, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { MediaItemPageKind } from '../../../../../domain/media-items/types';
import { ErrorPanel } from '../../../../components/error-panel';
import { FilterBox } from '../../../../components/filter-box';
import { PageLoader } from '../../../../components/spinner';
import { getSession, subscribeSession } from '../../../../lib/session';
import { getMediaItems, mediaItemsQueryKey } from '../api/get-media-items';
import { ItemTile } from '../components/item-tile';
import { LIST_KINDS } from '../model/kinds';
import { filterByName, joinPages, mayHaveMore, PAGE_SIZE } from '../model/list-rules';

/**
 * One list page for venues, assets and devices (spec 02 §2.4, spec 03 §2.11–2.12): tiles newest
 * first, the name filter above 2 items, the Public checkbox, refresh, the empty text and the error panel.
 */
export function MediaItemListPage({ kind: kindName }: { kind: MediaItemPageKind }) {
  const kind = LIST_KINDS[kindName];
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const [filter, setFilter] = useState('');
  const [withPublic, setWithPublic] = useState(false);
  // Refresh must pass the API client's cache; paging and revisits may use it.
  const fresh = useRef(false);

  const query = useInfiniteQuery({
    queryKey: mediaItemsQueryKey(kind, aggregateId, withPublic),
    enabled: Boolean(aggregateId),
    initialPageParam: 0,
    queryFn: ({ pageParam }) => getMediaItems(kind, { aggregateId, withPublic, limit: PAGE_SIZE, offset: pageParam }, fresh.current),
    getNextPageParam: (last, pages) => (mayHaveMore(last.length) ? pages.length * PAGE_SIZE : undefined),
  });

  async function refresh() {
    fresh.current = true;
    try {
      await query.refetch();
    } finally {
      fresh.current = false;
    }
  }

  const items = joinPages(query.data?.pages ?? []);
  const shown = filterByName(items, filter);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {kind.title}
      </Title>
      {query.isError && <ErrorPanel error={query.error} />}
      <Group gap="md" align="center">
        <FilterBox count={items.length} value={filter} onChange={setFilter} label="Filter by name" />
        <Checkbox label="Public" checked={withPublic} onChange={(e) => setWithPublic(e.currentTarget.checked)} data-testid="public-toggle" />
        <Tooltip label="Refresh">
          <ActionIcon variant="subtle" aria-label="Refresh" loading={query.isRefetching} onClick={() => void refresh()}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      {query.isPending && aggregateId && <PageLoader />}
      {query.isSuccess && items.length === 0 && (
        <Text c="dimmed" data-testid="items-empty">
          {kind.emptyText}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((item) => (
          <ItemTile key={item.id} kind={kind} item={item} listPath={listPath} foreign={item.aggregate_id !== aggregateId} />
        ))}
      </SimpleGrid>
      {query.hasNextPage && (
        <Group justify="center">
          <Button variant="light" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
            Show more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
