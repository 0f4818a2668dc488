import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { projectResource, workspaceResource } from '../../../domain/access/resources.js';
import { newId } from '../../../domain/common/ids.js';
import { newWorkspaceKey, normaliseKey } from '../../../domain/common/keys.js';
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
import { badRequest, conflict, HttpError, notFound } from '../../errors.js';
import { resolveTypeSelection } from '../item-types/service.js';
import { getProfile } from '../profiles/service.js';
import { getProject } from '../projects/service.js';
import { presentWorkspace, type WorkspaceDoc } from './present.js';
import * as repo from './repo.js';

export interface Scope {
  tenant?: string;
  project?: string;
}

const resourceOf = (tenantKey: string, row: repo.AggregateWithProject) => workspaceResource(tenantKey, row.projectKey, row.key);

/** Workspaces the caller reaches (TRANSIT or more on each, spec §2.12), newest first. */
export async function listWorkspaces(ctx: AppContext, actor: Actor, scope: Scope) {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  const project = scope.project ? await getProject(ctx, actor, scope.project, tenant.id) : null;
  const rows = await repo.listAggregates(ctx.db, tenant.id, project?.id);
  return rows.filter((row) => privilegeOn(actor.grants, resourceOf(tenant.key, row)) >= Privilege.TRANSIT).map(presentWorkspace);
}

/** The workspace with its resource path; 404 when unknown or another tenant's. */
async function findWorkspace(ctx: AppContext, actor: Actor, idOrKey: string, scope: Scope) {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  const project = scope.project ? await getProject(ctx, actor, scope.project, tenant.id) : null;
  const rows = await repo.findAggregates(ctx.db, tenant.id, idOrKey, project?.id);
  const row = rows.find((r) => r.id === idOrKey) ?? (rows.length === 1 ? rows[0] : undefined);
  if (!row) {
    if (rows.length > 1) throw badRequest('Several projects have a workspace with this key: name the project');
    throw notFound('Workspace');
  }
  return { tenant, row, resource: resourceOf(tenant.key, row) };
}

export async function getWorkspace(ctx: AppContext, actor: Actor, idOrKey: string, scope: Scope) {
  const { row, resource } = await findWorkspace(ctx, actor, idOrKey, scope);
  requirePrivilege(actor, resource, Privilege.VIEWER);
  return presentWorkspace(row);
}

/** For other modules (images): the resource path of a workspace of the caller's tenant, or null. */
export async function workspaceResourceById(ctx: AppContext, actor: Actor, id: string): Promise<string | null> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const row = await repo.findAggregateById(ctx.db, tenant.id, id);
  return row ? resourceOf(tenant.key, row) : null;
}

/** The creator's profile id, when they have a profile yet. */
async function profileIdOf(ctx: AppContext, actor: Actor): Promise<string | null> {
  try {
    return (await getProfile(ctx, actor, actor.userId)).id;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
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

/** Spec §3.4/§5: ADMIN on the project; name, time zone and currency required; generated key normalised. */
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

const TYPE_FIELDS = ['type', 'type_id', 'subtype', 'subtype_id', 'category'] as const;

/**
 * The type selection after a change: fields the body leaves out keep their stored value, except
 * that a new type drops the old sub-type and category, and a new sub-type drops the old category.
 */
function mergedTypeSelection(doc: WorkspaceDoc, patch: WorkspacePatch) {
  const has = (f: string) => Object.hasOwn(patch, f);
  const typeChanged = has('type') || has('type_id');
  const subChanged = typeChanged || has('subtype') || has('subtype_id');
  return {
    type: typeChanged ? (patch.type_id ?? patch.type ?? null) : (doc.type_id ?? doc.type ?? null),
    subtype: has('subtype') || has('subtype_id') ? (patch.subtype_id ?? patch.subtype ?? null) : typeChanged ? null : (doc.subtype_id ?? doc.subtype ?? null),
    category: has('category') ? (patch.category ?? null) : subChanged ? null : (doc.category ?? null),
  };
}

/** PUT with the changed fields: each needs its section's role (spec §6); the key never changes. */
export async function updateWorkspace(ctx: AppContext, actor: Actor, id: string, patch: WorkspacePatch) {
  if (patch.id !== undefined && patch.id !== id) throw badRequest('The id in the body does not match the path');
  const { tenant, row, resource } = await findWorkspace(ctx, actor, id, {});
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
  if (TYPE_FIELDS.some((f) => Object.hasOwn(changes, f))) Object.assign(doc, await resolveTypeSelection(ctx, 'aggregate', mergedTypeSelection(doc, changes)));

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
