import { presentAddress } from '../../../domain/common/place.js';
import type { Workspace } from '../../../domain/workspaces/workspace.js';
import type { AggregateRow } from './repo.js';

/**
 * The part of a workspace kept in the `doc` column (fields no query filters on, kept as JSONB); older rows may lack
 * any.
 */
export type WorkspaceDoc = Partial<
  Pick<
    Workspace,
    | 'tags'
    | 'street'
    | 'locality'
    | 'city'
    | 'state'
    | 'country'
    | 'pincode'
    | 'geoLocation'
    | 'urls'
    | 'properties'
    | 'type'
    | 'type_id'
    | 'subtype'
    | 'subtype_id'
    | 'category'
    | 'profile_id'
  >
>;

/** Row → API JSON (docs/api.md "Workspaces"): every field present, blanks as '' / null / {}. */
export function presentWorkspace(row: AggregateRow): Workspace {
  const doc = row.doc as WorkspaceDoc;
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    tags: doc.tags ?? [],
    enabled: row.enabled,
    currency: row.currency ?? null,
    timeZone: row.timeZone ?? null,
    ...presentAddress(doc),
    urls: doc.urls ?? {},
    properties: doc.properties ?? {},
    type: doc.type ?? null,
    type_id: doc.type_id ?? null,
    subtype: doc.subtype ?? null,
    subtype_id: doc.subtype_id ?? null,
    category: doc.category ?? null,
    project_id: row.projectId,
    tenant_id: row.tenantId,
    profile_id: doc.profile_id ?? null,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  };
}
