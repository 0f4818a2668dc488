import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { IdOrKey } from '../common-schemas.js';
import { tenantLogo } from './service.js';

const LogoQuery = z.object({ tenant: IdOrKey, type: z.literal('logo') });

export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get('/images', {
    schema: { tags: ['images'], summary: "A tenant's logo (public): /images?tenant={key}&type=logo", querystring: LogoQuery },
    config: { auth: 'public' },
    handler: async (request, reply) => {
      const image = await tenantLogo(ctx, request.query.tenant);
      reply.header('etag', image.etag).header('cache-control', 'public, max-age=300').header('last-modified', image.updatedOn.toUTCString());
      if (request.headers['if-none-match'] === image.etag) return reply.code(304).send();
      return reply.type(image.contentType).header('x-content-type-options', 'nosniff').send(image.bytes);
    },
  });
}
