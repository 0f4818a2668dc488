import { describe, expect, it } from 'vitest';
import { twoServersOnRedis } from '../test/shared-redis.js';
import { openRedisLink } from './redis-link.js';
import { RedisSecurityStore } from './security-store.js';

describe('the Redis store', () => {
  const shared = twoServersOnRedis();
  const { prefix, warnings } = shared;

  it('shares stamps between two servers and deletes them', async () => {
    const [a, b] = shared.links().map((link) => new RedisSecurityStore(link));
    expect(await b.stamp('stamp')).toBeNull();
    await a.setStamp('stamp', 123_456, 60_000);
    expect(await b.stamp('stamp')).toBe(123_456);
    expect(await shared.links()[0].client.pTTL(`${prefix}security:stamp`)).toBeGreaterThan(59_000);
    await b.delete('stamp');
    expect(await a.stamp('stamp')).toBeNull();
    expect(warnings).toEqual([]);
  });
});

it('keeps stamps on its own, with one warning, while Redis does not answer', async () => {
  const warnings: string[] = [];
  // Nothing listens on port 1.
  const link = await openRedisLink('redis://127.0.0.1:1', 'test:', (m) => warnings.push(m));
  try {
    const store = new RedisSecurityStore(link);
    await store.setStamp('s', 7, 60_000);
    expect(await store.stamp('s')).toBe(7);
    await store.delete('s');
    expect(await store.stamp('s')).toBeNull();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis does not answer \(.+\): sign-in limits and password proofs are kept on this server until it does$/);
  } finally {
    await link.close();
  }
});
