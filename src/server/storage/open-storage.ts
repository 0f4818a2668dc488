import type { Config } from '../config.js';
import { DiskStorage, diskStorageRoot } from './disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The configured store: S3-compatible when S3_ENDPOINT and S3_BUCKET are set, else files under the data directory. */
export const openStorage = (config: Pick<Config, 's3' | 'dataDir'>): Storage =>
  config.s3 ? new S3Storage(config.s3) : new DiskStorage(diskStorageRoot(config.dataDir));
