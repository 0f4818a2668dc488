/**
 * Counts failed sign-ins per username and per client address in a sliding window. In-process by
 * design (DESIGN §3): one API server needs nothing more; docs/scaling.md says how to share it.
 */
export class LoginLimiter {
  private failures = new Map<string, number[]>();

  constructor(private opts: { perUser: number; perAddress: number; windowSeconds: number }) {}

  /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
  retryAfter(username: string, address: string, now = Date.now()): number {
    return Math.max(this.wait(`u:${username.toLowerCase()}`, this.opts.perUser, now), this.wait(`a:${address}`, this.opts.perAddress, now));
  }

  recordFailure(username: string, address: string, now = Date.now()): void {
    for (const key of [`u:${username.toLowerCase()}`, `a:${address}`]) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
    }
  }

  /** A successful sign-in clears the username's count (not the address's: one address may try many names). */
  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
  }

  private recent(key: string, now: number): number[] {
    const windowStart = now - this.opts.windowSeconds * 1000;
    return (this.failures.get(key) ?? []).filter((t) => t > windowStart);
  }

  private wait(key: string, limit: number, now: number): number {
    const list = this.recent(key, now);
    if (list.length === 0) this.failures.delete(key);
    if (list.length < limit) return 0;
    const oldestCounted = list[list.length - limit];
    return Math.max(1, Math.ceil((oldestCounted + this.opts.windowSeconds * 1000 - now) / 1000));
  }
}
