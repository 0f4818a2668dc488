import { api } from '../../../../lib/api';

/** The fields of a workspace the list shows (spec §7: id key name type). */
export interface WorkspaceSummary {
  id: string;
  key: string;
  name: string;
  type?: string | null;
}

export const workspacesQueryKey = (tenantKey: string, projectKey: string) => ['workspaces', tenantKey, projectKey] as const;

/** `GET /api/2.0/media-aggregates?tenant&project&fields`: the workspaces of a project the caller reaches. */
export function getWorkspaces(tenantKey: string, projectKey: string): Promise<WorkspaceSummary[]> {
  const query = new URLSearchParams({ tenant: tenantKey, project: projectKey, fields: 'id key name type' });
  return api.get<WorkspaceSummary[]>(`/api/2.0/media-aggregates?${query}`);
}
