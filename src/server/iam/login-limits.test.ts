import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../test/factories.js';
import { injectAs, signIn } from '../test/inject-as.js';
import { ManualClock } from '../test/manual-clock.js';
import { startPrivateRedis } from '../test/private-redis.js';
import { TEST_REDIS_URL as REDIS_URL } from '../test/shared-redis.js';

/** Redis outlives a test, and its counts with it: each test's servers share a key prefix of their own. */
const freshPrefix = () => `test:${randomBytes(6).toString('hex')}:`;
/** 100 s into a sign-in window of 900 s (the default), so a lock-out has 800 s left. */
const windowStart = 900_000 * 2_000_000;
const clockInWindow = () => new ManualClock(windowStart + 100_000);

// One database; each test starts its own servers on it with the settings it needs.
const apps: TestApp[] = [];
async function appWith(overrides: Partial<Config>, options: { clock?: ManualClock; logStream?: { write(line: string): void } } = {}): Promise<TestApp> {
  const settings = { loginMaxFailuresPerUser: 3, loginMaxFailuresPerAddress: 1000, ...overrides };
  const app = await buildTestApp(settings, { database: apps[0]?.app.ctx.database, ...options });
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

describe('sign-in limits per user and address', () => {
  it('lock out the address that failed, not the owner signing in from another', async () => {
    const t = await appWith({ trustProxy: '127.0.0.1' });
    const user = await buildUser(t, await buildTenant(t), { role: 'reader' });
    for (let i = 0; i < 3; i++) expect((await signInAt(t, wrong(user), '203.0.113.20')).statusCode).toBe(400);
    expect((await signInAt(t, user, '203.0.113.20')).statusCode).toBe(429);
    expect((await signInAt(t, user, '203.0.113.21')).statusCode).toBe(200);
    // That success cleared the pair at .21 only: .20 stays locked out for the window.
    expect((await signInAt(t, user, '203.0.113.20')).statusCode).toBe(429);
  });

  it("stop at the account's ceiling across addresses, until the window of the app clock ends", async () => {
    const clock = clockInWindow();
    const t = await appWith({ trustProxy: '127.0.0.1', loginMaxFailuresPerAccount: 5 }, { clock });
    const user = await buildUser(t, await buildTenant(t), { role: 'reader' });
    for (let i = 0; i < 3; i++) expect((await signInAt(t, wrong(user), '203.0.113.30')).statusCode).toBe(400);
    for (let i = 0; i < 2; i++) expect((await signInAt(t, wrong(user), '203.0.113.31')).statusCode).toBe(400);
    const refused = await signInAt(t, user, '203.0.113.32');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('800');
    expect(refused.json().error_description).toBe('Too many failed sign-in attempts. Try again in 800 seconds.');
    clock.advance(799_000);
    expect((await signInAt(t, user, '203.0.113.32')).headers['retry-after']).toBe('1');
    clock.advance(1000);
    expect((await signInAt(t, user, '203.0.113.32')).statusCode).toBe(200);
  });
});

describe('two API servers on one Redis (REDIS_URL)', () => {
  it('share the counts, and the app clock ends the window', async () => {
    const clock = clockInWindow();
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: freshPrefix(), trustProxy: true };
    const a = await appWith(shared, { clock });
    const b = await appWith(shared, { clock });
    const user = await buildUser(a, await buildTenant(a), { role: 'reader' });
    expect((await signInAt(b, user, '198.51.100.1')).statusCode).toBe(200);
    for (const server of [a, b, a]) expect((await signInAt(server, wrong(user), '198.51.100.1')).statusCode).toBe(400);
    const refused = await signInAt(b, user, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('800');
    clock.advance(800_000);
    expect((await signInAt(a, user, '198.51.100.1')).statusCode).toBe(200);
  });

  it('let exactly the allowance of 20 concurrent wrong passwords through', async () => {
    const shared = { redisUrl: REDIS_URL, redisKeyPrefix: freshPrefix(), loginMaxFailuresPerUser: 5 };
    const a = await appWith(shared);
    const b = await appWith(shared);
    const user = await buildUser(a, await buildTenant(a), { role: 'reader' });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signInAt(i % 2 ? a : b, wrong(user))));
    const statuses = answers.map((res) => res.statusCode);
    // 400 invalid_grant: the password was checked and wrong; 429: refused before any check.
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect((await signInAt(a, user)).statusCode).toBe(429);
    expect((await signInAt(b, user)).statusCode).toBe(429);
  });
});

it('count on each server, with one warning, once Redis stops answering', async () => {
  const redis = await startPrivateRedis();
  const lines: string[] = [];
  try {
    const t = await appWith({ redisUrl: redis.url, trustProxy: true }, { logStream: { write: (line) => void lines.push(line) } });
    const user = await buildUser(t, await buildTenant(t), { role: 'reader' });
    for (let i = 0; i < 2; i++) expect((await signInAt(t, wrong(user), '192.0.2.1')).statusCode).toBe(400);
    await redis.stop();
    // This server counts afresh in its memory: three more failures, then the lock-out.
    for (let i = 0; i < 3; i++) expect((await signInAt(t, wrong(user), '192.0.2.1')).statusCode).toBe(400);
    expect((await signInAt(t, user, '192.0.2.1')).statusCode).toBe(429);
    expect((await signInAt(t, user, '192.0.2.2')).statusCode).toBe(200);
    const warnings = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 40);
    expect(warnings.map((entry) => entry.msg)).toEqual([
      expect.stringMatching(/^Redis does not answer \(.+\): sign-in limits and password proofs are kept on this server until it does$/),
    ]);
  } finally {
    await redis.stop();
  }
});
