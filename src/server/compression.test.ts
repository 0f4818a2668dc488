// JSON answers of 1 kB or more go compressed when the caller accepts it: brotli or gzip as asked, with
// `vary: accept-encoding`; smaller answers and callers that accept neither get the text as it is.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES, compress, encodingFor } from './compression.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from './test/factories.js';
import { injectAs } from './test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  for (let n = 1; n <= 12; n++) {
    const res = await injectAs(t, admin, {
      method: 'POST',
      url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`,
      payload: { name: `Venue ${n}`, description: `The venue number ${n} of the compression test, with a description long enough to count.` },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const listUrl = () => `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}&fields=id,name,description`;
const list = (headers: Record<string, string> = {}) => injectAs(t, admin, { method: 'GET', url: listUrl(), headers });

describe('compressed JSON answers', () => {
  it('answer a list of 1 kB or more with brotli when the caller accepts gzip and br, as browsers do', async () => {
    const plain = await list();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    const res = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    expect(JSON.parse(plain.body)).toHaveLength(12);
  });

  it('answer with gzip when only gzip is accepted, or when it weighs more', async () => {
    const plain = await list();
    const gzip = await list({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const weighted = await list({ 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(weighted.headers['content-encoding']).toBe('gzip');
  });

  it('send the same compressed bytes again for a kept list, and new ones once the list changes', async () => {
    const first = await list({ 'accept-encoding': 'br' });
    const again = await list({ 'accept-encoding': 'br' });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const renamed = await injectAs(t, admin, {
      method: 'POST',
      url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`,
      payload: { name: 'Venue 13' },
    });
    expect(renamed.statusCode).toBe(201);
    const changed = await list({ 'accept-encoding': 'br' });
    expect(JSON.parse(brotliDecompressSync(changed.rawPayload).toString())).toHaveLength(13);
  });

  it('send the text as it is to a caller that accepts no compression, still saying it could vary', async () => {
    const refusals: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
      { 'accept-encoding': 'deflate' },
    ];
    for (const headers of refusals) {
      const res = await list(headers);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(JSON.parse(res.body)).toHaveLength(13);
    }
  });

  it('leave answers under 1 kB as they are', async () => {
    const small = await injectAs(t, admin, {
      method: 'GET',
      url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}&fields=id&limit=2`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
    expect(small.json()).toHaveLength(2);
    const health = await t.app.inject({ method: 'GET', url: '/health', headers: { 'accept-encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: expect.any(String) });
  });

  it('compress other JSON answers too (the API description)', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});

describe('compress', () => {
  it('answers each text its own compressed form, small or large, however often it is asked', async () => {
    const page = (n: number, copies: number) => JSON.stringify(Array.from({ length: copies }, (_, i) => ({ id: i, name: `Venue ${n}-${i}` })));
    // Under and over the size compressed in line (64 kB).
    for (const copies of [100, 5000]) {
      const a = page(1, copies);
      const b = page(2, copies);
      for (const encoding of ['br', 'gzip'] as const) {
        const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
        const [first, again, other] = [await compress(a, encoding), await compress(a, encoding), await compress(b, encoding)];
        expect(unpack(first).toString()).toBe(a);
        expect(again.equals(first)).toBe(true);
        expect(unpack(other).toString()).toBe(b);
      }
    }
  });

  it('tells apart texts of the same length and the same ends', async () => {
    const around = (middle: string) => `[${'{"id":1},'.repeat(200)}"${middle}"${',{"id":2}'.repeat(200)}]`;
    const [a, b] = [around('venue-a'), around('venue-b')];
    for (const encoding of ['br', 'gzip'] as const) {
      const unpack = encoding === 'br' ? brotliDecompressSync : gunzipSync;
      expect(unpack(await compress(a, encoding)).toString()).toBe(a);
      expect(unpack(await compress(b, encoding)).toString()).toBe(b);
      expect(unpack(await compress(a.slice(0), encoding)).toString()).toBe(a);
    }
  });
});

describe('encoding negotiation', () => {
  it('prefers brotli, honours weights and wildcards, and refuses what is excluded', () => {
    expect(encodingFor('gzip, deflate, br, zstd')).toBe('br');
    expect(encodingFor('gzip')).toBe('gzip');
    expect(encodingFor('br;q=0.1, gzip;q=0.9')).toBe('gzip');
    expect(encodingFor('*')).toBe('br');
    expect(encodingFor('identity')).toBeNull();
    expect(encodingFor('gzip;q=0')).toBeNull();
    expect(encodingFor(undefined)).toBeNull();
    expect(encodingFor('')).toBeNull();
  });
});
