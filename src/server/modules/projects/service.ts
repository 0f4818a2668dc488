import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { projectResource, tenantResource, workspaceResource } from '../../../domain/access/resources.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../errors.js';
import * as repo from './repo.js';

export const presentProject = (p: repo.ProjectRow) => ({
  id: p.id,
  key: p.key,
  name: p.name,
  description: p.description,
  tenant_id: p.tenantId,
  createdOn: p.createdOn.toISOString(),
  updatedOn: p.updatedOn.toISOString(),
});

/** Projects the caller can at least pass through (TRANSIT), as the projects page lists them. */
export async function listProjects(ctx: AppContext, actor: Actor, tenantParam?: string) {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  const rows = await repo.listProjects(ctx.db, tenant.id);
  return rows.filter((p) => privilegeOn(actor.grants, projectResource(tenant.key, p.key)) >= Privilege.TRANSIT).map(presentProject);
}

export async function getProject(ctx: AppContext, actor: Actor, idOrKey: string, tenantParam?: string) {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  const row = await repo.findProject(ctx.db, tenant.id, idOrKey);
  if (!row) throw notFound('Project');
  requirePrivilege(actor, projectResource(tenant.key, row.key), Privilege.TRANSIT);
  return presentProject(row);
}

/**
 * The resource path of a tenant, project or workspace, for deciding read-only screens (docs/product/platform.md §4).
 */
export async function resolveResource(ctx: AppContext, actor: Actor, q: { tenant?: string; project?: string; aggregate?: string }) {
  const tenant = await tenantOfActor(ctx, actor, q.tenant);
  requirePrivilege(actor, tenantResource(tenant.key), Privilege.TRANSIT);
  if (!q.project) return { resource: tenantResource(tenant.key) };
  const project = await repo.findProject(ctx.db, tenant.id, q.project);
  if (!project) throw notFound('Project');
  if (!q.aggregate) return { resource: projectResource(tenant.key, project.key) };
  const aggregate = await repo.findAggregate(ctx.db, tenant.id, project.id, q.aggregate);
  if (!aggregate) throw notFound('Workspace');
  return { resource: workspaceResource(tenant.key, project.key, aggregate.key), id: aggregate.id, key: aggregate.key, name: aggregate.name };
}

/** A tenant's project by id or key, without a caller (the operator's CLI stands above every tenant). */
export const projectOfTenant = (db: Db, tenantId: string, idOrKey: string) => repo.findProject(db, tenantId, idOrKey);
