import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Id } from '../../../domain/media-items/item.js';
import { SHARE_KINDS, ShareLinkInput } from '../../../domain/reports/share-links.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../iam/authenticate.js';
import { createShareLink, listShareLinks, revokeShareLink, sharedReport } from './share-links.js';

const BASE = '/api/1.0/share-links';

/** Share links (docs/api.md "Share links"): managed by the workspace's editors, read by anyone holding one. */
export async function shareLinkRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(BASE, {
    schema: {
      tags: ['reports'],
      summary: "A read-only link to a campaign's or venue's report, expiring (EDITOR on its workspace); the token is in this answer only",
      body: ShareLinkInput,
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
    },
    handler: async (request) => listShareLinks(ctx, actorOf(request), request.query.kind, request.query.item_id),
  });
  r.delete(`${BASE}/:id`, {
    schema: { tags: ['reports'], summary: 'Revoke a share link for good (EDITOR on its workspace)', params: z.object({ id: z.string().max(100) }) },
    handler: async (request) => revokeShareLink(ctx, actorOf(request), request.params.id),
  });
  r.get('/api/1.0/shared/:token', {
    // The token is the credential: no bearer (docs/decisions/0095-share-links.md); the console's API key still.
    config: { auth: 'public' },
    schema: {
      tags: ['reports'],
      summary: "The report a share link shows (no sign-in): the item's name, Audience Statistics and interactions per day; 404 unknown, 410 expired or revoked",
      params: z.object({ token: z.string().max(200) }),
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sharedReport(ctx, request.params.token);
    },
  });
}
