import type { Clock } from '../clock.js';

/** A clock that moves only when a test turns it: sleepers wake once `advance` passes their time. */
export class ManualClock implements Clock {
  private sleepers: { at: number; wake(): void }[] = [];

  constructor(private time = 1_000_000) {}

  now(): number {
    return this.time;
  }

  sleep(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((wake) => this.sleepers.push({ at: this.time + ms, wake }));
  }

  /** How many callers sleep now. */
  get sleeping(): number {
    return this.sleepers.length;
  }

  advance(ms: number): void {
    this.time += ms;
    const due = this.sleepers.filter((s) => s.at <= this.time);
    this.sleepers = this.sleepers.filter((s) => s.at > this.time);
    for (const s of due) s.wake();
  }
}
