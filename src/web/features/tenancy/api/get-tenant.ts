import { api } from '../../../lib/api';
import type { Tenant } from '../../../../domain/tenants/tenant';

const tenantUrl = (idOrKey: string) => `/api/1.0/tenants/${encodeURIComponent(idOrKey)}`;

/** The public tenant look-up (no token): `{id, key, name}`; rejects with ApiError 404 when unknown. */
export function getPublicTenant(idOrKey: string): Promise<Tenant> {
  return api.get<Tenant>(tenantUrl(idOrKey), { auth: false });
}

// The tenant the landing page has just found, for the sign-in page it goes to next: that page's loader takes it (once)
// instead of asking again. The landing and sign-in pages come before the query cache does (lib/route-queries.ts).
let found: Tenant | undefined;

/** The landing page's look-up: as getPublicTenant, and handed on to the sign-in page's loader. */
export async function findPublicTenant(idOrKey: string): Promise<Tenant> {
  found = await getPublicTenant(idOrKey);
  return found;
}

/** The sign-in page's tenant: the one the landing page has just found, else asked for. */
export function signInTenant(key: string): Promise<Tenant> {
  const handed = found;
  found = undefined;
  return handed?.key === key ? Promise.resolve(handed) : getPublicTenant(key);
}

/** The signed-in user's tenant, with its name and `roles[0].resources` (menu keys enabled). */
export function getTenant(idOrKey: string): Promise<Tenant> {
  return api.get<Tenant>(tenantUrl(idOrKey));
}
