/**
 * Tells every server which tenants' items changed once the change has committed (migration 0011: the
 * server's own item writes send no notice inside their transaction). Announcements made while a notice
 * is being sent go out together in the next one, so however many writes commit at once, a server has
 * one notice transaction at a time in flight and item commits never wait on each other for notices.
 */
export class ChangeAnnouncer {
  private pending = new Set<string>();
  private waiting: (() => void)[] = [];
  private sending = false;
  private stopped = false;

  constructor(
    private readonly send: (tenantIds: string[]) => Promise<void>,
    private readonly retryMs = 1000,
  ) {}

  /**
   * Resolves once a notice naming `tenantId` has been sent. It never rejects: the change is committed
   * whatever happens here, and a notice that could not be sent is sent again a moment later.
   */
  announce(tenantId: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.pending.add(tenantId);
    const sent = new Promise<void>((resolve) => this.waiting.push(resolve));
    if (!this.sending) void this.flush();
    return sent;
  }

  private async flush(): Promise<void> {
    this.sending = true;
    while (this.pending.size && !this.stopped) {
      const batch = [...this.pending];
      const waiting = this.waiting;
      this.pending = new Set();
      this.waiting = [];
      let failed = false;
      try {
        await this.send(batch);
      } catch {
        failed = true;
        for (const tenantId of batch) this.pending.add(tenantId);
      }
      for (const resolve of waiting) resolve();
      if (failed && !this.stopped) await new Promise((resolve) => setTimeout(resolve, this.retryMs).unref());
    }
    this.sending = false;
  }

  /** No more notices (the server is closing). */
  stop(): void {
    this.stopped = true;
    for (const resolve of this.waiting) resolve();
    this.waiting = [];
  }
}
