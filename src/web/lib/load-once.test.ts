import { describe, expect, it } from 'vitest';
import { loadOnce } from './load-once';

describe('loadOnce', () => {
  it('asks once and hands every caller the same promise, its value written on it once it has come', async () => {
    let asked = 0;
    const load = loadOnce(async () => {
      asked++;
      return 'page';
    });
    const first = load();
    expect(load()).toBe(first);
    expect(first).toMatchObject({ status: 'pending' });
    await first;
    expect(first).toMatchObject({ status: 'fulfilled', value: 'page' });
    expect(load()).toBe(first);
    expect(asked).toBe(1);
  });

  it('asks again after a failure, keeping the failure on the promise that failed', async () => {
    let asked = 0;
    const load = loadOnce(async () => {
      asked++;
      if (asked === 1) throw new Error('chunk gone');
      return 'page';
    });
    const failed = load();
    await expect(failed).rejects.toThrow('chunk gone');
    expect(failed).toMatchObject({ status: 'rejected' });
    const again = load();
    expect(again).not.toBe(failed);
    await expect(again).resolves.toBe('page');
    expect(asked).toBe(2);
  });
});
