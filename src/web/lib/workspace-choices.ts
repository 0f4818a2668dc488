import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { pickerKey } from './resource';

export interface WorkspaceChoice {
  id: string;
  key: string;
  name: string;
}

/** The project's workspaces the caller reaches: the choices of the sharing and partner pickers. */
export function getWorkspaceChoices(tenant: string, project: string): Promise<WorkspaceChoice[]> {
  const query = new URLSearchParams({ tenant, project, fields: 'id,key,name' });
  return api.get<WorkspaceChoice[]>(`/api/2.0/media-aggregates?${query}`);
}

/** The query of a project's workspace choices, read once a minute at most (`enabled` false: not read). */
export function useWorkspaceChoicesQuery(tenant: string, project: string, enabled = true) {
  return useQuery({
    queryKey: pickerKey('workspace', 'choices', tenant, project),
    queryFn: () => getWorkspaceChoices(tenant, project),
    staleTime: 60_000,
    enabled,
  });
}

/** The workspace choices of a project; empty until read. */
export function useWorkspaceChoices(tenant: string, project: string): WorkspaceChoice[] {
  return useWorkspaceChoicesQuery(tenant, project).data ?? [];
}
