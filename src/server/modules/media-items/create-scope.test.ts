// Item POSTs name their workspace with ?aggregate= or, as older clients send them, with the body's
// aggregate_id (and project_id, tenant_id); both forms for every kind, a mismatch, another tenant's workspace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let admin: TestUser;
let northAdmin: TestUser;
let otherOwner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin', on: 'project' });
  northAdmin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  otherOwner = await buildUser(t, other, { role: 'owner' });
});
afterAll(() => t.close());

const KINDS = {
  venue: { path: '/api/2.0/media-venues', body: {} },
  asset: { path: '/api/2.0/media-assets', body: {} },
  device: { path: '/api/2.0/media-devices', body: {} },
  campaign: { path: '/api/2.0/media-campaigns', body: { code: 'SPRINGSALE' } },
  event: { path: '/api/2.0/events', body: {} },
  creative: { path: '/api/2.0/media-creatives', body: { code: 'BANNERONE' } },
};
type Kind = keyof typeof KINDS;
let seq = 0;
const post = (user: TestUser, kind: Kind, query: string, body: object) =>
  injectAs(t, user, { method: 'POST', url: `${KINDS[kind].path}${query}`, payload: { name: `Item ${++seq}`, ...KINDS[kind].body, ...body } });
const names = async (user: TestUser, kind: Kind, workspaceId: string) =>
  (await injectAs(t, user, { method: 'GET', url: `${KINDS[kind].path}?aggregate=${workspaceId}&fields=name&limit=200` }))
    .json()
    .map((i: { name: string }) => i.name);
const owners = (ws: TestTenant['workspaces'][number], of: TestTenant) => ({ aggregate_id: ws.id, project_id: of.project.id, tenant_id: of.id });

describe.each(Object.keys(KINDS) as Kind[])('POST %s', (kind) => {
  it("takes the workspace from the body's aggregate_id (with project_id and tenant_id) when the query names none", async () => {
    const north = tenant.workspaces[0];
    const res = await post(admin, kind, '', owners(north, tenant));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ aggregate_id: north.id, tenant_id: tenant.id });
    expect(await names(admin, kind, north.id)).toContain(res.json().name);
    // aggregate_id alone is enough.
    expect((await post(admin, kind, '', { aggregate_id: tenant.workspaces[1].id })).json().aggregate_id).toBe(tenant.workspaces[1].id);
  });

  it('takes ?aggregate= as before, and both when they name the same workspace, by id or key', async () => {
    const north = tenant.workspaces[0];
    expect((await post(admin, kind, `?aggregate=${north.id}`, {})).statusCode).toBe(201);
    const both = await post(admin, kind, `?aggregate=${north.key}&tenant=${tenant.key}`, owners(north, tenant));
    expect(both.statusCode).toBe(201);
    expect(both.json().aggregate_id).toBe(north.id);
  });

  it('answers 400 when the query and the body name different workspaces, projects or tenants, and writes nothing', async () => {
    const [north, south] = tenant.workspaces;
    const before = await names(admin, kind, north.id);
    const cases: [string, object, string][] = [
      [`?aggregate=${north.id}`, { aggregate_id: south.id }, '?aggregate= and aggregate_id in the body name different workspaces'],
      [`?aggregate=${north.id}`, { aggregate_id: other.workspaces[0].id }, '?aggregate= and aggregate_id in the body name different workspaces'],
      [`?aggregate=${north.id}&tenant=${tenant.key}`, { tenant_id: other.id }, '?tenant= and tenant_id in the body name different tenants'],
      [`?aggregate=${north.id}&project=mall`, { project_id: other.project.id }, '?project= and project_id in the body name different projects'],
    ];
    for (const [query, body, message] of cases) {
      const res = await post(admin, kind, query, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await names(admin, kind, north.id)).toEqual(before);
  });

  it("refuses a body naming another tenant's workspace (404) and checks the privilege on the workspace it names (403)", async () => {
    const theirs = other.workspaces[0];
    const before = await names(otherOwner, kind, theirs.id);
    for (const body of [{ aggregate_id: theirs.id }, owners(theirs, other)]) {
      expect((await post(admin, kind, '', body)).statusCode).toBe(404);
    }
    expect(await names(otherOwner, kind, theirs.id)).toEqual(before);
    // An ADMIN of north only, naming south in the body.
    const south = tenant.workspaces[1];
    const southBefore = await names(admin, kind, south.id);
    expect((await post(northAdmin, kind, '', owners(south, tenant))).statusCode).toBe(403);
    expect(await names(admin, kind, south.id)).toEqual(southBefore);
  });

  it('answers 400 when neither names the workspace', async () => {
    const res = await post(admin, kind, '', { project_id: tenant.project.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The workspace is required: give ?aggregate= or aggregate_id in the body');
  });
});
