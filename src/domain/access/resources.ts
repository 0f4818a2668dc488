import type { RoleName } from './levels.js';

// Callers building group names import the role type from here too.
export type { RoleName } from './levels.js';

const ROLE_NAMES: readonly RoleName[] = ['owner', 'admin', 'editor', 'reader'];

/** One resource path segment as compared (docs/product/platform.md §6): lowercased, each space to '_'. */
export function normaliseSegment(s: string): string {
  return s.toLowerCase().replace(/ /g, '_');
}

/** The normalised segments of a slash-separated resource path; empty segments are kept. */
export function resourceSegments(resource: string): string[] {
  return resource.split('/').map(normaliseSegment);
}

export function tenantResource(tenantKey: string): string {
  return `sdm/${normaliseSegment(tenantKey)}`;
}

export function projectResource(tenantKey: string, projectKey: string): string {
  return `${tenantResource(tenantKey)}/${normaliseSegment(projectKey)}`;
}

export function workspaceResource(tenantKey: string, projectKey: string, aggregateKey: string): string {
  return `${projectResource(tenantKey, projectKey)}/${normaliseSegment(aggregateKey)}`;
}

/**
 * The tenant-wide treasury (`sdm/{tenant}/treasury`, docs/architecture.md Glossary); a project's treasury uses
 * projectResource.
 */
export function treasuryResource(tenantKey: string): string {
  return `${tenantResource(tenantKey)}/treasury`;
}

/** Group name `<scope>.<role>` (docs/product/platform.md §3.14). */
export function groupName(resource: string, role: RoleName): string {
  return `${resource}.${role}`;
}

/**
 * Inverse of groupName. Null when the role is unknown, the resource is not under 'sdm/',
 * a segment is empty, or an owner group sits below tenant level (docs/product/platform.md §3.14).
 */
export function parseGroupName(name: string): { resource: string; role: RoleName } | null {
  if (typeof name !== 'string') return null;
  const dot = name.lastIndexOf('.');
  if (dot < 0) return null;
  const resource = name.slice(0, dot);
  const role = name.slice(dot + 1) as RoleName;
  if (!ROLE_NAMES.includes(role)) return null;
  const segments = resource.split('/');
  if (segments[0] !== 'sdm' || segments.length < 2 || segments.some((s) => s === '')) return null;
  if (role === 'owner' && segments.length !== 2) return null;
  return { resource, role };
}

/** The token 'roles' entry of a group: 'sdm/demo/mall.reader' -> 'sdm:demo:mall:viewer'. */
export function groupToRoleClaim(groupName: string): string | null {
  const parsed = parseGroupName(groupName);
  if (!parsed) return null;
  // The token speaks of viewers; groups of readers (docs/product/platform.md §3.14).
  const role = parsed.role === 'reader' ? 'viewer' : parsed.role;
  return `${parsed.resource.split('/').join(':')}:${role}`;
}
