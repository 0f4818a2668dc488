import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { projectResource, tenantResource } from '../../../domain/access/resources.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { workspaceById, workspacesByIds } from '../aggregates/index.js';
import * as repo from './repo.js';

/** What every resolver of one request shares: the app, the caller, and look-ups already made. */
export interface QueryContext {
  ctx: AppContext;
  actor: Actor;
  memo: Map<string, Promise<unknown>>;
  /** Count reads waiting to be made together (summary-loader.ts). */
  batches: Map<string, unknown>;
}

export const queryContext = (ctx: AppContext, actor: Actor): QueryContext => ({ ctx, actor, memo: new Map(), batches: new Map() });

/** A page's document names the same scope in several fields: look it up and authorise it once. */
export function once<T>(qc: QueryContext, key: string, work: () => Promise<T>): Promise<T> {
  let hit = qc.memo.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = work();
    qc.memo.set(key, hit);
  }
  return hit;
}

/** The tenant (id or key) with VIEWER on it; another tenant is NOT_FOUND. */
export function tenantScope(qc: QueryContext, tenantParam: string): Promise<repo.Scope> {
  return once(qc, `tenant:${tenantParam}`, async () => {
    const tenant = await tenantOfActor(qc.ctx, qc.actor, tenantParam);
    requirePrivilege(qc.actor, tenantResource(tenant.key), Privilege.VIEWER);
    return { tenantId: tenant.id };
  });
}

/** A project (id or key) of the tenant with VIEWER on the project. */
export function projectScope(qc: QueryContext, projectParam: string, tenantParam: string): Promise<repo.Scope> {
  return once(qc, `project:${tenantParam}:${projectParam}`, async () => {
    const tenant = await tenantOfActor(qc.ctx, qc.actor, tenantParam);
    const project = await repo.findProject(qc.ctx.db, tenant.id, projectParam);
    if (!project) throw notFound('Project');
    requirePrivilege(qc.actor, projectResource(tenant.key, project.key), Privilege.VIEWER);
    return { tenantId: tenant.id, projectId: project.id };
  });
}

/** A workspace by id, looked up in the caller's tenant only, with VIEWER on it. */
/** A workspace of the caller's tenant the caller may see (VIEWER), or null: for lists that leave out what is not theirs. */
export async function visibleWorkspace(qc: QueryContext, id: string): Promise<repo.Scope | null> {
  const tenant = await tenantOfActor(qc.ctx, qc.actor, undefined);
  const found = await workspaceById(qc.ctx, tenant, id);
  if (!found || privilegeOn(qc.actor.grants, found.resource) < Privilege.VIEWER) return null;
  return { tenantId: tenant.id, projectId: found.workspace.projectId, aggregateId: found.workspace.id };
}

/** `visibleWorkspace` for several workspaces at once (one read): the caller's visible ones, by id. */
export async function visibleWorkspaces(qc: QueryContext, ids: readonly string[]): Promise<Map<string, repo.Scope>> {
  const tenant = await tenantOfActor(qc.ctx, qc.actor, undefined);
  const found = await workspacesByIds(qc.ctx, tenant, ids);
  return new Map(
    found
      .filter((w) => privilegeOn(qc.actor.grants, w.resource) >= Privilege.VIEWER)
      .map((w) => [w.workspace.id, { tenantId: tenant.id, projectId: w.workspace.projectId, aggregateId: w.workspace.id }]),
  );
}

export function workspaceScope(qc: QueryContext, id: string): Promise<repo.Scope> {
  return once(qc, `workspace:${id}`, async () => {
    const tenant = await tenantOfActor(qc.ctx, qc.actor, undefined);
    const found = await workspaceById(qc.ctx, tenant, id);
    if (!found) throw notFound('Workspace');
    requirePrivilege(qc.actor, found.resource, Privilege.VIEWER);
    return { tenantId: tenant.id, projectId: found.workspace.projectId, aggregateId: found.workspace.id };
  });
}
