import { api } from '../../../lib/api';

/** `POST /api/2.0/media-devices/{id}/secret` → a new secret; the old one stops working. */
export function rotateDeviceSecret(id: string): Promise<{ secret: string }> {
  return api.post<{ secret: string }>(`/api/2.0/media-devices/${encodeURIComponent(id)}/secret`, {});
}
