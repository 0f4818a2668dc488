import { expect, it } from 'vitest';
import { loadConfig, parseCenter, parseTrustProxy } from './config.js';

it("reads the map's fallback centre as 'lat,lon', keeping London for anything else", () => {
  expect(loadConfig({ MAP_DEFAULT_CENTER: '25.2048, 55.2708' }).mapDefaultCenter).toEqual([25.2048, 55.2708]);
  expect(loadConfig({}).mapDefaultCenter).toEqual([51.5072, -0.1276]);
  for (const bad of ['', 'Dubai', '25.2', '95,10', '10,190', '1,2,3', ',5']) expect(parseCenter(bad)).toEqual([51.5072, -0.1276]);
});

it('reads TRUST_PROXY as off, any peer, or proxy addresses', () => {
  expect(loadConfig({}).trustProxy).toBe(false);
  for (const off of ['', '0', 'false', 'FALSE']) expect(parseTrustProxy(off)).toBe(false);
  expect(parseTrustProxy('true')).toBe(true);
  expect(parseTrustProxy(' 10.0.0.1, 172.16.0.0/12 ')).toBe('10.0.0.1, 172.16.0.0/12');
});

it('turns the S3 store on only with an endpoint and a bucket, and then asks for its keys', () => {
  expect(loadConfig({}).s3).toBeUndefined();
  expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toBeUndefined();
  const keys = { S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
  expect(loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media', ...keys }).s3).toEqual({
    endpoint: 'http://127.0.0.1:9000',
    bucket: 'media',
    region: 'us-east-1',
    accessKeyId: 'id',
    secretAccessKey: 'secret',
    prefix: '',
  });
  expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are needed');
});
