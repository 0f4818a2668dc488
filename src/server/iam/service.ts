import { parseRolesClaim } from '../../domain/access/grants.js';
import { groupToRoleClaim } from '../../domain/access/resources.js';
import type { Actor } from '../actor.js';
import type { UserInfo } from '../../domain/iam/oauth.js';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { OAuthError } from '../errors.js';
import { PROFILE_ONLY_KINDS } from '../seed/clients.js';
import type { ApiClient } from './api-clients.js';
import { hasSecondFactor, INVALID_OTP, INVALID_OTP_MESSAGE, MFA_REQUIRED, MFA_REQUIRED_MESSAGE, normalizeOtp } from '../../domain/iam/two-factor.js';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.js';
import { isEnrolled, verifySecondFactor } from './two-factor.js';
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
  /** Present (true) when the tenant requires a second factor the user has not enrolled: the tokens open enrolment only. */
  mfa_enrolment_required?: true;
}

export async function authenticateClient(ctx: AppContext, clientId?: string, clientSecret?: string): Promise<ApiClient> {
  const client = clientId ? await ctx.clients.byClientId(clientId) : null;
  if (!client || client.clientSecret !== clientSecret) throw new OAuthError(401, 'invalid_client', 'Unknown client or wrong client secret');
  return client;
}

export async function passwordGrant(
  ctx: AppContext,
  client: ApiClient,
  input: { username?: string; password?: string; scope?: string; tenant?: string; otp?: string },
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
  // The attempt takes its place in the counts before the password is checked: concurrent guesses pass only the allowance.
  const attempt = await ctx.limiter.signIn(tenant, username, address, now);
  if (attempt.wait > 0) {
    throw new OAuthError(429, 'too_many_attempts', `Too many failed sign-in attempts. Try again in ${attempt.wait} seconds.`, {
      'retry-after': String(attempt.wait),
    });
  }
  // Anything thrown before a failure is counted (no code sent yet, an error) gives the place back.
  const { signedIn, amr } = await attempt.guard(async () => {
    const valid = user && user.enabled ? await verifyPassword(user.passwordHash, password) : await verifyDecoy(password);
    if (!valid || !user) {
      await attempt.failed();
      throw new OAuthError(400, 'invalid_grant', INVALID_CREDENTIALS);
    }
    return { signedIn: user, amr: await secondFactor(ctx, user, input.otp, () => attempt.failed()) };
  });
  await attempt.succeeded();
  const sessionId = newSessionId();
  const enrolmentOnly = signedIn.twoFactorRequired && !hasSecondFactor(amr);
  // The password was just given: the enrolment it leads to needs no second proof (docs/decisions/0009-two-factor-sign-in.md).
  if (enrolmentOnly) await ctx.passwordProofs.record(signedIn.tenantId, signedIn.id, sessionId, now);
  return issueTokens(ctx, signedIn, client, input.scope, issuer, sessionId, amr);
}

/**
 * The methods of a sign-in whose password was right: the password alone for a user without an authenticator;
 * else the code in `otp` must be a current code of the app or an unused recovery code. A missing code answers
 * mfa_required (no failure: the client asks for it); a wrong one counts as a failed sign-in.
 */
async function secondFactor(ctx: AppContext, user: repo.LoginUser, otp: string | undefined, failed: () => Promise<void>): Promise<string[]> {
  if (!(await isEnrolled(ctx, user.tenantId, user.id))) return ['pwd'];
  const code = normalizeOtp(otp ?? '');
  if (!code) throw new OAuthError(400, MFA_REQUIRED, MFA_REQUIRED_MESSAGE);
  const method = await verifySecondFactor(ctx, user.tenantId, user.id, code);
  if (!method) {
    await failed();
    throw new OAuthError(400, INVALID_OTP, INVALID_OTP_MESSAGE);
  }
  return ['pwd', method];
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
  // A session that could only enrol ends once the user has enrolled: the next sign-in brings the code.
  if (user.twoFactorRequired && !hasSecondFactor(used.amr) && (await isEnrolled(ctx, tenantId, user.id))) throw invalid;
  return issueTokens(ctx, user, client, used.scope, issuer, sessionId, used.amr);
}

async function issueTokens(
  ctx: AppContext,
  user: repo.LoginUser,
  client: ApiClient,
  requested: string | undefined,
  issuer: string,
  sessionId: string,
  amr: string[],
): Promise<TokenResponse> {
  // Decided at every issue, refreshes included: a tenant that starts requiring a second factor limits sessions at their next refresh.
  const enrolmentOnly = user.twoFactorRequired && !hasSecondFactor(amr);
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
    amr,
    enrolmentOnly,
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
    amr,
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
    ...(enrolmentOnly ? { mfa_enrolment_required: true as const } : {}),
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
