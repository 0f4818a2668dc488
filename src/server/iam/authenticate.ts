import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseRolesClaim, type Grant } from '../../domain/access/grants.js';
import { ENROLMENT_ONLY_MESSAGE } from '../../domain/iam/two-factor.js';
import type { Actor } from '../actor.js';
import type { AppContext } from '../context.js';
import { forbidden, unauthorized } from '../errors.js';
import { PROFILE_ONLY_KINDS } from '../seed/clients.js';
import type { ApiClient } from './api-clients.js';
import type { AccessClaims } from './tokens.js';
import { amendAuditContext, runAudited } from '../audit/context.js';

/** How a route authenticates: `bearer` needs a valid token, `optional` reads one if valid, `public` ignores it. */
export type AuthMode = 'public' | 'optional' | 'bearer';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: AuthMode;
    /** Routes under /api and /iam need the client's API key unless this is false. */
    apiKey?: boolean;
    /** A token limited to two-factor enrolment may call this route (its tenant requires a second factor). */
    enrolment?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    apiClient: ApiClient | null;
  }
}

// The API reference under /api/docs is public documentation, not part of the API.
const needsApiKeyByPath = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/iam/');

/** Checks the API key and the bearer token of every request before any body is read. */
export function registerAuthentication(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('apiClient', null);
  // Every write the request makes is recorded with its caller (src/server/audit): anonymous until known below.
  app.addHook('onRequest', (request, _reply, done) => {
    const path = `${request.method} ${request.url.split('?')[0]}`;
    runAudited({ tenantId: null, actorKind: 'anonymous', actorId: null, actorName: 'anonymous', requestId: request.id, path }, done);
  });
  app.addHook('onRequest', async (request, reply) => {
    const config = request.routeOptions.config ?? {};
    if (config.apiKey ?? needsApiKeyByPath(request.url)) {
      const key = request.headers['x-api-key'];
      const client = typeof key === 'string' && key ? await ctx.clients.byApiKey(key) : null;
      if (!client) return reply.code(401).send({ error: 'invalid_api_key' });
      request.apiClient = client;
      amendAuditContext({ actorKind: 'client', actorId: client.clientId, actorName: client.clientId });
    }
    const mode: AuthMode = config.auth ?? (needsApiKeyByPath(request.url) && request.url.startsWith('/api/') ? 'bearer' : 'public');
    if (mode === 'public') return;
    const found = await actorFromRequest(ctx, request);
    const limited = !!found?.claims.mfa_enrolment_only && !config.enrolment;
    if (limited && mode === 'bearer') throw forbidden(ENROLMENT_ONLY_MESSAGE);
    // Where a token is optional, a token that opens enrolment only counts as none.
    const actor = limited ? null : found;
    if (!actor && mode === 'bearer') throw unauthorized('Missing, invalid or expired access token');
    request.actor = actor;
    if (actor) amendAuditContext({ tenantId: actor.tenantId, actorKind: 'user', actorId: actor.userId, actorName: actor.username });
  });
}

/**
 * Grants read from a token's roles once: the verifier answers the same claims object for as long as it keeps the
 * token, so its parsed roles are kept beside it (reading them again was a few % of a cheap read's CPU).
 */
const grantsOfClaims = new WeakMap<AccessClaims, Grant[]>();
function grantsOf(claims: AccessClaims): Grant[] {
  let grants = grantsOfClaims.get(claims);
  if (!grants) {
    grants = parseRolesClaim(claims.roles);
    grantsOfClaims.set(claims, grants);
  }
  return grants;
}

async function actorFromRequest(ctx: AppContext, request: FastifyRequest): Promise<Actor | null> {
  const header = request.headers.authorization;
  if (!header || !header.startsWith('Bearer ')) return null;
  const claims = await ctx.verifier.verify(header.slice(7).trim());
  if (!claims) return null;
  // Tokens issued before the user's last password or role change, or while disabled, no longer count.
  if ((await ctx.tokenVersions.current(claims.tenant, claims.sub)) !== claims.ver) return null;
  return {
    userId: claims.sub,
    tenantId: claims.tenant,
    tenantKey: claims.tenant_key,
    username: claims.preferred_username,
    grants: grantsOf(claims),
    claims,
  };
}

/** The caller of a bearer route (the hook has already refused anonymous calls). */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}

/**
 * The caller of a route only the customer and validator apps may call: the API key must be such an app's and the
 * token issued to that same app, so the console's key (or a console token sent with an app's key) is refused.
 */
export function appActorOf(request: FastifyRequest, refusal: string): Actor {
  const actor = actorOf(request);
  const client = request.apiClient;
  if (!client || !PROFILE_ONLY_KINDS.includes(client.kind) || actor.claims.aud !== client.clientId) throw forbidden(refusal);
  return actor;
}
