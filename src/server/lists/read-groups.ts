/**
 * Identical reads that arrive together share one statement (docs/decisions/0146-read-groups.md).
 *
 * When many staff open the same list at once, or a change has just made every kept copy stale, each
 * request would run the same statement. Here a read of a key runs at once when no read of that key is
 * running; otherwise it waits for the running one to end and then runs, once, for every read that
 * waited. A read never takes the answer of a statement that began before it arrived, so it sees every
 * change committed before it was asked, as a statement of its own would: this is not a cache.
 */
export class ReadGroups<T> {
  private readonly slots = new Map<string, { running: Promise<T>; waiting: Promise<T> | null }>();

  /** `enabled` false: every read runs its own statement (SDM_READ_GROUPS=0, for measuring). */
  constructor(private readonly enabled = true) {}

  /** The answer of `read`, run for `key` alone or together with the reads of `key` arriving while another runs. */
  run(key: string, read: () => Promise<T>): Promise<T> {
    if (!this.enabled) return read();
    const slot = this.slots.get(key);
    if (!slot) return this.start(key, read);
    // The running statement may have begun before this read arrived: wait for it, then run the next together.
    slot.waiting ??= slot.running.then(nothing, nothing).then(() => this.start(key, read));
    return slot.waiting;
  }

  /** Keys with a read running (for tests). */
  get size(): number {
    return this.slots.size;
  }

  private start(key: string, read: () => Promise<T>): Promise<T> {
    const running = (async () => read())();
    const slot = { running, waiting: null as Promise<T> | null };
    this.slots.set(key, slot);
    // Gone when it ends with no one waiting; else the waiting group replaces it as it starts.
    const end = () => {
      if (this.slots.get(key) === slot && !slot.waiting) this.slots.delete(key);
    };
    running.then(end, end);
    return running;
  }
}

const nothing = () => undefined;
