import type { FastifyInstance, FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_ACTION_NAMES } from '../../../domain/audience/exports.js';
import { Id } from '../../../domain/media-items/item.js';
import { fileAnswer } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { attachment } from '../../xlsx/content-disposition.js';
import { writeWorkbook } from '../../xlsx/workbook-stream.js';
import { ZipAborted } from '../../xlsx/zip-stream.js';
import { campaignExport, detailedExport, itemExport, venueDataExport, type ExportPlan } from './service.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// Days are checked by the domain (exportRange) so a bad one gets the product's message; the schema only bounds them.
const day = z.string().max(10).optional().describe('A day of the workspace, YYYY-MM-DD (inclusive)');
const range = z.object({ from: day, to: day });
const params = z.object({ id: Id });
const xlsx = { 200: fileAnswer(XLSX_TYPE, 'The workbook (.xlsx), streamed') };

/** Sends a planned workbook as it is written; a write that fails after the headers ends the stream short. */
function stream(reply: FastifyReply, plan: ExportPlan) {
  const body = new PassThrough({ highWaterMark: 256 * 1024 });
  // The client went away: the writer stops at its next wait and its batch reads with it.
  reply.raw.once('close', () => {
    if (!body.writableFinished) body.destroy();
  });
  writeWorkbook(body, plan.tables).catch((error: unknown) => {
    if (!(error instanceof ZipAborted)) reply.log.error({ err: error }, 'export failed while streaming');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachment(plan.fileName)).header('cache-control', 'no-store').send(body);
}

/** The Excel exports (docs/api.md "Exports"): streamed .xlsx of any size, VIEWER on the workspace of what is exported. */
export async function exportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/2.0/media-campaigns/:id/export', {
    schema: {
      tags: ['exports'],
      summary: 'The campaign workbook: sheets Campaign Summary, Interactions, Coupon Interactions, Mobility Tickets (all time, or between two days)',
      params,
      querystring: range,
      response: xlsx,
    },
    handler: async (request, reply) => stream(reply, await campaignExport(ctx, actorOf(request), request.params.id, request.query)),
  });
  for (const [kind, path] of [
    ['venue', '/api/2.0/media-venues/:id/export'],
    ['asset', '/api/2.0/media-assets/:id/export'],
  ] as const) {
    r.get(path, {
      schema: {
        tags: ['exports'],
        summary: `The ${kind}'s interactions: sheet Interactions with the totals block (unique profiles, interactions, likes, shares, views)`,
        params,
        querystring: range,
        response: xlsx,
      },
      handler: async (request, reply) => stream(reply, await itemExport(ctx, actorOf(request), kind, request.params.id, request.query)),
    });
  }
  r.get('/api/2.0/media-aggregates/:id/exports/venue-data', {
    schema: {
      tags: ['exports'],
      summary: "Venue Data: each venue's interactions in the workspace between two days (both required, inclusive)",
      params,
      querystring: range,
      response: xlsx,
    },
    handler: async (request, reply) => stream(reply, await venueDataExport(ctx, actorOf(request), request.params.id, request.query)),
  });
  r.get('/api/2.0/media-aggregates/:id/exports/detailed', {
    schema: {
      tags: ['exports'],
      summary: "Detailed audience data: every action of the workspace (one type when named), by date ('-date': newest first)",
      params,
      querystring: range.extend({
        type: z.coerce
          .number()
          .int()
          .refine((t) => Object.hasOwn(EXPORT_ACTION_NAMES, t), 'an action type, 1 to 9')
          .optional(),
        sort: z.enum(['date', '-date']).optional(),
      }),
      response: xlsx,
    },
    handler: async (request, reply) => stream(reply, await detailedExport(ctx, actorOf(request), request.params.id, request.query)),
  });
}
