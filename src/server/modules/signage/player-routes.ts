import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Heartbeat, PlayBatch } from '../../../domain/signage/player.js';
import { NoContent } from '../../answers.js';
import type { AppContext } from '../../context.js';
import { Manifest, Pairing, PairingState, PlaysRecorded } from './answers.js';
import { createPairing, pairingStatus } from './pairings.js';
import { authenticatePlayer, recordHeartbeat, sendManifest, type PlayerCaller } from './player.js';
import { recordPlays } from './plays.js';

declare module 'fastify' {
  interface FastifyRequest {
    player?: PlayerCaller;
  }
}

const BASE = '/player/api';
/** Neither an API key nor a sign-in: the player's own credential, or none while it pairs. */
const PLAYER = { auth: 'public', apiKey: false } as const;

/**
 * The signage player's API (docs/signage-player.md): pairing without any credential, then the manifest, heartbeats and
 * proof of play with `Authorization: Player {tenantId}.{displayId}.{secret}`, checked before the body is read.
 */
export async function playerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const asPlayer = async (request: { headers: { authorization?: string }; player?: PlayerCaller }) => {
    request.player = await authenticatePlayer(ctx, request.headers.authorization);
  };

  r.post(`${BASE}/pairings`, {
    config: PLAYER,
    schema: {
      tags: ['signage player'],
      summary: 'A new pairing code for a screen: {code (6 characters), secret, expiresAt}; 10 a minute per client address (429 with Retry-After)',
      security: [],
      response: { 201: Pairing },
    },
    handler: async (request, reply) => {
      reply.code(201);
      return createPairing(ctx, request.ip);
    },
  });
  r.get(`${BASE}/pairings/:code`, {
    config: PLAYER,
    schema: {
      tags: ['signage player'],
      summary:
        "A pairing's state (Authorization: Pairing {secret}): {status 'pending', expiresAt}, then once {status 'claimed', credential, display {id, name}}; else 404",
      security: [],
      params: z.object({ code: z.string().max(20) }),
      response: { 200: PairingState },
    },
    handler: async (request) => pairingStatus(ctx, request.params.code, request.headers.authorization),
  });

  r.get(`${BASE}/manifest`, {
    config: PLAYER,
    onRequest: asPlayer,
    schema: {
      tags: ['signage player'],
      summary: "The display's manifest (Authorization: Player …): display, playlist, items in play order, override; ETag (If-None-Match → 304)",
      security: [],
      response: { 200: Manifest, 304: NoContent },
    },
    handler: async (request, reply) => sendManifest(ctx, request.player!, request, reply),
  });
  r.post(`${BASE}/heartbeats`, {
    config: PLAYER,
    schema: {
      tags: ['signage player'],
      summary: 'The player is alive (Authorization: Player …): {playerVersion, playing {mediaId, since} | null, offlineSince} → {serverTime}',
      security: [],
      body: Heartbeat,
      response: { 200: z.object({ serverTime: z.number().int().describe('Epoch milliseconds') }) },
    },
    handler: async (request) => recordHeartbeat(ctx, request.headers.authorization, request.body),
  });
  r.post(`${BASE}/plays`, {
    config: PLAYER,
    schema: {
      tags: ['signage player'],
      summary:
        'Proof of play (Authorization: Player …): {plays: [{id, mediaId, rowId, playlistId, startedAt, endedAt, completed}]} (1–500) → {stored, repeated, refused [{id, reason}]}',
      security: [],
      body: PlayBatch,
      response: { 200: PlaysRecorded },
    },
    handler: async (request) => recordPlays(ctx, request.headers.authorization, request.body),
  });
}
