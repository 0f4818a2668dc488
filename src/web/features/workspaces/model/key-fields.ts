import type { Workspace } from '../api/workspaces';

/** The workspace's Key fields (docs/product/platform.md §2.12). */
export const WORKSPACE_KEY_FIELDS: { name: keyof Workspace; label: string }[] = [
  { name: 'id', label: 'Workspace id' },
  { name: 'key', label: 'Key' },
  { name: 'tenant_id', label: 'Tenant' },
  { name: 'project_id', label: 'Project' },
  { name: 'profile_id', label: 'Created by' },
  { name: 'type_id', label: 'Type' },
  { name: 'subtype_id', label: 'Sub-type' },
  { name: 'createdOn', label: 'Created on' },
  { name: 'updatedOn', label: 'Updated on' },
];
