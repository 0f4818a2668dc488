import type { Readable } from 'node:stream';

/** Where image and media bytes live: local disk (disk-storage.ts) or an S3-compatible store (s3-storage.ts), chosen by the config (open-storage.ts). */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /**
   * Stores what `source` yields without holding it in memory (signage media of hundreds of megabytes). Nothing is
   * stored under `key` if the source fails; the source's error is thrown.
   */
  putStream(key: string, source: AsyncIterable<Buffer>): Promise<void>;
  /** Bytes `start` to `end` (inclusive) of what is stored under `key`, or all of it; null when nothing is. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
}
