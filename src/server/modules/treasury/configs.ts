import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege, type PrivilegeLevel } from '../../../domain/access/levels.js';
import { projectResource } from '../../../domain/access/resources.js';
import { newId } from '../../../domain/common/ids.js';
import { tiConfigKeyOf, tiConfigKeyProblem } from '../../../domain/treasury/config-key.js';
import { changesType, mergedTypeSelection } from '../../../domain/item-types/type-selection.js';
import { roleForChange } from '../../../domain/sections/table.js';
import { TREASURY_SECTIONS } from '../../../domain/treasury/sections.js';
import { TI_CONFIG_DEFAULTS, type TiConfig, type TiConfigInput, type TiConfigPatch } from '../../../domain/treasury/ti-config.js';
import { TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { locateWorkspace, workspaceById, workspacesByIds } from '../aggregates/index.js';
import { resolveTypeSelection } from '../item-types/index.js';
import { profileIdOf } from '../profiles/index.js';
import { projectOfTenant } from '../projects/index.js';
import { relationsOf } from '../relations/index.js';
import type { TenantRow } from '../tenants/index.js';
import { configResource, findConfig, notFoundConfig } from '../instrument-access/index.js';
import * as repo from './repo-configs.js';

export interface ConfigScope {
  tenant?: string;
  project?: string;
  aggregate?: string;
}

const COLUMNS = new Set(['key', 'name', 'type', 'subtype', 'category', 'enabled']);
// Ids of owners are the server's: written at create from the checked scope, never by a patch.
const OWNER_FIELDS = new Set(['id', 'project_id', 'aggregate_id', 'profile_id']);

/** The document part of a body: every field but the columns and the owner ids. */
function documentOf(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && !COLUMNS.has(k) && !OWNER_FIELDS.has(k)));
}

function present(row: repo.TiConfigRow, relations: unknown[] = []): TiConfig {
  const doc = row.doc as Partial<TiConfig>;
  const known = Object.fromEntries(
    Object.keys(TI_CONFIG_DEFAULTS).map((k) => [k, doc[k as keyof TiConfig] ?? TI_CONFIG_DEFAULTS[k as keyof typeof TI_CONFIG_DEFAULTS]]),
  );
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    ...(known as typeof TI_CONFIG_DEFAULTS),
    type: row.type || null,
    subtype: row.subtype || null,
    category: row.category || null,
    enabled: row.enabled,
    relations,
    profile_id: typeof doc.profile_id === 'string' ? doc.profile_id : '',
    aggregate_id: row.aggregateId,
    project_id: row.projectId,
    tenant_id: row.tenantId,
    createdOn: row.createdOn.toISOString(),
    updatedOn: row.updatedOn.toISOString(),
  } as TiConfig;
}

async function presentAll(ctx: AppContext, rows: repo.TiConfigRow[], viewer: string | null): Promise<TiConfig[]> {
  if (!rows.length) return [];
  const relations = await relationsOf(
    ctx.db,
    rows[0].tenantId,
    rows.map((r) => r.id),
    viewer,
  );
  return rows.map((r) => present(r, relations.get(r.id) ?? []));
}

/**
 * What the caller may do with an instrument: its privilege on the instrument's resource. A project-level
 * instrument is offered to every workspace of its project, so a call naming one of them (`viaWorkspace`)
 * reads it with that workspace's privilege.
 */
async function privilegeOnConfig(
  ctx: AppContext,
  actor: Actor,
  tenant: TenantRow,
  row: repo.TiConfigRow,
  viaWorkspace?: { resource: string; projectId: string },
) {
  const own = privilegeOn(actor.grants, await configResource(ctx, tenant, row));
  if (row.aggregateId || !viaWorkspace || viaWorkspace.projectId !== row.projectId) return own;
  return Math.max(own, privilegeOn(actor.grants, viaWorkspace.resource)) as PrivilegeLevel;
}

/**
 * GET /api/1.0/ti-configs: a project's instruments (?project=, each the caller may view), or a workspace's
 * with its project's shared ones (?aggregate=, VIEWER on the workspace); newest first.
 */
export async function listConfigs(ctx: AppContext, actor: Actor, scope: ConfigScope): Promise<TiConfig[]> {
  if (scope.aggregate) {
    const at = await locateWorkspace(ctx, actor, scope);
    requirePrivilege(actor, at.resource, Privilege.VIEWER);
    return presentAll(ctx, await repo.listConfigs(ctx.db, at.tenant.id, at.workspace.projectId, at.workspace.id), at.workspace.id);
  }
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  if (!scope.project) throw badRequest('The project is required: give ?project= or ?aggregate=');
  const project = await projectOfTenant(ctx.db, tenant.id, scope.project);
  if (!project) throw notFound('Project');
  const rows = await repo.listConfigs(ctx.db, tenant.id, project.id);
  const projectLevel = privilegeOn(actor.grants, projectResource(tenant.key, project.key));
  // A workspace's instrument is judged on its workspace (all read at once), a project-level one on the project.
  const workspaces = new Map(
    (await workspacesByIds(ctx, tenant, [...new Set(rows.map((r) => r.aggregateId).filter(Boolean))])).map((w) => [w.workspace.id, w.resource]),
  );
  const visible = rows.filter((row) => {
    if (!row.aggregateId) return projectLevel >= Privilege.VIEWER;
    const resource = workspaces.get(row.aggregateId);
    return resource !== undefined && privilegeOn(actor.grants, resource) >= Privilege.VIEWER;
  });
  return presentAll(ctx, visible, null);
}

/** An instrument of the caller's tenant by id, or by name within ?aggregate= or ?project= (VIEWER on it). */
export async function getConfig(ctx: AppContext, actor: Actor, idOrName: string, scope: ConfigScope): Promise<TiConfig> {
  const tenant = await tenantOfActor(ctx, actor, scope.tenant);
  const ws = scope.aggregate ? await locateWorkspace(ctx, actor, scope) : null;
  let row = await findConfig(ctx.db, tenant.id, idOrName);
  if (!row && (ws || scope.project)) {
    const project = ws ? { id: ws.workspace.projectId } : await projectOfTenant(ctx.db, tenant.id, scope.project!);
    if (project) [row = null] = await repo.findConfigsByName(ctx.db, tenant.id, project.id, idOrName, ws?.workspace.id);
  }
  if (!row) throw notFoundConfig();
  const via = ws ? { resource: ws.resource, projectId: ws.workspace.projectId } : undefined;
  if ((await privilegeOnConfig(ctx, actor, tenant, row, via)) < Privilege.VIEWER) throw notFoundConfig();
  return (await presentAll(ctx, [row], row.aggregateId))[0];
}

/** A stored key from the one given or the name: letters, digits, '_' and '-', lowercase (as workspace keys). */
function keyFrom(key: string | undefined | null, name: string): string {
  const problem = tiConfigKeyProblem(key, name);
  if (problem) throw badRequest(problem);
  return tiConfigKeyOf(key, name);
}

/**
 * POST: ADMIN on the project, or on the workspace `aggregate_id` names (docs/product/platform.md §2.6 'Create Treasury
 * Instrument' is admin's); the key (from the name when absent) unique in the project.
 */
export async function createConfig(ctx: AppContext, actor: Actor, input: TiConfigInput, tenantParam?: string): Promise<TiConfig> {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  const project = await projectOfTenant(ctx.db, tenant.id, input.project_id);
  if (!project) throw notFound('Project');
  let resource = projectResource(tenant.key, project.key);
  if (input.aggregate_id) {
    const ws = await workspaceById(ctx, tenant, input.aggregate_id);
    if (!ws || ws.workspace.projectId !== project.id) throw notFound('Workspace');
    resource = ws.resource;
  }
  requirePrivilege(actor, resource, Privilege.ADMIN);
  const name = input.name.trim();
  const key = keyFrom(input.key, name);
  if (await repo.keyTaken(ctx.db, tenant.id, project.id, key)) throw conflict(M.duplicateKey);
  const type = await resolveTypeSelection(ctx, 'treasury', input);
  const stored = await repo.insertConfig(ctx.db, {
    tenantId: tenant.id,
    id: newId(),
    projectId: project.id,
    aggregateId: input.aggregate_id ?? '',
    key,
    name,
    type: type.type ?? '',
    subtype: type.subtype ?? '',
    category: type.category ?? '',
    enabled: input.enabled ?? true,
    doc: { ...documentOf(input), type_id: type.type_id, subtype_id: type.subtype_id, profile_id: (await profileIdOf(ctx, actor)) ?? '' },
  });
  if (stored === 'conflict') throw conflict(M.duplicateKey);
  return present(stored);
}

// A save that lost the race to another re-reads and applies its change again; a few times at most.
const MAX_ATTEMPTS = 5;

/**
 * PUT: the changed fields (null and absent ones are dropped), each needing its section's role
 * (docs/product/platform.md §6).
 */
export async function updateConfig(ctx: AppContext, actor: Actor, id: string, patch: TiConfigPatch): Promise<TiConfig> {
  if (patch.id && patch.id !== id) throw badRequest('The id in the body does not match the path');
  const tenant = await tenantOfActor(ctx, actor, undefined);
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const row = await findConfig(ctx.db, tenant.id, id);
    if (!row) throw notFoundConfig();
    const resource = await configResource(ctx, tenant, row);
    if (privilegeOn(actor.grants, resource) < Privilege.VIEWER) throw notFoundConfig();
    const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== null && v !== undefined)) as Partial<TiConfigInput>;
    for (const f of ['project_id', 'aggregate_id'] as const) {
      if (changes[f] !== undefined && changes[f] !== (f === 'project_id' ? row.projectId : row.aggregateId))
        throw badRequest('A treasury instrument does not move to another project or workspace');
    }
    const fields = Object.keys(changes).filter((f) => !OWNER_FIELDS.has(f));
    if (!fields.length) throw badRequest(M.noChanges);
    requirePrivilege(actor, resource, roleForChange(TREASURY_SECTIONS, fields));

    const doc: Record<string, unknown> = { ...row.doc, ...documentOf(changes) };
    const values: Parameters<typeof repo.updateConfig>[4] = { doc };
    if (changes.name !== undefined) values.name = changes.name;
    if (changes.name === '') throw badRequest('Name is required');
    if (changes.enabled !== undefined) values.enabled = changes.enabled;
    if (changes.key !== undefined) {
      values.key = keyFrom(changes.key, row.name);
      if (values.key !== row.key && (await repo.keyTaken(ctx.db, tenant.id, row.projectId, values.key, row.id))) throw conflict(M.duplicateKey);
    }
    if (changesType(changes)) {
      const stored = {
        type: row.type,
        type_id: (doc.type_id as string) ?? null,
        subtype: row.subtype,
        subtype_id: (doc.subtype_id as string) ?? null,
        category: row.category,
      };
      const type = await resolveTypeSelection(ctx, 'treasury', mergedTypeSelection(stored, changes));
      Object.assign(values, { type: type.type ?? '', subtype: type.subtype ?? '', category: type.category ?? '' });
      Object.assign(doc, { type_id: type.type_id, subtype_id: type.subtype_id });
    }
    const stored = await repo.updateConfig(ctx.db, tenant.id, row.id, row.version, values);
    if (stored === 'conflict') throw conflict(M.duplicateKey);
    if (stored) return (await presentAll(ctx, [stored], stored.aggregateId))[0];
  }
  throw conflict('This treasury instrument is being changed by others at this moment. Please try again.');
}
