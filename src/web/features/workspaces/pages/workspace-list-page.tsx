import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { ListPage } from '../../../components/record/list-page';
import { useWholeTiles } from '../../../components/record/use-tile-list';
import { getSession, subscribeSession } from '../../../lib/session';
import { getWorkspaces, workspacesQueryKey } from '../api/get-workspaces';
import { WorkspaceTile } from '../components/workspace-tile';
import { matchesWorkspace, reachableWorkspaces } from '../model/rules';

export const NO_WORKSPACES_TEXT = 'No workspaces or aggregates defined.';

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/** The project's workspaces (docs/product/platform.md §2.12): tiles, a filter above 2, the empty text. */
export function WorkspaceListPage() {
  const { tenant = '', project = '' } = useParams();
  const grants = useSyncExternalStore(subscribeSession, getSession).roles ?? [];
  const list = useWholeTiles({
    queryKey: workspacesQueryKey({ tenant, project }),
    read: (reset) => getWorkspaces({ tenant, project }, reset),
    select: (all) => reachableWorkspaces(all, grants, tenant, project),
    matches: matchesWorkspace,
  });
  return (
    <ListPage
      title="Workspaces"
      list={list}
      emptyText={NO_WORKSPACES_TEXT}
      emptyTestId="workspaces-empty"
      filterLabel="Filter workspaces"
      tile={(w) => <WorkspaceTile key={w.id} workspace={w} openHref={path(tenant, project, w.key)} launchHref={path(tenant, project, 'workspaces', w.id)} />}
    />
  );
}
