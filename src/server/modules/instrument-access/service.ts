import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { projectResource, resourceSegments } from '../../../domain/access/resources.js';
import { isId } from '../../../domain/common/ids.js';
import { TREASURY_SECTIONS } from '../../../domain/treasury/sections.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { workspaceById } from '../aggregates/index.js';
import { projectOfTenant } from '../projects/index.js';
import type { TenantRow } from '../tenants/index.js';
import * as repo from './repo.js';

export { findConfig, findConfigs, type TiConfigRow } from './repo.js';

// Which resource owns a treasury instrument, and who may see or anchor it: asked by the treasury, the relations (an
// instrument's anchors) and the audience figures alike, so it sits below all three.

export const notFoundConfig = () => notFound('Treasury instrument');

/** The resource an instrument is owned by: its workspace's path, or its project's for a project-level one. */
export async function configResource(ctx: AppContext, tenant: TenantRow, row: Pick<repo.TiConfigRow, 'projectId' | 'aggregateId'>): Promise<string> {
  if (row.aggregateId) {
    const ws = await workspaceById(ctx, tenant, row.aggregateId);
    if (!ws) throw notFoundConfig();
    return ws.resource;
  }
  const project = await projectOfTenant(ctx.db, tenant.id, row.projectId);
  if (!project) throw notFoundConfig();
  return projectResource(tenant.key, project.key);
}

/**
 * An instrument for its 'Anchored Media-Assets' section: 404 unless the caller may see it on its own resource;
 * changing anchors (`change`) needs the section's role there (docs/product/platform.md §6), else 403.
 */
export async function anchoringInstrument(ctx: AppContext, actor: Actor, tenant: TenantRow, id: string, change: boolean): Promise<repo.TiConfigRow> {
  const row = isId(id) ? await repo.findConfig(ctx.db, tenant.id, id) : null;
  if (!row) throw notFoundConfig();
  const resource = await configResource(ctx, tenant, row);
  if (privilegeOn(actor.grants, resource) < Privilege.VIEWER) throw notFoundConfig();
  if (change) requirePrivilege(actor, resource, TREASURY_SECTIONS.anchors.editRole ?? Privilege.OWNER);
  return row;
}

/**
 * An instrument for its Audience Statistics: 404 unless the caller views it on its own resource or, for a
 * project-level one (offered to every workspace of its project), on some workspace of that project.
 */
export async function viewedInstrument(ctx: AppContext, actor: Actor, tenant: TenantRow, id: string): Promise<repo.TiConfigRow> {
  const row = isId(id) ? await repo.findConfig(ctx.db, tenant.id, id) : null;
  if (!row) throw notFoundConfig();
  const resource = await configResource(ctx, tenant, row);
  const project = resourceSegments(resource);
  const viaWorkspace =
    !row.aggregateId && actor.grants.some((g) => g.privilege >= Privilege.VIEWER && project.every((s, i) => resourceSegments(g.resource)[i] === s));
  if (privilegeOn(actor.grants, resource) < Privilege.VIEWER && !viaWorkspace) throw notFoundConfig();
  return row;
}
