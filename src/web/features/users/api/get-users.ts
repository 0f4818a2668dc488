import { api } from '../../../lib/api';
import type { TenantUser } from './create-user';

export const usersQueryKey = (tenantKey: string) => ['users', tenantKey] as const;

/** `GET /api/1.0/users?tenant` with the reset header (docs/product/platform.md §7): every user of the tenant. */
export function getUsers(tenantKey: string): Promise<TenantUser[]> {
  return api.get<TenantUser[]>(`/api/1.0/users?${new URLSearchParams({ tenant: tenantKey })}`, { reset: true });
}
