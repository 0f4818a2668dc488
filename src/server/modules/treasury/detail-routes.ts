import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldsParam, IdOrKey, ListScope, parseFields } from '../../../domain/common/list-query.js';
import { UID_PATTERN } from '../../../domain/relations/uid.js';
import { EXPORT_FORMATS } from '../../../domain/treasury/export.js';
import { InstrumentInfoInput, InstrumentInfoPatch, TiDetailInput, TiDetailPatch } from '../../../domain/treasury/ti-detail.js';
import { project } from '../../authorize.js';
import { fileAnswer, NoContent } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { projected } from '../common-answers.js';
import { EXPORT_TYPES } from './exports.js';
import { actorOf } from '../../iam/authenticate.js';
import { Batch, TiDetail } from './answers.js';
import { addBatch, changeBatch, getBatch } from './batches.js';
import { createDetail, deleteDetail, getDetail, listDetails, updateDetail } from './details.js';
import { exportBatch } from './exports.js';
import { generateBatch, generateDetail, generationRunner } from './generation.js';

const BASE = '/api/1.0/ti-details';
const Id = z.string().trim().min(1).max(100);
const IdParam = z.object({ id: Id });
const InfoParams = z.object({ id: Id, infoId: z.string().regex(UID_PATTERN, 'infoId must be a batch uid (8 letters or digits)') });
// Older clients spell the workspace `aggreagte` (docs/product/campaigns-venues-events.md §7); both spellings are read.
const ListQuery = ListScope.extend({ aggreagte: IdOrKey.optional(), source: IdOrKey.optional(), fields: FieldsParam });

/** Instrument details, their category batches and generation (docs/product/campaigns-venues-events.md §7). */
const Generated = z.object({ id: z.string(), instrumentInfo: z.array(Batch) });

export async function tiDetailRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const runner = generationRunner(ctx, app.log);
  app.addHook('onReady', async () => runner.start());
  app.addHook('onClose', async () => runner.stop());

  r.get(BASE, {
    schema: {
      tags: ['treasury'],
      summary: "A workspace's instrument details (?aggregate= or ?aggreagte=), or a campaign's or event's (?source=); VIEWER",
      querystring: ListQuery,
      response: { 200: z.array(projected(TiDetail)) },
    },
    handler: async (request) => {
      const { aggreagte, fields, ...q } = request.query;
      const list = await listDetails(ctx, actorOf(request), { ...q, aggregate: q.aggregate ?? aggreagte });
      const names = parseFields(fields);
      return list.map((d) => project(d, names));
    },
  });

  r.get(`${BASE}/:id`, {
    schema: {
      tags: ['treasury'],
      summary: 'An instrument detail with its batches and their figures (VIEWER)',
      params: IdParam,
      querystring: z.object({ fields: FieldsParam }),
      response: { 200: projected(TiDetail) },
    },
    handler: async (request) => project(await getDetail(ctx, actorOf(request), request.params.id), parseFields(request.query.fields)),
  });

  r.post(BASE, {
    schema: {
      tags: ['treasury'],
      summary: "Create a campaign's coupon or an event's tickets (EDITOR on its workspace), with the source → tidetail relation",
      body: TiDetailInput.extend({ tenant_id: IdOrKey.optional(), project_id: IdOrKey.optional() }),
      response: { 201: TiDetail },
    },
    handler: async (request, reply) => {
      const { tenant_id, project_id: _project, ...input } = request.body;
      reply.code(201);
      return createDetail(ctx, actorOf(request), input, tenant_id);
    },
  });

  r.put(`${BASE}/:id`, {
    schema: {
      tags: ['treasury'],
      summary: 'Change an instrument detail (EDITOR); null or absent fields stay',
      params: IdParam,
      body: TiDetailPatch,
      response: { 200: TiDetail },
    },
    handler: async (request) => updateDetail(ctx, actorOf(request), request.params.id, request.body),
  });

  r.delete(`${BASE}/:id`, {
    schema: {
      tags: ['treasury'],
      summary: 'Delete an instrument detail with its batches and relations (EDITOR); refused once generation started',
      params: IdParam,
      response: { 204: NoContent },
    },
    handler: async (request, reply) => {
      await deleteDetail(ctx, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  });

  r.post(`${BASE}/:id/instrument-info`, {
    schema: {
      tags: ['treasury'],
      summary: 'Add a category batch (EDITOR); a coupon has one',
      params: IdParam,
      body: InstrumentInfoInput,
      response: { 201: Batch },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return addBatch(ctx, actorOf(request), request.params.id, request.body);
    },
  });

  r.get(`${BASE}/:id/instrument-info/:infoId`, {
    schema: { tags: ['treasury'], summary: 'A batch with its generation progress and figures (VIEWER)', params: InfoParams, response: { 200: Batch } },
    handler: async (request) => getBatch(ctx, actorOf(request), request.params.id, request.params.infoId),
  });

  r.put(`${BASE}/:id/instrument-info/:infoId`, {
    schema: {
      tags: ['treasury'],
      summary: 'Change a batch (EDITOR); after generation only its redeemers',
      params: InfoParams,
      body: InstrumentInfoPatch,
      response: { 200: Batch },
    },
    handler: async (request) => changeBatch(ctx, actorOf(request), request.params.id, request.params.infoId, request.body),
  });

  r.post(`${BASE}/:id/instrument-info/:infoId/instruments`, {
    schema: {
      tags: ['treasury'],
      summary: 'Generate a batch, once (EDITOR): 202 when this call started it, 200 with where it stands otherwise',
      params: InfoParams,
      response: { 200: Batch, 202: Batch },
    },
    handler: async (request, reply) => {
      const { started, batch } = await generateBatch(ctx, actorOf(request), request.params.id, request.params.infoId);
      reply.code(started ? 202 : 200);
      return batch;
    },
  });

  r.post(`${BASE}/:id/instruments`, {
    schema: {
      tags: ['treasury'],
      summary: 'Generate every batch of the detail not generated yet (EDITOR): 202 when this call started any',
      params: IdParam,
      response: { 200: Generated, 202: Generated },
    },
    handler: async (request, reply) => {
      const { started, instrumentInfo } = await generateDetail(ctx, actorOf(request), request.params.id);
      reply.code(started ? 202 : 200);
      return { id: request.params.id, instrumentInfo };
    },
  });

  r.get(`${BASE}/:id/instrument-info/:infoId/export`, {
    schema: {
      tags: ['treasury'],
      summary: "A batch's instruments as CSV or .xlsx, streamed (VIEWER): serial, code, category, status, holder masked, dates",
      params: InfoParams,
      querystring: z.object({ format: z.enum(EXPORT_FORMATS).default('csv') }),
      response: {
        200: fileAnswer(
          Object.values(EXPORT_TYPES).map((t) => t.split(';')[0]),
          'The instruments, streamed',
        ),
      },
    },
    handler: async (request, reply) => {
      const file = await exportBatch(ctx, actorOf(request), request.params.id, request.params.infoId, request.query.format);
      reply.type(file.contentType).header('content-disposition', `attachment; filename="${file.fileName}"`);
      return reply.send(file.stream);
    },
  });
}
