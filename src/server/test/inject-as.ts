import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';

const sessions = new WeakMap<TestUser, { access: string; refresh: string }>();

/** Signs in through the real token endpoint; `headers` add to the request's (a proxy's X-Forwarded-For, say). */
export async function signIn(t: TestApp, user: { username: string; password: string; tenant?: { key: string } }, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': t.apiKey, 'content-type': 'application/x-www-form-urlencoded', ...headers },
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

/** Trades a refresh token at the real token endpoint, as the console does. */
export function refreshSession(t: TestApp, refreshToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': t.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', client_id: t.clientId, client_secret: t.clientSecret, refresh_token: refreshToken }).toString(),
  });
}

export async function tokenOf(t: TestApp, user: TestUser): Promise<string> {
  const cached = sessions.get(user);
  if (cached) return cached.access;
  const res = await signIn(t, user);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${user.username} failed: ${res.body}`);
  sessions.set(user, { access: res.json().access_token, refresh: res.json().refresh_token });
  return res.json().access_token as string;
}

/** Renews the user's kept token with its refresh token, as the console does after a 401; false when refused. */
async function renew(t: TestApp, user: TestUser): Promise<boolean> {
  const kept = sessions.get(user);
  if (!kept) return false;
  const res = await refreshSession(t, kept.refresh);
  if (res.statusCode !== 200) return false;
  sessions.set(user, { access: res.json().access_token, refresh: res.json().refresh_token });
  return true;
}

/**
 * Calls the app as `user` (bearer + API key), or with the API key only when `user` is null. A token
 * refused because the user's roles changed since it was issued is renewed once, as the console does.
 */
export async function injectAs(t: TestApp, user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse> {
  const send = async () => {
    const headers: Record<string, string> = { 'x-api-key': t.apiKey, ...(options.headers as Record<string, string>) };
    if (user) headers.authorization = `Bearer ${await tokenOf(t, user)}`;
    return t.app.inject({ ...options, headers });
  };
  const res = await send();
  if (res.statusCode === 401 && user && (await renew(t, user))) return send();
  return res;
}
