import { workspaces, type ProjectScope } from './workspaces';

/** The fields of a workspace the list shows (docs/product/platform.md §7: id key name type). */
export interface WorkspaceSummary {
  id: string;
  key: string;
  name: string;
  type?: string | null;
}

export const workspacesQueryKey = (scope: ProjectScope) => workspaces.keys.list(scope);

/** `GET /api/2.0/media-aggregates?tenant&project&fields`: the workspaces of a project the caller reaches. */
export function getWorkspaces(scope: ProjectScope, reset = false): Promise<WorkspaceSummary[]> {
  return workspaces.all<WorkspaceSummary>(scope, 'id key name type', reset);
}
