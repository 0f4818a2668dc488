import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache.js';

const live = () => {
  const cache = new ListCache();
  cache.setLive(true);
  return cache;
};

describe('list cache', () => {
  it('answers a kept list until its tenant changes', () => {
    const cache = live();
    cache.store('k', 't1', cache.generation('t1'), '[1]');
    expect(cache.get('k', 't1')).toBe('[1]');
    cache.changed('t2');
    expect(cache.get('k', 't1')).toBe('[1]');
    cache.changed('t1');
    expect(cache.get('k', 't1')).toBeUndefined();
  });

  it('does not keep a list read before a change of its tenant', () => {
    const cache = live();
    const before = cache.generation('t1');
    cache.changed('t1');
    cache.store('k', 't1', before, '[old]');
    expect(cache.get('k', 't1')).toBeUndefined();
  });

  it('keeps and serves nothing while notices may be missed, nor what was read before the gap', () => {
    const cache = new ListCache();
    cache.store('k', 't1', cache.generation('t1'), '[1]');
    expect(cache.get('k', 't1')).toBeUndefined();
    cache.setLive(true);
    const before = cache.generation('t1');
    cache.setLive(false);
    cache.setLive(true);
    cache.store('k', 't1', before, '[1]');
    expect(cache.get('k', 't1')).toBeUndefined();
  });

  it('never answers one tenant with a key stored for another', () => {
    const cache = live();
    cache.store('k', 't1', cache.generation('t1'), '[1]');
    expect(cache.get('k', 't2')).toBeUndefined();
  });

  it('leaves out answers above the size bound', () => {
    const cache = new ListCache({ maxBytes: 4 });
    cache.setLive(true);
    cache.store('k', 't1', cache.generation('t1'), '[1,2,3]');
    expect(cache.get('k', 't1')).toBeUndefined();
  });

  it('keeps at most the total size, dropping what it holds when more would not fit', () => {
    const cache = new ListCache({ maxTotal: 10 });
    cache.setLive(true);
    cache.store('a', 't1', cache.generation('t1'), '[1,2,3]');
    cache.store('a', 't1', cache.generation('t1'), '[1,2,3]');
    expect(cache.get('a', 't1')).toBe('[1,2,3]');
    cache.store('b', 't1', cache.generation('t1'), '[4,5,6]');
    expect(cache.get('a', 't1')).toBeUndefined();
    expect(cache.get('b', 't1')).toBe('[4,5,6]');
    expect(cache.size).toBe(1);
  });
});
