import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ITEM_FAMILIES } from '../../../domain/item-types/item-type.js';
import type { AppContext } from '../../context.js';
import { ensureItemTypes, listItemTypes } from './service.js';

const ItemTypeSchema = z.object({
  id: z.string(),
  family: z.enum(ITEM_FAMILIES),
  type: z.string(),
  subtypes: z.array(z.object({ id: z.string(), type: z.string(), categories: z.array(z.string()) })),
});

export async function itemTypeRoutes(app: FastifyInstance, ctx: AppContext) {
  // Reference data: the catalogue is brought up to date before the first request is served.
  await ensureItemTypes(ctx);

  app.withTypeProvider<ZodTypeProvider>().get('/api/2.0/media-items', {
    schema: {
      tags: ['item types'],
      summary: 'The item-type catalogue of one family (type → sub-types → categories), sorted by type',
      querystring: z.object({ ancestor: z.enum(ITEM_FAMILIES) }),
      response: { 200: z.array(ItemTypeSchema) },
    },
    handler: async (request) => listItemTypes(ctx, request.query.ancestor),
  });
}
