import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Storage } from './storage.js';

/** Files under `root`; writes go to a temporary name first so a crash never leaves half a file. */
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
    const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, target);
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
