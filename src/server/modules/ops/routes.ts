import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BuildInfo } from '../../../domain/ops/build-info.js';
import { ConsoleConfig } from '../../../domain/ops/console-config.js';
import type { AppContext } from '../../context.js';
import { CONSOLE_CLIENT_ID } from '../../seed/clients.js';

const Health = z.object({ status: z.literal('ok'), db: z.literal('ok') });
const Unavailable = z.object({ status: z.literal('unavailable'), db: z.literal('unavailable') }).describe('The database does not answer');

/** Health, build information and the console's own client settings. */
export async function opsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/health', {
    schema: { tags: ['ops'], summary: 'Liveness and database check', response: { 200: Health, 503: Unavailable } },
    config: { auth: 'public' },
    handler: async (request, reply) => {
      try {
        await ctx.database.ping();
        return { status: 'ok', db: 'ok' } as const;
      } catch (err) {
        request.log.error({ err }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable', db: 'unavailable' });
      }
    },
  });

  r.get('/api/1.0/build-info', {
    schema: { tags: ['ops'], summary: 'Version, revision, branch and build time', response: { 200: BuildInfo } },
    config: { auth: 'public' },
    handler: async () => ctx.build,
  });

  r.get('/console-config.json', {
    schema: {
      tags: ['ops'],
      summary: "The console's API key, client credentials, environment, QR base URLs and map settings",
      response: { 200: ConsoleConfig },
    },
    config: { auth: 'public' },
    handler: async (_request, reply) => {
      const client = await ctx.clients.byClientId(CONSOLE_CLIENT_ID);
      if (!client) throw new Error('console client is not registered');
      reply.header('cache-control', 'no-cache');
      return {
        apiKey: client.apiKey,
        clientId: client.clientId,
        clientSecret: client.clientSecret,
        environment: ctx.config.environment,
        qr: { appStoreUrl: ctx.config.qrAppStoreUrl, webAppUrl: ctx.config.qrWebAppUrl },
        mapTileUrl: ctx.config.mapTileUrl,
        mapDefaultCenter: ctx.config.mapDefaultCenter,
      };
    },
  });
}
