import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { workspaceResource } from '../../../domain/access/resources.js';
import { eventLinkProblem } from '../../../domain/events/event.js';
import type { RelationChange, RelationKind, RelationTarget } from '../../../domain/media-items/types.js';
import { TARGET_IMMUTABLE } from '../../../domain/relations/diff.js';
import { endOfToday, periodProblem, startOfToday } from '../../../domain/relations/periods.js';
import type { RelationRequest } from '../../../domain/relations/request.js';
import { DUPLICATE_ANCHOR, sameAnchor, type AnchorSpan } from '../../../domain/relations/repeats.js';
import { newUid } from '../../../domain/relations/uid.js';
import { anchorKindProblem, INSTRUMENT_KIND } from '../../../domain/relations/instrument.js';
import { isSignageKind } from '../../../domain/relations/signage.js';
import { canLink, visibilityClass } from '../../../domain/relations/visibility.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../errors.js';
import { workspaceById } from '../aggregates/index.js';
import { profileIdOf } from '../profiles/index.js';
import type { TenantRow } from '../tenants/index.js';
import { anchoringInstrument } from '../instrument-access/index.js';
import * as repo from './repo.js';

export { embeddedRelationsOf, relationsOf } from './repo.js';

export interface LinkInput {
  tenantId: string;
  aggregateId: string;
  projectId: string;
  profileId: string;
  source: { item: RelationKind; id: string };
  target: { item: RelationKind; id: string };
  start: Date;
  close: Date;
  enabled: boolean;
  /** A uid the caller chose (the console makes one); a new one otherwise. */
  uid?: string;
}

/** Thrown inside the transaction so nothing of the link is kept. */
const periodError = (start: Date, close: Date) => {
  const problem = periodProblem(start, close);
  return problem ? badRequest(problem) : null;
};

/** Thrown inside the transaction: no anchor may repeat another (`anchor.uid`'s own row aside, when it is an update). */
async function refuseRepeat(tx: Tx, anchor: AnchorSpan & { tenantId: string; uid: string }): Promise<void> {
  await repo.lockPair(tx, anchor.tenantId, anchor.sourceId, anchor.targetId);
  const twins = await repo.relationsFrom(tx, anchor.tenantId, anchor.sourceId, anchor.targetId);
  if (twins.some((r) => r.uid !== anchor.uid && sameAnchor(r, anchor))) throw conflict(DUPLICATE_ANCHOR);
}

/**
 * Writes one anchor in the caller's transaction: one row from which both items'
 * relations lists are read. Other modules call it (a venue created with its asset); it checks only
 * the period and that it repeats no anchor, the caller has checked privileges and visibility.
 */
export async function linkItems(tx: Tx, input: LinkInput): Promise<RelationChange> {
  const bad = periodError(input.start, input.close);
  if (bad) throw bad;
  const row = {
    tenantId: input.tenantId,
    uid: input.uid ?? newUid(),
    sourceId: input.source.id,
    sourceKind: input.source.item,
    targetId: input.target.id,
    targetKind: input.target.item,
    start: input.start,
    close: input.close,
    enabled: input.enabled,
    aggregateId: input.aggregateId,
    projectId: input.projectId,
    profileId: input.profileId,
  };
  await refuseRepeat(tx, row);
  return present(tx, await repo.insertRelation(tx, row), input.aggregateId);
}

/** Removes every relation of an item in the caller's transaction (the item is being deleted; the caller checked privileges). */
export const unlinkItem = (tx: Tx, tenantId: string, itemId: string): Promise<number> => repo.deleteRelationsOf(tx, tenantId, itemId);

/** Both sides as the two items read them, each with the other item's name. */
async function present(db: Db, row: repo.RelationRow, viewer: string): Promise<RelationChange> {
  const sides = await repo.relationsOf(db, row.tenantId, [row.sourceId, row.targetId], viewer);
  const source = sides.get(row.sourceId)?.find((r) => r.uid === row.uid && r.id === row.targetId);
  const target = sides.get(row.targetId)?.find((r) => r.uid === row.uid && r.id === row.sourceId);
  return { uid: row.uid, source: source ?? repo.sideOf(row, 'source', '', viewer), target: target ?? repo.sideOf(row, 'target', '', viewer) };
}

/** Whether the caller may view the item's workspace: an instrument anchors nothing its caller cannot see. */
const mayView = (actor: Actor, tenant: TenantRow, item: repo.LinkableItem) =>
  privilegeOn(actor.grants, workspaceResource(tenant.key, item.projectKey, item.workspaceKey)) >= Privilege.VIEWER;

/** What a write needs of its source: who owns its anchors and what it may anchor. */
interface AnchorSource {
  id: string;
  aggregate_id: string;
  project_id: string;
  /** Whether `target` may be anchored from this source (404 otherwise: the caller learns nothing of it). */
  reaches(target: repo.LinkableItem): boolean;
  item?: repo.LinkableItem;
}

/**
 * The source in the caller's tenant (another tenant's is 404): an item with EDITOR on its workspace, whose
 * targets are what that workspace may see; or a treasury instrument, with its anchors section's role on the
 * instrument's own resource (project or workspace), whose targets are its project's items the caller may view.
 */
async function editableSource(ctx: AppContext, actor: Actor, ref: { item: string; id: string }): Promise<{ tenant: TenantRow; source: AnchorSource }> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  if (ref.item === INSTRUMENT_KIND) {
    const row = await anchoringInstrument(ctx, actor, tenant, ref.id, true);
    const reaches = (t: repo.LinkableItem) => t.project_id === row.projectId && mayView(actor, tenant, t);
    return { tenant, source: { id: row.id, aggregate_id: row.aggregateId, project_id: row.projectId, reaches } };
  }
  const item = await repo.findItem(ctx.db, tenant.id, ref.item, ref.id);
  if (!item) throw notFound('Source item');
  requirePrivilege(actor, workspaceResource(tenant.key, item.projectKey, item.workspaceKey), Privilege.EDITOR);
  return { tenant, source: { id: item.id, aggregate_id: item.aggregate_id, project_id: item.project_id, reaches: (t) => canLink(t, item.aggregate_id), item } };
}

/** The stored anchor `uid` as seen from the source item; only its owning workspace may change it. */
async function ownedRelation(ctx: AppContext, tenantId: string, uid: string | undefined, sourceId: string, targetId: string, sourceAggregate: string) {
  if (!uid) throw badRequest('source.relation.uid is required to update or delete a relation');
  const row = await repo.findRelation(ctx.db, tenantId, uid);
  const other = row?.sourceId === sourceId ? row.targetId : row?.targetId === sourceId ? row.sourceId : null;
  if (!row || other === null) throw notFound('Relation');
  if (row.aggregateId !== sourceAggregate) throw forbidden('Only the workspace that owns this relation can change it');
  if (other !== targetId) throw badRequest(TARGET_IMMUTABLE);
  return row;
}

/**
 * POST /api/2.0/media-relations (docs/product/campaigns-venues-events.md §3.4, §4.3, §5): EDITOR on the source's
 * workspace; a new anchor's target must be visible to that workspace; only the owning workspace updates or deletes.
 * A treasury instrument source (docs/product/platform.md §2.13) owns its anchors itself: see `editableSource`.
 */
export async function changeRelation(ctx: AppContext, actor: Actor, body: RelationRequest): Promise<{ created: boolean; change: RelationChange }> {
  const kindProblem = anchorKindProblem(body.source.item, body.target.item);
  if (kindProblem) throw badRequest(kindProblem);
  const { tenant, source } = await editableSource(ctx, actor, body.source);
  const given = body.source.relation;
  if (body.action === 'create') {
    const target = await repo.findItem(ctx.db, tenant.id, body.target.item, body.target.id);
    if (!target || !source.reaches(target)) throw notFound('Target item');
    if (target.id === source.id) throw badRequest('An item cannot be anchored to itself');
    if (!target.enabled) throw badRequest('Only enabled items can be anchored');
    const eventProblem = source.item ? eventLinkProblem(source.item, target) : null;
    if (eventProblem) throw badRequest(eventProblem);
    const start = given.start ? new Date(given.start) : startOfToday();
    const close = given.close ? new Date(given.close) : endOfToday();
    const profileId = (await profileIdOf(ctx, actor)) ?? '';
    try {
      const change = await ctx.db.transaction((tx) =>
        linkItems(tx, {
          tenantId: tenant.id,
          aggregateId: source.aggregate_id,
          projectId: source.project_id,
          profileId,
          source: body.source,
          target: body.target,
          start,
          close,
          enabled: given.enabled ?? true,
          uid: given.uid,
        }),
      );
      return { created: true, change };
    } catch (err) {
      if (err instanceof HttpError) throw err;
      if (given.uid && (await repo.findRelation(ctx.db, tenant.id, given.uid))) throw conflict('A relation with this uid already exists');
      throw err;
    }
  }
  const row = await ownedRelation(ctx, tenant.id, given.uid, source.id, body.target.id, source.aggregate_id);
  if (body.action === 'delete') {
    const change = await present(ctx.db, row, source.aggregate_id);
    await repo.deleteRelation(ctx.db, tenant.id, row.uid);
    return { created: false, change };
  }
  const start = given.start ? new Date(given.start) : row.start;
  const close = given.close ? new Date(given.close) : row.close;
  const bad = periodError(start, close);
  if (bad) throw bad;
  const stored = await ctx.db.transaction(async (tx) => {
    // A new span must not repeat another anchor's; one already repeated may still be disabled or enabled.
    if (start.getTime() !== row.start.getTime() || close.getTime() !== row.close.getTime()) await refuseRepeat(tx, { ...row, start, close });
    return repo.updateRelation(tx, tenant.id, row.uid, { start, close, enabled: given.enabled ?? row.enabled });
  });
  if (!stored) throw notFound('Relation');
  return { created: false, change: await present(ctx.db, stored, source.aggregate_id) };
}

export interface TargetQuery {
  aggregate?: string;
  ticonfig?: string;
  item: RelationKind;
  seek?: string;
  eventhosting?: boolean;
  eventCampaign?: boolean;
}

/** A candidate as the picker lists it, with its class relative to the anchoring workspace or instrument. */
const candidate = (item: repo.LinkableItem, kind: RelationKind, visibilityClassOf: RelationTarget['visibilityClass']): RelationTarget => ({
  id: item.id,
  name: item.name,
  type: item.type,
  subtype: item.subtype,
  item: kind,
  aggregate_id: item.aggregate_id,
  visibilityClass: visibilityClassOf,
  enabled: item.enabled,
  eventhosting: item.eventhosting,
  eventCampaign: item.eventCampaign,
});

/**
 * Picker candidates for workspace `aggregate` (VIEWER on it) with their visibility class. Another
 * workspace's private or invisible items are listed only to callers who may view that workspace,
 * so the Invisible checkbox never reveals what the caller could not open anyway. With `ticonfig`
 * instead (VIEWER on the instrument): its project's items of the kind in workspaces the caller may view,
 * each the project's own ('owned').
 */
export async function listTargets(ctx: AppContext, actor: Actor, q: TargetQuery): Promise<RelationTarget[]> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  if (!q.aggregate === !q.ticonfig) throw badRequest('Give either ?aggregate= or ?ticonfig=');
  if (q.ticonfig) {
    const instrument = await anchoringInstrument(ctx, actor, tenant, q.ticonfig, false);
    if (anchorKindProblem(INSTRUMENT_KIND, q.item)) return [];
    const items = await repo.listCandidates(ctx.db, tenant.id, q.item, q.seek ?? '', instrument.projectId);
    return items.filter((item) => mayView(actor, tenant, item)).map((item) => candidate(item, q.item, 'owned'));
  }
  const found = await workspaceById(ctx, tenant, q.aggregate!);
  if (!found) throw notFound('Workspace');
  requirePrivilege(actor, found.resource, Privilege.VIEWER);
  const { workspace } = found;
  const now = new Date();
  const out: RelationTarget[] = [];
  for (const item of await repo.listCandidates(ctx.db, tenant.id, q.item, q.seek ?? '')) {
    if (q.eventhosting && !item.eventhosting) continue;
    if (q.eventCampaign && !item.eventCampaign) continue;
    // A playlist or display is its workspace's alone (domain/relations/signage.ts).
    if (isSignageKind(q.item) && item.aggregate_id !== workspace.id) continue;
    const visibilityClassOf = visibilityClass(item, workspace.id, now);
    if (item.aggregate_id !== workspace.id && visibilityClassOf === 'invisible' && !mayView(actor, tenant, item)) continue;
    out.push(candidate(item, q.item, visibilityClassOf));
  }
  return out;
}
