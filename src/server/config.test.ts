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

it('checks SMTP_URL when it loads: smtp:// or smtps://, else one line saying what is wrong', () => {
  expect(loadConfig({}).smtpUrl).toBeUndefined();
  expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com' }).smtpUrl).toBe('smtps://u:p@mail.example.com');
  expect(() => loadConfig({ SMTP_URL: 'mail.example.com:25' })).toThrow('SMTP_URL must start with smtp:// or smtps://');
  expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow('SMTP_URL is not a URL');
  expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow('SMTP_URL must start with smtp:// or smtps:// (got http://)');
});

it('reads the sign-in limits, the account ceiling among them', () => {
  expect(loadConfig({})).toMatchObject({ loginMaxFailuresPerUser: 5, loginMaxFailuresPerAccount: 50, loginMaxFailuresPerAddress: 30, loginWindowSeconds: 900 });
  expect(loadConfig({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '80' }).loginMaxFailuresPerAccount).toBe(80);
});

it('takes only a redis:// or rediss:// REDIS_URL, else one line that repeats no password', () => {
  expect(loadConfig({}).redisUrl).toBeUndefined();
  expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
  expect(loadConfig({ REDIS_URL: 'rediss://:secret@cache.example.com:6380/1' }).redisUrl).toBe('rediss://:secret@cache.example.com:6380/1');
  expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow('REDIS_URL is not a URL');
  expect(() => loadConfig({ REDIS_URL: 'http://:secret@cache.example.com' })).toThrow(
    /^REDIS_URL must start with redis:\/\/ or rediss:\/\/ \(got http:\/\/\)$/,
  );
  expect(() => loadConfig({ REDIS_URL: 'redis://' })).toThrow('REDIS_URL names no host');
  // host:port without a scheme parses as a URL of scheme "cache.example.com:".
  expect(() => loadConfig({ REDIS_URL: 'cache.example.com:6379' })).toThrow('REDIS_URL must start with redis:// or rediss://');
});

it('takes a postgres:// DATABASE_URL (or memory:// for tests), else one line that repeats no password', () => {
  expect(loadConfig({}).databaseUrl).toBeUndefined();
  expect(loadConfig({ DATABASE_URL: 'postgresql://sdm:secret@db.example.com:5432/sdm' }).databaseUrl).toBe('postgresql://sdm:secret@db.example.com:5432/sdm');
  expect(loadConfig({ DATABASE_URL: 'postgres:///sdm?host=/var/run/postgresql' }).databaseUrl).toBe('postgres:///sdm?host=/var/run/postgresql');
  expect(loadConfig({ DATABASE_URL: 'memory://' }).databaseUrl).toBe('memory://');
  // Once taken for the embedded database: another scheme must not quietly start on an empty PGlite.
  expect(() => loadConfig({ DATABASE_URL: 'mysql://sdm:secret@db.example.com/sdm' })).toThrow(
    /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/ \(got mysql:\/\/\)$/,
  );
  expect(() => loadConfig({ DATABASE_URL: 'db.example.com/sdm' })).toThrow('DATABASE_URL is not a URL');
  expect(() => loadConfig({ APP_DATABASE_URL: 'postgres://' })).toThrow('APP_DATABASE_URL names no host');
});
