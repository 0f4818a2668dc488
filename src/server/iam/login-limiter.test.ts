import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';
import { MemorySecurityStore } from './security-store.js';

describe('LoginLimiter', () => {
  const limiter = () => new LoginLimiter(new MemorySecurityStore(), { perUser: 3, perAddress: 5, windowSeconds: 60 });

  it('allows sign-ins until the per-user limit, then tells how long to wait', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(await l.signInWait('acme', 'Ann', '1.1.1.1', 1000)).toBe(0);
      await l.signInFailed('acme', 'ann', '1.1.1.1', 1000);
    }
    expect(await l.signInWait('ACME', 'ANN', '2.2.2.2', 1000)).toBe(60);
    expect(await l.signInWait('acme', 'ann', '2.2.2.2', 31_000)).toBe(30);
    expect(await l.signInWait('acme', 'ann', '2.2.2.2', 61_001)).toBe(0);
  });

  it("counts per tenant: one tenant's failures leave another tenant's user of the same name alone", async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.signInFailed('acme', 'editor', `10.0.0.${i}`, 0);
    expect(await l.signInWait('acme', 'editor', '10.0.1.1', 0)).toBeGreaterThan(0);
    expect(await l.signInWait('globex', 'editor', '10.0.1.1', 0)).toBe(0);
    // No tenant and username pair spells another's key.
    expect(await l.signInWait('acme:editor', '', '10.0.1.1', 0)).toBe(0);
  });

  it('limits one address trying many usernames', async () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) await l.signInFailed('acme', `user${i}`, '9.9.9.9', 0);
    expect(await l.signInWait('acme', 'someone-else', '9.9.9.9', 0)).toBeGreaterThan(0);
    expect(await l.signInWait('acme', 'someone-else', '8.8.8.8', 0)).toBe(0);
  });

  it('a success clears the username count, not the address count', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.signInFailed('acme', 'bob', '10.0.0.1', 0);
    await l.signInSucceeded('acme', 'bob');
    expect(await l.signInWait('acme', 'bob', '10.0.0.9', 0)).toBe(0);
    for (let i = 0; i < 2; i++) await l.signInFailed('acme', `x${i}`, '10.0.0.1', 0);
    expect(await l.signInWait('acme', 'bob', '10.0.0.1', 0)).toBeGreaterThan(0);
  });

  it('counts password checks apart from sign-ins', async () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) await l.checkFailed('t1', 'u1', 0);
    expect(await l.checkWait('t1', 'u1', 0)).toBe(60);
    expect(await l.signInWait('t1', 'u1', '1.1.1.1', 0)).toBe(0);
    await l.checkSucceeded('t1', 'u1');
    expect(await l.checkWait('t1', 'u1', 0)).toBe(0);
  });
});
