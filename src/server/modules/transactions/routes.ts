import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../../domain/media-items/item.js';
import { OfflineUpload, TransactionRequest } from '../../../domain/treasury/transaction.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { conflicts, uploadOffline, validationList } from './offline.js';
import { transact } from './service.js';

/** Transactions on instruments (docs/api.md "Transactions"): acquire, redeem, validate; exactly once per nonce. */
export async function transactionRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/relations', {
    schema: {
      tags: ['treasury'],
      summary: 'A transaction on an instrument by a signed-in profile: acquire it, redeem a coupon or validate a ticket (exactly once per nonce)',
      body: TransactionRequest,
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
    },
    handler: (request) => uploadOffline(ctx, actorOf(request), request.params.id, request.body),
  });
  r.get('/api/1.0/ti-details/:id/conflicts', {
    schema: { tags: ['treasury'], summary: "Conflicts offline uploads left on a detail's instruments (VIEWER on its workspace)", params },
    handler: (request) => conflicts(ctx, actorOf(request), request.params.id),
  });
}
