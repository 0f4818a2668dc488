import { ReadValue } from '../../../components/fields';
import type { Workspace } from '../api/workspaces';

const FIELDS: { name: keyof Workspace; label: string }[] = [
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

/** Key fields (spec §2.12): the workspace's ids, given on save. */
export function KeyFields({ workspace }: { workspace: Workspace | undefined }) {
  return (
    <>
      {FIELDS.map(({ name, label }) => (
        <ReadValue key={name} label={label}>
          {workspace ? String(workspace[name] ?? '') : 'Given on save'}
        </ReadValue>
      ))}
    </>
  );
}
