import type { Workspace } from '../api/workspaces';

/** The workspace's Key fields (spec §2.12). */
export const WORKSPACE_KEY_FIELDS: { name: keyof Workspace; label: string }[] = [
  { name: 'id', label: 'Workspace id' },
  { name: 'key', label: 'Key' },
  { name: 'tenant_id', label: 'Tenant id' },
  { name: 'project_id', label: 'Project id' },
  { name: 'profile_id', label: 'Created by (profile id)' },
  { name: 'type_id', label: 'Type id' },
  { name: 'subtype_id', label: 'Sub-type id' },
  { name: 'createdOn', label: 'Created on' },
  { name: 'updatedOn', label: 'Updated on' },
];
