import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../../domain/media-items/item.js';
import { OfflineUpload, TransactionRequest } from '../../../domain/treasury/transaction.js';
import { ErrorAnswer } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { Instant } from '../common-answers.js';
import { InstrumentState } from './answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { conflicts, uploadOffline, validationList } from './offline.js';
import { transact } from './service.js';

const Applied = z.object({
  outcome: z.literal('applied'),
  action: z.string(),
  nonce: z.string(),
  titype: z.string(),
  detail_id: z.string(),
  batch_uid: z.string(),
  salesAmount: z.number().optional(),
  discount: z.number().optional(),
  ok: z.literal(true).optional().describe("A redemption's sale met the coupon policy"),
  instrument: InstrumentState,
});
/** Refused by the instrument's state, and kept under the nonce: a repeat answers it again. */
const Refused = ErrorAnswer.extend({
  outcome: z.enum(['refused', 'conflict']),
  action: z.string(),
  reason: z.string().optional().describe("An offline use's conflict: what the instrument's state refused"),
  nonce: z.string(),
  instrument: InstrumentState,
});
// The status is the transaction's (a kept answer is sent again as it was): typed by these, not by TypeScript.
const TRANSACTION_ANSWERS: Record<number, z.ZodType> = { 200: Applied, 409: z.union([Refused, ErrorAnswer]) };

const ValidationList = z.object({
  detail_id: z.string(),
  titype: z.string(),
  usageLimit: z.number().int(),
  salt: z.string(),
  hashing: z.string(),
  offset: z.number().int(),
  next: z.number().int().nullable(),
  generatedDate: Instant,
  instruments: z.array(
    z.object({ hash: z.string(), serial: z.string(), seat: z.string().nullable(), status: z.string(), usesLeft: z.number().int(), batch_uid: z.string() }),
  ),
  digest: z.string(),
  signature: z.string().describe("A JWS of the server's signing key over the page's digest"),
});
// Each use's instrument is the database's JSON (unknown to TypeScript): typed by this schema.
const OfflineAnswer: z.ZodType = z.object({
  applied: z.number().int(),
  replayed: z.number().int(),
  conflicts: z.number().int(),
  refused: z.number().int(),
  results: z.array(
    z.object({
      nonce: z.string(),
      code: z.string(),
      outcome: z.enum(['applied', 'replayed', 'conflict', 'refused']),
      statusCode: z.number().int(),
      message: z.string().optional(),
      instrument: InstrumentState.optional(),
    }),
  ),
});
const Conflict = z.object({
  nonce: z.string(),
  code: z.string(),
  serial: z.string().nullable(),
  batchUid: z.string(),
  action: z.string(),
  validator: z.string().describe("The validator's profile, masked"),
  reason: z.string().nullable(),
  occurredOn: Instant,
  uploadedOn: Instant,
});

/** Transactions on instruments (docs/api.md "Transactions"): acquire, redeem, validate; exactly once per nonce. */
export async function transactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/relations', {
    schema: {
      tags: ['treasury'],
      summary: 'A transaction on an instrument by a signed-in profile: acquire it, redeem a coupon or validate a ticket (exactly once per nonce)',
      body: TransactionRequest,
      response: TRANSACTION_ANSWERS,
    },
    handler: async (request, reply) => {
      const result = await transact(ctx, actorOf(request), request.body);
      if (result.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(result.statusCode).send(result.body);
    },
  });

  const params = z.object({ id: Id });
  r.get('/api/1.0/ti-details/:id/validation-list', {
    schema: {
      tags: ['treasury'],
      summary: "A redeemer's validation list for offline use: its batches' instruments with hashed codes, signed by the server (paged by offset)",
      params,
      querystring: z.object({ offset: z.coerce.number().int().min(0).max(10_000_000).default(0) }),
      response: { 200: ValidationList },
    },
    handler: (request) => validationList(ctx, actorOf(request), request.params.id, request.query.offset),
  });
  r.post('/api/1.0/ti-details/:id/offline-redemptions', {
    // Up to 10,000 uses of ~200 bytes each.
    bodyLimit: 4 * 1024 * 1024,
    schema: {
      tags: ['treasury'],
      summary: 'Uploads the redemptions and validations a redeemer made offline: applied in order, once per nonce, conflicts kept',
      params,
      body: OfflineUpload,
      response: { 200: OfflineAnswer },
    },
    handler: (request) => uploadOffline(ctx, actorOf(request), request.params.id, request.body),
  });
  r.get('/api/1.0/ti-details/:id/conflicts', {
    schema: {
      tags: ['treasury'],
      summary: "Conflicts offline uploads left on a detail's instruments (VIEWER on its workspace)",
      params,
      response: { 200: z.array(Conflict) },
    },
    handler: (request) => conflicts(ctx, actorOf(request), request.params.id),
  });
}
