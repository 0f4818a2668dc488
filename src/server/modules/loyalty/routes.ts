import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ListScope } from '../../../domain/common/list-query.js';
import { PartId } from '../../../domain/creatives/parts.js';
import { EARNING_ACTION_NAMES, ProgramInput, TakeInput } from '../../../domain/loyalty/program.js';
import { Id } from '../../../domain/media-items/item.js';
import { named } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { Instant } from '../common-answers.js';
import { InstrumentState } from '../transactions/index.js';
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

const Program = named(
  'LoyaltyProgram',
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    earningRules: z.array(
      z.object({
        id: z.string(),
        action: z.enum(EARNING_ACTION_NAMES),
        points: z.number().int().nullable().describe("null: the creative's gratification for the action"),
        campaignIds: z.array(z.string()),
        creativeIds: z.array(z.string()),
        maxPerProfile: z.number().int().nullable(),
        maxPerDay: z.number().int().nullable(),
        enabled: z.boolean(),
      }),
    ),
    rewards: z.array(z.object({ id: z.string(), name: z.string(), points: z.number().int(), detail_id: z.string(), enabled: z.boolean() })),
    expiryDays: z.number().int().nullable().describe('null: points never expire'),
    tenant_id: z.string(),
    project_id: z.string(),
    aggregate_id: z.string(),
    createdOn: Instant,
    updatedOn: Instant,
  }),
);
const Figures = z.object({
  members: z.number().int(),
  pointsIssued: z.number(),
  pointsSpent: z.number(),
  pointsExpired: z.number(),
  rewardsTaken: z.number().int(),
  rewards: z.array(z.object({ rewardId: z.string(), name: z.string(), taken: z.number().int(), points: z.number() })),
});
const TAKE = {
  id: z.string(),
  nonce: z.string(),
  program_id: z.string(),
  reward_id: z.string(),
  rewardName: z.string(),
  wallet_id: z.string(),
  points: z.number().int(),
  detail_id: z.string(),
  code: z.string().describe("The instrument's code"),
  createdOn: Instant,
};
const Take = z.object({ ...TAKE, instrument: InstrumentState.optional().describe('The instrument acquired (a new take; its holder masked)') });
// A new take is 201, a retry with its nonce answers the first take 200: the service says which.
const TAKE_ANSWERS: Record<number, z.ZodType> = { 200: Take, 201: Take };
// Saving a program: 201 when new, 200 when changed.
const PROGRAM_SAVED: Record<number, z.ZodType> = { 200: Program, 201: Program };

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
      response: PROGRAM_SAVED,
    },
    handler: async (request, reply) => {
      const { statusCode, body } = await saveProgram(ctx, actorOf(request), request.query, request.body);
      return reply.code(statusCode).send(body);
    },
  });
  r.get('/api/1.0/loyalty', {
    schema: {
      tags,
      summary: "A workspace's loyalty programs, newest first, paged (VIEWER)",
      querystring: ListQuery,
      response: { 200: z.object({ total: z.number().int(), items: z.array(Program) }) },
    },
    handler: async (request) => listPrograms(ctx, actorOf(request), request.query),
  });
  r.get('/api/1.0/loyalty/:id', {
    schema: { tags, summary: 'A loyalty program (VIEWER on its workspace)', params: IdParam, response: { 200: Program } },
    handler: async (request) => getProgram(ctx, actorOf(request), request.params.id),
  });
  r.get('/api/1.0/loyalty/:id/figures', {
    schema: { tags, summary: "A program's members, points issued, spent and expired, and rewards taken (VIEWER)", params: IdParam, response: { 200: Figures } },
    handler: async (request) => programFigures(ctx, actorOf(request), request.params.id),
  });
  r.post('/api/1.0/loyalty/:id/rewards/:rewardId/take', {
    schema: {
      tags,
      summary:
        "Take a reward for a wallet: spend its points and acquire its instrument in one transaction (ADMIN on the program's workspace and where the wallet is kept); 409 when the points do not cover it",
      params: z.object({ id: Id, rewardId: PartId }),
      body: TakeInput,
      response: TAKE_ANSWERS,
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
      response: {
        200: z.array(
          z.object({
            ...TAKE,
            programName: z.string(),
            instrument: z.object({ code: z.string(), serial: z.string(), status: z.string(), titype: z.string() }),
          }),
        ),
      },
    },
    handler: async (request) => walletRewards(ctx, actorOf(request), request.params.id),
  });
}
