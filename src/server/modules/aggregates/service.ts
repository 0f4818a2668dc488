import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { projectResource, workspaceResource } from '../../../domain/access/resources.js';
import { newId } from '../../../domain/common/ids.js';
import { newWorkspaceKey, normaliseKey } from '../../../domain/common/keys.js';
import type { ListScope } from '../../../domain/common/list-query.js';
import { changesType, mergedTypeSelection } from '../../../domain/item-types/type-selection.js';
import { roleForChange } from '../../../domain/sections/table.js';
import { WORKSPACE_SECTIONS } from '../../../domain/workspaces/sections.js';
import { canonicalTimeZone } from '../../../domain/workspaces/settings.js';
import {
  cleanTags,
  cleanUrls,
  keyProblem,
  settingsProblem,
  WORKSPACE_MESSAGES,
  type WorkspaceInput,
  type WorkspacePatch,
} from '../../../domain/workspaces/workspace.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { resolveTypeSelection } from '../item-types/index.js';
import { profileIdOf } from '../profiles/index.js';
import { getProject } from '../projects/index.js';
import type { TenantRow } from '../tenants/index.js';
import { presentWorkspace, type WorkspaceDoc } from './present.js';
import * as repo from './repo.js';

export interface Scope {
  tenant?: string;
  project?: string;
}

const resourceOf = (tenantKey: string, row: repo.WorkspaceRef) => workspaceResource(tenantKey, row.projectKey, row.key);

/** Workspaces the caller reaches (TRANSIT or more on each, docs/product/platform.md §2.12), newest first. */
export async function listWorkspaces(ctx: AppContext, actor: Actor, scope: Scope) {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  const project = scope.project ? await getProject(ctx, actor, scope.project, tenant.id) : null;
  const rows = await repo.listAggregates(ctx.db, tenant.id, project?.id);
  return rows.filter((row) => privilegeOn(actor.grants, resourceOf(tenant.key, row)) >= Privilege.TRANSIT).map(presentWorkspace);
}

export type WorkspaceRef = repo.WorkspaceRef;
/** A workspace of the caller's tenant with its resource path (docs/product/platform.md §6). */
export interface LocatedWorkspace {
  tenant: TenantRow;
  workspace: WorkspaceRef;
  resource: string;
}

const located = (tenant: TenantRow, workspace: WorkspaceRef): LocatedWorkspace => ({ tenant, workspace, resource: resourceOf(tenant.key, workspace) });

// A workspace's reference (repo.WorkspaceRef) never changes: its key is fixed at create (updates refuse
// another), workspaces do not move between projects, project keys are fixed too, and workspaces are not
// deleted. So a reference found by id is remembered, and list, item and summary reads skip a round trip;
// the age bound only frees references nobody asks for. Not remembered: look-ups by key (a workspace created
// on any server may make a key ambiguous) and misses (a workspace created elsewhere is found at once).
// Should workspaces ever be deleted or moved, this must hear of it as the list cache does (LISTEN/NOTIFY).
const REF_TTL_MS = 30_000;
const refsById = new WeakMap<AppContext, Map<string, { ref: WorkspaceRef; at: number }>>();

async function findRefs(ctx: AppContext, tenantId: string, idOrKey: string, project?: string): Promise<WorkspaceRef[]> {
  let cache = refsById.get(ctx);
  if (!cache) refsById.set(ctx, (cache = new Map()));
  const key = `${tenantId}/${idOrKey}`;
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < REF_TTL_MS && (!project || hit.ref.projectId === project || hit.ref.projectKey === project.toLowerCase())) return [hit.ref];
  const rows = await repo.findWorkspaceRefs(ctx.db, tenantId, idOrKey, project);
  // Only an answer that is the id's workspace alone, so that a remembered answer is the one a read gives.
  if (rows.length === 1 && rows[0].id === idOrKey) {
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { ref: rows[0], at: Date.now() });
  }
  return rows;
}

/**
 * The workspace a call names with ?aggregate= (id or key) in the caller's tenant (or ?tenant=); ?project=
 * (id or key) settles a key used in several projects. 400 without ?aggregate=, 404 when unknown.
 */
export async function locateWorkspace(ctx: AppContext, actor: Actor, scope: ListScope): Promise<LocatedWorkspace> {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  if (!scope.aggregate) throw badRequest('The workspace is required: give ?aggregate=');
  const rows = await findRefs(ctx, tenant.id, scope.aggregate, scope.project);
  const workspace = rows.find((r) => r.id === scope.aggregate) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!workspace) {
    if (rows.length > 1) throw badRequest('Several projects have a workspace with this key: name the project');
    throw notFound('Workspace');
  }
  return located(tenant, workspace);
}

/** The owner ids a POST body may carry, as older clients send their form values. */
export interface BodyScope {
  tenant_id?: string | null;
  project_id?: string | null;
  aggregate_id?: string | null;
}

const sameName = (value: string, names: string[]) => names.includes(value) || names.includes(value.toLowerCase());

/**
 * The workspace a POST writes into: ?aggregate= (with ?project=, ?tenant=) or, when the query does not
 * name it, the body's aggregate_id (with project_id, tenant_id), as older clients send it. A part
 * named in both must name the same tenant, project or workspace (by id or key); otherwise 400.
 */
export async function locateWriteWorkspace(ctx: AppContext, actor: Actor, query: ListScope, body: BodyScope): Promise<LocatedWorkspace> {
  if (!query.aggregate && !body.aggregate_id) throw badRequest('The workspace is required: give ?aggregate= or aggregate_id in the body');
  const at = await locateWorkspace(ctx, actor, {
    tenant: query.tenant ?? body.tenant_id ?? undefined,
    project: query.project ?? body.project_id ?? undefined,
    aggregate: query.aggregate ?? body.aggregate_id ?? undefined,
  });
  const parts = [
    { query: query.tenant, body: body.tenant_id, names: [at.tenant.id, at.tenant.key], field: 'tenant', what: 'tenants' },
    { query: query.project, body: body.project_id, names: [at.workspace.projectId, at.workspace.projectKey], field: 'project', what: 'projects' },
    { query: query.aggregate, body: body.aggregate_id, names: [at.workspace.id, at.workspace.key], field: 'aggregate', what: 'workspaces' },
  ];
  for (const part of parts) {
    if (part.query && part.body && !sameName(part.body, part.names))
      throw badRequest(`?${part.field}= and ${part.field}_id in the body name different ${part.what}`);
  }
  return at;
}

/** A workspace of `tenant` by its id, or null. */
export async function workspaceById(ctx: AppContext, tenant: TenantRow, id: string): Promise<LocatedWorkspace | null> {
  const ref = (await findRefs(ctx, tenant.id, id)).find((r) => r.id === id);
  return ref ? located(tenant, ref) : null;
}

/** The workspaces of `tenant` among `ids` (unknown ids are left out). */
export async function workspacesByIds(ctx: AppContext, tenant: TenantRow, ids: readonly string[]): Promise<LocatedWorkspace[]> {
  return (await repo.workspaceRefsByIds(ctx.db, tenant.id, ids)).map((ref) => located(tenant, ref));
}

/** The workspace row a call names (see locateWorkspace) with its resource path. */
async function findWorkspace(ctx: AppContext, actor: Actor, scope: ListScope) {
  const at = await locateWorkspace(ctx, actor, scope);
  const row = await repo.findAggregateById(ctx.db, at.tenant.id, at.workspace.id);
  if (!row) throw notFound('Workspace');
  return { ...at, row };
}

export async function getWorkspace(ctx: AppContext, actor: Actor, idOrKey: string, scope: Scope) {
  const { row, resource } = await findWorkspace(ctx, actor, { ...scope, aggregate: idOrKey });
  requirePrivilege(actor, resource, Privilege.VIEWER);
  return presentWorkspace(row);
}

function storedKey(key: string | undefined): string {
  const wanted = key ?? newWorkspaceKey();
  const problem = keyProblem(wanted);
  if (problem) throw badRequest(problem);
  return normaliseKey(wanted);
}

function conflictOf(result: { conflict: 'name' | 'key' }) {
  return conflict(result.conflict === 'name' ? WORKSPACE_MESSAGES.duplicateName : WORKSPACE_MESSAGES.duplicateKey);
}

/**
 * docs/product/platform.md §3.4/§5: ADMIN on the project; name, time zone and currency required; generated key
 * normalised.
 */
export async function createWorkspace(ctx: AppContext, actor: Actor, scope: Scope, input: WorkspaceInput) {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  if (!scope.project) throw badRequest('The project is required: give ?project= or project_id');
  const project = await getProject(ctx, actor, scope.project, tenant.id);
  requirePrivilege(actor, projectResource(tenant.key, project.key), Privilege.ADMIN);
  const name = input.name?.trim();
  if (!name) throw badRequest(WORKSPACE_MESSAGES.nameRequired);
  const problem = settingsProblem(input);
  if (problem) throw badRequest(problem);
  if (await repo.nameTaken(ctx.db, tenant.id, project.id, name)) throw conflict(WORKSPACE_MESSAGES.duplicateName);
  const type = await resolveTypeSelection(ctx, 'aggregate', input);
  const doc: WorkspaceDoc = {
    ...documentFields(input),
    ...type,
    profile_id: await profileIdOf(ctx, actor),
  };
  const result = await repo.insertAggregate(ctx.db, {
    tenantId: tenant.id,
    id: newId(),
    projectId: project.id,
    key: storedKey(input.key),
    name,
    description: input.description ?? '',
    enabled: input.enabled ?? true,
    currency: input.currency!.trim(),
    timeZone: canonicalTimeZone(input.timeZone)!,
    doc,
  });
  if ('conflict' in result) throw conflictOf(result);
  return presentWorkspace(result.row);
}

/** The JSONB part of a body, cleaned as stored (tags de-duplicated, URLs lowercased). */
function documentFields(input: WorkspacePatch): WorkspaceDoc {
  const doc: WorkspaceDoc = {};
  if (input.tags !== undefined) doc.tags = cleanTags(input.tags);
  for (const f of ['street', 'locality', 'city', 'state', 'country', 'pincode'] as const) if (input[f] !== undefined) doc[f] = input[f];
  if (input.geoLocation !== undefined) doc.geoLocation = input.geoLocation;
  if (input.urls !== undefined) doc.urls = cleanUrls(input.urls);
  if (input.properties !== undefined) doc.properties = input.properties;
  return doc;
}

/** PUT with the changed fields: each needs its section's role (docs/product/platform.md §6); the key never changes. */
export async function updateWorkspace(ctx: AppContext, actor: Actor, id: string, patch: WorkspacePatch) {
  if (patch.id !== undefined && patch.id !== id) throw badRequest('The id in the body does not match the path');
  const { tenant, row, resource } = await findWorkspace(ctx, actor, { aggregate: id });
  if (row.id !== id) throw notFound('Workspace');
  const { id: _id, key, ...changes } = patch;
  if (key !== undefined && normaliseKey(key) !== row.key) throw badRequest(WORKSPACE_MESSAGES.keyImmutable);
  const fields = Object.keys(changes).filter((f) => changes[f as keyof typeof changes] !== undefined);
  if (fields.length === 0) throw badRequest(WORKSPACE_MESSAGES.noChanges);
  requirePrivilege(actor, resource, roleForChange(WORKSPACE_SECTIONS, fields));

  const name = changes.name?.trim();
  if (changes.name !== undefined && !name) throw badRequest(WORKSPACE_MESSAGES.nameRequired);
  if (name && (await repo.nameTaken(ctx.db, tenant.id, row.projectId, name, row.id))) throw conflict(WORKSPACE_MESSAGES.duplicateName);
  const currency = changes.currency !== undefined ? changes.currency.trim() : row.currency;
  const timeZone = changes.timeZone !== undefined ? (canonicalTimeZone(changes.timeZone) ?? changes.timeZone.trim()) : row.timeZone;
  if (changes.currency !== undefined || changes.timeZone !== undefined) {
    const problem = settingsProblem({ currency, timeZone });
    if (problem) throw badRequest(problem);
  }
  const doc: WorkspaceDoc = { ...(row.doc as WorkspaceDoc), ...documentFields(changes) };
  if (changesType(changes)) Object.assign(doc, await resolveTypeSelection(ctx, 'aggregate', mergedTypeSelection(doc, changes)));

  const result = await repo.updateAggregate(ctx.db, tenant.id, row.id, {
    ...(name ? { name } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
    currency,
    timeZone,
    doc,
  });
  if (!result) throw notFound('Workspace');
  if ('conflict' in result) throw conflictOf(result);
  return presentWorkspace(result.row);
}
