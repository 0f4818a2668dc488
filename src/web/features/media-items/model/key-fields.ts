import type { MediaItem } from '../../../../domain/media-items/types';

/** An item's Key fields. */
export const ITEM_KEY_FIELDS: { name: keyof MediaItem; label: string }[] = [
  { name: 'id', label: 'Id' },
  { name: 'code', label: 'Code' },
  { name: 'tenant_id', label: 'Tenant id' },
  { name: 'project_id', label: 'Project id' },
  { name: 'aggregate_id', label: 'Workspace id' },
  { name: 'profile_id', label: 'Created by (profile id)' },
  { name: 'type_id', label: 'Type id' },
  { name: 'subtype_id', label: 'Sub-type id' },
  { name: 'createdOn', label: 'Created on' },
  { name: 'updatedOn', label: 'Updated on' },
];
