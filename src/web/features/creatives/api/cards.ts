import { PART_SECTIONS, type PartField } from '../../../../domain/creatives/parts';
import type { Tenant } from '../../../../domain/tenants/tenant';
import { uploadImage } from '../../../components/image-upload';
import { api } from '../../../lib/api';
import { assetImagePath } from '../../../../domain/creatives/parts';

const cardsPath = (creativeId: string, section: PartField) => `/api/2.0/media-creatives/${encodeURIComponent(creativeId)}/${PART_SECTIONS[section].route}`;

/** `POST …/{route}` for a new card (its client id in the body), `PUT …/{route}/{subId}` for a stored one: the stored card. */
export function saveCard<T>(creativeId: string, section: PartField, body: Record<string, unknown> & { id: string }, isNew: boolean): Promise<T> {
  const path = cardsPath(creativeId, section);
  return isNew ? api.post<T>(path, body) : api.put<T>(`${path}/${encodeURIComponent(body.id)}`, body);
}

/** `DELETE …/{route}/{subId}` (an image asset's picture goes with it). */
export function deleteCard(creativeId: string, section: PartField, id: string): Promise<unknown> {
  return api.del(`${cardsPath(creativeId, section)}/${encodeURIComponent(id)}`);
}

/** `/images?type=creative&id=&asset=&for=img`: an image asset's picture, after its card is saved. */
export const uploadAssetPicture = (creativeId: string, assetId: string, file: Blob) => uploadImage(api, assetImagePath(creativeId, assetId), file);

/** The caller's tenant (GET /api/1.0/tenants): its embed origins. */
export const tenantQuery = {
  queryKey: ['tenant', 'own'],
  queryFn: async () => (await api.get<(Tenant & { embedOrigins?: string[] })[]>('/api/1.0/tenants'))[0],
};

/** `PUT /api/1.0/tenants/{id}/embed-origins` (tenant ADMIN). */
export const saveEmbedOrigins = (tenantId: string, embedOrigins: string[]) =>
  api.put<Tenant & { embedOrigins: string[] }>(`/api/1.0/tenants/${encodeURIComponent(tenantId)}/embed-origins`, { embedOrigins });
