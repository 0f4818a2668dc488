import { kindKey } from './resource';

/**
 * The query keys of the look-ups of where the user is (tenant, project, workspace access): the shell's loaders read
 * them on every move through the query cache (app/guards/shell-loaders.ts), and pages showing the same answers use the
 * same keys. The access look-up lies under the workspace kind's root, so a workspace's save reads it again
 * (lib/resource.ts refreshKind).
 */
export const tenantQueryKey = (tenantKey: string) => ['tenant', tenantKey] as const;
export const projectQueryKey = (tenantKey: string, projectKey: string) => ['projects', tenantKey, projectKey] as const;
export const accessQueryKey = (tenant: string, project = '', aggregate = '') => [...kindKey('workspace'), 'access', tenant, project, aggregate] as const;
