import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldsParam, IdOrKey, ListScope, parseFields } from '../../../domain/common/list-query.js';
import { TiConfigInput, TiConfigPatch } from '../../../domain/treasury/ti-config.js';
import { project } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import { projected } from '../common-answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { TiConfig } from './answers.js';
import { createConfig, getConfig, listConfigs, updateConfig } from './configs.js';

const BASE = '/api/1.0/ti-configs';
const Query = ListScope.extend({ fields: FieldsParam });
const IdParam = z.object({ id: z.string().trim().min(1).max(100) });

/**
 * Treasury instruments (docs/product/platform.md §7 Treasury, docs/product/campaigns-venues-events.md §7). Reads are
 * never kept, so the `reset` header (a fresh read) is accepted and every answer is fresh.
 */
export async function tiConfigRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(BASE, {
    schema: {
      tags: ['treasury'],
      summary: "A project's treasury instruments (?project=), or a workspace's with its project's shared ones (?aggregate=); newest first",
      querystring: Query,
      response: { 200: z.array(projected(TiConfig)) },
    },
    handler: async (request) => {
      const fields = parseFields(request.query.fields);
      return (await listConfigs(ctx, actorOf(request), request.query)).map((c) => project(c, fields));
    },
  });

  r.get(`${BASE}/:id`, {
    schema: {
      tags: ['treasury'],
      summary: 'A treasury instrument by id, or by name with ?aggregate= or ?project= (VIEWER)',
      params: IdParam,
      querystring: Query,
      response: { 200: projected(TiConfig) },
    },
    handler: async (request) => project(await getConfig(ctx, actorOf(request), request.params.id, request.query), parseFields(request.query.fields)),
  });

  r.post(BASE, {
    schema: {
      tags: ['treasury'],
      summary: 'Create a treasury instrument (ADMIN on the project, or on the workspace aggregate_id names); the key comes from the name when absent',
      body: TiConfigInput.extend({ tenant_id: IdOrKey.optional() }),
      response: { 201: TiConfig },
    },
    handler: async (request, reply) => {
      const { tenant_id, ...input } = request.body;
      reply.code(201);
      return createConfig(ctx, actorOf(request), input, tenant_id);
    },
  });

  r.put(`${BASE}/:id`, {
    schema: {
      tags: ['treasury'],
      summary: 'Change a treasury instrument: each field needs its section role; null or absent fields stay',
      params: IdParam,
      body: TiConfigPatch,
      response: { 200: TiConfig },
    },
    handler: async (request) => updateConfig(ctx, actorOf(request), request.params.id, request.body),
  });
}
