import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let member: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t, { features: ['users', 'venues'] });
  other = await buildTenant(t);
  member = await buildUser(t, tenant, { role: 'reader', on: 'project' });
  outsider = await buildUser(t, other, { role: 'owner' });
});
afterAll(() => t.close());

describe('GET /api/1.0/tenants/{id or key}', () => {
  it('answers id, key and name only, without a token', async () => {
    for (const idOrKey of [tenant.key, tenant.id, tenant.key.toUpperCase()]) {
      const res = await injectAs(t, null, { method: 'GET', url: `/api/1.0/tenants/${idOrKey}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: tenant.id, key: tenant.key, name: 'Test Tenant' });
    }
  });

  it('answers the whole record, with the enabled menu resources, to its own members', async () => {
    const res = await injectAs(t, member, { method: 'GET', url: `/api/1.0/tenants/${tenant.key}` });
    expect(res.json()).toMatchObject({ id: tenant.id, key: tenant.key, roles: [{ resources: ['users', 'venues'] }] });
  });

  it("shows another tenant's members only the public fields", async () => {
    const res = await injectAs(t, outsider, { method: 'GET', url: `/api/1.0/tenants/${tenant.key}` });
    expect(res.json()).toEqual({ id: tenant.id, key: tenant.key, name: 'Test Tenant' });
  });

  it('projects fields', async () => {
    const res = await injectAs(t, member, { method: 'GET', url: `/api/1.0/tenants/${tenant.key}?fields=key,name` });
    expect(res.json()).toEqual({ key: tenant.key, name: 'Test Tenant' });
  });

  it('answers 404 for an unknown tenant and 400 for a malformed id', async () => {
    expect((await injectAs(t, null, { method: 'GET', url: '/api/1.0/tenants/unknown-tenant' })).statusCode).toBe(404);
    const bad = await injectAs(t, null, { method: 'GET', url: `/api/1.0/tenants/${encodeURIComponent("x' or 1=1")}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('needs the API key', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/1.0/tenants/${tenant.key}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_api_key' });
  });
});

describe('GET /api/1.0/tenants', () => {
  it("lists only the caller's own tenant", async () => {
    const res = await injectAs(t, member, { method: 'GET', url: '/api/1.0/tenants' });
    expect(res.json().map((x: { id: string }) => x.id)).toEqual([tenant.id]);
  });

  it('needs a token', async () => {
    expect((await injectAs(t, null, { method: 'GET', url: '/api/1.0/tenants' })).statusCode).toBe(401);
  });
});

describe('PUT /api/1.0/tenants/{id}/embed-origins', () => {
  it('lets a tenant admin set the origins creatives may embed; others are refused, another tenant is not found', async () => {
    const admin = await buildUser(t, tenant, { role: 'admin' });
    const url = `/api/1.0/tenants/${tenant.key}/embed-origins`;
    const res = await injectAs(t, admin, { method: 'PUT', url, payload: { embedOrigins: ['https://Player.example.com/', 'https://player.example.com'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json().embedOrigins).toEqual(['https://player.example.com']);
    const read = await injectAs(t, member, { method: 'GET', url: `/api/1.0/tenants/${tenant.id}` });
    expect(read.json().embedOrigins).toEqual(['https://player.example.com']);
    expect((await injectAs(t, member, { method: 'PUT', url, payload: { embedOrigins: [] } })).statusCode).toBe(403);
    expect((await injectAs(t, outsider, { method: 'PUT', url, payload: { embedOrigins: [] } })).statusCode).toBe(404);
    const bad = await injectAs(t, admin, { method: 'PUT', url, payload: { embedOrigins: ['javascript:alert(1)'] } });
    expect(bad.statusCode).toBe(400);
    expect((await injectAs(t, member, { method: 'GET', url: `/api/1.0/tenants/${tenant.id}` })).json().embedOrigins).toEqual(['https://player.example.com']);
  });
});
