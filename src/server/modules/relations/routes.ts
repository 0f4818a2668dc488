import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ID_PATTERN } from '../../../domain/common/ids.js';
import { RELATION_KINDS } from '../../../domain/media-items/types.js';
import { RelationRequest } from '../../../domain/relations/request.js';
import type { AppContext } from '../../context.js';
import { Relation } from '../common-answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { changeRelation, listTargets } from './service.js';

const BASE = '/api/2.0/media-relations';
const Flag = z.enum(['true', 'false']).transform((v) => v === 'true');
const TargetsQuery = z.object({
  aggregate: z.string().regex(ID_PATTERN, 'must be a workspace id').optional(),
  ticonfig: z.string().regex(ID_PATTERN, 'must be a treasury instrument id').optional(),
  item: z.enum(RELATION_KINDS),
  seek: z.string().max(100).optional(),
  eventhosting: Flag.optional(),
  eventCampaign: Flag.optional(),
});

const RelationChange = z.object({ uid: z.string(), source: Relation, target: Relation });
const RelationTarget = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  subtype: z.string(),
  item: z.enum(RELATION_KINDS),
  aggregate_id: z.string(),
  visibilityClass: z.enum(['owned', 'partner', 'shared', 'public', 'invisible', 'unavailable']),
  enabled: z.boolean(),
  eventhosting: z.boolean(),
  eventCampaign: z.boolean(),
});

/**
 * Anchors between items (docs/product/campaigns-venues-events.md §3.4, §7): one write call for create/update/delete,
 * and the picker's candidates.
 */
export async function relationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(BASE, {
    bodyLimit: 16 * 1024,
    schema: {
      tags: ['relations'],
      summary:
        "Create, update or delete an anchor; both sides change together (EDITOR on the source workspace; a treasury instrument source: its anchors section's role on the instrument and VIEWER on the asset's workspace)",
      body: RelationRequest,
      response: { 200: RelationChange, 201: RelationChange.describe('A new anchor') },
    },
    handler: async (request, reply) => {
      const { created, change } = await changeRelation(ctx, actorOf(request), request.body);
      reply.code(created ? 201 : 200);
      return change;
    },
  });

  r.get(`${BASE}/targets`, {
    schema: {
      tags: ['relations'],
      summary: 'Items a workspace (?aggregate=) or a treasury instrument (?ticonfig=) may anchor, with their visibility class (VIEWER on it)',
      querystring: TargetsQuery,
      response: { 200: z.array(RelationTarget) },
    },
    handler: async (request) => listTargets(ctx, actorOf(request), request.query),
  });
}
