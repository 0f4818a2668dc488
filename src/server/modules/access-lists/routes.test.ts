import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRANT_MESSAGES } from '../../../domain/users/access-lists.js';
import { newId } from '../../../domain/common/ids.js';
import { insertProfile } from '../../seed/builders.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs, signIn } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let owner: TestUser;
let admin: TestUser;
let projectAdmin: TestUser;
let editor: TestUser;
let member: TestUser;
let outsider: TestUser;
let tk: string;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  tk = tenant.key;
  owner = await buildUser(t, tenant, { role: 'owner' });
  admin = await buildUser(t, tenant, { role: 'admin' });
  projectAdmin = await buildUser(t, tenant, { role: 'admin', on: 'project' });
  editor = await buildUser(t, tenant, { role: 'editor', on: 'project' });
  member = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
  await insertProfile(t.app.ctx.db, { tenantId: tenant.id, id: newId(), key: editor.id, name: { firstName: 'Eddie', lastName: 'Editor', displayName: 'Ed' } });
});
afterAll(() => t.close());

const lists = (user: TestUser | null, tenantParam = tk) => injectAs(t, user, { method: 'GET', url: `/api/1.0/access-lists?tenant=${tenantParam}` });
const change = (user: TestUser, body: Record<string, unknown>) => injectAs(t, user, { method: 'PUT', url: '/api/1.0/access-lists/grants', payload: body });
const rowOf = (list: { rows: { username: string }[] }, user: TestUser) => list.rows.find((r) => r.username === user.username);

describe('access lists', () => {
  it('lists tenant, treasury, the project and each workspace with role flags', async () => {
    const res = await lists(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((l: { kind: string; resource: string; name: string }) => [l.kind, l.resource, l.name])).toEqual([
      ['tenant', `sdm/${tk}`, 'Test Tenant'],
      ['treasury', `sdm/${tk}/treasury`, 'Treasury'],
      ['project', `sdm/${tk}/mall`, 'Malls'],
      ['workspace', `sdm/${tk}/mall/north`, 'north'],
      ['workspace', `sdm/${tk}/mall/south`, 'south'],
    ]);
    expect(rowOf(body[0], owner)).toEqual({
      userId: owner.id,
      username: owner.username,
      firstName: 'Test',
      lastName: owner.username,
      displayName: `Test ${owner.username}`,
      owner: true,
      admin: false,
      editor: false,
      viewer: false,
    });
    expect(rowOf(body[2], editor)).toMatchObject({ displayName: 'Ed', editor: true, admin: false, viewer: false });
    expect(rowOf(body[3], member)).toMatchObject({ viewer: true, editor: false });
    expect(body[4].rows).toEqual([]);
    expect(rowOf(body[0], editor)).toBeUndefined();
  });

  it('refuses a project admin (403), another tenant (404) and no token (401)', async () => {
    expect((await lists(projectAdmin)).statusCode).toBe(403);
    expect((await lists(outsider)).statusCode).toBe(404);
    expect((await lists(null)).statusCode).toBe(401);
  });
});

describe('adding a user', () => {
  const add = (user: TestUser, body: Record<string, unknown>, tenantParam = tk) =>
    injectAs(t, user, { method: 'POST', url: `/api/1.0/users?tenant=${tenantParam}`, payload: body });
  const newUser = { username: 'new.person', firstName: 'New', lastName: 'Person', email: 'new@example.com', password: 'Fresh#2026' };

  it('adds a user without roles who can then sign in', async () => {
    const res = await add(admin, newUser);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'new.person',
      firstName: 'New',
      lastName: 'Person',
      email: 'new@example.com',
      enabled: true,
      groups: [],
    });
    const signed = await signIn(t, { username: 'new.person', password: 'Fresh#2026', tenant: { key: tk } });
    expect(signed.statusCode).toBe(200);
    const users = (await injectAs(t, admin, { method: 'GET', url: `/api/1.0/users?tenant=${tk}` })).json();
    expect(users.map((u: { username: string }) => u.username)).toContain('new.person');
  });

  it('refuses a username that exists, whatever its case (409)', async () => {
    const res = await add(admin, { ...newUser, username: owner.username.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A user with this username already exists.');
  });

  it('refuses a weak password and missing names with 400', async () => {
    const weak = await add(admin, { ...newUser, username: 'weak', password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toContain('New password should contain 8 characters, 1 special and 1 number');
    expect((await add(admin, { username: 'x', password: 'Fresh#2026' })).statusCode).toBe(400);
  });

  it('refuses a project admin (403) and another tenant (404)', async () => {
    expect((await add(projectAdmin, { ...newUser, username: 'p1' })).statusCode).toBe(403);
    expect((await add(outsider, { ...newUser, username: 'p2' })).statusCode).toBe(404);
  });
});

describe('granting and revoking', () => {
  it('lets a tenant admin grant editor on a workspace; the next token carries it', async () => {
    const user = await buildUser(t, tenant);
    const res = await change(admin, { resource: `sdm/${tk}/mall/south`, userId: user.id, role: 'editor', granted: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ kind: 'workspace', resource: `sdm/${tk}/mall/south`, name: 'south' });
    expect(rowOf(res.json(), user)).toMatchObject({ editor: true, admin: false, viewer: false });
    const token = (await signIn(t, { ...user, tenant: { key: tk } })).json().access_token as string;
    const roles = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).roles;
    expect(roles).toContain(`sdm:${tk}:mall:south:editor`);
  });

  it('revokes a role and leaves the row out once it has none', async () => {
    const user = await buildUser(t, tenant, { role: 'reader', on: 'project' });
    const res = await change(admin, { resource: `sdm/${tk}/mall`, userId: user.id, role: 'reader', granted: false });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.json(), user)).toBeUndefined();
  });

  it('lets a project admin grant inside the project only', async () => {
    const user = await buildUser(t, tenant);
    expect((await change(projectAdmin, { resource: `sdm/${tk}/mall/north`, userId: user.id, role: 'admin', granted: true })).statusCode).toBe(200);
    const above = await change(projectAdmin, { resource: `sdm/${tk}`, userId: user.id, role: 'reader', granted: true });
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(GRANT_MESSAGES.notAdmin);
  });

  it('refuses granting above your own level', async () => {
    const user = await buildUser(t, tenant);
    const res = await change(admin, { resource: `sdm/${tk}`, userId: user.id, role: 'owner', granted: true });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(GRANT_MESSAGES.aboveOwn);
    expect((await change(editor, { resource: `sdm/${tk}/mall`, userId: user.id, role: 'reader', granted: true })).statusCode).toBe(403);
    expect((await change(admin, { resource: `sdm/${tk}`, userId: owner.id, role: 'owner', granted: false })).statusCode).toBe(403);
  });

  it('keeps owner at tenant level', async () => {
    const user = await buildUser(t, tenant);
    const below = await change(owner, { resource: `sdm/${tk}/mall`, userId: user.id, role: 'owner', granted: true });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toBe(GRANT_MESSAGES.ownerBelowTenant);
    const res = await change(owner, { resource: `sdm/${tk}`, userId: user.id, role: 'owner', granted: true });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.json(), user)).toMatchObject({ owner: true });
  });

  it('never removes the last owner', async () => {
    const other = await buildTenant(t);
    const only = await buildUser(t, other, { role: 'owner' });
    const res = await change(only, { resource: `sdm/${other.key}`, userId: only.id, role: 'owner', granted: false });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GRANT_MESSAGES.lastOwner);
  });

  it('never leaves the tenant without an owner or admin, nor the caller without their own way in; nothing changes then', async () => {
    const other = await buildTenant(t);
    const ada = await buildUser(t, other, { role: 'admin' });
    const abe = await buildUser(t, other, { role: 'admin' });
    const tenantList = `sdm/${other.key}`;
    const flags = async (user: TestUser) => rowOf((await lists(ada, other.key)).json()[0], user);

    // Ada may not untick her own Admin: she would be locked out at her next sign-in.
    const own = await change(ada, { resource: tenantList, userId: ada.id, role: 'admin', granted: false });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(GRANT_MESSAGES.ownAccess);
    expect(await flags(ada)).toMatchObject({ admin: true });

    // She may revoke Abe's, and other roles (her own admin role on a project too). Her token follows each
    // change (the deepest grant decides, so an editor role on the project would leave her EDITOR there).
    expect((await change(ada, { resource: `${tenantList}/mall`, userId: ada.id, role: 'admin', granted: true })).statusCode).toBe(200);
    expect((await change(ada, { resource: `${tenantList}/mall`, userId: ada.id, role: 'admin', granted: false })).statusCode).toBe(200);
    const res = await change(ada, { resource: tenantList, userId: abe.id, role: 'admin', granted: false });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.json(), abe)).toBeUndefined();

    // Now the only admin of a tenant without owners: the tenant itself needs her.
    const last = await change(ada, { resource: tenantList, userId: ada.id, role: 'admin', granted: false });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(GRANT_MESSAGES.lastAdmin);
    expect(await flags(ada)).toMatchObject({ admin: true });
  });

  it('lets an owner drop their own admin role while they stay owner, and an admin drop theirs while another owner remains', async () => {
    const other = await buildTenant(t);
    const olivia = await buildUser(t, other, { role: 'owner' });
    await change(olivia, { resource: `sdm/${other.key}`, userId: olivia.id, role: 'admin', granted: true });
    const res = await change(olivia, { resource: `sdm/${other.key}`, userId: olivia.id, role: 'admin', granted: false });
    expect(res.statusCode).toBe(200);
    expect(rowOf(res.json(), olivia)).toMatchObject({ owner: true, admin: false });
  });

  it("answers 404 for another tenant's user or resource and for a resource that is no list", async () => {
    expect((await change(admin, { resource: `sdm/${tk}/mall`, userId: outsider.id, role: 'reader', granted: true })).statusCode).toBe(404);
    expect((await change(outsider, { resource: `sdm/${tk}/mall`, userId: member.id, role: 'reader', granted: true })).statusCode).toBe(404);
    expect((await change(admin, { resource: `sdm/${tk}/mall/nowhere`, userId: member.id, role: 'reader', granted: true })).statusCode).toBe(404);
  });

  it('refuses malformed bodies with 400', async () => {
    expect((await change(admin, { resource: `sdm/${tk}`, userId: member.id, role: 'viewer', granted: true })).statusCode).toBe(400);
    expect((await change(admin, { resource: `sdm/${tk}`, userId: member.id, role: 'reader' })).statusCode).toBe(400);
  });
});
