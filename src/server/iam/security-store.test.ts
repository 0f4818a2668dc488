import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSecurityStore, type SecurityStore } from './security-store.js';

// Redis runs on every developer machine and in CI (.ci/run starts it).
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const fresh = (name: string) => `test:${name}:${randomBytes(6).toString('hex')}`;

describe('the Redis store', () => {
  let a: SecurityStore;
  let b: SecurityStore;
  const warnings: string[] = [];
  beforeAll(async () => {
    a = await openSecurityStore(REDIS_URL, (m) => warnings.push(m));
    b = await openSecurityStore(REDIS_URL, (m) => warnings.push(m));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
  });

  it('shares attempts and stamps between two stores, pruned by time, and deletes them', async () => {
    const key = fresh('attempts');
    await a.addAttempt(key, 1000, 60_000);
    await a.addAttempt(key, 1000, 60_000);
    await b.addAttempt(key, 5000, 60_000);
    expect(await b.attempts(key, 0)).toEqual([1000, 1000, 5000]);
    expect(await a.attempts(key, 1000)).toEqual([5000]);
    // A later attempt drops those that left its window.
    await a.addAttempt(key, 62_000, 60_000);
    expect(await b.attempts(key, 0)).toEqual([5000, 62_000]);
    await b.delete(key);
    expect(await a.attempts(key, 0)).toEqual([]);

    const stamp = fresh('stamp');
    expect(await b.stamp(stamp)).toBeNull();
    await a.setStamp(stamp, 123_456, 60_000);
    expect(await b.stamp(stamp)).toBe(123_456);
    expect(warnings).toEqual([]);
  });
});

it('counts on its own, with one warning, while Redis does not answer', async () => {
  const warnings: string[] = [];
  // Nothing listens on port 1.
  const store = await openSecurityStore('redis://127.0.0.1:1', (m) => warnings.push(m));
  try {
    await store.addAttempt('k', 10, 60_000);
    await store.addAttempt('k', 20, 60_000);
    expect(await store.attempts('k', 0)).toEqual([10, 20]);
    await store.setStamp('s', 7, 60_000);
    expect(await store.stamp('s')).toBe(7);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Redis does not answer \(.+\): sign-in limits and password proofs are kept on this server until it does$/);
  } finally {
    await store.close();
  }
});
