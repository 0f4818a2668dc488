import { describe, expect, it } from 'vitest';
import { LoginLimiter } from './login-limiter.js';

describe('LoginLimiter', () => {
  const limiter = () => new LoginLimiter({ perUser: 3, perAddress: 5, windowSeconds: 60 });

  it('allows attempts until the per-user limit, then tells how long to wait', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter('Ann', '1.1.1.1', 1000)).toBe(0);
      l.recordFailure('ann', '1.1.1.1', 1000);
    }
    expect(l.retryAfter('ANN', '2.2.2.2', 1000)).toBe(60);
    expect(l.retryAfter('ann', '2.2.2.2', 31_000)).toBe(30);
    expect(l.retryAfter('ann', '2.2.2.2', 61_001)).toBe(0);
  });

  it('limits one address trying many usernames', () => {
    const l = limiter();
    for (let i = 0; i < 5; i++) l.recordFailure(`user${i}`, '9.9.9.9', 0);
    expect(l.retryAfter('someone-else', '9.9.9.9', 0)).toBeGreaterThan(0);
    expect(l.retryAfter('someone-else', '8.8.8.8', 0)).toBe(0);
  });

  it('a success clears the username count', () => {
    const l = limiter();
    for (let i = 0; i < 3; i++) l.recordFailure('bob', `10.0.0.${i}`, 0);
    l.recordSuccess('bob');
    expect(l.retryAfter('bob', '10.0.0.9', 0)).toBe(0);
  });
});
