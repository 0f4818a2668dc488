import { api } from '../../../lib/api';
import type { Tenant } from '../../../../domain/tenants/tenant';

const tenantUrl = (idOrKey: string) => `/api/1.0/tenants/${encodeURIComponent(idOrKey)}`;

/** The public tenant look-up (no token): `{id, key, name}`; rejects with ApiError 404 when unknown. */
export function getPublicTenant(idOrKey: string): Promise<Tenant> {
  return api.get<Tenant>(tenantUrl(idOrKey), { auth: false });
}

/** The signed-in user's tenant, with its name and `roles[0].resources` (menu keys enabled). */
export function getTenant(idOrKey: string): Promise<Tenant> {
  return api.get<Tenant>(tenantUrl(idOrKey));
}
