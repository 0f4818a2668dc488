import { SignJWT, decodeJwt, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../test/factories.js';
import { injectAs, signIn, tokenOf } from '../test/inject-as.js';
import { signAccessToken } from './tokens.js';

let t: TestApp;
let tenant: TestTenant;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ loginMaxFailuresPerUser: 3, loginMaxFailuresPerAddress: 1000 });
  tenant = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/iam/oauth/token',
  headers: { 'x-api-key': t.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('password grant', () => {
  it('issues access, id and refresh tokens with the roles claim', async () => {
    const res = await signIn(t, { ...owner, tenant });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'openid', expires_in: 3600 });
    const access = decodeJwt(body.access_token);
    expect(access).toMatchObject({ sub: owner.id, tenant: tenant.id, tenant_key: tenant.key, roles: [`sdm:${tenant.key}:owner`] });
    expect(access.exp! - access.iat!).toBe(3600);
    expect(decodeJwt(body.id_token)).toMatchObject({ sub: owner.id, given_name: 'Test', family_name: owner.username, preferred_username: owner.username });
    expect(body.refresh_token).toMatch(new RegExp(`^${tenant.id}\\.`));
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('finds the user without a tenant when the username is unique', async () => {
    expect((await signIn(t, owner)).statusCode).toBe(200);
  });

  it('refuses a wrong password with invalid_grant', async () => {
    const res = await signIn(t, { ...owner, password: 'wrong-password', tenant });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid username or password' });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await signIn(t, { username: 'nobody-here', password: 'x', tenant });
    expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Invalid username or password' });
  });

  it('does not let a user of one tenant sign in through another tenant', async () => {
    const other = await buildTenant(t);
    const res = await signIn(t, { ...owner, tenant: other });
    expect(res.json().error).toBe('invalid_grant');
  });

  it('refuses an unknown client or a wrong secret with invalid_client', async () => {
    const res = await t.app.inject(
      form({ grant_type: 'password', client_id: t.clientId, client_secret: 'nope', username: owner.username, password: owner.password }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('invalid_client');
  });

  it('accepts client_secret_basic', async () => {
    const basic = Buffer.from(`${t.clientId}:${t.clientSecret}`).toString('base64');
    const req = form({ grant_type: 'password', username: owner.username, password: owner.password, tenant: tenant.key });
    const res = await t.app.inject({ ...req, headers: { ...req.headers, authorization: `Basic ${basic}` } });
    expect(res.statusCode).toBe(200);
  });

  it('refuses other grant types with unsupported_grant_type', async () => {
    const res = await t.app.inject(form({ grant_type: 'client_credentials', client_id: t.clientId, client_secret: t.clientSecret }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('unsupported_grant_type');
  });

  it('asks for username and password with invalid_request', async () => {
    const res = await t.app.inject(form({ grant_type: 'password', client_id: t.clientId, client_secret: t.clientSecret }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
  });

  it('needs the API key', async () => {
    const req = form({ grant_type: 'password' });
    const res = await t.app.inject({ ...req, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_api_key' });
  });

  it('answers 429 after repeated failures for one username, even with the right password', async () => {
    const victim = await buildUser(t, tenant, { role: 'reader' });
    for (let i = 0; i < 3; i++) expect((await signIn(t, { ...victim, password: 'bad' })).statusCode).toBe(400);
    const res = await signIn(t, victim);
    expect(res.statusCode).toBe(429);
    expect(res.json().error_description).toMatch(/^Too many failed sign-in attempts\. Try again in \d+ seconds\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('refresh token grant', () => {
  it('rotates: a new pair is issued and the old refresh token is refused', async () => {
    const first = (await signIn(t, owner)).json();
    const refresh = (token: string) =>
      t.app.inject(form({ grant_type: 'refresh_token', client_id: t.clientId, client_secret: t.clientSecret, refresh_token: token }));
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    expect(second.json().refresh_token).not.toBe(first.refresh_token);
    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // Reuse of a rotated token ends the whole session family.
    expect((await refresh(second.json().refresh_token)).json().error).toBe('invalid_grant');
  });

  it('refuses garbage', async () => {
    const res = await t.app.inject(form({ grant_type: 'refresh_token', client_id: t.clientId, client_secret: t.clientSecret, refresh_token: 'x.y' }));
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('bearer tokens', () => {
  const userinfo = (token: string) =>
    t.app.inject({ method: 'GET', url: '/iam/oidc/userinfo', headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${token}` } });

  it('userinfo answers sub and names', async () => {
    const res = await userinfo(await tokenOf(t, owner));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sub: owner.id, given_name: 'Test', family_name: owner.username, preferred_username: owner.username });
  });

  it('refuses an expired token', async () => {
    const who = {
      userId: owner.id,
      tenantId: tenant.id,
      tenantKey: tenant.key,
      username: owner.username,
      firstName: '',
      lastName: '',
      email: null,
      tokenVersion: 1,
      roles: [],
      sessionId: 'expired-session',
    };
    const expired = await signAccessToken(t.app.ctx.keys, who, { issuer: 'x', audience: t.clientId, scope: 'openid', ttl: -10 });
    expect((await userinfo(expired)).statusCode).toBe(401);
  });

  it('refuses a token signed by another key, even under our key id', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT({
      tenant: tenant.id,
      tenant_key: tenant.key,
      roles: [`sdm:${tenant.key}:owner`],
      ver: 1,
      scope: 'openid',
      preferred_username: 'x',
    })
      .setProtectedHeader({ alg: 'ES256', kid: t.app.ctx.keys.active.kid, typ: 'at+jwt' })
      .setSubject(owner.id)
      .setExpirationTime('1h')
      .sign(privateKey);
    expect((await userinfo(forged)).statusCode).toBe(401);
  });

  it('refuses an id token used as an access token, and a tampered payload', async () => {
    const body = (await signIn(t, owner)).json();
    expect((await userinfo(body.id_token)).statusCode).toBe(401);
    const [h, , s] = body.access_token.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwt(body.access_token), roles: ['sdm:other:owner'] })).toString('base64url');
    expect((await userinfo(`${h}.${payload}.${s}`)).statusCode).toBe(401);
  });

  it('API routes answer 401 without a token', async () => {
    const res = await injectAs(t, null, { method: 'GET', url: `/api/1.0/projects?tenant=${tenant.key}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, error: 'Unauthorized' });
  });
});

describe('discovery', () => {
  it('publishes the OIDC configuration and the JWKS', async () => {
    const conf = (await t.app.inject({ method: 'GET', url: '/.well-known/openid-configuration', headers: { host: 'sdm.test' } })).json();
    expect(conf).toMatchObject({ issuer: 'http://sdm.test', token_endpoint: 'http://sdm.test/iam/oauth/token', jwks_uri: 'http://sdm.test/iam/oidc/jwks' });
    const jwks = (await t.app.inject({ method: 'GET', url: '/iam/oidc/jwks' })).json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', kid: t.app.ctx.keys.active.kid });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe("the app's clock", () => {
  it('ends an access token and then its refresh token when the clock passes their lifetimes', async () => {
    let offset = 0;
    const timed = await buildTestApp({ accessTokenTtl: 60, refreshTokenTtl: 120 }, { clock: { now: () => Date.now() + offset, sleep: systemClock.sleep } });
    try {
      const user = await buildUser(timed, await buildTenant(timed), { role: 'owner' });
      const tokens = (await signIn(timed, user)).json();
      const me = (token: string) =>
        timed.app.inject({ method: 'GET', url: '/iam/oidc/userinfo', headers: { 'x-api-key': timed.apiKey, authorization: `Bearer ${token}` } });
      const refresh = (token: string) =>
        timed.app.inject({
          method: 'POST',
          url: '/iam/oauth/token',
          headers: { 'x-api-key': timed.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: timed.clientId,
            client_secret: timed.clientSecret,
            refresh_token: token,
          }).toString(),
        });
      expect((await me(tokens.access_token)).statusCode).toBe(200);
      const issuedAt = decodeJwt(tokens.access_token).iat!;

      offset = 90_000;
      expect((await me(tokens.access_token)).statusCode).toBe(401);
      const renewed = await refresh(tokens.refresh_token);
      expect(renewed.statusCode).toBe(200);
      expect(decodeJwt(renewed.json().access_token).iat! - issuedAt).toBeGreaterThanOrEqual(90);
      expect((await me(renewed.json().access_token)).statusCode).toBe(200);

      offset += 121_000;
      expect((await me(renewed.json().access_token)).statusCode).toBe(401);
      expect((await refresh(renewed.json().refresh_token)).json().error).toBe('invalid_grant');
    } finally {
      await timed.close();
    }
  });
});
