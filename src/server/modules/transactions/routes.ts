import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { TransactionRequest } from '../../../domain/treasury/transaction.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
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
}
