import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isStorableText } from '../../domain/common/text.js';
import { UserInfo } from '../../domain/iam/oauth.js';
import type { AppContext } from '../context.js';
import { OAuthError, notFound } from '../errors.js';
import { actorOf } from './authenticate.js';
import { SIGNING_ALG } from './signing-keys.js';
import { authenticateClient, passwordGrant, refreshGrant, userInfo } from './service.js';

const TokenRequest = z.object({
  grant_type: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  username: z.string().max(200).optional(),
  password: z.string().max(1000).optional(),
  scope: z.string().max(500).optional(),
  refresh_token: z.string().max(500).optional(),
  tenant: z.string().max(100).optional(),
  /** The second factor of a user with an authenticator: a 6-digit code of the app, or a recovery code. */
  otp: z.string().max(40).optional(),
});

const TokenAnswer = z.object({
  access_token: z.string(),
  id_token: z.string(),
  refresh_token: z.string(),
  scope: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  refresh_expires_in: z.number().int(),
  mfa_enrolment_required: z.literal(true).optional().describe('The tokens open two-factor enrolment only'),
});
/** A public signing key (RFC 7517); its coordinates as the key type has them. */
const Jwk = z.looseObject({ kty: z.string(), kid: z.string(), alg: z.string(), use: z.literal('sig') });
const Discovery = z.object({
  issuer: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  jwks_uri: z.string(),
  authorization_endpoint: z.string(),
  grant_types_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
});

export function issuerOf(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
}

/** client_secret_basic (RFC 6749 §2.3.1): form-urlencoded id and secret in a Basic header. */
function basicCredentials(header: string | undefined): { id: string; secret: string } | null {
  if (!header?.startsWith('Basic ')) return null;
  const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return null;
  try {
    const credentials = { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
    // A header the input guard does not read: unstorable text here is no credential.
    return isStorableText(credentials.id) && isStorableText(credentials.secret) ? credentials : null;
  } catch {
    return null;
  }
}

/** OAuth2 token endpoint, OIDC userinfo, discovery and JWKS. */
export async function iamRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/iam/oauth/token', {
    schema: {
      tags: ['iam'],
      summary:
        'OAuth2 token endpoint (password and refresh_token grants). A user with an authenticator sends its code (or a recovery code) as otp; ' +
        'without it the answer is 400 mfa_required, with a wrong or used one 400 invalid_otp',
      body: TokenRequest,
      response: { 200: TokenAnswer },
    },
    config: { auth: 'public' },
    handler: async (request, reply) => {
      const body = request.body;
      reply.header('cache-control', 'no-store');
      const basic = basicCredentials(request.headers.authorization);
      const client = await authenticateClient(ctx, body.client_id ?? basic?.id, body.client_secret ?? basic?.secret);
      const issuer = issuerOf(ctx, request);
      if (body.grant_type === 'password') return passwordGrant(ctx, client, body, request.ip, issuer);
      if (body.grant_type === 'refresh_token') return refreshGrant(ctx, client, body.refresh_token, issuer);
      throw new OAuthError(400, 'unsupported_grant_type', `Grant type '${body.grant_type ?? ''}' is not supported`);
    },
  });

  r.get('/iam/oidc/userinfo', {
    schema: { tags: ['iam'], summary: 'OIDC userinfo of the bearer token', response: { 200: UserInfo } },
    config: { auth: 'bearer', enrolment: true },
    handler: async (request) => {
      const actor = actorOf(request);
      const info = await userInfo(ctx, actor.tenantId, actor.userId);
      if (!info) throw notFound('User');
      return info;
    },
  });

  r.get('/iam/oidc/jwks', {
    schema: { tags: ['iam'], summary: 'Public signing keys (JWKS)', response: { 200: z.object({ keys: z.array(Jwk) }) } },
    config: { auth: 'public', apiKey: false },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      // jose types every JWK member optional; the stored public keys have these (signing-keys.ts).
      return ctx.keys.jwks as { keys: z.infer<typeof Jwk>[] };
    },
  });

  r.get('/.well-known/openid-configuration', {
    schema: { tags: ['iam'], summary: 'OIDC discovery document', response: { 200: Discovery } },
    config: { auth: 'public', apiKey: false },
    handler: async (request) => {
      const issuer = issuerOf(ctx, request);
      return {
        issuer,
        token_endpoint: `${issuer}/iam/oauth/token`,
        userinfo_endpoint: `${issuer}/iam/oidc/userinfo`,
        jwks_uri: `${issuer}/iam/oidc/jwks`,
        // The password grant has no authorization endpoint of its own; discovery requires the field.
        authorization_endpoint: `${issuer}/iam/oauth/authorize`,
        grant_types_supported: ['password', 'refresh_token'],
        response_types_supported: ['token', 'id_token'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: [SIGNING_ALG],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
        scopes_supported: ['openid', 'profile', 'email'],
        claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'amr', 'given_name', 'family_name', 'preferred_username', 'email', 'roles', 'tenant'],
      };
    },
  });
}
