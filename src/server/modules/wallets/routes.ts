import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../../domain/media-items/item.js';
import { AdjustmentInput, WalletInput } from '../../../domain/wallets/ledger.js';
import type { AppContext } from '../../context.js';
import { LedgerEntry, Wallet, WalletWithLedger } from './answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { adjustWallet, getWallet, listWallets, saveWallet, walletEntries } from './service.js';

const tags = ['wallets'];
const IdParam = z.object({ id: Id });
const ListQuery = z.object({
  tenant: z.string().min(1).max(100).optional(),
  project: z.string().min(1).max(100),
  aggregate: Id.optional(),
  /** A part of the wallet's name or its profile's name, any case. */
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
const EntriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.coerce.number().int().min(1).max(2_000_000_000).optional(),
});

// A new wallet is 201, a changed one 200: the service says which.
const WALLET_SAVED: Record<number, z.ZodType> = { 200: Wallet, 201: Wallet.describe('A new wallet') };

/**
 * Wallets (docs/product/platform.md §7 Wallets; docs/api.md "Wallets"): a profile's points ledger and held instruments
 * within a project.
 */
export async function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/1.0/wallets', {
    schema: {
      tags,
      summary: "Create a profile's wallet in a project (no id; OWNER: 'Create Wallet') or change one (id; ADMIN)",
      querystring: z.object({ tenant: z.string().min(1).max(100).optional() }),
      body: WalletInput,
      response: WALLET_SAVED,
    },
    handler: async (request, reply) => {
      const { statusCode, body } = await saveWallet(ctx, actorOf(request), request.body, request.query.tenant);
      return reply.code(statusCode).send(body);
    },
  });
  r.get('/api/1.0/wallets', {
    schema: {
      tags,
      summary: "A project's wallets, newest first, paged (ADMIN on the project)",
      querystring: ListQuery,
      response: { 200: z.object({ total: z.number().int(), items: z.array(Wallet) }) },
    },
    handler: async (request) => listWallets(ctx, actorOf(request), request.query),
  });
  r.get('/api/1.0/wallets/:id', {
    schema: {
      tags,
      summary: 'A wallet with its latest ledger entries and the instruments its profile holds (ADMIN)',
      params: IdParam,
      response: { 200: WalletWithLedger },
    },
    handler: async (request) => getWallet(ctx, actorOf(request), request.params.id),
  });
  r.get('/api/1.0/wallets/:id/entries', {
    schema: {
      tags,
      summary: "A wallet's ledger, newest first, before an entry number (ADMIN)",
      params: IdParam,
      querystring: EntriesQuery,
      response: { 200: z.array(LedgerEntry) },
    },
    handler: async (request) => walletEntries(ctx, actorOf(request), request.params.id, request.query),
  });
  r.post('/api/1.0/wallets/:id/adjustments', {
    schema: {
      tags,
      summary: 'Adjust the balance by whole points with a reason, recorded with who did it (ADMIN); never below zero (409)',
      params: IdParam,
      body: AdjustmentInput,
      response: { 201: LedgerEntry },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return adjustWallet(ctx, actorOf(request), request.params.id, request.body);
    },
  });
}
