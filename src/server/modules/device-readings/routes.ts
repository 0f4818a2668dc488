import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { DeviceRef } from './device-auth.js';
import { MAX_BODY_BYTES } from './reading.js';
import { authenticateDevice, ingestReadings } from './service.js';

declare module 'fastify' {
  interface FastifyRequest {
    device?: DeviceRef;
  }
}

/**
 * POST /api/1.0/device-readings: devices post their readings with their own credential instead of an
 * API key and bearer token (docs/api.md). The device is checked before the body is read.
 */
export async function deviceReadingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/1.0/device-readings', {
    config: { auth: 'public', apiKey: false },
    bodyLimit: MAX_BODY_BYTES,
    schema: {
      tags: ['devices'],
      summary: 'Store one device reading or a batch of up to 1000 (authorization: Device <deviceId>.<secret>)',
      security: [],
      response: { 201: z.object({ stored: z.number().int() }) },
    },
    onRequest: async (request) => {
      request.device = await authenticateDevice(ctx, request.headers.authorization);
    },
    handler: async (request, reply) => {
      const result = await ingestReadings(ctx, request.device!, request.body);
      reply.code(201);
      return result;
    },
  });
}
