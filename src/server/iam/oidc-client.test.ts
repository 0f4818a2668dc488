import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../test/factories.js';

let t: TestApp;
let base: string;
let user: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const tenant = await buildTenant(t);
  user = await buildUser(t, tenant, { role: 'admin', on: 'project' });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it('an off-the-shelf OIDC client discovers, signs in, refreshes, reads userinfo and verifies tokens', async () => {
  const config = await oidc.discovery(new URL(base), t.clientId, undefined, oidc.ClientSecretPost(t.clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  // Our API asks every client for its key; the library lets a client add headers this way.
  config[oidc.customFetch] = (url, options) =>
    fetch(url, { ...(options as RequestInit), headers: { ...Object.fromEntries(new Headers(options.headers)), 'x-api-key': t.apiKey } });

  const tokens = await oidc.genericGrantRequest(config, 'password', { username: user.username, password: user.password, scope: 'openid' });
  expect(tokens.token_type.toLowerCase()).toBe('bearer');
  expect(tokens.claims()?.sub).toBe(user.id);

  const jwks = createRemoteJWKSet(new URL(config.serverMetadata().jwks_uri!));
  const { payload } = await jwtVerify(tokens.access_token, jwks, { issuer: config.serverMetadata().issuer, audience: t.clientId });
  expect(payload.roles).toEqual([`sdm:${user.tenant.key}:mall:admin`]);

  const info = await oidc.fetchUserInfo(config, tokens.access_token, user.id);
  expect(info).toMatchObject({ sub: user.id, given_name: 'Test', family_name: user.username });

  const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token!);
  expect(refreshed.access_token).not.toBe(tokens.access_token);
});
