import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../../domain/media-items/item.js';
import { FREQUENCIES, REPORT_EXPORT_NAMES, ReportFilters, ReportScheduleInput, ReportSchedulePatch } from '../../../domain/reports/schedules.js';
import { fileAnswer, NoContent } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { Instant } from '../common-answers.js';
import { attachment } from '../../xlsx/content-disposition.js';
import { changeSchedule, createSchedule, deleteSchedule, fileOf, getSchedule, listSchedules, runNow, XLSX_TYPE } from './schedules.js';

const BASE = '/api/1.0/report-schedules';
const params = z.object({ id: z.string().max(100) });

const ReportFile = z.object({
  id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  run_at: Instant,
  mailed_to: z.array(z.string()).nullable(),
  mail_error: z.string().nullable(),
});
const ReportSchedule = z.object({
  id: z.string(),
  export: z.enum(REPORT_EXPORT_NAMES),
  item_id: z.string().nullable(),
  aggregate_id: z.string(),
  filters: ReportFilters,
  format: z.string(),
  frequency: z.enum(FREQUENCIES),
  time_of_day: z.string(),
  day_of: z.number().int().nullable(),
  recipients: z.array(z.string()),
  next_run_at: Instant,
  last_run_at: Instant.nullable(),
  last_error: z.string().nullable(),
  files: z.array(ReportFile).describe('The newest produced files'),
});

/** Scheduled reports (docs/api.md "Scheduled reports"): EDITOR on the workspace changes them, VIEWER lists and downloads. */
export async function reportScheduleRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(BASE, {
    schema: {
      tags: ['reports'],
      summary: 'Save an export with its filters and a daily, weekly or monthly schedule (EDITOR on its workspace)',
      body: ReportScheduleInput,
      response: { 201: ReportSchedule },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return createSchedule(ctx, actorOf(request), request.body);
    },
  });
  r.get(BASE, {
    schema: {
      tags: ['reports'],
      summary: "A workspace's scheduled reports (one item's with ?item=), newest first, each with its newest files (VIEWER)",
      querystring: z.object({ aggregate: Id, item: Id.optional() }),
      response: { 200: z.array(ReportSchedule) },
    },
    handler: async (request) => listSchedules(ctx, actorOf(request), request.query.aggregate, request.query.item),
  });
  r.get(`${BASE}/:id`, {
    schema: { tags: ['reports'], summary: 'A scheduled report with its produced files (VIEWER)', params, response: { 200: ReportSchedule } },
    handler: async (request) => getSchedule(ctx, actorOf(request), request.params.id),
  });
  r.put(`${BASE}/:id`, {
    schema: {
      tags: ['reports'],
      summary: 'Change the schedule, filters or recipients (EDITOR); the next run is counted again',
      params,
      body: ReportSchedulePatch,
      response: { 200: ReportSchedule },
    },
    handler: async (request) => changeSchedule(ctx, actorOf(request), request.params.id, request.body),
  });
  r.delete(`${BASE}/:id`, {
    schema: { tags: ['reports'], summary: 'Delete a scheduled report and its files (EDITOR)', params, response: { 204: NoContent } },
    handler: async (request, reply) => {
      await deleteSchedule(ctx, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  });
  r.post(`${BASE}/:id/run`, {
    schema: {
      tags: ['reports'],
      summary: 'Produce the report now (EDITOR), mailed like a scheduled run; the schedule stays',
      params,
      response: { 201: ReportFile },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return runNow(ctx, actorOf(request), request.params.id);
    },
  });
  r.get(`${BASE}/:id/files/:fileId`, {
    schema: {
      tags: ['reports'],
      summary: 'A produced report file (.xlsx) (VIEWER)',
      params: params.extend({ fileId: z.string().max(100) }),
      response: { 200: fileAnswer(XLSX_TYPE, 'The workbook (.xlsx)') },
    },
    handler: async (request, reply) => {
      const file = await fileOf(ctx, actorOf(request), request.params.id, request.params.fileId);
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', attachment(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  });
}
