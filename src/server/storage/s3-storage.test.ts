import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInS3, type StandInS3 } from '../test/stand-in-s3.js';
import { chunksOf, PART_BYTES, S3Storage, STORE_UNAVAILABLE } from './s3-storage.js';
import { storageContract } from './storage-contract.js';

let s3: StandInS3;
beforeAll(async () => {
  s3 = await startStandInS3();
});
afterAll(() => s3.close());

// Over two parts, so a stream goes up as a multipart upload.
describe('S3Storage against an S3-compatible store', () => storageContract(() => new S3Storage(s3.settings), 2 * PART_BYTES + 12_345));

it('regroups a stream into parts of the given size', async () => {
  async function* source() {
    for (const n of [3, 5, 1, 7]) yield Buffer.alloc(n, n);
  }
  const parts = [];
  for await (const part of chunksOf(source(), 4)) parts.push(part.length);
  expect(parts).toEqual([4, 4, 4, 4]);
});

it('answers a clear error when the store refuses the keys', async () => {
  const storage = new S3Storage({ ...s3.settings, accessKeyId: 'NOT-A-KEY' });
  await expect(storage.put('t1/x', Buffer.from('x'), 'text/plain')).rejects.toThrow(/S3 PUT .* answered 403/);
});

it('answers 503 with a message when the store cannot be reached, for single and multipart uploads alike', async () => {
  const stopped = await startStandInS3();
  const storage = new S3Storage(stopped.settings);
  await stopped.close();
  const unavailable = { statusCode: 503, message: STORE_UNAVAILABLE };
  await expect(storage.put('t1/x', Buffer.from('x'), 'text/plain')).rejects.toMatchObject(unavailable);
  async function* large() {
    yield Buffer.alloc(PART_BYTES + 1);
  }
  await expect(storage.putStream('t1/y', large())).rejects.toMatchObject(unavailable);
});
