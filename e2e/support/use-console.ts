import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { Config } from '../../src/server/config.js';
import { DEMO_PASSWORD } from '../../src/server/seed/demo.js';
import { launchChromium } from './browser.js';
import { expectPath, signIn } from './console.js';
import { startServer } from './server.js';

type Server = Awaited<ReturnType<typeof startServer>>;
/** What calling the API needs of a console under test: its server's app (a test that restarts the server gives the current one). */
export type ServerAt = { readonly server: { readonly app: Server['app'] } };
type Chromium = Awaited<ReturnType<typeof launchChromium>>;

/** The console under test: read its parts inside tests and hooks, once the file's beforeAll has run. */
export interface ConsoleUnderTest {
  /** The real server: `url` for the browser, `app` for the database and `inject`. */
  readonly server: Server;
  readonly browser: Browser;
  /** A page in a fresh browser context (its own cookies and storage): one user's session. */
  newPage(options?: BrowserContextOptions): Promise<Page>;
}

/**
 * Starts the server (demo seed on a fresh database) and the system Chromium before the file's tests and
 * stops both after them. `overrides` may be a function, for settings known only once the file's own
 * stand-ins are running (a geocoder's address).
 */
export function useConsole(overrides: Partial<Config> | (() => Promise<Partial<Config>>) = {}): ConsoleUnderTest {
  let server: Server | undefined;
  let chromium: Chromium | undefined;

  beforeAll(async () => {
    const config = typeof overrides === 'function' ? await overrides() : overrides;
    // Settled one by one so that whichever did start is still stopped when the other fails.
    const [started, launched] = await Promise.allSettled([startServer(config), launchChromium()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') chromium = launched.value;
    if (started.status === 'rejected') throw started.reason;
    if (launched.status === 'rejected') throw launched.reason;
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });

  const running = <T>(part: T | undefined, name: string): T => {
    if (!part) throw new Error(`${name} is not running: use the console inside tests or hooks.`);
    return part;
  };
  return {
    get server() {
      return running(server, 'The server');
    },
    get browser() {
      return running(chromium, 'Chromium').browser;
    },
    newPage: async (options) => (await running(chromium, 'Chromium').browser.newContext(options)).newPage(),
  };
}

/**
 * A fresh session of `user` (the demo's), signed in, then on `path` when one is given; map tiles are
 * refused at once (no internet; the map needs none).
 */
export async function signedInOn(site: ConsoleUnderTest, path?: string, user = 'owner', options?: BrowserContextOptions): Promise<Page> {
  const page = await site.newPage(options);
  await page.context().route(/tile\.openstreetmap\.org/, (route) => route.abort());
  await signIn(page, site.server.url, user);
  await expectPath(page, /^\/demo\//);
  if (path) await page.goto(`${site.server.url}${path}`);
  return page;
}

/**
 * An access token of a demo user and the client's API key, asked for the way the console does it; the console's
 * client unless `clientId` names another (the customer app, say).
 */
export async function accessTokenOf(site: ServerAt, username: string, clientId?: string): Promise<{ token: string; apiKey: string }> {
  const { app } = site.server;
  const client = clientId ? await app.ctx.clients.byClientId(clientId) : (await app.inject({ method: 'GET', url: '/console-config.json' })).json();
  const form = new URLSearchParams({
    grant_type: 'password',
    client_id: client.clientId,
    client_secret: client.clientSecret,
    username,
    password: DEMO_PASSWORD,
    scope: 'openid',
    tenant: 'demo',
  });
  const res = await app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': client.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  return { token: res.json().access_token as string, apiKey: client.apiKey as string };
}

/** Calls the API as a demo user, the way the console (or the client `clientId`) does: bearer token and API key; a refusal fails the test. */
export async function apiAs(site: ServerAt, username: string, clientId?: string) {
  const { token, apiKey } = await accessTokenOf(site, username, clientId);
  return async <T = { id: string }>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const res = await site.server.app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'x-api-key': apiKey }, payload });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json() as T;
  };
}
