import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, type PrivilegeLevel } from '../../../domain/access/levels.js';
import { tenantResource } from '../../../domain/access/resources.js';
import type { VisibilityFields } from '../../../domain/relations/visibility.js';
import { canLink } from '../../../domain/relations/visibility.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { workspaceById, workspacesByIds, type LocatedWorkspace } from '../aggregates/index.js';
import type { TenantRow } from '../tenants/index.js';
import type { ItemDoc } from './present.js';
import * as repo from './repo.js';

/** The workspace owning an item (it exists: items reference their workspace). */
export async function ownerOf(ctx: AppContext, tenant: TenantRow, row: repo.ItemRow): Promise<LocatedWorkspace> {
  const owner = await workspaceById(ctx, tenant, row.aggregateId);
  if (!owner) throw notFound('Workspace');
  return owner;
}

/** What the visibility rules read of an item. */
export function visibilityOf(row: repo.ItemRow): VisibilityFields {
  const doc = row.doc as ItemDoc;
  return {
    aggregate_id: row.aggregateId,
    visibility: row.visibility,
    sharedList: doc.sharedList,
    partners: doc.partners,
    partnerList: doc.partnerList,
    available: doc.available,
    availableFrom: doc.availableFrom,
    availableTo: doc.availableTo,
  };
}

/**
 * The caller's read standing on an item outside their own workspaces: VIEWER when it is visible to a
 * workspace they view (shared or partner lists), or public and available to any member of the tenant.
 */
export async function borrowedPrivilege(ctx: AppContext, actor: Actor, tenant: TenantRow, row: repo.ItemRow): Promise<PrivilegeLevel> {
  const vis = visibilityOf(row);
  const now = new Date();
  if (vis.visibility === 3 && canLink(vis, '', now) && privilegeOn(actor.grants, tenantResource(tenant.key)) >= Privilege.TRANSIT) return Privilege.VIEWER;
  const candidates = [...new Set([...(vis.sharedList ?? []), ...(vis.partnerList ?? [])])];
  for (const ws of await workspacesByIds(ctx, tenant, candidates)) {
    if (canLink(vis, ws.workspace.id, now) && privilegeOn(actor.grants, ws.resource) >= Privilege.VIEWER) return Privilege.VIEWER;
  }
  return Privilege.NONE;
}
