import { PassThrough } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { spreadsheetCsvRecord } from '../../domain/common/csv.js';
import { Privilege } from '../../domain/access/levels.js';
import { privilegeOn } from '../../domain/access/grants.js';
import { tenantResource } from '../../domain/access/resources.js';
import { changeText, isReferenceField, periodOf, restorePatch, type AuditPage, type AuditRecord, type AuditTrailQuery } from '../../domain/audit/records.js';
import type { Actor } from '../actor.js';
import { requirePrivilege, tenantOfActor } from '../authorize.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { badRequest, notFound } from '../errors.js';
import { writeOrStop } from '../exports/write.js';
import { workspaceById } from '../modules/aggregates/service.js';
import { ITEM_PATCHES } from '../modules/media-items/routes.js';
import { updateItem, type ItemKind } from '../modules/media-items/service.js';
import type { TenantRow } from '../modules/tenants/directory.js';
import { runAsAction } from './context.js';
import * as repo from './repo.js';
import { nameSubRecords } from './sub-records.js';

export function presentRecord(row: repo.AuditRow): AuditRecord {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { kind: row.actorKind, id: row.actorId, name: row.actorName },
    requestId: row.requestId,
    path: row.path,
    kind: row.kind,
    recordId: row.recordId,
    rootId: row.rootId,
    workspaceId: row.workspaceId,
    action: row.action,
    changes: Object.entries(row.changes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([field, [old, now]]) => ({ field, old, new: now })),
  };
}

/** Names the records that the page's changed references point to (their old and new values), in place. */
async function nameReferences(ctx: AppContext, tenantId: string, records: AuditRecord[]): Promise<void> {
  const changes = records.flatMap((r) => r.changes).filter((c) => isReferenceField(c.field));
  const ids = new Set(changes.flatMap((c) => [c.old, c.new]).filter((v): v is string => typeof v === 'string' && v !== ''));
  if (!ids.size) return;
  const names = await repo.recordNames(ctx.db, tenantId, [...ids]);
  for (const change of changes) {
    const [oldName, newName] = [names.get(change.old as string), names.get(change.new as string)];
    if (oldName !== undefined) change.oldName = oldName;
    if (newName !== undefined) change.newName = newName;
  }
}

const page = (rows: repo.AuditRow[], limit: number): AuditPage => ({
  records: rows.slice(0, limit).map(presentRecord),
  next: rows.length > limit ? rows[limit - 1].id : null,
});

// Cursors are ids: "before" the newest possible one reads from the top.
const TOP = Number.MAX_SAFE_INTEGER;

/** The tenant and filter a trail read names: ADMIN on the tenant, or on the workspace it narrows to. */
async function trailScope(ctx: AppContext, actor: Actor, query: AuditTrailQuery): Promise<repo.TrailFilter> {
  const tenant = await tenantOfActor(ctx, actor, query.tenant);
  let workspaceId: string | undefined;
  if (query.aggregate) {
    const ws = await workspaceById(ctx, tenant, query.aggregate);
    if (!ws || privilegeOn(actor.grants, ws.resource) < Privilege.VIEWER) throw notFound('Workspace');
    requirePrivilege(actor, ws.resource, Privilege.ADMIN);
    workspaceId = ws.workspace.id;
  } else {
    requirePrivilege(actor, tenantResource(tenant.key), Privilege.ADMIN);
  }
  const { actor: by, kind, action, record: recordId, q } = query;
  return {
    tenantId: tenant.id,
    workspaceId,
    actor: by,
    kind,
    action,
    recordId,
    q,
    ...periodOf(query.from, query.to),
  };
}

export async function trailPage(ctx: AppContext, actor: Actor, query: AuditTrailQuery): Promise<AuditPage> {
  const filter = await trailScope(ctx, actor, query);
  const answer = page(await repo.listTrail(ctx.db, filter, query.before ?? TOP, query.limit + 1), query.limit);
  await nameReferences(ctx, filter.tenantId, answer.records);
  return answer;
}

const CSV_COLUMNS = ['id', 'at', 'actor_kind', 'actor', 'request_id', 'path', 'kind', 'record_id', 'workspace_id', 'action', 'field', 'old', 'new'];

/** One line per changed field (a record with none, one line). */
function csvLines(record: AuditRecord): string {
  const head = [
    String(record.id),
    record.at,
    record.actor.kind,
    record.actor.name,
    record.requestId ?? '',
    record.path ?? '',
    record.kind,
    record.recordId,
    record.workspaceId ?? '',
    record.action,
  ];
  const changes = record.changes.length ? record.changes : [{ field: '', old: null, new: null }];
  return changes.map((c) => spreadsheetCsvRecord([...head, c.field, changeText(c.old), changeText(c.new)])).join('');
}

const EXPORT_BATCH = 2000;

/** The filtered trail as CSV, written as it is read, up to the newest record when the export began. */
export async function exportTrail(ctx: AppContext, actor: Actor, query: Omit<AuditTrailQuery, 'before' | 'limit'>, reply: FastifyReply) {
  const filter = await trailScope(ctx, actor, { ...query, limit: 1 });
  const upTo = await repo.newestId(ctx.db, filter.tenantId);
  const body = new PassThrough({ highWaterMark: 256 * 1024 });
  reply.raw.once('close', () => {
    if (!body.writableFinished) body.destroy();
  });
  const produce = async () => {
    if (!(await writeOrStop(body, CSV_COLUMNS.join(',') + '\r\n'))) return;
    for await (const rows of repo.trailBatches(ctx.db, filter, upTo, EXPORT_BATCH)) {
      if (!(await writeOrStop(body, rows.map((row) => csvLines(presentRecord(row))).join('')))) return;
    }
    body.end();
  };
  produce().catch((error: unknown) => {
    reply.log.error({ err: error }, 'audit export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="audit-trail.csv"')
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * Whether the caller may read a record's history: VIEWER on the workspace of its newest entry, or ADMIN on the
 * tenant for records of no workspace (users, groups…). Otherwise it is "not found", as the record itself would be.
 */
async function requireHistoryReader(ctx: AppContext, actor: Actor, tenant: TenantRow, workspaceId: string | null): Promise<void> {
  if (workspaceId) {
    const ws = await workspaceById(ctx, tenant, workspaceId);
    if (ws && privilegeOn(actor.grants, ws.resource) >= Privilege.VIEWER) return;
  } else if (privilegeOn(actor.grants, tenantResource(tenant.key)) >= Privilege.ADMIN) {
    return;
  }
  throw notFound('History');
}

/** A record's history with its sub-records' (a creative's cards), newest first, each sub-record's record naming it. */
export async function historyPage(ctx: AppContext, actor: Actor, query: { record: string; before?: number; limit: number }): Promise<AuditPage> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const owner = await repo.workspaceOfRecord(ctx.db, tenant.id, query.record);
  if (!owner.found) return { records: [], next: null };
  await requireHistoryReader(ctx, actor, tenant, owner.workspaceId);
  const answer = page(await repo.historyOf(ctx.db, tenant.id, query.record, query.before ?? TOP, query.limit + 1), query.limit);
  await Promise.all([nameSubRecords(ctx, tenant.id, query.record, answer.records), nameReferences(ctx, tenant.id, answer.records)]);
  return answer;
}

/** Puts an item's fields back to their values before record `id`: the item's own PUT, recorded as a restore. */
export async function restoreRecord(ctx: AppContext, actor: Actor, id: number, fields: string[] | undefined) {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const row = await repo.findRecord(ctx.db, tenant.id, id);
  if (!row) throw notFound('Audit record');
  await requireHistoryReader(ctx, actor, tenant, row.workspaceId);
  const kind = row.kind as ItemKind;
  if (!Object.hasOwn(ITEM_PATCHES, kind)) throw badRequest("Only an item's fields can be restored");
  if (row.action === 'delete') throw badRequest('A deleted item cannot be restored from its trail');
  const patch = restorePatch(presentRecord(row), fields);
  if (!Object.keys(patch).length) throw badRequest('The record changed none of these fields');
  const parsed = ITEM_PATCHES[kind].safeParse(patch);
  if (!parsed.success) throw badRequest(`The earlier values are not valid now: ${parsed.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`);
  return runAsAction('restore', () => updateItem(ctx, actor, kind, row.recordId, parsed.data as Parameters<typeof updateItem>[4]));
}

/** The tenant's retention of its trail (OWNER): what `audit-prune` keeps. */
export async function setRetention(ctx: AppContext, actor: Actor, idOrKey: string, days: number | null) {
  const tenant = await tenantOfActor(ctx, actor, idOrKey);
  requirePrivilege(actor, tenantResource(tenant.key), Privilege.OWNER);
  await repo.setRetentionDays(ctx.db, tenant.id, days);
  return { days };
}

/** The maintenance path of the trail (the operator's `audit-prune`): records past the tenant's retention go. */
export const pruneTenantTrail = (db: Db, tenantId: string) => repo.pruneTrail(db, tenantId);
