import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Storage } from './storage.js';

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

  async put(key: string, bytes: Buffer): Promise<void> {
    const target = this.path(key);
    await mkdir(dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(8).toString('hex')}.tmp`;
    try {
      await writeFile(temp, bytes);
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
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
