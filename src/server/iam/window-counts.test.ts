import { describe, expect, it } from 'vitest';
import { twoServersOnRedis } from '../test/shared-redis.js';
import { startPrivateRedis } from '../test/private-redis.js';
import { openRedisLink } from './redis-link.js';
import { Counts, reserve } from './window-counts.js';

describe('counts in Redis', () => {
  const shared = twoServersOnRedis();
  const { prefix, warnings } = shared;

  it('let exactly the allowance through when two servers take places at once', async () => {
    const [a, b] = shared.links().map((link) => new Counts(link).make('race', 5, 900));
    const attempts = await Promise.all(Array.from({ length: 20 }, (_, i) => reserve([(i % 2 ? a : b).slot('key', 0)], 0)));
    expect(attempts.filter((attempt) => attempt.wait === 0)).toHaveLength(5);
    expect(attempts.filter((attempt) => attempt.wait === 900)).toHaveLength(15);
    // The refused gave their places back.
    expect(await a.used(a.slot('key', 0).key)).toBe(5);
    expect(warnings).toEqual([]);
  });

  it('start afresh in the next window of the app clock, not of the real one', async () => {
    const count = new Counts(shared.links()[0]).make('windows', 1, 60);
    expect((await reserve([count.slot('key', 0)], 0)).wait).toBe(0);
    expect((await reserve([count.slot('key', 45_000)], 45_000)).wait).toBe(15);
    expect((await reserve([count.slot('key', 60_000)], 60_000)).wait).toBe(0);
    // Redis drops a window's key a window's length after its first use.
    const ttl = await shared.links()[0].client.pTTL(`${prefix}limit:windows:${count.slot('key', 0).key}`);
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

it('count in memory, with one warning, while Redis does not answer', async () => {
  const warnings: string[] = [];
  // Nothing listens on port 1.
  const link = await openRedisLink('redis://127.0.0.1:1', 'test:', (m) => warnings.push(m));
  try {
    const count = new Counts(link).make('offline', 2, 60);
    const attempts = await Promise.all(Array.from({ length: 5 }, () => reserve([count.slot('key', 0)], 0)));
    expect(attempts.filter((attempt) => attempt.wait === 0)).toHaveLength(2);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis does not answer \(.+\): sign-in limits and password proofs are kept on this server until it does$/);
  } finally {
    await link.close();
  }
});

it('count in memory, a second per call later, when Redis hangs', async () => {
  const redis = await startPrivateRedis();
  const warnings: string[] = [];
  const link = await openRedisLink(redis.url, 'test:', (m) => warnings.push(m));
  try {
    const count = new Counts(link).make('hung', 1, 60);
    expect((await reserve([count.slot('key', 0)], 0)).wait).toBe(0);
    redis.pause();
    const started = Date.now();
    // Redis holds its count of 1; the memory count starts afresh.
    expect((await reserve([count.slot('key', 0)], 0)).wait).toBe(0);
    // Two calls (the read, the increment), each given up after a second.
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await reserve([count.slot('key', 0)], 0)).wait).toBe(60);
    expect(warnings).toEqual([
      'Redis does not answer (a command failed or timed out): sign-in limits and password proofs are kept on this server until it does',
    ]);
  } finally {
    await link.close();
    await redis.stop();
  }
});
