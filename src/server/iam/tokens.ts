import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import { SIGNING_ALG, type KeyRing } from './signing-keys.js';

export interface AccessClaims extends JWTPayload {
  sub: string;
  tenant: string;
  tenant_key: string;
  preferred_username: string;
  roles: string[];
  scope: string;
  ver: number;
  /** The sign-in session, kept through refreshes (tokens issued before sessions existed have none). */
  sid?: string;
  /** How the user signed in (RFC 8176): `["pwd"]`, or with `"otp"` or `"recovery"` for a second factor. */
  amr?: string[];
  /** The tenant requires a second factor the user has not enrolled: the token opens enrolment only. */
  mfa_enrolment_only?: boolean;
  exp: number;
}

export interface Identity {
  userId: string;
  tenantId: string;
  tenantKey: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  tokenVersion: number;
  roles: string[];
  sessionId: string;
  /** The sign-in's methods; the password alone when left out. */
  amr?: string[];
  enrolmentOnly?: boolean;
}

const ACCESS_TYP = 'at+jwt';

interface SignOptions {
  issuer: string;
  audience: string;
  ttl: number;
  /** The issue time in ms (the app's clock); now when left out. */
  now?: number;
}

// Both token kinds: the user as subject, our issuer, the client as audience, a lifetime of `ttl` seconds.
function sign(keys: KeyRing, who: Identity, typ: string, claims: Record<string, unknown>, o: SignOptions) {
  const issuedAt = Math.floor((o.now ?? Date.now()) / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.active.kid, typ })
    .setSubject(who.userId)
    .setIssuer(o.issuer)
    .setAudience(o.audience)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + o.ttl)
    .sign(keys.active.privateKey);
}

export function signAccessToken(keys: KeyRing, who: Identity, o: SignOptions & { scope: string }) {
  const claims = {
    tenant: who.tenantId,
    tenant_key: who.tenantKey,
    preferred_username: who.username,
    roles: who.roles,
    scope: o.scope,
    ver: who.tokenVersion,
    sid: who.sessionId,
    amr: who.amr ?? ['pwd'],
    ...(who.enrolmentOnly ? { mfa_enrolment_only: true } : {}),
  };
  return sign(keys, who, ACCESS_TYP, claims, o);
}

export function signIdToken(keys: KeyRing, who: Identity, o: SignOptions) {
  const claims = {
    amr: who.amr ?? ['pwd'],
    given_name: who.firstName,
    family_name: who.lastName,
    preferred_username: who.username,
    ...(who.email ? { email: who.email } : {}),
  };
  return sign(keys, who, 'JWT', claims, o);
}

/**
 * Verifies access tokens. Verified tokens are remembered until they expire so a busy client pays
 * for the signature check once, not on every request.
 */
export class AccessTokenVerifier {
  private cache = new Map<string, AccessClaims>();
  constructor(
    private keys: KeyRing,
    private now: () => number = Date.now,
    private maxEntries = 20_000,
  ) {}

  async verify(token: string): Promise<AccessClaims | null> {
    const cached = this.cache.get(token);
    const nowSeconds = this.now() / 1000;
    if (cached) {
      if (cached.exp > nowSeconds) return cached;
      this.cache.delete(token);
      return null;
    }
    const claims = await this.verifyUncached(token);
    if (!claims) return null;
    if (this.cache.size >= this.maxEntries) this.cache.clear();
    this.cache.set(token, claims);
    return claims;
  }

  private async verifyUncached(token: string): Promise<AccessClaims | null> {
    try {
      const header = decodeProtectedHeader(token);
      const key = header.kid ? this.keys.publicKeys.get(header.kid) : undefined;
      if (!key || header.typ !== ACCESS_TYP) return null;
      const { payload } = await jwtVerify(token, key, { algorithms: [SIGNING_ALG], typ: ACCESS_TYP, currentDate: new Date(this.now()) });
      const ok =
        typeof payload.sub === 'string' &&
        typeof payload.tenant === 'string' &&
        typeof payload.exp === 'number' &&
        typeof payload.ver === 'number' &&
        Array.isArray(payload.roles);
      return ok ? (payload as AccessClaims) : null;
    } catch {
      return null;
    }
  }
}

/**
 * Refresh tokens carry the tenant id so the look-up stays on the tenant's shard, and the session id so
 * a refresh stays in its session: `<tenantId>.<sessionId>.<secret>`. Only their hash is stored, so
 * neither part can be changed without making the token unknown.
 */
export function newRefreshToken(tenantId: string, sessionId: string): string {
  return `${tenantId}.${sessionId}.${randomBytes(32).toString('base64url')}`;
}

/** Tenant and session of a refresh token; a token from before sessions (`<tenantId>.<secret>`) starts a new session. */
export function refreshTokenParts(token: string): { tenantId: string; sessionId: string } {
  const parts = token.split('.');
  return { tenantId: parts[0], sessionId: parts.length === 3 ? parts[1] : newSessionId() };
}

export function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
