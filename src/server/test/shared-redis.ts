import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openRedisLink, type RedisLink } from '../iam/redis-link.js';

// Redis runs on every developer machine and in CI (.ci/run starts it).
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Two links to the shared Redis, as two API servers have, opened before the tests of the calling block and closed after:
 * their keys start with a prefix of this run's own (Redis outlives the test, and what it counted with it); the warnings
 * either logged are collected.
 */
export function twoServersOnRedis(): { prefix: string; warnings: string[]; links: () => RedisLink[] } {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const warnings: string[] = [];
  let links: RedisLink[] = [];
  beforeAll(async () => {
    links = await Promise.all([1, 2].map(() => openRedisLink(TEST_REDIS_URL, prefix, (m) => warnings.push(m))));
  });
  afterAll(async () => {
    for (const link of links) await link.close();
  });
  return { prefix, warnings, links: () => links };
}
