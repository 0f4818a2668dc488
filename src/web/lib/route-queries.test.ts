import { beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

type RouteQueries = typeof import('./route-queries');
let rq: RouteQueries;
// The module keeps the client it was given: each test takes a fresh one, as a page load does.
beforeEach(async () => {
  vi.resetModules();
  rq = await import('./route-queries');
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const counted = <T>(answer: () => T) => vi.fn(async () => answer());

describe('a page read made before the query client has come', () => {
  it('is sent at once and waits in the cache under the page key once the client comes', async () => {
    const read = counted(() => ({ name: 'Food Court' }));
    rq.prefetchPage({ queryKey: ['venue', 'detail', 'ws1', 'v1'], read, staleTime: Infinity });
    expect(read).toHaveBeenCalledTimes(1);
    const client = new QueryClient();
    rq.provideQueryClient(client);
    await settle();
    expect(client.getQueryData(['venue', 'detail', 'ws1', 'v1'])).toEqual({ name: 'Food Court' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it("fills a list's first page as the list's infinite query holds it", async () => {
    const client = new QueryClient();
    rq.provideQueryClient(client);
    rq.prefetchPage({ queryKey: ['venue', 'list', 'ws1'], read: counted(() => [{ id: 'a' }]), firstPage: true });
    await settle();
    expect(client.getQueryData(['venue', 'list', 'ws1'])).toEqual({ pages: [[{ id: 'a' }]], pageParams: [0] });
  });
});

describe('a page read once the client is there', () => {
  let client: QueryClient;
  beforeEach(() => {
    client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    rq.provideQueryClient(client);
  });

  it('is not sent while the cache holds a fresh answer, and is once it is stale', async () => {
    client.setQueryData(['campaign', 'detail', 'ws1', 'c1'], { n: 0 });
    const read = counted(() => ({ n: 1 }));
    rq.prefetchPage({ queryKey: ['campaign', 'detail', 'ws1', 'c1'], read });
    expect(read).not.toHaveBeenCalled();
    await client.invalidateQueries({ queryKey: ['campaign'] });
    rq.prefetchPage({ queryKey: ['campaign', 'detail', 'ws1', 'c1'], read });
    await settle();
    expect(read).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(['campaign', 'detail', 'ws1', 'c1'])).toEqual({ n: 1 });
  });

  it('leaves a list already read to its page', async () => {
    client.setQueryData(['venue', 'list', 'ws1'], { pages: [[], []], pageParams: [0, 50] }, { updatedAt: 0 });
    const read = counted(() => []);
    rq.prefetchPage({ queryKey: ['venue', 'list', 'ws1'], read, firstPage: true });
    expect(read).not.toHaveBeenCalled();
  });
});

describe('look-ups', () => {
  const KEY = ['tenant', 'demo'];

  it('are read before the client comes and handed to it', async () => {
    const read = counted(() => ({ key: 'demo' }));
    expect(await rq.lookUp(KEY, read)).toEqual({ key: 'demo' });
    const client = new QueryClient();
    rq.provideQueryClient(client);
    await settle();
    expect(client.getQueryData(KEY)).toEqual({ key: 'demo' });
    expect(await rq.lookUp(KEY, read)).toEqual({ key: 'demo' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('answer from the cache at once, reading again in the background once stale', async () => {
    const client = new QueryClient();
    rq.provideQueryClient(client);
    let n = 0;
    const read = counted(() => ({ n: ++n }));
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 1 });
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    client.setQueryData(KEY, { n: 1 }, { updatedAt: Date.now() - rq.LOOK_UP_STALE_MS - 1 });
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 1 });
    await settle();
    expect(read).toHaveBeenCalledTimes(2);
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 2 });
  });

  it('are read and awaited after a write invalidated them, or after their last read failed', async () => {
    const client = new QueryClient();
    rq.provideQueryClient(client);
    let n = 0;
    let fail = false;
    const read = vi.fn(async () => {
      if (fail) throw new Error('down');
      return { n: ++n };
    });
    await rq.lookUp(KEY, read);
    await client.invalidateQueries({ queryKey: ['tenant'] });
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 2 });
    fail = true;
    client.setQueryData(KEY, { n: 2 }, { updatedAt: 0 });
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 2 }); // the background read fails
    await settle();
    fail = false;
    expect(await rq.lookUp(KEY, read)).toEqual({ n: 3 });
  });
});
