import type { MediaItem } from '../../../../../domain/media-items/types';
import { api } from '../../../../lib/api';
import { itemApi } from '../../../../lib/item-api';
import type { ItemKindConfig } from '../model/kinds';

export const itemQueryKey = (kind: ItemKindConfig, aggregate: string, id: string) => ['media-item', kind.page, aggregate, id] as const;

/** `GET /api/2.0/media-{kind}s/{id}?aggregate=…`; `reset` skips every cache (refresh). */
export function getItem(kind: ItemKindConfig, aggregate: string, id: string, reset = false): Promise<MediaItem> {
  return itemApi<MediaItem>(kind.apiPath).get(aggregate, id, reset);
}

/** `POST /api/2.0/media-{kind}s?aggregate=…` → the stored item (a device's carries its secret once). */
export function createItem(kind: ItemKindConfig, aggregate: string, body: Record<string, unknown>): Promise<MediaItem & { secret?: string }> {
  return itemApi<MediaItem>(kind.apiPath).create<MediaItem & { secret?: string }>(aggregate, body);
}

/** `PUT /api/2.0/media-{kind}s/{id}` with the changed fields plus the id → the stored item. */
export function updateItem(kind: ItemKindConfig, id: string, changes: Record<string, unknown>): Promise<MediaItem> {
  return itemApi<MediaItem>(kind.apiPath).update(id, changes);
}

/** `POST /api/2.0/media-devices/{id}/secret` → a new secret; the old one stops working. */
export function rotateDeviceSecret(id: string): Promise<{ secret: string }> {
  return api.post<{ secret: string }>(`/api/2.0/media-devices/${encodeURIComponent(id)}/secret`, {});
}
