import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { newId } from '../../../domain/common/ids.js';
import type { ListScope } from '../../../domain/common/list-query.js';
import { FAR_FUTURE } from '../../../domain/relations/periods.js';
import { detailProblem, issuesFrom, usesAllowed } from '../../../domain/treasury/rules.js';
import { TI_DETAIL_DEFAULTS, type MobilityRouteRef, type TiDetail, type TiDetailInput, type TiDetailPatch } from '../../../domain/treasury/ti-detail.js';
import { TREASURY_MESSAGES as M, type TiType, type UsageType } from '../../../domain/treasury/types.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { badRequest, conflict } from '../../errors.js';
import { locateWorkspace, workspaceById, workspacesByIds } from '../aggregates/index.js';
import { itemOwnerOf, type ItemKind } from '../media-items/index.js';
import { routeInWorkspace } from '../mobility/index.js';
import { profileIdOf } from '../profiles/index.js';
import { linkItems, relationsOf, unlinkItem } from '../relations/index.js';
import { newBatchRow, placedOf, presentBatches, storedRedeemers } from './batches.js';
import { locateDetail } from './locate.js';
import { findConfig, findConfigs } from '../instrument-access/index.js';
import * as repo from './repo-details.js';

/** What each instrument type is issued for: coupons and mobility tickets from a campaign, tickets from an event. */
const SOURCE_KIND: Record<TiType, ItemKind> = { COUPON: 'campaign', TICKET: 'event', MOBILITY: 'campaign' };
const sourceMessage = (titype: TiType) => (titype === 'TICKET' ? M.sourceTicket : M.sourceCoupon);
// Columns and owner ids: not part of the document.
const NOT_IN_DOC = new Set(['id', 'titype', 'tiConfigId', 'source_id', 'usagetype', 'usageLimit', 'enabled', 'aggregate_id', 'profile_id', 'instrumentInfo']);

function documentOf(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== undefined && !NOT_IN_DOC.has(k)));
}

/** The details as answered: their fields, configuration summary, relations and batches with figures. */
export async function presentDetails(ctx: AppContext, tenantId: string, rows: repo.TiDetailRow[], viewer: string | null): Promise<TiDetail[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [batches, relations] = await Promise.all([presentBatches(ctx, tenantId, ids), relationsOf(ctx.db, tenantId, ids, viewer)]);
  const configRows = await findConfigs(ctx.db, tenantId, [...new Set(rows.map((r) => r.tiConfigId))]);
  return rows.map((row) => {
    const doc = row.doc;
    const config = configRows.get(row.tiConfigId);
    const known = Object.fromEntries(Object.entries(TI_DETAIL_DEFAULTS).map(([k, v]) => [k, doc[k] ?? v]));
    return {
      id: row.id,
      ...(known as typeof TI_DETAIL_DEFAULTS),
      titype: row.titype as TiType,
      tiConfigId: row.tiConfigId,
      tiConfig: config
        ? { id: config.id, key: config.key, name: config.name, type: config.type || null, subtype: config.subtype || null, category: config.category || null }
        : null,
      source_id: row.sourceId,
      usagetype: row.usageType as UsageType,
      usageLimit: row.usageLimit,
      enabled: row.enabled,
      redeemedAt: (doc.redeemedAt as TiDetail['redeemedAt']) ?? [],
      instrumentInfo: batches.get(row.id) ?? [],
      relations: relations.get(row.id) ?? [],
      aggregate_id: row.aggregateId,
      project_id: row.projectId,
      tenant_id: row.tenantId,
      profile_id: typeof doc.profile_id === 'string' ? doc.profile_id : '',
      createdOn: row.createdOn.toISOString(),
      updatedOn: row.updatedOn.toISOString(),
    } as TiDetail;
  });
}

export async function getDetail(ctx: AppContext, actor: Actor, id: string): Promise<TiDetail> {
  const { tenant, detail } = await locateDetail(ctx, actor, id, Privilege.VIEWER);
  return (await presentDetails(ctx, tenant.id, [detail], detail.aggregateId))[0];
}

/**
 * GET list: a workspace's details (?aggregate=, or the historical ?aggreagte=), or one source's (?source=), each VIEWER
 * on its workspace.
 */
export async function listDetails(ctx: AppContext, actor: Actor, q: ListScope & { source?: string }): Promise<TiDetail[]> {
  if (q.aggregate) {
    const at = await locateWorkspace(ctx, actor, q);
    requirePrivilege(actor, at.resource, Privilege.VIEWER);
    const rows = await repo.listDetails(ctx.db, at.tenant.id, { aggregateId: at.workspace.id, sourceId: q.source });
    return presentDetails(ctx, at.tenant.id, rows, at.workspace.id);
  }
  if (!q.source) throw badRequest('Name the workspace (?aggregate=) or the campaign or event (?source=)');
  const tenant = await tenantOfActor(ctx, actor, q.tenant);
  const rows = await repo.listDetails(ctx.db, tenant.id, { sourceId: q.source });
  const workspaces = new Map((await workspacesByIds(ctx, tenant, [...new Set(rows.map((r) => r.aggregateId))])).map((w) => [w.workspace.id, w.resource]));
  const visible = rows.filter((row) => {
    const resource = workspaces.get(row.aggregateId);
    return resource !== undefined && privilegeOn(actor.grants, resource) >= Privilege.VIEWER;
  });
  return presentDetails(ctx, tenant.id, visible, visible[0]?.aggregateId ?? null);
}

/** The configuration a detail is issued from: of the tenant, of the source's project and workspace (or project-wide); tickets only from type Ticket, coupons from type Coupon. */
async function checkedConfig(ctx: AppContext, tenantId: string, titype: TiType, configId: string, source: { projectId: string; aggregateId: string }) {
  const config = await findConfig(ctx.db, tenantId, configId);
  if (!config) throw badRequest(M.configNotFound);
  if (config.projectId !== source.projectId || (config.aggregateId && config.aggregateId !== source.aggregateId)) throw badRequest(M.workspaceMismatch);
  if (titype === 'TICKET' && !issuesFrom('TICKET', config)) throw badRequest(M.ticketTypeOnly);
  if (titype === 'COUPON' && !issuesFrom('COUPON', config)) throw badRequest(M.couponTypeOnly);
  return config;
}

/** A mobility ticket names a route of a creative of its workspace; nothing else names one. */
async function checkedRoute(ctx: AppContext, tenantId: string, titype: TiType, route: MobilityRouteRef | undefined, aggregateId: string) {
  if (titype !== 'MOBILITY') {
    if (route) throw badRequest(M.routeOnlyMobility);
    return;
  }
  if (!route || !(await routeInWorkspace(ctx, tenantId, aggregateId, route))) throw badRequest(M.routeRequired);
}

/** Usage type (default single) and uses: one for single use; the merged settings must keep the rules. */
function checkedUsage(merged: Record<string, unknown>): { usageType: UsageType; usageLimit: number } {
  const usageType = (merged.usagetype as UsageType | undefined) ?? 'single';
  const usageLimit = usesAllowed(usageType, merged.usageLimit as number | undefined);
  const problem = detailProblem({ ...merged, usagetype: usageType, usageLimit });
  if (problem) throw badRequest(problem);
  return { usageType, usageLimit };
}

/**
 * POST: a coupon of a campaign or tickets of an event (EDITOR on the source's workspace), with its
 * batches if given, and the source → tidetail relation, all in one transaction
 * (docs/product/campaigns-venues-events.md §4.5).
 */
export async function createDetail(ctx: AppContext, actor: Actor, input: TiDetailInput, tenantParam?: string): Promise<TiDetail> {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  const kind = SOURCE_KIND[input.titype];
  const source = await itemOwnerOf(ctx, tenant.id, kind, input.source_id);
  if (!source || (input.aggregate_id && input.aggregate_id !== source.aggregateId)) throw badRequest(sourceMessage(input.titype));
  const workspace = await workspaceById(ctx, tenant, source.aggregateId);
  if (!workspace) throw badRequest(sourceMessage(input.titype));
  requirePrivilege(actor, workspace.resource, Privilege.EDITOR);
  await checkedConfig(ctx, tenant.id, input.titype, input.tiConfigId, source);
  if (input.titype === 'COUPON' && (await repo.sourceHasDetail(ctx.db, tenant.id, source.id, 'COUPON'))) throw conflict(M.oneCouponPerCampaign);
  const infos = input.instrumentInfo ?? [];
  if (input.titype === 'COUPON' && infos.length > 1) throw conflict(M.oneCouponCategory);
  const usage = checkedUsage(input);
  await checkedRoute(ctx, tenant.id, input.titype, input.route, source.aggregateId);

  const id = newId();
  const owner = { id, titype: input.titype, aggregateId: source.aggregateId, doc: { route: input.route } };
  const profileId = (await profileIdOf(ctx, actor)) ?? '';
  const redeemedAt = await storedRedeemers(ctx, tenant.id, input.redeemedAt ?? [], [], input.titype === 'TICKET');
  const batchRows: Awaited<ReturnType<typeof newBatchRow>>[] = [];
  for (const [position, info] of infos.entries()) {
    batchRows.push(await newBatchRow(ctx, tenant.id, owner, info, placedOf(batchRows), position));
  }
  const row = await ctx.db.transaction(async (tx) => {
    const stored = await repo.insertDetail(tx, {
      tenantId: tenant.id,
      id,
      projectId: source.projectId,
      aggregateId: source.aggregateId,
      titype: input.titype,
      tiConfigId: input.tiConfigId,
      sourceId: source.id,
      ...usage,
      enabled: input.enabled ?? true,
      doc: { ...documentOf(input), startSerial: (input.startSerial ?? '').toUpperCase(), redeemedAt, profile_id: profileId },
    });
    for (const b of batchRows) if (!(await repo.insertBatch(tx, b))) throw conflict('A batch with this uid already exists');
    await linkItems(tx, {
      tenantId: tenant.id,
      aggregateId: source.aggregateId,
      projectId: source.projectId,
      profileId,
      source: { item: kind, id: source.id },
      target: { item: 'tidetail', id },
      start: new Date(),
      close: new Date(FAR_FUTURE),
      enabled: true,
    });
    return stored;
  });
  return (await presentDetails(ctx, tenant.id, [row], row.aggregateId))[0];
}

const MAX_ATTEMPTS = 5;

/** PUT: the changed fields (null and absent dropped), EDITOR on the workspace; type and source never change. */
export async function updateDetail(ctx: AppContext, actor: Actor, id: string, patch: TiDetailPatch): Promise<TiDetail> {
  if (patch.id && patch.id !== id) throw badRequest('The id in the body does not match the path');
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { tenant, detail } = await locateDetail(ctx, actor, id, Privilege.EDITOR);
    const changes = Object.fromEntries(Object.entries(patch).filter(([k, v]) => v !== null && v !== undefined && k !== 'id' && k !== 'profile_id'));
    const same: Record<string, string> = { titype: detail.titype, source_id: detail.sourceId, aggregate_id: detail.aggregateId };
    for (const [f, stored] of Object.entries(same)) if (changes[f] !== undefined && changes[f] !== stored) throw badRequest(M.sourceFixed);
    for (const f of Object.keys(same)) delete changes[f];
    // The route is a mobility ticket's source: it stays.
    if (changes.route !== undefined && JSON.stringify(changes.route) !== JSON.stringify(detail.doc.route ?? null)) throw badRequest(M.sourceFixed);
    delete changes.route;
    if (!Object.keys(changes).length) throw badRequest(M.noChanges);
    if (changes.tiConfigId !== undefined && changes.tiConfigId !== detail.tiConfigId)
      await checkedConfig(ctx, tenant.id, detail.titype as TiType, changes.tiConfigId as string, detail);
    const merged = { ...TI_DETAIL_DEFAULTS, ...detail.doc, usagetype: detail.usageType, usageLimit: detail.usageLimit, ...changes };
    if (changes.usagetype === 'multiple' && changes.usageLimit === undefined && detail.usageType === 'single') merged.usageLimit = 0;
    const usage = checkedUsage(merged);
    const doc: Record<string, unknown> = { ...detail.doc, ...documentOf(changes) };
    if (typeof changes.startSerial === 'string') doc.startSerial = changes.startSerial.toUpperCase();
    if (changes.redeemedAt)
      doc.redeemedAt = await storedRedeemers(
        ctx,
        tenant.id,
        changes.redeemedAt as TiDetailInput['redeemedAt'] & object,
        (detail.doc.redeemedAt as never[]) ?? [],
        detail.titype === 'TICKET',
      );
    const stored = await repo.updateDetail(ctx.db, tenant.id, detail.id, detail.version, {
      ...usage,
      doc,
      ...(changes.tiConfigId !== undefined ? { tiConfigId: changes.tiConfigId as string } : {}),
      ...(changes.enabled !== undefined ? { enabled: changes.enabled as boolean } : {}),
    });
    if (stored) return (await presentDetails(ctx, tenant.id, [stored], stored.aggregateId))[0];
  }
  throw conflict('This instrument detail is being changed by others at this moment. Please try again.');
}

/** DELETE (EDITOR): the detail, its batches and relations, refused once any batch has started generating. */
export async function deleteDetail(ctx: AppContext, actor: Actor, id: string): Promise<void> {
  const { tenant, detail } = await locateDetail(ctx, actor, id, Privilege.EDITOR);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteUngeneratedDetail(tx, tenant.id, detail.id))) throw conflict(M.detailGenerated);
    await unlinkItem(tx, tenant.id, detail.id);
  });
}
