import type { SecurityStore } from './security-store.js';

export interface LimiterOptions {
  /** Failed sign-ins of one tenant's username, and failed password checks of one user, per window. */
  perUser: number;
  /** Failed sign-ins from one client address, whatever the tenant and username. */
  perAddress: number;
  windowSeconds: number;
}

// Parts are escaped so no tenant and username pair can spell another's key.
const part = (s: string) => encodeURIComponent(s.toLowerCase());
const userKey = (tenant: string, username: string) => `signin:user:${part(tenant)}:${part(username)}`;
const addressKey = (address: string) => `signin:address:${part(address)}`;
const checkKey = (tenantId: string, userId: string) => `check:${part(tenantId)}:${part(userId)}`;

/**
 * Counts failures in a sliding window: sign-ins per tenant and username (one tenant's failures never
 * hold back another tenant's user of the same name) and per client address (one address trying many
 * names); the profile's password checks per user, apart from sign-in. Counters live in the
 * SecurityStore, so several API servers share them when it is Redis. Times are the app clock's (ms).
 */
export class LoginLimiter {
  constructor(
    private store: SecurityStore,
    private opts: LimiterOptions,
  ) {}

  /** Seconds until a sign-in may be tried, or 0 when it may be now. */
  async signInWait(tenant: string, username: string, address: string, now: number): Promise<number> {
    const [byUser, byAddress] = await Promise.all([
      this.wait(userKey(tenant, username), this.opts.perUser, now),
      this.wait(addressKey(address), this.opts.perAddress, now),
    ]);
    return Math.max(byUser, byAddress);
  }

  async signInFailed(tenant: string, username: string, address: string, now: number): Promise<void> {
    await Promise.all([this.note(userKey(tenant, username), now), this.note(addressKey(address), now)]);
  }

  /** A sign-in clears its username's count, not its address's: one address may try many names. */
  async signInSucceeded(tenant: string, username: string): Promise<void> {
    await this.store.delete(userKey(tenant, username));
  }

  /** Seconds until the signed-in user may check their password again, or 0. */
  checkWait(tenantId: string, userId: string, now: number): Promise<number> {
    return this.wait(checkKey(tenantId, userId), this.opts.perUser, now);
  }

  checkFailed(tenantId: string, userId: string, now: number): Promise<void> {
    return this.note(checkKey(tenantId, userId), now);
  }

  checkSucceeded(tenantId: string, userId: string): Promise<void> {
    return this.store.delete(checkKey(tenantId, userId));
  }

  private get windowMs(): number {
    return this.opts.windowSeconds * 1000;
  }

  private note(key: string, now: number): Promise<void> {
    return this.store.addAttempt(key, now, this.windowMs);
  }

  private async wait(key: string, limit: number, now: number): Promise<number> {
    return secondsUntilFree(await this.store.attempts(key, now - this.windowMs), limit, this.windowMs, now);
  }
}

/** Seconds until a sliding window holding the attempts `recent` (oldest first) has room for one more, or 0. */
function secondsUntilFree(recent: number[], limit: number, windowMs: number, now: number): number {
  if (recent.length < limit) return 0;
  // The window frees a place when the oldest of the last `limit` attempts leaves it.
  const oldestCounted = recent[recent.length - limit];
  return Math.max(1, Math.ceil((oldestCounted + windowMs - now) / 1000));
}

/**
 * At most `limit` of something per key and window (every attempt counts, not only failures): public routes that make
 * things, such as new pairing codes per client address. Shared by the servers like the sign-in limits.
 */
export class RateLimit {
  constructor(
    private store: SecurityStore,
    private prefix: string,
    private limit: number,
    private windowSeconds: number,
  ) {}

  /** 0 when one more is allowed now (and counts it), else the seconds to wait. */
  async take(key: string, now: number): Promise<number> {
    const windowMs = this.windowSeconds * 1000;
    const full = `${this.prefix}:${part(key)}`;
    const wait = secondsUntilFree(await this.store.attempts(full, now - windowMs), this.limit, windowMs, now);
    if (wait === 0) await this.store.addAttempt(full, now, windowMs);
    return wait;
  }
}
