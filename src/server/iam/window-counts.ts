import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { COMMAND_TIMEOUT_MS, type RedisLink } from './redis-link.js';

/** Where one attempt is counted: a key of one count in the window that holds the attempt's time. */
export interface Slot {
  count: WindowCount;
  key: string;
  /** When that window ends, app clock (ms). */
  endsAt: number;
  /** A success resets this count (else it only gives its place back). */
  resetOnSuccess: boolean;
}

/**
 * At most `limit` per key in fixed windows of the app clock, counted by rate-limiter-flexible (its increments are atomic,
 * in Redis a Lua script). The window's index is part of the key: the app clock decides when a count starts afresh, so a
 * test that moves the clock on sees the next window as a server would, while the library's own (real-time) expiry only
 * tidies keys away, a window's length after their first use.
 */
export class WindowCount {
  private windowMs: number;

  constructor(
    private limiter: RateLimiterAbstract,
    readonly limit: number,
    windowSeconds: number,
  ) {
    this.windowMs = windowSeconds * 1000;
  }

  slot(id: string, now: number, resetOnSuccess = false): Slot {
    const index = Math.floor(now / this.windowMs);
    return { count: this, key: `${id}:${index}`, endsAt: (index + 1) * this.windowMs, resetOnSuccess };
  }

  async used(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Adds one; whether it was within the limit (beyond it, it is added all the same). */
  async take(key: string): Promise<boolean> {
    try {
      await this.limiter.consume(key);
      return true;
    } catch (error) {
      if (error instanceof RateLimiterRes) return false;
      throw error;
    }
  }

  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** Whole seconds until `endsAt`, at least 1: what a 429 answers. */
export const secondsUntil = (endsAt: number, now: number) => Math.max(1, Math.ceil((endsAt - now) / 1000));

/**
 * Makes the counts: in this process, or in Redis when REDIS_URL is set, so N servers do not give an attacker N
 * allowances. While Redis does not answer, each Redis count falls back on a count in memory (the library's
 * insurance limiter), and the link logs one warning: sign-in goes on, limited per server, rather than failing.
 */
export class Counts {
  constructor(private link?: RedisLink) {}

  make(name: string, limit: number, windowSeconds: number): WindowCount {
    const options = { keyPrefix: `limit:${name}`, points: limit, duration: windowSeconds };
    const link = this.link;
    if (!link) return new WindowCount(new RateLimiterMemory(options), limit, windowSeconds);
    const shared = new RateLimiterRedis({
      ...options,
      keyPrefix: `${link.keyPrefix}limit:${name}`,
      storeClient: link.client,
      // @redis/client (node-redis v4+): its eval/multi call forms, and its isReady flag checked before each command.
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: new FallbackCount(options, link),
    });
    // The client times out single commands, not the MULTI a `get` sends: the wrapper bounds every call, and a late one
    // goes to the same insurance.
    return new WindowCount(new RLWrapperTimeouts({ limiter: shared, timeoutMs: COMMAND_TIMEOUT_MS }), limit, windowSeconds);
  }
}

/** The memory count the Redis one falls back on; being used at all means Redis did not answer. */
class FallbackCount extends RateLimiterMemory {
  constructor(
    options: ConstructorParameters<typeof RateLimiterMemory>[0],
    private link: RedisLink,
  ) {
    super(options);
  }

  private fellBack(): void {
    this.link.trouble(new Error(this.link.client.isReady ? 'a command failed or timed out' : 'not connected'));
  }

  override consume(...args: Parameters<RateLimiterMemory['consume']>) {
    this.fellBack();
    return super.consume(...args);
  }

  override get(...args: Parameters<RateLimiterMemory['get']>) {
    this.fellBack();
    return super.get(...args);
  }

  override reward(...args: Parameters<RateLimiterMemory['reward']>) {
    this.fellBack();
    return super.reward(...args);
  }

  override delete(...args: Parameters<RateLimiterMemory['delete']>) {
    this.fellBack();
    return super.delete(...args);
  }
}

/** One attempt under a few counts: allowed (holding a place in each until it is settled) or refused with a wait. */
export interface Attempt {
  /** 0 when the attempt may go on, else the seconds until it may be tried. */
  readonly wait: number;
  /** A failure: its places stay counted. */
  failed(): Promise<void>;
  /** A success: the counts marked `resetOnSuccess` start afresh, the others get their place back. */
  succeeded(): Promise<void>;
  /** Neither (stopped before its outcome): its places go back. */
  release(): Promise<void>;
  /** Runs `step`; when it throws before the attempt was settled, the attempt is released. */
  guard<T>(step: () => Promise<T>): Promise<T>;
}

/**
 * Takes a place for one attempt in every slot, or none. The decision is the atomic increment: of N concurrent attempts
 * on a count with k places left, exactly k get a number within the limit, however many servers they reach. A read
 * first refuses an attempt on a count already full without touching the others (a locked-out address does not use up
 * the account's allowance, nor keep adding to its own). A refused attempt gives back every place it took.
 */
export async function reserve(slots: Slot[], now: number): Promise<Attempt> {
  const used = await Promise.all(slots.map((s) => s.count.used(s.key)));
  let full = slots.filter((s, i) => used[i] >= s.count.limit);
  if (full.length === 0) {
    const taken = await Promise.all(slots.map((s) => s.count.take(s.key)));
    full = slots.filter((_, i) => !taken[i]);
    if (full.length > 0) await Promise.all(slots.map((s) => s.count.giveBack(s.key)));
  }
  if (full.length > 0) return refused(secondsUntil(Math.max(...full.map((s) => s.endsAt)), now));
  return new HeldAttempt(slots);
}

const settledAlready = async () => {};

function refused(wait: number): Attempt {
  return { wait, failed: settledAlready, succeeded: settledAlready, release: settledAlready, guard: (step) => step() };
}

class HeldAttempt implements Attempt {
  readonly wait = 0;
  private settled = false;

  constructor(private slots: Slot[]) {}

  async failed(): Promise<void> {
    this.settled = true;
  }

  async succeeded(): Promise<void> {
    if (this.settle()) await Promise.all(this.slots.map((s) => (s.resetOnSuccess ? s.count.reset(s.key) : s.count.giveBack(s.key))));
  }

  async release(): Promise<void> {
    if (this.settle()) await Promise.all(this.slots.map((s) => s.count.giveBack(s.key)));
  }

  async guard<T>(step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      await this.release();
      throw error;
    }
  }

  /** True the first time: an attempt is settled once. */
  private settle(): boolean {
    const first = !this.settled;
    this.settled = true;
    return first;
  }
}
