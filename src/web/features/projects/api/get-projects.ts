import { api } from '../../../lib/api';
import type { Project } from '../../../../domain/projects/project';

export const projectsQueryKey = (tenantKey: string) => ['projects', tenantKey] as const;

/** `GET /api/1.0/projects?tenant&fields`: the projects the caller reaches (at least TRANSIT). */
export function getProjects(tenantKey: string): Promise<Project[]> {
  const query = new URLSearchParams({ tenant: tenantKey, fields: 'id key name description' });
  return api.get<Project[]>(`/api/1.0/projects?${query}`);
}
