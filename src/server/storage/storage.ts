/** Where image and media bytes live: local disk (disk-storage.ts) is the one implementation; an S3-compatible one would fit here. */
export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}
