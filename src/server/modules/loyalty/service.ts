import { privilegeOn } from '../../../domain/access/grants.js';
import { newId } from '../../../domain/common/ids.js';
import { upperLetters } from '../../../domain/media-items/rules.js';
import { countsGained } from '../../../domain/loyalty/earning.js';
import {
  LOYALTY_CREATE_ROLE,
  LOYALTY_EDIT_ROLE,
  LOYALTY_MESSAGES as M,
  LOYALTY_READ_ROLE,
  ProgramInput,
  type Program,
  type ProgramDoc,
} from '../../../domain/loyalty/program.js';
import type { ListScope } from '../../../domain/common/list-query.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { locateWorkspace, workspaceById, type LocatedWorkspace } from '../aggregates/index.js';
import * as repo from './repo.js';

/** The program's document as stored: the row's columns and its `doc`, read back through the domain's schema. */
export function docOfRow(row: repo.ProgramRow): ProgramDoc {
  return ProgramInput.parse({ ...row.doc, name: row.name, enabled: row.enabled });
}

export const presentProgram = (row: repo.ProgramRow): Program => ({
  ...docOfRow(row),
  id: row.id,
  code: row.code,
  tenant_id: row.tenantId,
  project_id: row.projectId,
  aggregate_id: row.aggregateId,
  createdOn: row.createdOn.toISOString(),
  updatedOn: row.updatedOn.toISOString(),
});

/** A program of the caller's tenant the caller may see (VIEWER on its workspace), with its workspace; 404 otherwise. */
export async function visibleProgram(ctx: AppContext, actor: Actor, id: string, tenantParam?: string) {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  const row = await repo.findProgram(ctx.db, tenant.id, id);
  const at = row && (await workspaceById(ctx, tenant, row.aggregateId));
  if (!row || !at || privilegeOn(actor.grants, at.resource) < LOYALTY_READ_ROLE) throw notFound('Loyalty program');
  return { row, at };
}

/** The references a document makes must be its workspace's: the rules' campaigns and creatives, the rewards' details. */
async function checkReferences(ctx: AppContext, at: LocatedWorkspace, doc: ProgramDoc) {
  const tenantId = at.tenant.id;
  const wanted = (pick: (r: ProgramDoc['earningRules'][number]) => string[]) => [...new Set(doc.earningRules.flatMap(pick))];
  for (const [kind, ids] of [
    ['campaign', wanted((r) => r.campaignIds)],
    ['creative', wanted((r) => r.creativeIds)],
  ] as const) {
    const found = await repo.itemsOfWorkspace(ctx.db, tenantId, at.workspace.id, kind, ids);
    if (found.length !== ids.length) throw badRequest(M.scopeUnknown);
  }
  const detailIds = [...new Set(doc.rewards.map((r) => r.detail_id))];
  const details = await repo.detailsOf(ctx.db, tenantId, at.workspace.projectId, at.workspace.id, detailIds);
  if (details.length !== detailIds.length) throw badRequest(M.rewardDetailUnknown);
}

/**
 * POST /api/1.0/loyalty: 'Create Loyalty' (no id; ADMIN on the workspace named by ?aggregate=) or a change of the whole
 * document of a program (id; ADMIN on its workspace).
 */
export async function saveProgram(ctx: AppContext, actor: Actor, scope: ListScope, input: ProgramInput) {
  const doc = ProgramInput.parse(input);
  if (input.id) {
    const { row, at } = await visibleProgram(ctx, actor, input.id, scope.tenant);
    requirePrivilege(actor, at.resource, LOYALTY_EDIT_ROLE);
    if (scope.aggregate && scope.aggregate !== row.aggregateId && scope.aggregate !== at.workspace.key) throw badRequest(M.workspaceFixed);
    await checkReferences(ctx, at, doc);
    const changed = await ctx.db.transaction(async (tx) => {
      const before = await repo.lockProgram(tx, at.tenant.id, row.id);
      if (!before) return null;
      // Rules that now keep counters they did not: counted from their earnings while no sweep credits
      // (docs/decisions/0086-loyalty-entries-and-tallies.md).
      const gained = countsGained(docOfRow(before).earningRules, doc.earningRules);
      if (gained.length) {
        await repo.holdEveryPart(tx);
        await repo.countRulesAgain(tx, at.tenant.id, row.id, gained);
      }
      return repo.updateProgram(tx, at.tenant.id, row.id, doc);
    });
    if (!changed) throw notFound('Loyalty program');
    return { statusCode: 200, body: presentProgram(changed) };
  }
  const at = await locateWorkspace(ctx, actor, scope);
  requirePrivilege(actor, at.resource, LOYALTY_CREATE_ROLE);
  await checkReferences(ctx, at, doc);
  const row = await repo.insertProgram(ctx.db, {
    tenantId: at.tenant.id,
    id: newId(),
    projectId: at.workspace.projectId,
    aggregateId: at.workspace.id,
    code: upperLetters(16),
    doc,
  });
  return { statusCode: 201, body: presentProgram(row) };
}

/** GET /api/1.0/loyalty?aggregate=: the workspace's programs, newest first, paged (VIEWER). */
export async function listPrograms(ctx: AppContext, actor: Actor, q: ListScope & { q?: string; limit: number; offset: number }) {
  const at = await locateWorkspace(ctx, actor, q);
  requirePrivilege(actor, at.resource, LOYALTY_READ_ROLE);
  const { rows, total } = await repo.listPrograms(ctx.db, at.tenant.id, at.workspace.id, { limit: q.limit, offset: q.offset, q: q.q || undefined });
  return { total, items: rows.map(presentProgram) };
}

export async function getProgram(ctx: AppContext, actor: Actor, id: string) {
  return presentProgram((await visibleProgram(ctx, actor, id)).row);
}

/** GET /api/1.0/loyalty/{id}/figures: members, points issued, spent and expired, rewards taken (in all and per reward). */
export async function programFigures(ctx: AppContext, actor: Actor, id: string) {
  const { row, at } = await visibleProgram(ctx, actor, id);
  const figures = await repo.figuresOf(ctx.db, at.tenant.id, row.id);
  const names = new Map(docOfRow(row).rewards.map((r) => [r.id, r.name]));
  return {
    members: figures.members,
    pointsIssued: figures.issued,
    pointsSpent: figures.spent,
    pointsExpired: figures.expired,
    rewardsTaken: figures.taken,
    rewards: figures.rewards.map((r) => ({ ...r, name: names.get(r.rewardId) ?? '' })),
  };
}
