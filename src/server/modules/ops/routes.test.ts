import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ environment: 'production', qrWebAppUrl: 'https://app.example.org' });
  owner = await buildUser(t, await buildTenant(t), { role: 'owner' });
});
afterAll(() => t.close());

describe('operations', () => {
  it('reports health with the database checked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('serves build information', async () => {
    const res = await injectAs(t, null, { method: 'GET', url: '/api/1.0/build-info' });
    expect(res.json()).toEqual({
      version: expect.stringMatching(/^v\d+\.\d+\.\d+/),
      revision: expect.any(String),
      branch: expect.any(String),
      buildTime: expect.any(String),
    });
  });

  it('gives the console its client settings, matching a registered client', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console-config.json' });
    expect(res.json()).toEqual({
      apiKey: t.apiKey,
      clientId: t.clientId,
      clientSecret: t.clientSecret,
      environment: 'production',
      qr: { appStoreUrl: expect.any(String), webAppUrl: 'https://app.example.org' },
      mapTileUrl: expect.stringContaining('{z}'),
      mapDefaultCenter: [51.5072, -0.1276],
    });
  });

  it('publishes an OpenAPI document generated from the route schemas, and a browsable reference', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/iam/oauth/token', '/api/1.0/projects', '/api/1.0/profiles/{id}', '/api/1.0/access/resource']),
    );
    expect(doc.paths['/api/1.0/projects'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['tenant', 'fields']));
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('declares what every operation answers: a success status with its schema, and the shared error answers', async () => {
    type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;
    const doc: { paths: Record<string, Record<string, { responses: Responses }>> } = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const undeclared: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, { responses }] of Object.entries(operations)) {
        // A success is a 2xx or 3xx with its content's schema, or declared without content (204, 304).
        const successes = Object.entries(responses).filter(([status]) => /^[23]/.test(status));
        const described = successes.filter(([, r]) => !r.content || Object.values(r.content).every((media) => media.schema));
        if (!described.length || !responses['4XX'] || !responses['5XX']) undeclared.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The workspace map's tiles come from the configured tile server.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(res.headers['x-frame-options']).toBeDefined();
  });
});

describe('bad input never causes a 500', () => {
  const put = (payload: string, contentType = 'application/json') =>
    injectAs(t, owner, { method: 'PUT', url: '/api/1.0/users/iam', headers: { 'content-type': contentType }, payload });

  it('malformed JSON → 400', async () => {
    const res = await put('{"id": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });

  it('wrong content type → 415', async () => {
    expect((await put('<id>1</id>', 'application/xml')).statusCode).toBe(415);
  });

  it('oversized body → 413', async () => {
    const res = await put(JSON.stringify({ id: 'x', password: 'a'.repeat(2 * 1024 * 1024) }));
    expect(res.statusCode).toBe(413);
  });

  it('unknown API route → JSON 404', async () => {
    const res = await injectAs(t, owner, { method: 'GET', url: '/api/1.0/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('an unknown API key → 401 invalid_api_key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/1.0/tenants', headers: { 'x-api-key': 'not-a-key' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid_api_key' });
  });
});
