import { useState, useSyncExternalStore } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../../../components/error-panel';
import { FilterBox } from '../../../../components/filter-box';
import { PageLoader } from '../../../../components/spinner';
import { getSession, subscribeSession } from '../../../../lib/session';
import { getWorkspaces, workspacesQueryKey } from '../api/get-workspaces';
import { filterWorkspaces, reachableWorkspaces } from '../api/visible-workspaces';
import { WorkspaceTile } from '../components/workspace-tile';

export const NO_WORKSPACES_TEXT = 'No workspaces or aggregates defined.';

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/** The project's workspaces (spec §2.12): tiles, a filter above 2, the empty text. */
export function WorkspaceListPage() {
  const params = useParams();
  const tenantKey = params.tenant ?? '';
  const projectKey = params.project ?? '';
  const grants = useSyncExternalStore(subscribeSession, getSession).roles ?? [];
  const [filter, setFilter] = useState('');
  const query = useQuery({ queryKey: workspacesQueryKey(tenantKey, projectKey), queryFn: () => getWorkspaces(tenantKey, projectKey) });
  const reachable = reachableWorkspaces(query.data ?? [], grants, tenantKey, projectKey);
  const shown = filterWorkspaces(reachable, filter);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Workspaces
      </Title>
      {query.isError && <ErrorPanel error={query.error} />}
      {query.isPending && <PageLoader />}
      <FilterBox count={reachable.length} value={filter} onChange={setFilter} label="Filter workspaces" />
      {query.isSuccess && reachable.length === 0 && (
        <Text c="dimmed" data-testid="workspaces-empty">
          {NO_WORKSPACES_TEXT}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((w) => (
          <WorkspaceTile key={w.id} workspace={w} openHref={path(tenantKey, projectKey, w.key)} launchHref={path(tenantKey, projectKey, 'workspaces', w.id)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
