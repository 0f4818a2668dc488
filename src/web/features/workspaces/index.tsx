import type { RouteObject } from 'react-router';
import { RecordRoute } from '../../components/record';
import { WorkspaceListPage } from './pages/workspace-list-page';
import { WorkspacePage } from './pages/workspace-page';

export { NO_WORKSPACES_TEXT } from './pages/workspace-list-page';

const page = <RecordRoute name="workspace" render={(id) => <WorkspacePage id={id} />} />;

/** The project shell's workspace routes (spec §2.12): the list, a new workspace and a stored one. */
export const workspaceRoutes: RouteObject[] = [
  { path: 'workspaces', element: <WorkspaceListPage /> },
  { path: 'workspaces/create', element: page },
  { path: 'workspaces/:id', element: page },
];
