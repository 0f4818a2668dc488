import { expect, it } from 'vitest';
import type { Storage } from './storage.js';

const text = async (stream: AsyncIterable<Buffer | string> | null) => {
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
};

/** A source of `total` bytes in `chunk`-sized pieces, failing after `failAfter` bytes when given. */
async function* bytes(total: number, chunk: number, failAfter?: number): AsyncGenerator<Buffer> {
  for (let sent = 0; sent < total; sent += chunk) {
    if (failAfter !== undefined && sent >= failAfter) throw new Error('the upload was cut');
    yield Buffer.alloc(Math.min(chunk, total - sent), sent / chunk);
  }
}

/** What every Storage must do, run against each implementation (disk and S3). */
export function storageContract(open: () => Storage, bigBytes: number) {
  it('keeps what is put, answers null for a missing key and forgets a deleted one', async () => {
    const storage = open();
    await storage.put('t1/a/one.png', Buffer.from('first'), 'image/png');
    await storage.put('t1/a/one.png', Buffer.from('second'), 'image/png');
    expect((await storage.get('t1/a/one.png'))?.toString()).toBe('second');
    expect(await storage.get('t1/a/none')).toBeNull();
    expect(await storage.read('t1/a/none')).toBeNull();
    await storage.delete('t1/a/one.png');
    await storage.delete('t1/a/one.png');
    expect(await storage.get('t1/a/one.png')).toBeNull();
  });

  it('reads a byte range or the whole', async () => {
    const storage = open();
    await storage.put('t1/b/abc', Buffer.from('0123456789'), 'text/plain');
    expect((await text(await storage.read('t1/b/abc', { start: 2, end: 5 })))?.toString()).toBe('2345');
    expect((await text(await storage.read('t1/b/abc')))?.toString()).toBe('0123456789');
  });

  it('streams a large source in and back out whole', async () => {
    const storage = open();
    await storage.putStream('t1/c/big', bytes(bigBytes, 64 * 1024));
    const back = await text(await storage.read('t1/c/big'));
    expect(back?.length).toBe(bigBytes);
    expect(back?.equals((await text(bytes(bigBytes, 64 * 1024)))!)).toBe(true);
    const tail = await text(await storage.read('t1/c/big', { start: bigBytes - 3, end: bigBytes - 1 }));
    expect([...tail!]).toEqual([...back!.subarray(bigBytes - 3)]);
  });

  it('stores nothing when the source fails part way, and keeps what the key held before', async () => {
    const storage = open();
    await expect(storage.putStream('t1/d/cut', bytes(bigBytes, 64 * 1024, bigBytes / 2))).rejects.toThrow('the upload was cut');
    expect(await storage.get('t1/d/cut')).toBeNull();
    await storage.put('t1/d/kept', Buffer.from('before'), 'text/plain');
    await expect(storage.putStream('t1/d/kept', bytes(bigBytes, 64 * 1024, bigBytes / 2))).rejects.toThrow('the upload was cut');
    expect((await storage.get('t1/d/kept'))?.toString()).toBe('before');
  });

  it('streams an empty and a small source', async () => {
    const storage = open();
    await storage.putStream('t1/e/empty', bytes(0, 10));
    expect((await storage.get('t1/e/empty'))?.length).toBe(0);
    await storage.putStream('t1/e/small', bytes(100, 10));
    expect((await storage.get('t1/e/small'))?.length).toBe(100);
  });
}
