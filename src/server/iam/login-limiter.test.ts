import { describe, expect, it } from 'vitest';
import { LoginLimiter, RateLimit } from './login-limiter.js';
import { Counts } from './window-counts.js';

// Windows of 60 s: the first runs from 0 to 60 000 on the app clock.
const limiter = (perAccount = 10) => new LoginLimiter(new Counts(), { perUser: 3, perAccount, perAddress: 5, windowSeconds: 60 });

/** A wrong password: the attempt must be allowed, and stays counted. */
async function fail(l: LoginLimiter, tenant: string, username: string, address: string, now = 0) {
  const attempt = await l.signIn(tenant, username, address, now);
  expect(attempt.wait).toBe(0);
  await attempt.failed();
}

/** The wait a sign-in would meet now (an allowed attempt is given back untried). */
async function waitFor(l: LoginLimiter, tenant: string, username: string, address: string, now = 0) {
  const attempt = await l.signIn(tenant, username, address, now);
  await attempt.release();
  return attempt.wait;
}

describe('LoginLimiter', () => {
  it('refuses a user at one address after the per-user limit until the window ends, by the app clock', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await fail(l, 'acme', i === 0 ? 'Ann' : 'ann', '1.1.1.1', 1000);
    expect(await waitFor(l, 'ACME', 'ANN', '1.1.1.1', 1000)).toBe(59);
    expect(await waitFor(l, 'acme', 'ann', '1.1.1.1', 31_000)).toBe(29);
    expect(await waitFor(l, 'acme', 'ann', '1.1.1.1', 59_999)).toBe(1);
    expect(await waitFor(l, 'acme', 'ann', '1.1.1.1', 60_000)).toBe(0);
  });

  it("leaves the user free at another address, until the account's ceiling across addresses", async () => {
    const l = limiter(5);
    for (let i = 0; i < 3; i++) await fail(l, 'acme', 'ann', '10.0.0.1');
    expect(await waitFor(l, 'acme', 'ann', '10.0.0.1')).toBeGreaterThan(0);
    expect(await waitFor(l, 'acme', 'ann', '10.0.0.2')).toBe(0);
    await fail(l, 'acme', 'ann', '10.0.0.2');
    await fail(l, 'acme', 'ann', '10.0.0.3');
    // Five failures of the account: every address now waits.
    expect(await waitFor(l, 'acme', 'ann', '10.0.0.4')).toBe(60);
    expect(await waitFor(l, 'acme', 'bob', '10.0.0.4')).toBe(0);
  });

  it("counts per tenant: one tenant's failures leave another tenant's user of the same name alone", async () => {
    const l = limiter(3);
    for (let i = 0; i < 3; i++) await fail(l, 'acme', 'editor', `10.0.0.${i}`);
    expect(await waitFor(l, 'acme', 'editor', '10.0.1.1')).toBeGreaterThan(0);
    expect(await waitFor(l, 'globex', 'editor', '10.0.1.1')).toBe(0);
    // No tenant and username pair spells another's key.
    expect(await waitFor(l, 'acme:editor', '', '10.0.1.1')).toBe(0);
  });

  it('limits one address trying many usernames', async () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) await fail(l, 'acme', `user${i}`, '9.9.9.9');
    expect(await waitFor(l, 'acme', 'someone-else', '9.9.9.9')).toBeGreaterThan(0);
    expect(await waitFor(l, 'acme', 'someone-else', '8.8.8.8')).toBe(0);
  });

  it("a success clears the user's count at its address, not the account's nor the address's", async () => {
    const l = limiter(4);
    for (let i = 0; i < 2; i++) await fail(l, 'acme', 'bob', '10.0.0.1');
    await fail(l, 'acme', 'bob', '10.0.0.2');
    await (await l.signIn('acme', 'bob', '10.0.0.1', 0)).succeeded();
    // Three more at the same address would be allowed now, but the account has room for one failure only.
    await fail(l, 'acme', 'bob', '10.0.0.1');
    expect(await waitFor(l, 'acme', 'bob', '10.0.0.1')).toBeGreaterThan(0);
    expect(await waitFor(l, 'acme', 'bob', '10.0.0.9')).toBeGreaterThan(0);
    // The address keeps bob's failures from before the success too: three, and two more fill its five.
    for (let i = 0; i < 2; i++) await fail(l, 'acme', 'carol', '10.0.0.1');
    expect(await waitFor(l, 'acme', 'dave', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('lets exactly the allowance through when attempts run at once', async () => {
    const l = limiter();
    const attempts = await Promise.all(Array.from({ length: 20 }, () => l.signIn('acme', 'ann', '1.1.1.1', 0)));
    expect(attempts.filter((a) => a.wait === 0)).toHaveLength(3);
    await Promise.all(attempts.map((a) => a.failed()));
    expect(await waitFor(l, 'acme', 'ann', '1.1.1.1')).toBe(60);
    // The refused ones took nothing: the address's count holds the three failures only.
    for (let i = 0; i < 2; i++) await fail(l, 'acme', `other${i}`, '1.1.1.1');
    expect(await waitFor(l, 'acme', 'someone', '1.1.1.1')).toBeGreaterThan(0);
  });

  it('counts a released attempt (no code sent yet, an error) as nothing', async () => {
    const l = limiter();
    for (let i = 0; i < 10; i++) {
      const attempt = await l.signIn('acme', 'ann', '1.1.1.1', 0);
      expect(attempt.wait).toBe(0);
      await expect(attempt.guard(() => Promise.reject(new Error('mfa_required')))).rejects.toThrow('mfa_required');
    }
    // A failure noted before the throw stays.
    for (let i = 0; i < 3; i++) {
      const attempt = await l.signIn('acme', 'ann', '1.1.1.1', 0);
      await expect(attempt.guard(() => attempt.failed().then(() => Promise.reject(new Error('invalid_otp'))))).rejects.toThrow();
    }
    expect(await waitFor(l, 'acme', 'ann', '1.1.1.1')).toBe(60);
  });

  it('counts password checks apart from sign-ins; a right one clears them', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await (await l.check('t1', 'u1', 0)).failed();
    expect((await l.check('t1', 'u1', 0)).wait).toBe(60);
    expect(await waitFor(l, 't1', 'u1', '1.1.1.1')).toBe(0);
    expect((await l.check('t1', 'u1', 60_000)).wait).toBe(0);

    for (let i = 0; i < 2; i++) await (await l.check('t1', 'u2', 0)).failed();
    await (await l.check('t1', 'u2', 0)).succeeded();
    for (let i = 0; i < 3; i++) await (await l.check('t1', 'u2', 0)).failed();
    expect((await l.check('t1', 'u2', 0)).wait).toBe(60);
  });
});

describe('RateLimit', () => {
  it('counts every attempt per key and window, and tells the seconds left in the window', async () => {
    const limit = new RateLimit(new Counts(), 'test', 2, 60);
    expect(await limit.take('1.1.1.1', 10_000)).toBe(0);
    expect(await limit.take('1.1.1.1', 20_000)).toBe(0);
    expect(await limit.take('1.1.1.1', 30_000)).toBe(30);
    expect(await limit.take('2.2.2.2', 30_000)).toBe(0);
    expect(await limit.take('1.1.1.1', 60_000)).toBe(0);
  });
});
