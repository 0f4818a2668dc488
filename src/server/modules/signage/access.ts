import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, privilegeName, type PrivilegeLevel } from '../../../domain/access/levels.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { forbidden, notFound } from '../../errors.js';
import { locateWorkspace, type LocatedWorkspace } from '../aggregates/index.js';

/** Where a signage list or create lands: ?aggregate= (id or key, ?project= when a key is ambiguous). */
export interface WorkspaceScope {
  aggregate: string;
  project?: string;
}

/** The named workspace with `min` on it: 404 below VIEWER (as for items), 403 below `min`. */
export async function workspaceWith(ctx: AppContext, actor: Actor, scope: WorkspaceScope, min: PrivilegeLevel, what: string): Promise<LocatedWorkspace> {
  const at = await locateWorkspace(ctx, actor, scope);
  const level = privilegeOn(actor.grants, at.resource);
  if (level < Privilege.VIEWER) throw notFound('Workspace');
  if (level < min) throw forbidden(`Requires ${privilegeName(min)} on the workspace to change its ${what}`);
  return at;
}
