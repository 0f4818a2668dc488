import type { MediaItem } from '../../../../domain/media-items/types';

/** An item's Key fields: ids of what it belongs to show with their names where known (lib/key-names.ts). */
export const ITEM_KEY_FIELDS: { name: keyof MediaItem; label: string }[] = [
  { name: 'id', label: 'Id' },
  { name: 'code', label: 'Code' },
  { name: 'tenant_id', label: 'Tenant' },
  { name: 'project_id', label: 'Project' },
  { name: 'aggregate_id', label: 'Workspace' },
  { name: 'profile_id', label: 'Created by' },
  { name: 'type_id', label: 'Type' },
  { name: 'subtype_id', label: 'Sub-type' },
  { name: 'createdOn', label: 'Created on' },
  { name: 'updatedOn', label: 'Updated on' },
];
