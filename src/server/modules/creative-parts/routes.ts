import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PART_FIELDS, PART_INPUTS, PART_SECTIONS, PartId } from '../../../domain/creatives/parts.js';
import { NoContent } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { cardOf } from './answers.js';
import { addPart, removePart, replacePart, type PartInput } from './service.js';

const CreativeParam = z.object({ id: z.string().min(1).max(100) });
const CardParam = CreativeParam.extend({ subId: PartId });

/**
 * The cards of a creative (docs/product/creatives-assets-signage.md §7): for each section POST, PUT {subId} and DELETE
 * {subId} under /api/2.0/media-creatives/{id}/{route}; ADMIN on the creative's workspace
 * (docs/product/creatives-assets-signage.md §6), another tenant's is 404.
 */
export async function creativePartRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const section of PART_FIELDS) {
    const { route, shape } = PART_SECTIONS[section];
    const body = PART_INPUTS[shape];
    const path = `/api/2.0/media-creatives/:id/${route}`;
    const tags = ['creatives'];
    r.post(path, {
      schema: {
        tags,
        summary: `Add a card to the creative's ${section} (ADMIN); a 6-character id may be sent, else one is made`,
        params: CreativeParam,
        body,
        response: { 201: cardOf(section) },
      },
      handler: async (request, reply) => {
        reply.code(201);
        return addPart(ctx, actorOf(request), request.params.id, section, request.body as PartInput);
      },
    });
    r.put(`${path}/:subId`, {
      schema: {
        tags,
        summary: `Replace one card of the creative's ${section} (ADMIN); the other cards are untouched`,
        params: CardParam,
        body,
        response: { 200: cardOf(section) },
      },
      handler: async (request) => replacePart(ctx, actorOf(request), request.params.id, section, request.params.subId, request.body as PartInput),
    });
    r.delete(`${path}/:subId`, {
      schema: { tags, summary: `Delete one card of the creative's ${section} (ADMIN), with its image`, params: CardParam, response: { 204: NoContent } },
      handler: async (request, reply) => {
        await removePart(ctx, actorOf(request), request.params.id, section, request.params.subId);
        return reply.code(204).send();
      },
    });
  }
}
