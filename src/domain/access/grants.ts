import { Privilege, roleToPrivilege, type PrivilegeLevel } from './levels.js';
import { normaliseSegment, resourceSegments } from './resources.js';

/** A privilege held on a resource path ('sdm/demo/mall'). */
export interface Grant {
  resource: string;
  privilege: PrivilegeLevel;
}

/**
 * Grants from the access token's 'roles' claim (docs/product/platform.md §6): 'sdm:demo:mall:admin' is ADMIN on
 * 'sdm/demo/mall'. Anything malformed is skipped rather than thrown on, since the claim comes
 * from outside; a resource named twice keeps its highest role.
 */
export function parseRolesClaim(roles: unknown): Grant[] {
  if (!Array.isArray(roles)) return [];
  const best = new Map<string, PrivilegeLevel>();
  for (const entry of roles) {
    if (typeof entry !== 'string') continue;
    const parts = entry.split(':');
    const role = parts.pop() ?? '';
    const privilege = roleToPrivilege(role);
    if (privilege === Privilege.NONE || parts.length === 0 || parts.some((p) => p === '')) continue;
    const resource = parts.map(normaliseSegment).join('/');
    best.set(resource, Math.max(best.get(resource) ?? Privilege.NONE, privilege) as PrivilegeLevel);
  }
  return [...best].map(([resource, privilege]) => ({ resource, privilege }));
}

// Segment-wise so that 'sdm/demo' is a prefix of 'sdm/demo/mall' but not of 'sdm/demo2'.
function isPrefix(prefix: string[], of: string[]): boolean {
  return prefix.length <= of.length && prefix.every((s, i) => s === of[i]);
}

// Grants of NONE grant nothing; leaving them out keeps them from shadowing a shallower grant.
function effective(grants: Grant[]): { segments: string[]; privilege: PrivilegeLevel }[] {
  return grants.filter((g) => g.privilege > Privilege.NONE).map((g) => ({ segments: resourceSegments(g.resource), privilege: g.privilege }));
}

/**
 * Effective privilege (docs/product/platform.md §6): the role of the deepest granted prefix, even when a shallower
 * grant is higher; else TRANSIT when the resource is a parent of a grant; else NONE.
 */
export function privilegeOn(grants: Grant[], resource: string): PrivilegeLevel {
  const target = resourceSegments(resource);
  let depth = -1;
  let privilege: PrivilegeLevel = Privilege.NONE;
  let parentOfGrant = false;
  for (const g of effective(grants)) {
    if (isPrefix(g.segments, target)) {
      if (g.segments.length > depth) [depth, privilege] = [g.segments.length, g.privilege];
      else if (g.segments.length === depth && g.privilege > privilege) privilege = g.privilege;
    } else if (isPrefix(target, g.segments)) {
      parentOfGrant = true;
    }
  }
  if (depth >= 0) return privilege;
  return parentOfGrant ? Privilege.TRANSIT : Privilege.NONE;
}

// Distinct, sorted values of segment `index` among grants lying under `scope`.
function keysBelow(grants: Grant[], scope: string[], index: number): string[] {
  const keys = new Set<string>();
  for (const g of effective(grants)) {
    if (g.segments.length > index && isPrefix(scope, g.segments)) keys.add(g.segments[index]);
  }
  return [...keys].sort();
}

/** Projects under the tenant reached by some grant deeper than the tenant (treasury is not a project). */
export function deepProjects(grants: Grant[], tenantKey: string): string[] {
  return keysBelow(grants, ['sdm', normaliseSegment(tenantKey)], 2).filter((k) => k !== 'treasury');
}

/** Workspaces under the project reached by some grant at workspace depth or deeper. */
export function deepWorkspaces(grants: Grant[], tenantKey: string, projectKey: string): string[] {
  return keysBelow(grants, ['sdm', normaliseSegment(tenantKey), normaliseSegment(projectKey)], 3);
}

/**
 * The grants that decide the privilege on the workspaces of one tenant, in a form a database statement can
 * apply to a row it has not read yet (an item PUT checks the item's workspace and writes in one statement):
 * the privilege on 'sdm/<tenant>/<project>/<workspace>' is `deeper['<project>/<workspace>'] ??
 * deeper['<project>'] ?? base` for any level from VIEWER up — the deepest granted prefix, as privilegeOn
 * reads it. Below VIEWER it may differ (TRANSIT is not kept), so only checks of VIEWER or more may use it.
 */
export interface WorkspaceGrants {
  /** The privilege of the deepest of the grants on 'sdm' and 'sdm/<tenant>' (NONE when neither). */
  base: PrivilegeLevel;
  /** Grants on a project ('<project>') or a workspace ('<project>/<workspace>') of the tenant, keys normalised. */
  deeper: Record<string, PrivilegeLevel>;
}

export function workspaceGrants(grants: Grant[], tenantKey: string): WorkspaceGrants {
  const tenant = ['sdm', normaliseSegment(tenantKey)];
  let depth = 0;
  let base: PrivilegeLevel = Privilege.NONE;
  const deeper: Record<string, PrivilegeLevel> = {};
  for (const g of effective(grants)) {
    const n = g.segments.length;
    if (n <= 2 && isPrefix(g.segments, tenant)) {
      if (n > depth || (n === depth && g.privilege > base)) [depth, base] = [n, g.privilege];
    } else if ((n === 3 || n === 4) && isPrefix(tenant, g.segments)) {
      const key = g.segments.slice(2).join('/');
      deeper[key] = Math.max(deeper[key] ?? Privilege.NONE, g.privilege) as PrivilegeLevel;
    }
  }
  return { base, deeper };
}
