const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Tells every server which tenants' items changed once the change has committed (migration 0011: the
 * server's own item writes send no notice inside their transaction). A notice goes out at once when
 * none went out in the last `gapMs`; announcements made meanwhile go out together after that gap. So a
 * server sends at most one notice transaction per gap however many writes commit, item commits never
 * wait on each other for notices, and other servers hear of a change within about `gapMs`. This
 * server's own reads see its writes at once (the list cache notes them before the answer leaves).
 */
export class ChangeAnnouncer {
  private pending = new Set<string>();
  private running: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly send: (tenantIds: string[]) => Promise<void>,
    private readonly gapMs = 10,
    private readonly retryMs = 1000,
  ) {}

  /** `tenantId`'s items changed (committed); the notice follows without the caller waiting for it. */
  announce(tenantId: string): void {
    if (this.stopped) return;
    this.pending.add(tenantId);
    this.running ??= this.run();
  }

  private async run(): Promise<void> {
    while (this.pending.size) {
      const batch = [...this.pending];
      this.pending.clear();
      try {
        await this.send(batch);
      } catch {
        // Closing, the database gone: nothing to tell. Otherwise the change is committed; tell it later.
        if (this.stopped) break;
        for (const tenantId of batch) this.pending.add(tenantId);
        await pause(this.retryMs);
        continue;
      }
      if (!this.stopped) await pause(this.gapMs);
    }
    this.running = null;
  }

  /** Sends what is announced and not yet sent, then nothing more (the server is closing). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }
}
