import { deepProjects, deepWorkspaces, privilegeOn, type Grant } from './grants.js';
import { Privilege, type PrivilegeLevel } from './levels.js';
import { projectResource, tenantResource, treasuryResource, workspaceResource } from './resources.js';

/** What a route guard decided (docs/product/platform.md §6); the web router carries it out. */
export type GuardResult = { kind: 'allow'; showMenu: boolean } | { kind: 'redirect'; to: string } | { kind: 'insufficient' };

const allow = (showMenu: boolean): GuardResult => ({ kind: 'allow', showMenu });
const redirect = (to: string): GuardResult => ({ kind: 'redirect', to });
const insufficient: GuardResult = { kind: 'insufficient' };

// Keys are encoded so that an odd key can never add a segment or a query to the target.
const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

// The rule shared by every guard: below TRANSIT is refused, VIEWER or more gets the menu.
function byLevel(level: PrivilegeLevel, transit: () => GuardResult): GuardResult {
  if (level < Privilege.TRANSIT) return insufficient;
  if (level >= Privilege.VIEWER) return allow(true);
  return transit();
}

/**
 * Any tenant route: without a live token or with less than TRANSIT on the tenant, back to the
 * tenant's sign-in page with a returnUrl. An expired token counts as none (docs/product/platform.md §4).
 * showMenu is only a default here (VIEWER on the tenant); deeper guards decide their own.
 */
export function authGuard(input: { hasToken: boolean; tokenExpired: boolean; grants: Grant[]; tenantKey: string; url: string }): GuardResult {
  const level = privilegeOn(input.grants, tenantResource(input.tenantKey));
  if (!input.hasToken || input.tokenExpired || level < Privilege.TRANSIT) {
    return redirect(`${path(input.tenantKey)}?returnUrl=${encodeURIComponent(input.url)}`);
  }
  return allow(level >= Privilege.VIEWER);
}

/**
 * Portfolio: a TRANSIT-only user with grants in exactly one project is taken to that project; one with grants in
 * several is taken to the projects listing (`atProjects`), which lists the projects they may open, without the menu:
 * the portfolio's other pages would show them nothing of their own.
 */
export function portfolioGuard(grants: Grant[], tenantKey: string, atProjects = false): GuardResult {
  return byLevel(privilegeOn(grants, tenantResource(tenantKey)), () => {
    const projects = deepProjects(grants, tenantKey);
    if (projects.length === 1) return redirect(path(tenantKey, projects[0]));
    if (projects.length > 1 && !atProjects) return redirect(path(tenantKey, 'portfolio', 'projects'));
    return allow(false);
  });
}

/**
 * Project: a TRANSIT-only user goes to their one workspace, or to the workspaces listing when
 * there are several; on that listing (`atWorkspaces`) the route is allowed without the menu.
 */
export function projectGuard(grants: Grant[], tenantKey: string, projectKey: string, atWorkspaces = false): GuardResult {
  return byLevel(privilegeOn(grants, projectResource(tenantKey, projectKey)), () => {
    const workspaces = deepWorkspaces(grants, tenantKey, projectKey);
    if (workspaces.length === 1) return redirect(path(tenantKey, projectKey, workspaces[0]));
    if (workspaces.length > 1) return atWorkspaces ? allow(false) : redirect(path(tenantKey, projectKey, 'workspaces'));
    // Unreachable with consistent grants (TRANSIT implies a deeper grant); refuse rather than guess.
    return insufficient;
  });
}

/** Workspace: needs VIEWER; TRANSIT alone does not open a workspace (docs/product/platform.md §6). */
export function workspaceGuard(grants: Grant[], tenantKey: string, projectKey: string, aggregateKey: string): GuardResult {
  return byLevel(privilegeOn(grants, workspaceResource(tenantKey, projectKey, aggregateKey)), () => insufficient);
}

/** Treasury: the tenant treasury, or a project's treasury when a project key is given. */
export function treasuryGuard(grants: Grant[], tenantKey: string, projectKey?: string): GuardResult {
  const resource = projectKey ? projectResource(tenantKey, projectKey) : treasuryResource(tenantKey);
  return byLevel(privilegeOn(grants, resource), () => allow(false));
}
