import type { MediaItem } from '../../../../../domain/media-items/types';
import { api } from '../../../../lib/api';
import type { ItemKindConfig } from '../model/kinds';

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

export const itemQueryKey = (kind: ItemKindConfig, aggregate: string, id: string) => ['media-item', kind.page, aggregate, id] as const;

/** `GET /api/2.0/media-{kind}s/{id}?aggregate=…`; `reset` skips every cache (refresh). */
export function getItem(kind: ItemKindConfig, aggregate: string, id: string, reset = false): Promise<MediaItem> {
  return api.get<MediaItem>(`${kind.apiPath}/${encodeURIComponent(id)}?${q({ aggregate })}`, { reset });
}

/** `POST /api/2.0/media-{kind}s?aggregate=…` → the stored item (a device's carries its secret once). */
export function createItem(kind: ItemKindConfig, aggregate: string, body: Record<string, unknown>): Promise<MediaItem & { secret?: string }> {
  return api.post<MediaItem & { secret?: string }>(`${kind.apiPath}?${q({ aggregate })}`, body);
}

/** `PUT /api/2.0/media-{kind}s/{id}` with the changed fields plus the id → the stored item. */
export function updateItem(kind: ItemKindConfig, id: string, changes: Record<string, unknown>): Promise<MediaItem> {
  return api.put<MediaItem>(`${kind.apiPath}/${encodeURIComponent(id)}`, { ...changes, id });
}

/** `POST /api/2.0/media-devices/{id}/secret` → a new secret; the old one stops working. */
export function rotateDeviceSecret(id: string): Promise<{ secret: string }> {
  return api.post<{ secret: string }>(`/api/2.0/media-devices/${encodeURIComponent(id)}/secret`, {});
}

/** The access look-up of the item's own workspace: its resource path (`sdm/demo/mall/riverside`). */
export function getItemResource(tenant: string, project: string, aggregateId: string): Promise<{ resource: string }> {
  return api.get<{ resource: string }>(`/api/1.0/access/resource?${q({ tenant, project, aggregate: aggregateId })}`);
}

export interface WorkspaceChoice {
  id: string;
  key: string;
  name: string;
}

/** The project's workspaces the caller reaches: the choices of the sharing and partner pickers. */
export function getWorkspaceChoices(tenant: string, project: string): Promise<WorkspaceChoice[]> {
  return api.get<WorkspaceChoice[]>(`/api/2.0/media-aggregates?${q({ tenant, project, fields: 'id,key,name' })}`);
}
