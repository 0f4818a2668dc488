import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListScope } from '../../../domain/common/list-query.js';
import { PartId } from '../../../domain/creatives/parts.js';
import { ProgramInput, TakeInput } from '../../../domain/loyalty/program.js';
import { Id } from '../../../domain/media-items/item.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { takeReward, walletRewards } from './rewards.js';
import { getProgram, listPrograms, programFigures, saveProgram } from './service.js';

const tags = ['loyalty'];
const IdParam = z.object({ id: Id });
const ListQuery = ListScope.extend({
  /** A part of the program's name, any case. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/**
 * Loyalty programs (docs/product/platform.md §2.5–2.6, §3.10; docs/api.md "Loyalty"): earning rules, rewards, expiry,
 * figures.
 */
export async function loyaltyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/loyalty', {
    schema: {
      tags,
      summary: "Create a workspace's loyalty program (no id; ADMIN on ?aggregate=: 'Create Loyalty') or change one's document (id; ADMIN)",
      querystring: ListScope,
      body: ProgramInput,
    },
    handler: async (request, reply) => {
      const { statusCode, body } = await saveProgram(ctx, actorOf(request), request.query, request.body);
      return reply.code(statusCode).send(body);
    },
  });
  r.get('/api/1.0/loyalty', {
    schema: { tags, summary: "A workspace's loyalty programs, newest first, paged (VIEWER)", querystring: ListQuery },
    handler: async (request) => listPrograms(ctx, actorOf(request), request.query),
  });
  r.get('/api/1.0/loyalty/:id', {
    schema: { tags, summary: 'A loyalty program (VIEWER on its workspace)', params: IdParam },
    handler: async (request) => getProgram(ctx, actorOf(request), request.params.id),
  });
  r.get('/api/1.0/loyalty/:id/figures', {
    schema: { tags, summary: "A program's members, points issued, spent and expired, and rewards taken (VIEWER)", params: IdParam },
    handler: async (request) => programFigures(ctx, actorOf(request), request.params.id),
  });
  r.post('/api/1.0/loyalty/:id/rewards/:rewardId/take', {
    schema: {
      tags,
      summary:
        "Take a reward for a wallet: spend its points and acquire its instrument in one transaction (ADMIN on the program's workspace and where the wallet is kept); 409 when the points do not cover it",
      params: z.object({ id: Id, rewardId: PartId }),
      body: TakeInput,
    },
    handler: async (request, reply) => {
      const { statusCode, body } = await takeReward(ctx, actorOf(request), request.params.id, request.params.rewardId, request.body);
      return reply.code(statusCode).send(body);
    },
  });
  r.get('/api/1.0/wallets/:id/rewards', {
    schema: {
      tags: ['wallets', ...tags],
      summary: 'The rewards taken for a wallet, newest first, with their instruments (its readers: ADMIN where it is kept)',
      params: IdParam,
    },
    handler: async (request) => walletRewards(ctx, actorOf(request), request.params.id),
  });
}
