import type { AccessResource } from '../../../../domain/access/access-resource';
import { api } from '../../../lib/api';

/**
 * The access-control look-up: the resource path of a tenant, project or workspace
 * (`sdm/demo/mall/city-centre`). Rejects when a given project or aggregate does not exist in the tenant.
 */
export function getAccessResource(tenant: string, project?: string, aggregate?: string): Promise<AccessResource> {
  const query = new URLSearchParams({ tenant });
  if (project) query.set('project', project);
  if (aggregate) query.set('aggregate', aggregate);
  return api.get<AccessResource>(`/api/1.0/access/resource?${query}`);
}
