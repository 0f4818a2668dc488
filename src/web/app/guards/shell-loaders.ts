import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import {
  portfolioGuard,
  privilegeOn,
  projectGuard,
  projectResource,
  tenantResource,
  treasuryGuard,
  workspaceGuard,
  workspaceResource,
  type Grant,
  type PrivilegeLevel,
  type ViewMode,
} from '../../../domain/access';
import { lookUpAccess, lookUpProject, lookUpTenant } from '../../features/tenancy';
import type { Project } from '../../../domain/projects/project';
import type { Tenant } from '../../../domain/tenants/tenant';
import { getSession, updateSession } from '../../lib/session';
import { requireAuth } from './require-auth';
import { orNotFound, resolveGuard } from './resolve-guard';

export interface ReadyShell {
  kind: 'ready';
  /** The menu bar's view mode; null on pages without a menu (profile). */
  mode: ViewMode | null;
  tenant: Tenant;
  projectKey?: string;
  aggregateKey?: string;
  privilege: PrivilegeLevel;
  showMenu: boolean;
  /** The shell's own path; the first segment after it is the selected menu item. */
  basePath: string;
  /** The workspace's, project's or tenant's name: the tab title's second part. */
  scopeName: string;
}
export interface ExpiredShell {
  kind: 'expired';
  tenantKey: string;
  returnUrl: string;
}
export type ShellData = ReadyShell | ExpiredShell;

interface Context<R> {
  tenantKey: string;
  grants: Grant[];
  tenant: Tenant;
  /** The shell's other reads, asked for beside the tenant's rather than after it. */
  reads: R;
}

const path = (...segments: string[]) => '/' + segments.map(encodeURIComponent).join('/');

/** A read asked for now and awaited later: its failure is handled where it is awaited, never left unhandled. */
function started<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined);
  return read;
}

/**
 * What every shell checks first: the session (renewed when it has expired) and the tenant. `alongside` starts the
 * shell's other reads once the session is good, so a workspace's project and access look-up travel with the
 * tenant's; the tenant is still awaited first, so an unknown tenant is what the user is told of. Loaders run on every
 * move: their look-ups are answered from the query cache when it has them (features/tenancy `lookUp…`).
 */
async function begin<R = undefined>({ params, request }: LoaderFunctionArgs, alongside?: (tenantKey: string) => R): Promise<Context<R> | ExpiredShell> {
  const tenantKey = params.tenant ?? '';
  const auth = await requireAuth(tenantKey, request);
  if (auth.kind === 'expired') return auth;
  const reads = alongside?.(tenantKey) as R;
  const tenant = await orNotFound(() => lookUpTenant(tenantKey));
  updateSession({ tenant });
  return { tenantKey, grants: auth.grants, tenant, reads };
}

function ready(c: Context<unknown>, mode: ViewMode | null, resource: string, showMenu: boolean, basePath: string, more: Partial<ReadyShell> = {}): ReadyShell {
  return { kind: 'ready', mode, tenant: c.tenant, privilege: privilegeOn(c.grants, resource), showMenu, basePath, scopeName: c.tenant.name, ...more };
}

async function loadProject(tenantKey: string, read: Promise<Project>): Promise<Project> {
  const project = await orNotFound(() => read, tenantKey);
  if (getSession().project?.id !== project.id) updateSession({ project, aggregate: undefined });
  return project;
}

export async function profileLoader(args: LoaderFunctionArgs): Promise<ShellData> {
  const c = await begin(args);
  if ('kind' in c) return c;
  return ready(c, null, tenantResource(c.tenantKey), false, path(c.tenantKey, 'profile'));
}

export async function portfolioLoader(args: LoaderFunctionArgs): Promise<ShellData> {
  const c = await begin(args);
  if ('kind' in c) return c;
  const atProjects = new URL(args.request.url).pathname.split('/')[3] === 'projects';
  const showMenu = resolveGuard(portfolioGuard(c.grants, c.tenantKey, atProjects), c.tenantKey);
  updateSession({ project: undefined, aggregate: undefined });
  return ready(c, 'portfolio', tenantResource(c.tenantKey), showMenu, path(c.tenantKey, 'portfolio'));
}

export async function treasuryLoader(args: LoaderFunctionArgs): Promise<ShellData> {
  const projectKey = args.params.project ?? '';
  const c = await begin(args, (tenantKey) => started(lookUpProject(tenantKey, projectKey)));
  if ('kind' in c) return c;
  const showMenu = resolveGuard(treasuryGuard(c.grants, c.tenantKey, projectKey), c.tenantKey);
  const project = await loadProject(c.tenantKey, c.reads);
  const basePath = path(c.tenantKey, 'treasury', projectKey);
  return ready(c, 'treasury', projectResource(c.tenantKey, projectKey), showMenu, basePath, { projectKey, scopeName: project.name });
}

export async function projectLoader(args: LoaderFunctionArgs): Promise<ShellData> {
  const projectKey = args.params.project ?? '';
  const c = await begin(args, (tenantKey) => started(lookUpProject(tenantKey, projectKey)));
  if ('kind' in c) return c;
  const atWorkspaces = new URL(args.request.url).pathname.split('/')[3] === 'workspaces';
  const showMenu = resolveGuard(projectGuard(c.grants, c.tenantKey, projectKey, atWorkspaces), c.tenantKey);
  const project = await loadProject(c.tenantKey, c.reads);
  updateSession({ aggregate: undefined });
  return ready(c, 'project', projectResource(c.tenantKey, projectKey), showMenu, path(c.tenantKey, projectKey), { projectKey, scopeName: project.name });
}

export async function workspaceLoader(args: LoaderFunctionArgs): Promise<ShellData> {
  const projectKey = args.params.project ?? '';
  const aggregateKey = args.params.aggregate ?? '';
  const c = await begin(args, (tenantKey) => ({
    project: started(lookUpProject(tenantKey, projectKey)),
    access: started(lookUpAccess(tenantKey, projectKey, aggregateKey)),
  }));
  if ('kind' in c) return c;
  const showMenu = resolveGuard(workspaceGuard(c.grants, c.tenantKey, projectKey, aggregateKey), c.tenantKey);
  const [, access] = await Promise.all([loadProject(c.tenantKey, c.reads.project), orNotFound(() => c.reads.access, c.tenantKey)]);
  updateSession({ aggregate: { key: aggregateKey, resource: access.resource, id: access.id, name: access.name } });
  const basePath = path(c.tenantKey, projectKey, aggregateKey);
  const resource = workspaceResource(c.tenantKey, projectKey, aggregateKey);
  return ready(c, 'workspace', resource, showMenu, basePath, { projectKey, aggregateKey, scopeName: access.name || aggregateKey });
}

/** `/{tenant}/treasury` is the portfolio's treasury tab. */
export function treasuryRedirect({ params }: LoaderFunctionArgs): Response {
  return redirect(path(params.tenant ?? '', 'portfolio', 'treasury'));
}

/** A shell's own path goes to its summary. */
export function summaryRedirect({ request }: LoaderFunctionArgs): Response {
  return redirect(`${new URL(request.url).pathname.replace(/\/+$/, '')}/summary`);
}

/** Guards run again on every move inside a shell (the child decides atWorkspaces, expiry may strike). */
export const revalidateOnMove: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  defaultShouldRevalidate || currentUrl.pathname !== nextUrl.pathname;
