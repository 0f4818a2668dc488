import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Storage } from './storage.js';

// A read's chunk. Each is a round through the thread pool: at the 64 kB default a player's 1 MB seek took 16 of
// them and ranges ran at ~57 % of a bare static server's rate; at 512 kB, two. A stream holds about one chunk.
const READ_CHUNK_BYTES = 512 * 1024;

/**
 * Files under `root`. A write goes to a temporary file of its own (a random name, so writers never
 * share one) and is renamed into place, so a file at its key is always whole.
 */
export class DiskStorage implements Storage {
  constructor(private root: string) {}

  private path(key: string): string {
    const full = resolve(this.root, key);
    // Keys are built by the server, but never let one escape the root.
    if (!full.startsWith(resolve(this.root) + sep)) throw new Error(`storage key outside root: ${key}`);
    return full;
  }

  put(key: string, bytes: Buffer): Promise<void> {
    return this.replace(key, (temp) => writeFile(temp, bytes));
  }

  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void> {
    return this.replace(key, (temp) => pipeline(Readable.from(source), createWriteStream(temp)));
  }

  private async replace(key: string, write: (temp: string) => Promise<void>): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(8).toString('hex')}.tmp`;
    try {
      await write(temp);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable | null> {
    // Opened first, so a missing file is a null rather than an error on the stream.
    let handle;
    try {
      handle = await open(this.path(key), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    return handle.createReadStream({ ...range, highWaterMark: READ_CHUNK_BYTES });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }
}

export const diskStorageRoot = (dataDir: string) => join(dataDir, 'files');
