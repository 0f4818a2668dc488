import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../test/factories.js';
import { injectAs, refreshSession, signIn } from '../test/inject-as.js';
import { ManualClock } from '../test/manual-clock.js';

// Two API servers on one database, each on its own hand-turned clock (they start at the same time).
const clockA = new ManualClock();
const clockB = new ManualClock();
let a: TestApp;
let b: TestApp;
let tenant: TestTenant;
let admin: TestUser;

beforeAll(async () => {
  a = await buildTestApp({}, { clock: clockA });
  b = await buildTestApp({}, { clock: clockB, database: a.app.ctx.database });
  tenant = await buildTenant(a);
  admin = await buildUser(a, tenant, { role: 'admin' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

interface Tokens {
  access_token: string;
  refresh_token: string;
}
/** The project as the user sees it: 200 with a role on it, 403 without, 401 for a refused token. */
const readProject = (server: TestApp, token: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/1.0/projects/mall?tenant=${tenant.key}`,
    headers: { 'x-api-key': server.apiKey, authorization: `Bearer ${token}` },
  });
const refresh = (server: TestApp, tokens: Tokens) => refreshSession(server, tokens.refresh_token);
const setRole = (user: TestUser, granted: boolean) =>
  injectAs(a, admin, {
    method: 'PUT',
    url: '/api/1.0/access-lists/grants',
    payload: { resource: `sdm/${tenant.key}/mall`, userId: user.id, role: 'editor', granted },
  });

it('a revoked role stops working at once on the server that revoked it and within seconds on another; the refresh token carries the new roles', async () => {
  const user = await buildUser(a, tenant, { role: 'editor', on: 'project' });
  const old: Tokens = (await signIn(a, user)).json();
  expect(decodeJwt(old.access_token).roles).toEqual([`sdm:${tenant.key}:mall:editor`]);
  // Both servers have the token's version in their caches.
  expect((await readProject(a, old.access_token)).statusCode).toBe(200);
  expect((await readProject(b, old.access_token)).statusCode).toBe(200);

  expect((await setRole(user, false)).statusCode).toBe(200);
  expect((await readProject(a, old.access_token)).statusCode).toBe(401);
  clockB.advance(5_000);
  expect((await readProject(b, old.access_token)).statusCode).toBe(401);

  const renewed = await refresh(b, old);
  expect(renewed.statusCode).toBe(200);
  expect(decodeJwt(renewed.json().access_token).roles).toEqual([]);
  for (const server of [a, b]) expect((await readProject(server, renewed.json().access_token)).statusCode).toBe(403);
});

it('a granted role reaches the next token the same way, while an unchanged grant leaves tokens alone', async () => {
  const user = await buildUser(a, tenant);
  const old: Tokens = (await signIn(a, user)).json();
  expect((await readProject(a, old.access_token)).statusCode).toBe(403);
  expect((await setRole(user, true)).statusCode).toBe(200);
  expect((await readProject(a, old.access_token)).statusCode).toBe(401);

  const renewed: Tokens = (await refresh(a, old)).json();
  expect(decodeJwt(renewed.access_token).roles).toEqual([`sdm:${tenant.key}:mall:editor`]);
  expect((await readProject(a, renewed.access_token)).statusCode).toBe(200);
  // Granting what the user holds already changes nothing, so the new token stays good.
  expect((await setRole(user, true)).statusCode).toBe(200);
  expect((await readProject(a, renewed.access_token)).statusCode).toBe(200);
});
