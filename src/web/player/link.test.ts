import { describe, expect, it } from 'vitest';
import { Unreachable } from './api.js';
import { Link } from './link.js';

const T0 = Date.parse('2026-11-24T10:00:00Z');

function linkAt() {
  const clock = { now: T0 };
  const changes: [boolean, number | null][] = [];
  const link = new Link(
    () => clock.now,
    (up, since) => changes.push([up, since]),
  );
  return { link, clock, changes };
}
const down = () => Promise.reject(new Unreachable('no answer'));

describe("the player's link", () => {
  it('backs off 30 s, 60 s, 120 s after failures, holding requests meanwhile, and comes up with the first success', async () => {
    const { link, clock, changes } = linkAt();
    expect(await link.attempt(down)).toBeUndefined();
    expect(link.up).toBe(false);
    expect(link.wait(clock.now)).toBe(30_000);
    let sent = 0;
    expect(await link.attempt(async () => ++sent)).toBeUndefined();
    expect(sent).toBe(0);
    clock.now += 30_000;
    await link.attempt(down);
    expect(link.wait(clock.now)).toBe(60_000);
    clock.now += 60_000;
    await link.attempt(down);
    expect(link.wait(clock.now)).toBe(120_000);
    clock.now += 120_000;
    expect(await link.attempt(async () => 'manifest')).toBe('manifest');
    expect(link.up).toBe(true);
    expect(changes).toEqual([
      [false, T0],
      [true, T0],
    ]);
  });

  it('counts requests that fail together as one failure', async () => {
    const { link, clock } = linkAt();
    let fail!: () => void;
    const slow = () => new Promise<never>((_, reject) => (fail = () => reject(new Unreachable('no answer'))));
    const first = link.attempt(slow);
    const failFirst = fail;
    const second = link.attempt(slow);
    failFirst();
    fail();
    await Promise.all([first, second]);
    expect(link.wait(clock.now)).toBe(30_000);
  });

  it('waits as long as the server asks (Retry-After)', async () => {
    const { link, clock } = linkAt();
    await link.attempt(() => Promise.reject(new Unreachable('429', 300)));
    expect(link.wait(clock.now)).toBe(300_000);
  });

  it('lets other errors through without going down', async () => {
    const { link } = linkAt();
    await expect(link.attempt(() => Promise.reject(new Error('bad answer')))).rejects.toThrow('bad answer');
    expect(link.up).toBe(true);
  });
});
