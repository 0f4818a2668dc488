import { LINK_UP, linkFailed, type LinkState, mayTry, waitBefore } from '../../domain/signage/player/backoff.js';
import { Unreachable } from './api.js';

/**
 * The page's one link to the server. Every request goes through `attempt`: a failure puts the link down and holds
 * further requests for the back-off (30 s, 60 s, then 120 s); the first success puts it up again.
 */
export class Link {
  private state: LinkState = LINK_UP;

  constructor(
    private readonly now: () => number,
    private readonly changed: (up: boolean, downSince: number | null) => void,
  ) {}

  get up() {
    return this.state.failures === 0;
  }

  get downSince() {
    return this.state.downSince;
  }

  /** Milliseconds until a request due at `due` may go out. */
  wait(due: number) {
    return waitBefore(this.state, due, this.now());
  }

  /**
   * Runs `request` unless the back-off holds it (then undefined); Unreachable puts the link down, other errors pass.
   * Requests that were under way together and fail together count as one failure, not as several steps of back-off.
   */
  async attempt<T>(request: () => Promise<T>): Promise<T | undefined> {
    if (!mayTry(this.state, this.now())) return undefined;
    const before = this.state;
    try {
      const result = await request();
      if (!this.up) {
        const since = this.state.downSince;
        this.state = LINK_UP;
        this.changed(true, since);
      }
      return result;
    } catch (error) {
      if (!(error instanceof Unreachable)) throw error;
      if (this.state !== before) return undefined;
      const wasUp = this.up;
      this.state = linkFailed(this.state, this.now());
      // The server asked for a longer pause (429 Retry-After): honour it.
      if (error.retryAfter) this.state = { ...this.state, retryAt: Math.max(this.state.retryAt, this.now() + error.retryAfter * 1000) };
      if (wasUp) this.changed(false, this.state.downSince);
      return undefined;
    }
  }
}
