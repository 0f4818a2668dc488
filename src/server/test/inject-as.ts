import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';

const tokens = new WeakMap<TestUser, string>();

/** Signs in through the real token endpoint. */
export async function signIn(t: TestApp, user: { username: string; password: string; tenant?: { key: string } }) {
  return t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': t.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: t.clientId,
      client_secret: t.clientSecret,
      username: user.username,
      password: user.password,
      scope: 'openid',
      ...(user.tenant ? { tenant: user.tenant.key } : {}),
    }).toString(),
  });
}

export async function tokenOf(t: TestApp, user: TestUser): Promise<string> {
  const cached = tokens.get(user);
  if (cached) return cached;
  const res = await signIn(t, user);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${user.username} failed: ${res.body}`);
  const token = res.json().access_token as string;
  tokens.set(user, token);
  return token;
}

/** Calls the app as `user` (bearer + API key), or with the API key only when `user` is null. */
export async function injectAs(t: TestApp, user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { 'x-api-key': t.apiKey, ...(options.headers as Record<string, string>) };
  if (user) headers.authorization = `Bearer ${await tokenOf(t, user)}`;
  return t.app.inject({ ...options, headers });
}
