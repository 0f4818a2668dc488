import { afterAll, beforeAll, expect, it } from 'vitest';
import { logoPng } from '../../images/png.js';
import { storeImage } from '../../seed/builders.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, type TestTenant } from '../../test/factories.js';

let t: TestApp;
let tenant: TestTenant;
const bytes = logoPng([10, 20, 30], 70, 50);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  await storeImage(t.app.ctx.db, t.app.ctx.storage, {
    tenantId: tenant.id,
    ownerType: 'tenant',
    ownerId: tenant.id,
    purpose: 'logo',
    contentType: 'image/png',
    bytes,
  });
});
afterAll(() => t.close());

it('serves the tenant logo publicly with an ETag, and 304 when unchanged', async () => {
  const res = await t.app.inject({ method: 'GET', url: `/images?tenant=${tenant.key}&type=logo` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/png');
  expect(res.rawPayload.equals(bytes)).toBe(true);
  const again = await t.app.inject({ method: 'GET', url: `/images?tenant=${tenant.key}&type=logo`, headers: { 'if-none-match': String(res.headers.etag) } });
  expect(again.statusCode).toBe(304);
});

it('answers 404 for a tenant without a logo or an unknown tenant, 400 for a malformed query', async () => {
  const bare = await buildTenant(t);
  expect((await t.app.inject({ method: 'GET', url: `/images?tenant=${bare.key}&type=logo` })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/images?tenant=nobody&type=logo' })).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/images?tenant=../etc&type=logo' })).statusCode).toBe(400);
});
