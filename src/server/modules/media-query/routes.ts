import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorAnswer } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { runGraphQuery } from './executor.js';
import { MAX_DOCUMENT_BYTES } from './limits.js';
import { queryContext } from './scope.js';

const GraphBody = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().max(200).nullish(),
});

const GraphError = z.object({
  message: z.string(),
  locations: z.array(z.object({ line: z.number().int(), column: z.number().int() })).optional(),
  path: z.array(z.union([z.string(), z.number()])).optional(),
  extensions: z.looseObject({ code: z.string().optional() }).optional(),
});
/** What the query asked for: its shape is the query's. */
const GraphData = z.record(z.string(), z.unknown());
const GraphAnswer = z
  .object({ data: GraphData, errors: z.array(GraphError).optional() })
  .describe('The data, with field errors (authorisation refusals) if any');
const GraphRefusal = z
  .object({ data: GraphData.optional(), errors: z.array(GraphError) })
  .describe('A document that does not parse or validate, or a bad argument value');
// The executor's answer is graphql-js's, typed loosely: the check holds it to these.
const GRAPH_ANSWERS: Record<number, z.ZodType> = { 200: GraphAnswer, 400: z.union([GraphRefusal, ErrorAnswer]) };

/** POST /api/1.0/media-query: the GraphQL endpoint of the summary pages (docs/product/platform.md §7). */
export async function mediaQueryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/media-query', {
    bodyLimit: 64 * 1024,
    schema: {
      tags: ['graph'],
      summary: 'GraphQL summary queries: item counts, action totals and per-day actions (docs/api.md)',
      body: GraphBody,
      response: GRAPH_ANSWERS,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      if (Buffer.byteLength(request.body.query) > MAX_DOCUMENT_BYTES) {
        const message = `GraphQL documents are limited to ${MAX_DOCUMENT_BYTES} bytes`;
        return reply.code(400).send({ errors: [{ message, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] });
      }
      const answer = await runGraphQuery(request.body, queryContext(ctx, actor), (err) => request.log.error({ err }, 'graph query failed'));
      return reply.code(answer.statusCode).send(answer.body);
    },
  });
}
