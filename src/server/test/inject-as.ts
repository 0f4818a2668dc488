import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { TestApp } from './build-test-app.js';
import type { TestUser } from './factories.js';

/** A registered client's credentials: the console's are the test app's own, an app's come from `appClient`. */
export type ClientKeys = Pick<TestApp, 'apiKey' | 'clientId' | 'clientSecret'>;

/** Each user's tokens per client that signed it in. */
const sessions = new WeakMap<TestUser, Map<string, { access: string; refresh: string }>>();

/** The client `clientId` (the customer or validator app, say) as `injectAs` takes it. */
export async function appClient(t: TestApp, clientId: string): Promise<ClientKeys> {
  const client = await t.app.ctx.clients.byClientId(clientId);
  if (!client) throw new Error(`client ${clientId} missing`);
  return client;
}

/**
 * Signs in through the real token endpoint, as the console does unless `client` is another; `headers` add to the
 * request's (a proxy's X-Forwarded-For, say).
 */
export async function signIn(
  t: TestApp,
  user: { username: string; password: string; tenant?: { key: string } },
  headers: Record<string, string> = {},
  client: ClientKeys = t,
) {
  return t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': client.apiKey, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      username: user.username,
      password: user.password,
      scope: 'openid',
      ...(user.tenant ? { tenant: user.tenant.key } : {}),
    }).toString(),
  });
}

/** Trades a refresh token at the real token endpoint, as the console (or `client`) does. */
export function refreshSession(t: TestApp, refreshToken: string, client: ClientKeys = t) {
  return t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': client.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: client.clientId,
      client_secret: client.clientSecret,
      refresh_token: refreshToken,
    }).toString(),
  });
}

function keptSessions(user: TestUser) {
  let byClient = sessions.get(user);
  if (!byClient) sessions.set(user, (byClient = new Map()));
  return byClient;
}

export async function tokenOf(t: TestApp, user: TestUser, client: ClientKeys = t): Promise<string> {
  const cached = keptSessions(user).get(client.clientId);
  if (cached) return cached.access;
  const res = await signIn(t, user, {}, client);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${user.username} failed: ${res.body}`);
  keptSessions(user).set(client.clientId, { access: res.json().access_token, refresh: res.json().refresh_token });
  return res.json().access_token as string;
}

/** Renews the user's kept token with its refresh token, as the console does after a 401; false when refused. */
async function renew(t: TestApp, user: TestUser, client: ClientKeys): Promise<boolean> {
  const kept = keptSessions(user).get(client.clientId);
  if (!kept) return false;
  const res = await refreshSession(t, kept.refresh, client);
  if (res.statusCode !== 200) return false;
  keptSessions(user).set(client.clientId, { access: res.json().access_token, refresh: res.json().refresh_token });
  return true;
}

/**
 * Calls the app as `user` (bearer + API key), or with the API key only when `user` is null, through the console's
 * client unless `client` is another. A token refused because the user's roles changed since it was issued is
 * renewed once, as the console does.
 */
export async function injectAs(t: TestApp, user: TestUser | null, options: InjectOptions, client: ClientKeys = t): Promise<LightMyRequestResponse> {
  const send = async () => {
    const headers: Record<string, string> = { 'x-api-key': client.apiKey, ...(options.headers as Record<string, string>) };
    if (user) headers.authorization = `Bearer ${await tokenOf(t, user, client)}`;
    return t.app.inject({ ...options, headers });
  };
  const res = await send();
  if (res.statusCode === 401 && user && (await renew(t, user, client))) return send();
  return res;
}
