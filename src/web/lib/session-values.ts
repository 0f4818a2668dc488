import { parseRolesClaim, type Grant } from '../../domain/access';
import type { Profile } from '../../domain/profiles/profile';
import type { AggregateRef } from '../../domain/access/access-resource';
import type { TokenResponse, UserInfo } from '../../domain/iam/oauth';
import type { Project } from '../../domain/projects/project';
import type { Tenant } from '../../domain/tenants/tenant';

/** The session values of docs/product/platform.md §3.2. Dates are epoch milliseconds. */
export interface SessionValues {
  tenant?: Tenant;
  project?: Project;
  aggregate?: AggregateRef;
  profile?: Profile;
  accessToken?: string;
  idToken?: string;
  refreshToken?: string;
  scopes?: string[];
  roles?: Grant[];
  decodedToken?: Record<string, unknown>;
  expirationDate?: number;
  refreshExpirationDate?: number;
  userInfo?: UserInfo;
}

export type SessionEntry = [keyof SessionValues, unknown];

const NAMES: (keyof SessionValues)[] = [
  'tenant',
  'project',
  'aggregate',
  'profile',
  'accessToken',
  'idToken',
  'refreshToken',
  'scopes',
  'roles',
  'decodedToken',
  'expirationDate',
  'refreshExpirationDate',
  'userInfo',
];
const IDENTITY_SCOPES = new Set(['openid', 'email', 'profile']);

/** Reads a JWT's payload without checking its signature (the server verifies tokens). */
export function decodeJwt(token: string): Record<string, unknown> | undefined {
  const part = token.split('.')[1];
  if (!part) return undefined;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The granted scopes without the identity scopes openid, email and profile. */
export function filterScopes(scope: string | undefined): string[] {
  return (scope ?? '').split(/\s+/).filter((s) => s && !IDENTITY_SCOPES.has(s));
}

/** The role claims of a decoded access token, as strings. */
export function roleClaims(decoded: Record<string, unknown> | undefined): string[] {
  const roles = decoded?.roles;
  return Array.isArray(roles) ? roles.map(String) : [];
}

/** The session values an answer of the token endpoint gives (sign-in or refresh). */
export function sessionFromTokens(tokens: TokenResponse, now = Date.now()): SessionValues {
  const decodedToken = decodeJwt(tokens.access_token) ?? {};
  const exp = typeof decodedToken.exp === 'number' ? decodedToken.exp * 1000 : undefined;
  const refreshExp = tokens.refresh_token ? decodeJwt(tokens.refresh_token)?.exp : undefined;
  return {
    accessToken: tokens.access_token,
    idToken: tokens.id_token,
    refreshToken: tokens.refresh_token,
    scopes: filterScopes(tokens.scope ?? (typeof decodedToken.scope === 'string' ? decodedToken.scope : undefined)),
    roles: parseRolesClaim(decodedToken.roles),
    decodedToken,
    expirationDate: exp ?? (tokens.expires_in ? now + tokens.expires_in * 1000 : undefined),
    refreshExpirationDate: tokens.refresh_expires_in ? now + tokens.refresh_expires_in * 1000 : typeof refreshExp === 'number' ? refreshExp * 1000 : undefined,
  };
}

/** The session as the list of [name, value] entries kept in storage (unset values left out). */
export function toEntries(values: SessionValues): SessionEntry[] {
  return NAMES.filter((n) => values[n] !== undefined).map((n) => [n, values[n]]);
}

/** Reads stored entries back; unknown names and malformed entries are dropped. */
export function fromEntries(entries: unknown): SessionValues {
  if (!Array.isArray(entries)) return {};
  const values: Record<string, unknown> = {};
  for (const entry of entries) {
    if (Array.isArray(entry) && entry.length === 2 && NAMES.includes(entry[0] as keyof SessionValues)) {
      values[entry[0] as string] = entry[1];
    }
  }
  return values as SessionValues;
}

/** True when there is no access token or it has expired. */
export function isExpired(values: SessionValues, now = Date.now()): boolean {
  return !values.accessToken || (values.expirationDate !== undefined && values.expirationDate <= now);
}

/** True when the refresh token is missing or known to have expired. */
export function isRefreshExpired(values: SessionValues, now = Date.now()): boolean {
  return !values.refreshToken || (values.refreshExpirationDate !== undefined && values.refreshExpirationDate <= now);
}
