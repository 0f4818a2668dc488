import type { NewUser } from '../../../../domain/users/access-lists';
import { api } from '../../../lib/api';

export interface TenantUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  email?: string | null;
}

/** `POST /api/1.0/users?tenant`: a new user of the tenant, with no role yet (409 when the username exists). */
export function createUser(tenantKey: string, user: NewUser): Promise<TenantUser> {
  return api.post<TenantUser>(`/api/1.0/users?${new URLSearchParams({ tenant: tenantKey })}`, user);
}
