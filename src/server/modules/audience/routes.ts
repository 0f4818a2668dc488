import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IngestionAnswer, IngestionBatch } from '../../../domain/audience/ingestion.js';
import type { AppContext } from '../../context.js';
import { appActorOf } from '../../iam/authenticate.js';
import { INGESTION_MESSAGES, ingestActions } from './ingestion.js';

/** Audience ingestion (docs/api.md "Audience"): the apps report what their signed-in profiles did. */
export async function audienceRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/audience-actions', {
    // 1,000 actions of up to ~600 bytes each.
    bodyLimit: 1024 * 1024,
    schema: {
      tags: ['audience'],
      summary:
        "The customer or validator app's report: a batch of up to 1,000 of the signed-in profile's actions (like, view, share, dislike/scan); all stored or none, repeats of an id never stored twice",
      body: IngestionBatch,
      response: { 200: IngestionAnswer },
    },
    handler: (request) => ingestActions(ctx, appActorOf(request, INGESTION_MESSAGES.appRequired), request.body),
  });
}
