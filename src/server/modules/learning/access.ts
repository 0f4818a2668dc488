import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, privilegeName, type PrivilegeLevel } from '../../../domain/access/levels.js';
import type { Actor } from '../../actor.js';
import { tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import { locateWorkspace, workspaceById } from '../aggregates/index.js';

/** The caller's privilege on a workspace of their tenant (NONE when unknown). */
export async function privilegeOnWorkspace(ctx: AppContext, actor: Actor, aggregateId: string): Promise<PrivilegeLevel> {
  const found = await workspaceById(ctx, await tenantOfActor(ctx, actor, undefined), aggregateId);
  return found ? privilegeOn(actor.grants, found.resource) : Privilege.NONE;
}

/**
 * A learning record's workspace with `min` on it: a caller who may not even view it is told it does not exist (404,
 * as for items), one who may view but not edit is refused (403).
 */
export async function requireOn(ctx: AppContext, actor: Actor, aggregateId: string, min: PrivilegeLevel, what: string): Promise<void> {
  const level = await privilegeOnWorkspace(ctx, actor, aggregateId);
  if (level < Privilege.VIEWER) throw notFound(what);
  if (level < min) throw forbidden(`Requires ${privilegeName(min)} on the ${what.toLowerCase()}'s workspace`);
}

/** The workspace a list names (?aggregate=, id or key), with VIEWER on it. */
export async function listedWorkspace(ctx: AppContext, actor: Actor, aggregate: string, project?: string): Promise<string> {
  const at = await locateWorkspace(ctx, actor, { aggregate, project });
  if (privilegeOn(actor.grants, at.resource) < Privilege.VIEWER) throw notFound('Workspace');
  return at.workspace.id;
}
