import { describe, expect, it } from 'vitest';
import { ReadGroups } from './read-groups.js';

/** A read that ends when told to, counting how often it started and answering what the store held then. */
function gatedStore() {
  const store = { value: 'v0' };
  const gates: (() => void)[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    const seen = store.value;
    return new Promise<string>((resolve) => gates.push(() => resolve(seen)));
  };
  const release = async () => {
    gates.shift()!();
    // Let the waiting group start.
    await new Promise((r) => setImmediate(r));
  };
  return { store, read, release, started: () => started };
}

describe('read groups', () => {
  it('runs a read at once when none of its key runs', async () => {
    const groups = new ReadGroups<string>();
    const s = gatedStore();
    const a = groups.run('k', s.read);
    expect(s.started()).toBe(1);
    await s.release();
    await expect(a).resolves.toBe('v0');
    expect(groups.size).toBe(0);
  });

  it('runs the reads arriving during a running one once, after it, so they see what changed before they arrived', async () => {
    const groups = new ReadGroups<string>();
    const s = gatedStore();
    const first = groups.run('k', s.read);
    s.store.value = 'v1';
    const later = [groups.run('k', s.read), groups.run('k', s.read), groups.run('k', s.read)];
    expect(s.started()).toBe(1);
    await s.release();
    await expect(first).resolves.toBe('v0');
    expect(s.started()).toBe(2);
    await s.release();
    expect(await Promise.all(later)).toEqual(['v1', 'v1', 'v1']);
    expect(groups.size).toBe(0);
  });

  it('keeps keys apart', async () => {
    const groups = new ReadGroups<string>();
    const s = gatedStore();
    const a = groups.run('a', s.read);
    const b = groups.run('b', s.read);
    expect(s.started()).toBe(2);
    await s.release();
    await s.release();
    expect(await Promise.all([a, b])).toEqual(['v0', 'v0']);
  });

  it('answers a failed read to its group only; the next group runs anew', async () => {
    const groups = new ReadGroups<string>();
    let calls = 0;
    const failing = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('lost')) : Promise.resolve('ok');
    };
    const a = groups.run('k', failing);
    const b = groups.run('k', failing);
    await expect(a).rejects.toThrow('lost');
    await expect(b).resolves.toBe('ok');
    await expect(groups.run('k', () => Promise.reject(new Error('thrown')))).rejects.toThrow('thrown');
    await expect(groups.run('k', () => Promise.resolve('after'))).resolves.toBe('after');
    expect(groups.size).toBe(0);
  });

  it('runs every read on its own when turned off', async () => {
    const groups = new ReadGroups<string>(false);
    const s = gatedStore();
    const reads = [groups.run('k', s.read), groups.run('k', s.read)];
    expect(s.started()).toBe(2);
    await s.release();
    await s.release();
    expect(await Promise.all(reads)).toEqual(['v0', 'v0']);
  });
});
