/**
 * Spaces calls to an outside service: at most one per `intervalMs`. A caller is told how long to
 * wait for its turn, or null when its turn is further away than `maxWaitMs` (the answer is then "busy").
 * Per process: several API servers each keep their own pace (docs/decisions/0038-geocoding-and-place-search.md).
 */
export class Pacer {
  private next = 0;

  constructor(
    private intervalMs = 1000,
    private maxWaitMs = 2000,
    private now: () => number = Date.now,
  ) {}

  reserve(): number | null {
    const now = this.now();
    const at = Math.max(now, this.next);
    if (at - now > this.maxWaitMs) return null;
    this.next = at + this.intervalMs;
    return at - now;
  }
}
