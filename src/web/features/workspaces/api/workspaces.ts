import type { Workspace } from '../../../../domain/workspaces/workspace';
import { defineResource } from '../../../lib/resource';

export type { Workspace };

/** Where workspaces live: a tenant's project, by keys. */
export interface ProjectScope {
  tenant: string;
  project: string;
}

/** `/api/2.0/media-aggregates?tenant&project`: the workspace resource (lib/resource.ts). */
export const workspaces = defineResource<Workspace, ProjectScope>({
  kind: 'workspace',
  path: '/api/2.0/media-aggregates',
  scope: ({ tenant, project }) => ({ tenant, project }),
});
