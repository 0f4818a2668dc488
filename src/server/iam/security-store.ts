import { randomBytes } from 'node:crypto';
import { createClient } from '@redis/client';

/**
 * Short-lived security state that every API server must see alike: failed attempts (the sign-in
 * limits) and stamps (a password proved a moment ago). In this process by default; in Redis when
 * REDIS_URL is set, so N servers do not give an attacker N allowances. Times are the app clock's (ms).
 */
export interface SecurityStore {
  /** Times of the attempts noted under `key` after `since`, oldest first. */
  attempts(key: string, since: number): Promise<number[]>;
  /** Notes an attempt at `at`; it is needed for `keepMs` at most. */
  addAttempt(key: string, at: number, keepMs: number): Promise<void>;
  /** Stores the time `at` under `key`; it is needed for `keepMs` at most. */
  setStamp(key: string, at: number, keepMs: number): Promise<void>;
  /** The time stored under `key`, or null. */
  stamp(key: string): Promise<number | null>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

// Past this many keys the oldest go: a flood of made-up usernames must not grow the heap for ever.
const MAX_KEYS = 100_000;

/** One server's own store. Entries are pruned when read; the key count is capped. */
export class MemorySecurityStore implements SecurityStore {
  private lists = new Map<string, number[]>();
  private stamps = new Map<string, number>();

  async attempts(key: string, since: number): Promise<number[]> {
    const list = (this.lists.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.lists.set(key, list);
    else this.lists.delete(key);
    return list;
  }

  async addAttempt(key: string, at: number, keepMs: number): Promise<void> {
    const list = (this.lists.get(key) ?? []).filter((t) => t > at - keepMs);
    list.push(at);
    // Re-inserted last, so the cap drops the keys written longest ago.
    this.lists.delete(key);
    this.lists.set(key, list);
    capped(this.lists);
  }

  async setStamp(key: string, at: number): Promise<void> {
    this.stamps.delete(key);
    this.stamps.set(key, at);
    capped(this.stamps);
  }

  async stamp(key: string): Promise<number | null> {
    return this.stamps.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.lists.delete(key);
    this.stamps.delete(key);
  }

  async close(): Promise<void> {}
}

function capped(map: Map<string, unknown>): void {
  for (const key of map.keys()) {
    if (map.size <= MAX_KEYS) return;
    map.delete(key);
  }
}

type Redis = ReturnType<typeof newRedisClient>;
const PREFIX = 'sdm:security:';

/**
 * The store shared through Redis: attempts in a sorted set per key (score = time), stamps as plain
 * values, each expiring when no longer needed. While Redis does not answer, this server counts on its
 * own (a warning says so once): sign-in goes on, limited per server, rather than failing for everyone.
 */
export class RedisSecurityStore implements SecurityStore {
  private local = new MemorySecurityStore();
  private troubled = false;

  constructor(
    private redis: Redis,
    private warn: (message: string) => void,
  ) {}

  attempts(key: string, since: number): Promise<number[]> {
    return this.shared(
      async () => (await this.redis.zRangeByScore(PREFIX + key, `(${since}`, '+inf')).map((member) => Number.parseInt(member, 10)),
      () => this.local.attempts(key, since),
    );
  }

  addAttempt(key: string, at: number, keepMs: number): Promise<void> {
    // Two failures in the same millisecond are two members: the time plus a random tail.
    const member = `${at}:${randomBytes(6).toString('base64url')}`;
    return this.shared(
      async () =>
        void (await this.redis
          .multi()
          .zAdd(PREFIX + key, { score: at, value: member })
          .zRemRangeByScore(PREFIX + key, '-inf', at - keepMs)
          .pExpire(PREFIX + key, keepMs)
          .exec()),
      () => this.local.addAttempt(key, at, keepMs),
    );
  }

  setStamp(key: string, at: number, keepMs: number): Promise<void> {
    return this.shared(
      async () => void (await this.redis.set(PREFIX + key, String(at), { expiration: { type: 'PX', value: keepMs } })),
      () => this.local.setStamp(key, at),
    );
  }

  stamp(key: string): Promise<number | null> {
    return this.shared(
      async () => {
        const value = await this.redis.get(PREFIX + key);
        return value === null ? null : Number(value);
      },
      () => this.local.stamp(key),
    );
  }

  delete(key: string): Promise<void> {
    return this.shared(
      async () => void (await this.redis.del(PREFIX + key)),
      () => this.local.delete(key),
    );
  }

  async close(): Promise<void> {
    this.redis.destroy();
  }

  /** Called for every failed command and every error the client reports (a lost connection). */
  trouble(error: Error): void {
    if (this.troubled) return;
    this.troubled = true;
    this.warn(`Redis does not answer (${error.message}): sign-in limits and password proofs are kept on this server until it does`);
  }

  private async shared<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!this.redis.isReady) {
      this.trouble(new Error('not connected'));
      return local();
    }
    try {
      const result = await remote();
      this.troubled = false;
      return result;
    } catch (error) {
      this.trouble(error as Error);
      return local();
    }
  }
}

/** How long a starting server waits for Redis before it counts on its own (until Redis answers). */
const CONNECT_WAIT_MS = 2000;

function newRedisClient(url: string) {
  return createClient({
    url,
    // A command fails at once while the connection is down (the store then counts locally), and
    // within a second when Redis hangs, so a sign-in never waits on it.
    disableOfflineQueue: true,
    commandOptions: { timeout: 1000 },
    socket: { connectTimeout: CONNECT_WAIT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 5000) },
  });
}

/** The store for `redisUrl`, or this process's own when it is unset. */
export async function openSecurityStore(redisUrl: string | undefined, warn: (message: string) => void): Promise<SecurityStore> {
  if (!redisUrl) return new MemorySecurityStore();
  const redis = newRedisClient(redisUrl);
  const store = new RedisSecurityStore(redis, warn);
  redis.on('error', (error: Error) => store.trouble(error));
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    redis.connect().catch(() => {}),
    new Promise((resolve) => {
      timer = setTimeout(resolve, CONNECT_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
  return store;
}
