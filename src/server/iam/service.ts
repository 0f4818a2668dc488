import { parseRolesClaim } from '../../domain/access/grants.js';
import { groupToRoleClaim } from '../../domain/access/resources.js';
import type { Actor } from '../actor.js';
import type { UserInfo } from '../../domain/iam/oauth.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { OAuthError } from '../errors.js';
import { PROFILE_ONLY_KINDS } from '../seed/clients.js';
import type { ApiClient } from './api-clients.js';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.js';
import * as repo from './repo.js';
import { hashToken, newRefreshToken, newSessionId, refreshTokenParts, signAccessToken, signIdToken, type AccessClaims, type Identity } from './tokens.js';

export const INVALID_CREDENTIALS = 'Invalid username or password';
const IDENTITY_SCOPES = ['openid', 'profile', 'email'];

export interface TokenResponse {
  access_token: string;
  id_token: string;
  refresh_token: string;
  scope: string;
  token_type: 'Bearer';
  expires_in: number;
  refresh_expires_in: number;
}

export async function authenticateClient(ctx: AppContext, clientId?: string, clientSecret?: string): Promise<ApiClient> {
  const client = clientId ? await ctx.clients.byClientId(clientId) : null;
  if (!client || client.clientSecret !== clientSecret) throw new OAuthError(401, 'invalid_client', 'Unknown client or wrong client secret');
  return client;
}

export async function passwordGrant(
  ctx: AppContext,
  client: ApiClient,
  input: { username?: string; password?: string; scope?: string; tenant?: string },
  address: string,
  issuer: string,
): Promise<TokenResponse> {
  const { username, password } = input;
  if (!username || !password) throw new OAuthError(400, 'invalid_request', 'username and password are required');
  const user = await repo.findLoginUser(ctx.db, username, input.tenant);
  // Counted per tenant (the user's, else the one asked for): one tenant's failures never lock out another
  // tenant's user of the same name. Unknown names count too, so a 429 does not tell which names exist.
  const tenant = user?.tenantKey ?? input.tenant ?? '';
  const now = ctx.clock.now();
  const wait = await ctx.limiter.signInWait(tenant, username, address, now);
  if (wait > 0) {
    throw new OAuthError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${wait} seconds.`, { 'retry-after': String(wait) });
  }
  const valid = user && user.enabled ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
  if (!valid || !user) {
    await ctx.limiter.signInFailed(tenant, username, address, now);
    throw new OAuthError(400, 'invalid_grant', INVALID_CREDENTIALS);
  }
  await ctx.limiter.signInSucceeded(tenant, username);
  return issueTokens(ctx, user, client, input.scope, issuer, newSessionId());
}

export async function refreshGrant(ctx: AppContext, client: ApiClient, refreshToken: string | undefined, issuer: string): Promise<TokenResponse> {
  const invalid = new OAuthError(400, 'invalid_grant', 'Refresh token is invalid, expired or already used');
  if (!refreshToken) throw invalid;
  const { tenantId, sessionId } = refreshTokenParts(refreshToken);
  if (!tenantId) throw invalid;
  const tokenHash = hashToken(refreshToken);
  const used = await repo.consumeRefreshToken(ctx.db, tenantId, tokenHash, new Date(ctx.clock.now()));
  if (!used) {
    // A second use of a rotated token means it leaked: end every session of that user.
    const known = await repo.findRefreshToken(ctx.db, tenantId, tokenHash);
    if (known?.usedAt) await repo.deleteRefreshTokensOfUser(ctx.db, tenantId, known.userId);
    throw invalid;
  }
  if (used.clientId !== client.clientId) throw invalid;
  const user = await repo.findUser(ctx.db, tenantId, used.userId);
  if (!user || !user.enabled) throw invalid;
  return issueTokens(ctx, user, client, used.scope, issuer, sessionId);
}

async function issueTokens(
  ctx: AppContext,
  user: repo.LoginUser,
  client: ApiClient,
  requested: string | undefined,
  issuer: string,
  sessionId: string,
): Promise<TokenResponse> {
  const groups = PROFILE_ONLY_KINDS.includes(client.kind) ? [] : await repo.groupNamesOfUser(ctx.db, user.tenantId, user.id);
  const identity: Identity = {
    userId: user.id,
    tenantId: user.tenantId,
    tenantKey: user.tenantKey,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    tokenVersion: user.tokenVersion,
    roles: groups.map(groupToRoleClaim).filter((r): r is string => r !== null),
    sessionId,
  };
  const asked = (requested ?? 'openid').split(/\s+/).filter(Boolean);
  const scope = [...new Set(['openid', ...asked.filter((s) => IDENTITY_SCOPES.includes(s))])].join(' ');
  const { accessTokenTtl, refreshTokenTtl } = ctx.config;
  const refresh = newRefreshToken(user.tenantId, sessionId);
  const now = ctx.clock.now();
  await repo.insertRefreshToken(ctx.db, {
    tenantId: user.tenantId,
    tokenHash: hashToken(refresh),
    userId: user.id,
    clientId: client.clientId,
    scope,
    expiresAt: new Date(now + refreshTokenTtl * 1000),
  });
  ctx.tokenVersions.set(user.tenantId, user.id, user.tokenVersion);
  return {
    access_token: await signAccessToken(ctx.keys, identity, { issuer, audience: client.clientId, scope, ttl: accessTokenTtl, now }),
    id_token: await signIdToken(ctx.keys, identity, { issuer, audience: client.clientId, ttl: accessTokenTtl, now }),
    refresh_token: refresh,
    scope,
    token_type: 'Bearer',
    expires_in: accessTokenTtl,
    refresh_expires_in: refreshTokenTtl,
  };
}

export async function userInfo(ctx: AppContext, tenantId: string, userId: string): Promise<UserInfo | null> {
  const user = await repo.findUser(ctx.db, tenantId, userId);
  if (!user) return null;
  return {
    sub: user.id,
    given_name: user.firstName,
    family_name: user.lastName,
    name: `${user.firstName} ${user.lastName}`.trim(),
    preferred_username: user.username,
    ...(user.email ? { email: user.email } : {}),
    tenant: user.tenantKey,
  };
}

/** Checks a user's own password (the console's "current password" step). */
export async function checkPassword(ctx: AppContext, tenantId: string, userId: string, password: string): Promise<boolean> {
  const user = await repo.findUser(ctx.db, tenantId, userId);
  return !!user && user.enabled && (await verifyPassword(user.passwordHash, password));
}

/** Stores a new password; every token issued before now stops working, refresh tokens included. */
export async function setPassword(ctx: AppContext, tenantId: string, userId: string, password: string): Promise<void> {
  const version = await ctx.db.transaction(async (tx) => {
    const next = await repo.updatePassword(tx, tenantId, userId, await hashPassword(password));
    await repo.deleteRefreshTokensOfUser(tx, tenantId, userId);
    return next;
  });
  ctx.tokenVersions.set(tenantId, userId, version);
}

/** Roles of a user were granted or revoked: access tokens issued before are refused; returns the new token version. */
export const rolesChanged = (db: Db, tenantId: string, userId: string) => repo.bumpTokenVersion(db, tenantId, userId);

/**
 * Enables or disables a user: either way their earlier access tokens stop working; disabling also ends their
 * sessions (refresh tokens). One transaction; false when there is no such user.
 */
export function setUserEnabled(db: Db, tenantId: string, userId: string, enabled: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await repo.setUserEnabled(tx, tenantId, userId, enabled);
    if (found && !enabled) await repo.deleteRefreshTokensOfUser(tx, tenantId, userId);
    return found;
  });
}

/**
 * The user as the server acts for them without a request (a scheduled report they saved): their current
 * roles, as a token issued now would carry. Null when they are gone or disabled.
 */
export async function actorOfUser(ctx: AppContext, tenantId: string, userId: string): Promise<Actor | null> {
  const user = await repo.findUser(ctx.db, tenantId, userId);
  if (!user || !user.enabled) return null;
  const roles = (await repo.groupNamesOfUser(ctx.db, tenantId, userId)).map(groupToRoleClaim).filter((r): r is string => r !== null);
  const claims: AccessClaims = {
    sub: user.id,
    tenant: tenantId,
    tenant_key: user.tenantKey,
    preferred_username: user.username,
    roles,
    scope: 'openid',
    ver: user.tokenVersion,
    exp: Math.floor(ctx.clock.now() / 1000) + 60,
  };
  return { userId: user.id, tenantId, tenantKey: user.tenantKey, username: user.username, grants: parseRolesClaim(roles), claims };
}
