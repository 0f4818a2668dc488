import { useState, useSyncExternalStore } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { getSession, subscribeSession } from '../../../lib/session';
import { getProjects, projectsQueryKey } from '../api/get-projects';
import { visibleProjects } from '../api/visible-projects';
import { ErrorPanel } from '../../../components/error-panel';
import { FilterBox } from '../../../components/filter-box';
import { ProjectTile } from '../components/project-tile';

export const NO_PROJECTS_TEXT = 'No projects defined.';

/** Where a project tile's arrow leads: the project (docs/product/platform.md §2.9), or its treasury (§2.13). */
const AREAS = {
  projects: { title: 'Projects', to: (tenant: string, project: string) => `/${tenant}/${project}` },
  treasury: { title: 'Treasury', to: (tenant: string, project: string) => `/${tenant}/treasury/${project}` },
};

/**
 * The portfolio's projects (docs/product/platform.md §2.9) or its treasury landing (§2.13): a tile per project the user
 * reaches.
 */
export function ProjectListPage({ area = 'projects' }: { area?: keyof typeof AREAS }) {
  const tenantKey = useParams().tenant ?? '';
  const grants = useSyncExternalStore(subscribeSession, getSession).roles ?? [];
  const [filter, setFilter] = useState('');
  const query = useQuery({ queryKey: projectsQueryKey(tenantKey), queryFn: () => getProjects(tenantKey) });
  const reachable = visibleProjects(query.data ?? [], grants, tenantKey);
  const shown = visibleProjects(reachable, grants, tenantKey, filter);

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {AREAS[area].title}
      </Title>
      {query.isError && <ErrorPanel error={query.error} />}
      {query.isPending && <PageLoader />}
      <FilterBox count={reachable.length} value={filter} onChange={setFilter} label="Filter projects" />
      {query.isSuccess && reachable.length === 0 && <Text c="dimmed">{NO_PROJECTS_TEXT}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {shown.map((p) => (
          <ProjectTile key={p.id} project={p} href={AREAS[area].to(encodeURIComponent(tenantKey), encodeURIComponent(p.key))} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
