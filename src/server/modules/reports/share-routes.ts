import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../../domain/media-items/item.js';
import { SHARE_KINDS, ShareLinkInput } from '../../../domain/reports/share-links.js';
import type { AppContext } from '../../context.js';
import { Instant } from '../common-answers.js';
import { actorOf } from '../../iam/authenticate.js';
import { createShareLink, listShareLinks, revokeShareLink, sharedReport } from './share-links.js';

const BASE = '/api/1.0/share-links';

const ShareLink = z.object({
  id: z.string(),
  kind: z.enum(SHARE_KINDS),
  item_id: z.string(),
  aggregate_id: z.string(),
  expires_at: Instant,
  revoked_at: Instant.nullable(),
  created_on: Instant,
  state: z.enum(['active', 'expired', 'revoked']).describe('At the time of the answer'),
  token: z.string().optional().describe('In the answer that makes the link only'),
});
const Count = z.number().int();
const SharedReport = z.object({
  kind: z.enum(SHARE_KINDS),
  name: z.string(),
  time_zone: z.string(),
  expires_at: Instant,
  from: z.string().describe('The first day shown, YYYY-MM-DD'),
  to: z.string().describe('The last day shown, YYYY-MM-DD'),
  statistics: z.object({
    kind: z.string(),
    totalInteractions: Count,
    likes: Count,
    views: Count,
    shares: Count,
    dislikes: Count,
    shareMetrics: z.array(z.object({ channel: z.string(), count: Count })),
    // The figures of the coupons and tickets issued from the item, by detail type (typed unknown by the reader).
    treasury: z.array(z.looseObject({ titype: z.string() })) as unknown as z.ZodType<unknown[]>,
  }),
  days: z.array(z.object({ day: z.string(), likes: Count, views: Count, shares: Count, total: Count })),
});

/** Share links (docs/api.md "Share links"): managed by the workspace's editors, read by anyone holding one. */
export async function shareLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(BASE, {
    schema: {
      tags: ['reports'],
      summary: "A read-only link to a campaign's or venue's report, expiring (EDITOR on its workspace); the token is in this answer only",
      body: ShareLinkInput,
      response: { 201: ShareLink },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return createShareLink(ctx, actorOf(request), request.body);
    },
  });
  r.get(BASE, {
    schema: {
      tags: ['reports'],
      summary: "An item's share links, newest first, without their tokens (EDITOR on its workspace)",
      querystring: z.object({ kind: z.enum(SHARE_KINDS), item_id: Id }),
      response: { 200: z.array(ShareLink) },
    },
    handler: async (request) => listShareLinks(ctx, actorOf(request), request.query.kind, request.query.item_id),
  });
  r.delete(`${BASE}/:id`, {
    schema: {
      tags: ['reports'],
      summary: 'Revoke a share link for good (EDITOR on its workspace)',
      params: z.object({ id: z.string().max(100) }),
      response: { 200: ShareLink },
    },
    handler: async (request) => revokeShareLink(ctx, actorOf(request), request.params.id),
  });
  r.get('/api/1.0/shared/:token', {
    // The token is the credential: no bearer (docs/decisions/0095-share-links.md); the console's API key still.
    config: { auth: 'public' },
    schema: {
      tags: ['reports'],
      summary: "The report a share link shows (no sign-in): the item's name, Audience Statistics and interactions per day; 404 unknown, 410 expired or revoked",
      params: z.object({ token: z.string().max(200) }),
      response: { 200: SharedReport },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sharedReport(ctx, request.params.token);
    },
  });
}
