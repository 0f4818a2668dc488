import { api } from '../../../lib/api';
import type { Project } from '../../../../domain/projects/project';

/** `GET /api/1.0/projects/{key}?tenant`: 404 unknown or another tenant's, 403 below TRANSIT. */
export function getProject(tenantKey: string, projectKey: string): Promise<Project> {
  const query = new URLSearchParams({ tenant: tenantKey });
  return api.get<Project>(`/api/1.0/projects/${encodeURIComponent(projectKey)}?${query}`);
}
