import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, type PrivilegeLevel } from '../../../domain/access/levels.js';
import { tenantResource, workspaceResource } from '../../../domain/access/resources.js';
import type { VisibilityFields } from '../../../domain/relations/visibility.js';
import { canLink } from '../../../domain/relations/visibility.js';
import type { Actor } from '../../actor.js';
import { tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import type { TenantRow } from '../tenants/repo.js';
import type { ItemDoc } from './present.js';
import * as repo from './repo.js';

export interface ItemScope {
  tenant?: string;
  project?: string;
  aggregate?: string;
}

/** A workspace of the caller's tenant with its resource path (DESIGN §5). */
export interface Located {
  tenant: TenantRow;
  workspace: repo.WorkspaceRef;
  resource: string;
}

const resourceOf = (tenant: TenantRow, ws: repo.WorkspaceRef) => workspaceResource(tenant.key, ws.projectKey, ws.key);

// Workspace and project keys never change (spec §3.4), so a workspace found by its id is remembered for
// a while, as media-query's scope does: list and by-id reads then skip a round trip. Look-ups by key
// are not remembered (a new workspace elsewhere may make a key ambiguous), nor are misses.
const WORKSPACE_TTL_MS = 30_000;
const byId = new WeakMap<AppContext, Map<string, { ref: repo.WorkspaceRef; at: number }>>();

async function findWorkspaces(ctx: AppContext, tenantId: string, idOrKey: string): Promise<repo.WorkspaceRef[]> {
  let cache = byId.get(ctx);
  if (!cache) byId.set(ctx, (cache = new Map()));
  const key = `${tenantId}/${idOrKey}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < WORKSPACE_TTL_MS) return [hit.ref];
  const rows = await repo.findWorkspaces(ctx.db, tenantId, idOrKey);
  // Only an answer that is the id's workspace alone, so a cached answer is the uncached one.
  if (rows.length === 1 && rows[0].id === idOrKey) {
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { ref: rows[0], at: Date.now() });
  }
  return rows;
}

/** The workspace named by ?aggregate= (id or key; ?project= settles a key used in several projects); 404 when unknown. */
export async function locateWorkspace(ctx: AppContext, actor: Actor, scope: ItemScope): Promise<Located> {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  if (!scope.aggregate) throw badRequest('The workspace is required: give ?aggregate=');
  let rows = await findWorkspaces(ctx, tenant.id, scope.aggregate);
  if (scope.project) rows = rows.filter((r) => r.projectId === scope.project || r.projectKey === scope.project!.toLowerCase());
  const workspace = rows.find((r) => r.id === scope.aggregate) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!workspace) {
    if (rows.length > 1) throw badRequest('Several projects have a workspace with this key: name the project');
    throw notFound('Workspace');
  }
  return { tenant, workspace, resource: resourceOf(tenant, workspace) };
}

/** The workspace owning an item (it exists: items reference their workspace). */
export async function ownerOf(ctx: AppContext, tenant: TenantRow, row: repo.ItemRow): Promise<Located> {
  const [workspace] = (await findWorkspaces(ctx, tenant.id, row.aggregateId)).filter((w) => w.id === row.aggregateId);
  if (!workspace) throw notFound('Workspace');
  return { tenant, workspace, resource: resourceOf(tenant, workspace) };
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
  for (const ws of await repo.workspacesByIds(ctx.db, tenant.id, candidates)) {
    if (canLink(vis, ws.id, now) && privilegeOn(actor.grants, resourceOf(tenant, ws)) >= Privilege.VIEWER) return Privilege.VIEWER;
  }
  return Privilege.NONE;
}
