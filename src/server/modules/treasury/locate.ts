import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, type PrivilegeLevel } from '../../../domain/access/levels.js';
import { isId } from '../../../domain/common/ids.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { workspaceById, type LocatedWorkspace } from '../aggregates/index.js';
import type { TenantRow } from '../tenants/index.js';
import * as repo from './repo-details.js';

export interface LocatedDetail {
  tenant: TenantRow;
  detail: repo.TiDetailRow;
  workspace: LocatedWorkspace;
}

const detailNotFound = () => notFound('Instrument detail');

/** A detail of the caller's tenant the caller may see (else 404), with `min` held on its workspace (else 403). */
export async function locateDetail(ctx: AppContext, actor: Actor, id: string, min: PrivilegeLevel): Promise<LocatedDetail> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const detail = isId(id) ? await repo.findDetail(ctx.db, tenant.id, id) : null;
  const workspace = detail ? await workspaceById(ctx, tenant, detail.aggregateId) : null;
  if (!detail || !workspace || privilegeOn(actor.grants, workspace.resource) < Privilege.VIEWER) throw detailNotFound();
  requirePrivilege(actor, workspace.resource, min);
  return { tenant, detail, workspace };
}
