import type { RedisLink } from './redis-link.js';

/**
 * Short-lived stamps that every API server must see alike (a password proved a moment ago). In this
 * process by default; in Redis when REDIS_URL is set, so any server may take the change that follows.
 * Times are the app clock's (ms). The sign-in limits count elsewhere (window-counts.ts).
 */
export interface SecurityStore {
  /** Stores the time `at` under `key`; it is needed for `keepMs` at most. */
  setStamp(key: string, at: number, keepMs: number): Promise<void>;
  /** The time stored under `key`, or null. */
  stamp(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
}

// Past this many stamps the oldest go: a flood of sessions must not grow the heap for ever.
const MAX_KEYS = 100_000;

/** One server's own store, its key count capped. */
export class MemorySecurityStore implements SecurityStore {
  private stamps = new Map<string, number>();

  async setStamp(key: string, at: number): Promise<void> {
    // Re-inserted last, so the cap drops the keys written longest ago.
    this.stamps.delete(key);
    this.stamps.set(key, at);
    for (const oldest of this.stamps.keys()) {
      if (this.stamps.size <= MAX_KEYS) break;
      this.stamps.delete(oldest);
    }
  }

  async stamp(key: string): Promise<number | null> {
    return this.stamps.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.stamps.delete(key);
  }
}

/**
 * Stamps shared through Redis, as plain values that expire when no longer needed. While Redis does not
 * answer, this server keeps them on its own (the link warns once): a proof then serves on this server only.
 */
export class RedisSecurityStore implements SecurityStore {
  private local = new MemorySecurityStore();

  constructor(private link: RedisLink) {}

  private key(key: string): string {
    return `${this.link.keyPrefix}security:${key}`;
  }

  setStamp(key: string, at: number, keepMs: number): Promise<void> {
    return this.shared(
      async (redis) => void (await redis.set(this.key(key), String(at), { expiration: { type: 'PX', value: keepMs } })),
      () => this.local.setStamp(key, at),
    );
  }

  stamp(key: string): Promise<number | null> {
    return this.shared(
      async (redis) => {
        const value = await redis.get(this.key(key));
        return value === null ? null : Number(value);
      },
      () => this.local.stamp(key),
    );
  }

  delete(key: string): Promise<void> {
    return this.shared(
      async (redis) => void (await redis.del(this.key(key))),
      () => this.local.delete(key),
    );
  }

  private async shared<T>(remote: (redis: RedisLink['client']) => Promise<T>, local: () => Promise<T>): Promise<T> {
    const redis = this.link.client;
    if (!redis.isReady) {
      this.link.trouble(new Error('not connected'));
      return local();
    }
    try {
      const result = await remote(redis);
      this.link.answered();
      return result;
    } catch (error) {
      this.link.trouble(error as Error);
      return local();
    }
  }
}
