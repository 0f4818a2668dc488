import { useState, useSyncExternalStore } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { CAMPAIGN_LIST_TEXTS } from '../../../../domain/campaigns/texts';
import { ListToolbar, ShowMore } from '../../../components/list-toolbar';
import { PageLoader } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { useNameFilter, usePagedList } from '../../../lib/use-paged-list';
import { useRefresh } from '../../../lib/use-refresh';
import { useWorkspaceZone } from '../../../lib/workspace-zone';
import { campaignPagesQueryKey, getCampaignPage } from '../api/campaign-calls';
import { CampaignTile, type CampaignTileFields } from './campaign-tile';
import { NetworkErrorOverlay } from './network-error-overlay';

// What a tile needs: the badges read schedules and the relations' kind; nothing else of the document is asked for.
export const TILE_FIELDS = 'id name type subtype schedules relations.relation';

/**
 * 'Media Campaigns List' (spec 02 §2.2): tiles in schedule order, read 50 at a time with 'Show more';
 * the server orders and filters by name, so a large workspace never travels whole. Refresh starts
 * again from the first page.
 */
export function CampaignListPage() {
  const aggregateId = useSyncExternalStore(subscribeSession, () => getSession().aggregate?.id) ?? '';
  const listPath = useLocation().pathname.replace(/\/+$/, '');
  const { filter, setFilter, name, typed } = useNameFilter();
  const [dismissed, setDismissed] = useState<unknown>(null);
  const { fresh, refresh } = useRefresh();
  const timeZone = useWorkspaceZone();

  const list = usePagedList({
    queryKey: campaignPagesQueryKey(aggregateId, name),
    enabled: Boolean(aggregateId),
    fresh,
    readPage: (offset, limit, reset) => getCampaignPage({ aggregateId, fields: TILE_FIELDS, name, limit, offset }, reset) as Promise<CampaignTileFields[]>,
  });
  const { query, items: campaigns } = list;

  // A typed filter keeps its box even when nothing matches; otherwise the box shows above 2 campaigns.
  const filtering = typed || list.stale;
  const now = new Date();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {CAMPAIGN_LIST_TEXTS.title}
      </Title>
      {query.isError && query.error !== dismissed && <NetworkErrorOverlay error={query.error} onCancel={() => setDismissed(query.error)} />}
      <ListToolbar
        count={filtering ? Number.POSITIVE_INFINITY : campaigns.length}
        filter={filter}
        onFilter={setFilter}
        refreshing={list.refreshing}
        onRefresh={() => void refresh(list.reload)}
      />
      {query.isPending && aggregateId && <PageLoader />}
      {query.isSuccess && !list.stale && campaigns.length === 0 && (
        <Text c="dimmed" data-testid="campaigns-empty">
          {CAMPAIGN_LIST_TEXTS.empty}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {campaigns.map((c) => (
          <CampaignTile key={c.id} campaign={c} listPath={listPath} now={now} timeZone={timeZone} />
        ))}
      </SimpleGrid>
      <ShowMore {...list.showMore} />
    </Stack>
  );
}
