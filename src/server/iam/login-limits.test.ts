import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../test/factories.js';
import { injectAs, signIn } from '../test/inject-as.js';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// One database; each test starts its own servers on it with the settings it needs.
const apps: TestApp[] = [];
async function appWith(overrides: Partial<Config>): Promise<TestApp> {
  const settings = { loginMaxFailuresPerUser: 3, loginMaxFailuresPerAddress: 1000, ...overrides };
  const app = await buildTestApp(settings, { database: apps[0]?.app.ctx.database });
  apps.push(app);
  return app;
}
afterAll(async () => {
  // The first server opened the database: it closes last.
  for (const app of apps.reverse()) await app.close();
});

/** A sign-in on `t` with the user's tenant, from `forwardedFor` when given (as a proxy would add it). */
const signInAt = (t: TestApp, user: { username: string; password: string; tenant: { key: string } }, forwardedFor?: string) =>
  signIn(t, user, forwardedFor ? { 'x-forwarded-for': forwardedFor } : {});
const wrong = (user: TestUser) => ({ ...user, password: 'wrong-password' });

describe('sign-in limits per tenant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWith({});
  });

  it("never lock out another tenant's user of the same name", async () => {
    const acmeEditor = await buildUser(t, await buildTenant(t), { role: 'editor', username: 'editor' });
    const globexEditor = await buildUser(t, await buildTenant(t), { role: 'editor', username: 'editor' });
    for (let i = 0; i < 3; i++) expect((await signInAt(t, wrong(acmeEditor))).statusCode).toBe(400);
    expect((await signInAt(t, acmeEditor)).statusCode).toBe(429);
    expect((await signInAt(t, globexEditor)).statusCode).toBe(200);
  });

  it("keep the profile's password checks apart from sign-in, both ways", async () => {
    const tenant = await buildTenant(t);
    const checker = await buildUser(t, tenant, { role: 'reader' });
    const check = (user: TestUser, password: string) =>
      injectAs(t, user, { method: 'GET', url: `/api/1.0/users/iam?id=${user.id}&password=${encodeURIComponent(password)}` });
    for (let i = 0; i < 3; i++) expect((await check(checker, 'nope')).statusCode).toBe(400);
    const locked = await check(checker, checker.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Too many failed password checks\. Try again in \d+ seconds\.$/);
    expect((await signInAt(t, checker)).statusCode).toBe(200);

    const signer = await buildUser(t, tenant, { role: 'reader' });
    expect((await check(signer, signer.password)).statusCode).toBe(200); // its token, taken before the failures
    for (let i = 0; i < 3; i++) await signInAt(t, wrong(signer));
    expect((await signInAt(t, signer)).statusCode).toBe(429);
    expect((await check(signer, signer.password)).statusCode).toBe(200);
  });
});

describe('client addresses', () => {
  it('count the X-Forwarded-For client behind a trusted proxy (TRUST_PROXY)', async () => {
    const t = await appWith({ trustProxy: '127.0.0.1', loginMaxFailuresPerAddress: 3, loginMaxFailuresPerUser: 1000 });
    const tenant = await buildTenant(t);
    const user = await buildUser(t, tenant, { role: 'reader' });
    for (let i = 0; i < 3; i++) {
      const stranger = { username: `nobody${i}`, password: 'x', tenant };
      expect((await signInAt(t, stranger, '203.0.113.7')).statusCode).toBe(400);
    }
    expect((await signInAt(t, user, '203.0.113.7')).statusCode).toBe(429);
    // Another client behind the same proxy is not held back by the first one's failures.
    expect((await signInAt(t, user, '203.0.113.8')).statusCode).toBe(200);
  });

  it('ignore X-Forwarded-For without TRUST_PROXY: the header cannot buy new allowances', async () => {
    const t = await appWith({ loginMaxFailuresPerAddress: 3, loginMaxFailuresPerUser: 1000 });
    const tenant = await buildTenant(t);
    const user = await buildUser(t, tenant, { role: 'reader' });
    for (let i = 0; i < 3; i++) await signInAt(t, { username: `nobody${i}`, password: 'x', tenant }, `203.0.113.${i}`);
    expect((await signInAt(t, user, '203.0.113.99')).statusCode).toBe(429);
  });
});

it('share the counts between two API servers through Redis (REDIS_URL)', async () => {
  // Each run signs in from its own made-up address: Redis outlives the test, and its counts with it.
  const a = await appWith({ redisUrl: REDIS_URL, trustProxy: true });
  const b = await appWith({ redisUrl: REDIS_URL, trustProxy: true });
  const user = await buildUser(a, await buildTenant(a), { role: 'reader' });
  const address = `198.51.100.${randomInt(1, 255)}`;
  expect((await signInAt(b, user, address)).statusCode).toBe(200);
  for (const server of [a, b, a]) expect((await signInAt(server, wrong(user), address)).statusCode).toBe(400);
  const refused = await signInAt(b, user, address);
  expect(refused.statusCode).toBe(429);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
});
