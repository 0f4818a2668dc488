import type { AccessList } from '../../../../domain/users/access-lists';
import { api } from '../../../lib/api';

export const accessListsQueryKey = (tenantKey: string) => ['access-lists', tenantKey] as const;

/** `GET /api/1.0/access-lists?tenant`: tenant, treasury, each project and each workspace (tenant ADMIN). */
export function getAccessLists(tenantKey: string): Promise<AccessList[]> {
  return api.get<AccessList[]>(`/api/1.0/access-lists?${new URLSearchParams({ tenant: tenantKey })}`, { reset: true });
}
