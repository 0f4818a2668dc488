import { describe, expect, it } from 'vitest';
import { decodeJwt, filterScopes, fromEntries, isExpired, isRefreshExpired, roleClaims, sessionFromTokens, toEntries } from './session-values';

const b64url = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
const jwt = (payload: unknown) => `${b64url({ alg: 'ES256', typ: 'at+jwt' })}.${b64url(payload)}.signature`;

describe('filterScopes', () => {
  it('drops the identity scopes openid, email and profile', () => {
    expect(filterScopes('openid email profile sdm:read offline_access')).toEqual(['sdm:read', 'offline_access']);
  });

  it('gives an empty list for no scope', () => {
    expect(filterScopes(undefined)).toEqual([]);
    expect(filterScopes('openid')).toEqual([]);
  });
});

describe('decodeJwt', () => {
  it('reads a base64url payload, including non-ASCII text', () => {
    expect(decodeJwt(jwt({ sub: 'u1', name: 'Zoë ✓' }))).toEqual({ sub: 'u1', name: 'Zoë ✓' });
  });

  it('gives undefined for something that is not a JWT', () => {
    expect(decodeJwt('not-a-token')).toBeUndefined();
    expect(decodeJwt('a.%%%.c')).toBeUndefined();
  });
});

describe('sessionFromTokens', () => {
  const now = 1_700_000_000_000;
  const access = jwt({ sub: 'u1', exp: now / 1000 + 3600, roles: ['sdm:demo:owner'], scope: 'openid' });

  it('keeps the tokens, filtered scopes, decoded token and expiration dates', () => {
    const s = sessionFromTokens(
      { access_token: access, id_token: 'id', refresh_token: 'opaque', scope: 'openid profile email console', refresh_expires_in: 28800 },
      now,
    );
    expect(s.accessToken).toBe(access);
    expect(s.idToken).toBe('id');
    expect(s.refreshToken).toBe('opaque');
    expect(s.scopes).toEqual(['console']);
    expect(s.decodedToken?.sub).toBe('u1');
    expect(s.expirationDate).toBe(now + 3600_000);
    expect(s.refreshExpirationDate).toBe(now + 28_800_000);
    expect(roleClaims(s.decodedToken)).toEqual(['sdm:demo:owner']);
    expect(Array.isArray(s.roles)).toBe(true);
  });

  it('falls back to expires_in when the token has no exp claim', () => {
    const s = sessionFromTokens({ access_token: jwt({ sub: 'u1' }), expires_in: 60 }, now);
    expect(s.expirationDate).toBe(now + 60_000);
  });
});

describe('session entries', () => {
  it('round-trips through the list of [name, value] entries, leaving unset values out', () => {
    const entries = toEntries({ accessToken: 't', scopes: ['a'], project: undefined });
    expect(entries).toEqual([
      ['accessToken', 't'],
      ['scopes', ['a']],
    ]);
    expect(fromEntries(JSON.parse(JSON.stringify(entries)))).toEqual({ accessToken: 't', scopes: ['a'] });
  });

  it('drops unknown names and malformed entries', () => {
    expect(fromEntries([['evil', 1], ['accessToken'], 'x', ['idToken', 'i']])).toEqual({ idToken: 'i' });
    expect(fromEntries({ accessToken: 't' })).toEqual({});
  });
});

describe('expiry', () => {
  it('is expired without a token or past the expiration date', () => {
    expect(isExpired({}, 10)).toBe(true);
    expect(isExpired({ accessToken: 't', expirationDate: 10 }, 10)).toBe(true);
    expect(isExpired({ accessToken: 't', expirationDate: 11 }, 10)).toBe(false);
  });

  it('knows when the refresh token can no longer be used', () => {
    expect(isRefreshExpired({}, 10)).toBe(true);
    expect(isRefreshExpired({ refreshToken: 'r', refreshExpirationDate: 5 }, 10)).toBe(true);
    expect(isRefreshExpired({ refreshToken: 'r' }, 10)).toBe(false);
  });
});
