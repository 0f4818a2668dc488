import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

/** POST /api/1.0/media-query: the GraphQL endpoint of the summary pages (docs/product/platform.md §7). */
export async function mediaQueryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/media-query', {
    bodyLimit: 64 * 1024,
    schema: {
      tags: ['graph'],
      summary: 'GraphQL summary queries: item counts, action totals and per-day actions (docs/api.md)',
      body: GraphBody,
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
