import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { insertProject } from '../../seed/builders.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let owner: TestUser;
let workspaceViewer: TestUser;
let nobody: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  await insertProject(t.app.ctx.db, { tenantId: tenant.id, id: newId(), key: 'airport', name: 'Airports' });
  other = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  workspaceViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  nobody = await buildUser(t, tenant);
  outsider = await buildUser(t, other, { role: 'owner' });
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => injectAs(t, user, { method: 'GET', url });

describe('GET /api/1.0/projects', () => {
  it('lists every project to the tenant owner, with fields projected', async () => {
    const res = await get(owner, `/api/1.0/projects?tenant=${tenant.key}&fields=key%20name`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { key: 'airport', name: 'Airports' },
      { key: 'mall', name: 'Malls' },
    ]);
  });

  it('lists only projects the caller can pass through (TRANSIT)', async () => {
    const res = await get(workspaceViewer, `/api/1.0/projects?tenant=${tenant.id}`);
    expect(res.json().map((p: { key: string }) => p.key)).toEqual(['mall']);
  });

  it('lists nothing to a member without roles', async () => {
    expect((await get(nobody, `/api/1.0/projects?tenant=${tenant.key}`)).json()).toEqual([]);
  });

  it("answers 404 for another tenant's projects", async () => {
    const res = await get(outsider, `/api/1.0/projects?tenant=${tenant.key}`);
    expect(res.statusCode).toBe(404);
  });

  it('answers 401 without a token and 400 for a malformed tenant', async () => {
    expect((await get(null, `/api/1.0/projects?tenant=${tenant.key}`)).statusCode).toBe(401);
    expect((await get(owner, '/api/1.0/projects?tenant=a%20b')).statusCode).toBe(400);
  });
});

describe('GET /api/1.0/projects/{id}', () => {
  it('finds a project by key or id', async () => {
    for (const id of ['mall', tenant.project.id]) {
      const res = await get(owner, `/api/1.0/projects/${id}?tenant=${tenant.key}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: tenant.project.id, key: 'mall', name: 'Malls', tenant_id: tenant.id });
    }
  });

  it('answers 403 below TRANSIT and 404 for unknown or foreign projects', async () => {
    expect((await get(workspaceViewer, `/api/1.0/projects/airport?tenant=${tenant.key}`)).statusCode).toBe(403);
    expect((await get(owner, `/api/1.0/projects/nowhere?tenant=${tenant.key}`)).statusCode).toBe(404);
    expect((await get(outsider, `/api/1.0/projects/mall?tenant=${tenant.key}`)).statusCode).toBe(404);
  });
});

describe('GET /api/1.0/access/resource', () => {
  it('answers the resource path of a tenant, a project and a workspace', async () => {
    const base = `/api/1.0/access/resource?tenant=${tenant.id}`;
    expect((await get(workspaceViewer, base)).json()).toEqual({ resource: `sdm/${tenant.key}` });
    expect((await get(workspaceViewer, `${base}&project=${tenant.project.id}`)).json()).toEqual({ resource: `sdm/${tenant.key}/mall` });
    const ws = tenant.workspaces[1];
    expect((await get(workspaceViewer, `${base}&project=mall&aggregate=${ws.id}`)).json()).toMatchObject({
      resource: `sdm/${tenant.key}/mall/${ws.key}`,
      id: ws.id,
      key: ws.key,
    });
  });

  it('answers 404 for unknown parts or another tenant, 403 without any role', async () => {
    expect((await get(owner, `/api/1.0/access/resource?tenant=${tenant.key}&project=mall&aggregate=west`)).statusCode).toBe(404);
    expect((await get(outsider, `/api/1.0/access/resource?tenant=${tenant.key}`)).statusCode).toBe(404);
    expect((await get(nobody, `/api/1.0/access/resource?tenant=${tenant.key}`)).statusCode).toBe(403);
  });
});
