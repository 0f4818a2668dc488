import { useSyncExternalStore } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { CREATIVE_SECTIONS } from '../../../../domain/creatives/sections';
import { mayEditSection } from '../../../../domain/sections/table';
import { privilegeOn } from '../../../../domain/access';
import { ErrorPanel } from '../../../components/error-panel';
import { ListToolbar, ShowMore } from '../../../components/list-toolbar';
import { PageLoader } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { useNameFilter, usePagedList } from '../../../lib/use-paged-list';
import { useRefresh } from '../../../lib/use-refresh';
import { creativePagesQueryKey, getCreativePage } from '../api/creative-calls';
import { CreativeTile } from './creative-tile';

export const CREATIVES_EMPTY_TEXT = 'No media creatives found.';

/** Creatives Content/Media (spec 03 §2.1): tiles 50 at a time, the name filter above 2 items (applied by the server), refresh, empty text, error panel on ≥ 500. */
export function CreativeListPage() {
  const session = useSyncExternalStore(subscribeSession, getSession);
  const aggregateId = session.aggregate?.id ?? '';
  const mayEdit = mayEditSection(CREATIVE_SECTIONS, 'primary', privilegeOn(session.roles ?? [], session.aggregate?.resource ?? ''));
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const { filter, setFilter, name, typed } = useNameFilter();
  const { fresh, refresh } = useRefresh();
  const list = usePagedList({
    queryKey: creativePagesQueryKey(aggregateId, name),
    enabled: Boolean(aggregateId),
    fresh,
    readPage: (offset, limit, reset) => getCreativePage(aggregateId, { name, limit, offset }, reset),
  });
  const { query, items } = list;
  // A typed filter keeps its box even when nothing matches; otherwise the box shows above 2 creatives.
  const filtering = typed || list.stale;
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Creatives Content/Media
      </Title>
      {query.isError && <ErrorPanel error={query.error} />}
      <ListToolbar
        count={filtering ? Number.POSITIVE_INFINITY : items.length}
        filter={filter}
        onFilter={setFilter}
        refreshing={list.refreshing}
        onRefresh={() => void refresh(list.reload)}
      />
      {query.isPending && aggregateId && <PageLoader />}
      {query.isSuccess && !list.stale && items.length === 0 && (
        <Text c="dimmed" data-testid="items-empty">
          {CREATIVES_EMPTY_TEXT}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {items.map((c) => (
          <CreativeTile key={c.id} creative={c} listPath={listPath} mayEdit={mayEdit} />
        ))}
      </SimpleGrid>
      <ShowMore {...list.showMore} />
    </Stack>
  );
}
