import type { PrivilegeLevel } from '../../../domain/access/levels.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { workspaceById } from '../aggregates/index.js';
import { workspaceZone } from '../media-query/index.js';
import { itemOwnerOf, type ItemKind } from '../media-items/index.js';

const TITLE = (kind: string) => kind[0].toUpperCase() + kind.slice(1);

/** A workspace of the caller's tenant (else 404) with `min` on it (else 403), and its time zone. */
export async function workspaceWith(ctx: AppContext, actor: Actor, aggregateId: string, min: PrivilegeLevel) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const found = await workspaceById(ctx, tenant, aggregateId);
  if (!found) throw notFound('Workspace');
  requirePrivilege(actor, found.resource, min);
  return { tenantId: tenant.id, aggregateId: found.workspace.id, zone: await workspaceZone(ctx, tenant.id, found.workspace.id) };
}

/** An item of the caller's tenant (else 404) with `min` on its workspace (else 403). */
export async function itemWith(ctx: AppContext, actor: Actor, kind: ItemKind, id: string, min: PrivilegeLevel) {
  const item = await itemOwnerOf(ctx, actor.tenantId, kind, id);
  if (!item) throw notFound(TITLE(kind));
  return { ...(await workspaceWith(ctx, actor, item.aggregateId, min)), itemId: item.id, name: item.name };
}
