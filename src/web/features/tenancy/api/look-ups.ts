import type { AccessResource } from '../../../../domain/access/access-resource';
import type { Project } from '../../../../domain/projects/project';
import type { Tenant } from '../../../../domain/tenants/tenant';
import { lookUp } from '../../../lib/route-queries';
import { accessQueryKey, projectQueryKey, tenantQueryKey } from '../../../lib/scope-keys';
import { getAccessResource } from './get-access-resource';
import { getProject } from './get-project';
import { getTenant } from './get-tenant';

// The look-ups the shells' loaders and the route prefetches make on every move, through the query cache
// (lib/route-queries.ts): moving between areas asks for none of them again while they stand.

export const lookUpTenant = (tenantKey: string): Promise<Tenant> => lookUp(tenantQueryKey(tenantKey), () => getTenant(tenantKey));

export const lookUpProject = (tenantKey: string, projectKey: string): Promise<Project> =>
  lookUp(projectQueryKey(tenantKey, projectKey), () => getProject(tenantKey, projectKey));

export const lookUpAccess = (tenant: string, project?: string, aggregate?: string): Promise<AccessResource> =>
  lookUp(accessQueryKey(tenant, project, aggregate), () => getAccessResource(tenant, project, aggregate));
