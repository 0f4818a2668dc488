import { PassThrough } from 'node:stream';
import { Privilege } from '../../../domain/access/levels.js';
import { isId, newId } from '../../../domain/common/ids.js';
import {
  DEFAULT_DAYS,
  nextRun,
  REPORT_EXPORTS,
  reportRange,
  type Frequency,
  type ReportExport,
  type ReportFilters,
  type ReportScheduleInput,
  type ReportSchedulePatch,
} from '../../../domain/reports/schedules.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { actorOfUser } from '../../iam/service.js';
import { sendMail } from '../../mail/smtp.js';
import { writeWorkbook } from '../../xlsx/workbook-stream.js';
import { campaignExport, detailedExport, itemExport, venueDataExport, type ExportPlan } from '../exports/index.js';
import { itemWith, workspaceWith } from './item-access.js';
import * as repo from './repo-schedules.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const presentFile = (f: repo.FileRow) => ({
  id: f.id,
  file_name: f.fileName,
  size: f.size,
  run_at: f.runAt.toISOString(),
  mailed_to: f.mailedTo,
  mail_error: f.mailError,
});

const present = (row: repo.ScheduleRow, files: repo.FileRow[] = []) => ({
  id: row.id,
  export: row.export as ReportExport,
  item_id: row.itemId,
  aggregate_id: row.aggregateId,
  filters: row.filters as ReportFilters,
  format: row.format,
  frequency: row.frequency as Frequency,
  time_of_day: row.timeOfDay,
  day_of: row.dayOf,
  recipients: row.recipients,
  next_run_at: row.nextRunAt.toISOString(),
  last_run_at: row.lastRunAt?.toISOString() ?? null,
  last_error: row.lastError,
  files: files.map(presentFile),
});

/** The workspace (with its zone) a saved export reads, with `min` on it: the item's workspace for item exports. */
async function placeOf(
  ctx: AppContext,
  actor: Actor,
  what: ReportExport,
  itemId: string | null | undefined,
  aggregateId: string | null | undefined,
  min: 2 | 3,
) {
  const kind = REPORT_EXPORTS[what].item;
  if (kind) return itemWith(ctx, actor, kind, itemId!, min);
  return { ...(await workspaceWith(ctx, actor, aggregateId!, min)), itemId: null };
}

/** A schedule of the caller's tenant with `min` on what it exports (VIEWER reads, EDITOR changes). */
async function scheduleWith(ctx: AppContext, actor: Actor, id: string, min: 2 | 3) {
  const row = isId(id) ? await repo.findSchedule(ctx.db, actor.tenantId, id) : null;
  if (!row) throw notFound('Report schedule');
  const place = await placeOf(ctx, actor, row.export as ReportExport, row.itemId, row.aggregateId, min);
  return { row, place };
}

export async function createSchedule(ctx: AppContext, actor: Actor, input: ReportScheduleInput) {
  const place = await placeOf(ctx, actor, input.export, input.item_id, input.aggregate_id, Privilege.EDITOR);
  const schedule = { frequency: input.frequency, timeOfDay: input.time_of_day, dayOf: input.day_of ?? null };
  const row = await repo.insertSchedule(ctx.db, {
    tenantId: place.tenantId,
    id: newId(),
    aggregateId: place.aggregateId,
    export: input.export,
    itemId: place.itemId,
    filters: input.filters ?? {},
    frequency: schedule.frequency,
    timeOfDay: schedule.timeOfDay,
    dayOf: schedule.dayOf,
    recipients: input.recipients ?? [],
    nextRunAt: nextRun(schedule, ctx.clock.now(), place.zone),
    createdBy: actor.userId,
  });
  return present(row);
}

/** A workspace's schedules (an item's only, with `item`), with their newest files (VIEWER on the workspace). */
export async function listSchedules(ctx: AppContext, actor: Actor, aggregateId: string, itemId?: string) {
  const ws = await workspaceWith(ctx, actor, aggregateId, Privilege.VIEWER);
  const rows = await repo.schedulesOf(ctx.db, ws.tenantId, ws.aggregateId, itemId);
  const files = await repo.newestFilesOf(
    ctx.db,
    ws.tenantId,
    rows.map((r) => r.id),
    10,
  );
  return rows.map((r) => present(r, files.get(r.id)));
}

export async function getSchedule(ctx: AppContext, actor: Actor, id: string) {
  const { row } = await scheduleWith(ctx, actor, id, Privilege.VIEWER);
  return present(row, await repo.filesOf(ctx.db, row.tenantId, row.id));
}

export async function changeSchedule(ctx: AppContext, actor: Actor, id: string, patch: ReportSchedulePatch) {
  const { row, place } = await scheduleWith(ctx, actor, id, Privilege.EDITOR);
  const schedule = { frequency: patch.frequency, timeOfDay: patch.time_of_day, dayOf: patch.day_of ?? null };
  const changed = await repo.updateSchedule(ctx.db, row.tenantId, row.id, {
    ...schedule,
    filters: patch.filters ?? row.filters,
    recipients: patch.recipients ?? row.recipients,
    nextRunAt: nextRun(schedule, ctx.clock.now(), place.zone),
    updatedOn: new Date(ctx.clock.now()),
  });
  return present(changed, await repo.filesOf(ctx.db, row.tenantId, row.id));
}

export async function deleteSchedule(ctx: AppContext, actor: Actor, id: string) {
  const { row } = await scheduleWith(ctx, actor, id, Privilege.EDITOR);
  for (const f of await repo.deleteSchedule(ctx.db, row.tenantId, row.id)) await ctx.storage.delete(f.storageKey);
}

/** A produced file's name and bytes (VIEWER on what it exports). */
export async function fileOf(ctx: AppContext, actor: Actor, id: string, fileId: string) {
  const { row } = await scheduleWith(ctx, actor, id, Privilege.VIEWER);
  const file = isId(fileId) ? await repo.findFile(ctx.db, row.tenantId, row.id, fileId) : null;
  const bytes = file ? await ctx.storage.get(file.storageKey) : null;
  if (!file || !bytes) throw notFound('Report file');
  return { fileName: file.fileName, bytes };
}

/** The export's plan as its author would download it now, with the filters' days before `runAt`. */
async function planOf(ctx: AppContext, actor: Actor, row: repo.ScheduleRow, zone: string, runAt: number): Promise<ExportPlan> {
  const filters = row.filters as ReportFilters;
  const range = reportRange(runAt, zone, filters.days ?? DEFAULT_DAYS[row.frequency as Frequency]);
  const now = new Date(runAt);
  switch (row.export as ReportExport) {
    case 'campaign':
      return campaignExport(ctx, actor, row.itemId!, range, now);
    case 'venue':
    case 'asset':
      return itemExport(ctx, actor, row.export as 'venue' | 'asset', row.itemId!, range, now);
    case 'venue-data':
      return venueDataExport(ctx, actor, row.aggregateId, range, now);
    case 'detailed':
      return detailedExport(ctx, actor, row.aggregateId, { ...range, type: filters.type, sort: filters.sort }, now);
  }
}

async function workbookBytes(plan: ExportPlan): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await writeWorkbook(out, plan.tables);
  out.end();
  return Buffer.concat(chunks);
}

/**
 * Produces the run of `runAt` as its author (their privilege now: a user who lost access gets no report),
 * stores it and mails it when SMTP is configured. Null when that run's file already exists.
 */
export async function produce(ctx: AppContext, row: repo.ScheduleRow, runAt: number) {
  const actor = await actorOfUser(ctx, row.tenantId, row.createdBy);
  if (!actor) throw badRequest('The author of this report schedule is no longer a user');
  const place = await placeOf(ctx, actor, row.export as ReportExport, row.itemId, row.aggregateId, Privilege.VIEWER);
  const plan = await planOf(ctx, actor, row, place.zone, runAt);
  const bytes = await workbookBytes(plan);
  const id = newId();
  const storageKey = `reports/${row.tenantId}/${row.id}/${id}.xlsx`;
  await ctx.storage.put(storageKey, bytes, XLSX_TYPE);
  const file = { tenantId: row.tenantId, id, scheduleId: row.id, runAt: new Date(runAt), fileName: plan.fileName, storageKey, size: bytes.length };
  if (!(await repo.insertFile(ctx.db, file))) {
    await ctx.storage.delete(storageKey);
    return null;
  }
  if (ctx.config.smtpUrl && row.recipients.length) {
    try {
      await sendMail(ctx.config.smtpUrl, {
        from: ctx.config.mailFrom,
        to: row.recipients,
        subject: `Scheduled report: ${plan.fileName.replace(/\.xlsx$/, '')}`,
        text: `The ${REPORT_EXPORTS[row.export as ReportExport].label} report of ${new Date(runAt).toISOString()} is attached.`,
        attachments: [{ filename: plan.fileName, contentType: XLSX_TYPE, content: bytes }],
      });
      await repo.setMailed(ctx.db, row.tenantId, id, row.recipients, null);
    } catch (error) {
      // The file stays listed for download; the error says why nobody got it by mail.
      await repo.setMailed(ctx.db, row.tenantId, id, null, error instanceof Error ? error.message : String(error));
    }
  }
  return presentFile((await repo.findFile(ctx.db, row.tenantId, row.id, id))!);
}

/** 'Run now' (EDITOR): produces the report at once, leaving the schedule as it was. */
export async function runNow(ctx: AppContext, actor: Actor, id: string) {
  const { row } = await scheduleWith(ctx, actor, id, Privilege.EDITOR);
  const file = await produce(ctx, row, ctx.clock.now());
  if (!file) throw badRequest('This report was produced this very moment already');
  return file;
}
