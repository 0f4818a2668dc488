import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DiskStorage } from './disk-storage.js';
import { storageContract } from './storage-contract.js';

const root = mkdtempSync(join(tmpdir(), 'sdm-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

storageContract(() => new DiskStorage(root), 3 * 1024 * 1024);

it('many writers of one key at once all succeed and leave one of their files whole, and no temporary file', async () => {
  const storage = new DiskStorage(root);
  const versions = Array.from({ length: 40 }, (_, i) => Buffer.alloc(10_000 + i, i));
  await Promise.all(versions.map((bytes) => storage.put('t/ma/x/img.1', bytes)));
  const stored = await storage.get('t/ma/x/img.1');
  expect(versions.some((bytes) => bytes.equals(stored!))).toBe(true);
  expect(readdirSync(join(root, 't/ma/x'))).toEqual(['img.1']);
});

it('refuses a key that leaves the root', async () => {
  await expect(new DiskStorage(root).put('../outside', Buffer.from('x'))).rejects.toThrow('outside root');
});
