import { privilegeOn } from '../domain/access/grants.js';
import { privilegeName, type PrivilegeLevel } from '../domain/access/levels.js';
import type { Actor } from './actor.js';
import type { AppContext } from './context.js';
import { forbidden, notFound } from './errors.js';
import type { TenantRow } from './modules/tenants/directory.js';

/** The tenant a request names (id or key); another tenant's is "not found", never "forbidden". */
export async function tenantOfActor(ctx: AppContext, actor: Actor, tenantParam: string | undefined): Promise<TenantRow> {
  const tenant = await ctx.tenants.find(tenantParam ?? actor.tenantId);
  if (!tenant || tenant.id !== actor.tenantId) throw notFound('Tenant');
  return tenant;
}

export function requirePrivilege(actor: Actor, resource: string, min: PrivilegeLevel): PrivilegeLevel {
  const level = privilegeOn(actor.grants, resource);
  if (level < min) throw forbidden(`Requires ${privilegeName(min)} on ${resource}`);
  return level;
}

/** A document cut to the `fields` projection (parseFields in src/domain/common/list-query.ts); names it lacks are left out. */
export function project<T extends object>(doc: T, fields: string[] | null): Partial<T> {
  if (!fields) return doc;
  const out: Record<string, unknown> = {};
  for (const f of fields) if (Object.hasOwn(doc, f)) out[f] = (doc as Record<string, unknown>)[f];
  return out as Partial<T>;
}
