import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { campaignShareMetrics } from './service.js';

// Campaigns, events and creatives themselves are served by the media-items routes (one set for every kind).

const Count = z.number().int();
const ShareCounts = z.object({ whatsapp: Count, facebook: Count, instagram: Count, linkedin: Count, twitter: Count, email: Count });

export async function campaignRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/2.0/treasuryTransactions/:id/campaign', {
    schema: {
      tags: ['campaigns'],
      summary: "A campaign's shares per channel (VIEWER on the campaign)",
      params: z.object({ id: z.string().min(1).max(100) }),
      response: { 200: ShareCounts },
    },
    handler: async (request) => campaignShareMetrics(ctx, actorOf(request), request.params.id),
  });
}
