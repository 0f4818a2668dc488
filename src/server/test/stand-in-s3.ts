import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';
import type { S3Settings } from '../storage/s3-storage.js';

export interface StandInS3 {
  settings: S3Settings;
  close(): Promise<void>;
}

/**
 * An S3-compatible store on 127.0.0.1 for tests (we run no S3 of our own): s3rver checks SigV4 signatures with its
 * fixed keys, keeps objects in a temporary folder and supports multipart uploads and byte ranges.
 */
export async function startStandInS3(bucket = 'sdm-test'): Promise<StandInS3> {
  const directory = mkdtempSync(join(tmpdir(), 'sdm-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  return {
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'console/',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
