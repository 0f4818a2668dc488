import { api } from '../../../../lib/api';
import type { Workspace } from './workspace';

const scope = (tenantKey: string, projectKey: string) => new URLSearchParams({ tenant: tenantKey, project: projectKey });

/** `GET /api/2.0/media-aggregates/{id|key}?tenant&project`; `reset` skips every cache (refresh). */
export function getWorkspace(tenantKey: string, projectKey: string, idOrKey: string, reset = false): Promise<Workspace> {
  return api.get<Workspace>(`/api/2.0/media-aggregates/${encodeURIComponent(idOrKey)}?${scope(tenantKey, projectKey)}`, { reset });
}

/** `POST /api/2.0/media-aggregates?tenant&project` with the workspace without id → the stored one. */
export function createWorkspace(tenantKey: string, projectKey: string, body: Omit<Partial<Workspace>, 'id'>): Promise<Workspace> {
  return api.post<Workspace>(`/api/2.0/media-aggregates?${scope(tenantKey, projectKey)}`, body);
}

/** `PUT /api/2.0/media-aggregates/{id}` with the changed fields plus the id → the stored workspace. */
export function updateWorkspace(id: string, changes: Partial<Workspace>): Promise<Workspace> {
  return api.put<Workspace>(`/api/2.0/media-aggregates/${encodeURIComponent(id)}`, { ...changes, id });
}

export { reverseGeocode } from '../../../../components/location/address';
