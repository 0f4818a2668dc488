import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs, refreshSession, signIn, tokenOf } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;
let editor: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin' });
  editor = await buildUser(t, tenant, { role: 'editor', on: 'project' });
  outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
});
afterAll(() => t.close());

const get = (user: TestUser | null, url: string) => injectAs(t, user, { method: 'GET', url });

describe('users, groups, scopes and roles', () => {
  it('lists users with their groups to a tenant admin', async () => {
    const res = await get(admin, `/api/1.0/users?tenant=${tenant.key}`);
    expect(res.statusCode).toBe(200);
    const byName = Object.fromEntries(res.json().map((u: { username: string; groups: string[] }) => [u.username, u.groups]));
    expect(byName[editor.username]).toEqual([`sdm/${tenant.key}/mall.editor`]);
    expect(byName[outsider.username]).toBeUndefined();
    expect(JSON.stringify(res.json())).not.toContain('password');
  });

  it('lists groups with members, scopes and roles', async () => {
    const groups = (await get(admin, `/api/1.0/groups?tenant=${tenant.key}`)).json();
    expect(groups).toContainEqual({ name: `sdm/${tenant.key}.admin`, scope: `sdm/${tenant.key}`, role: 'admin', members: [admin.username] });
    expect((await get(admin, `/api/1.0/scopes?tenant=${tenant.key}`)).json()).toEqual([{ name: `sdm/${tenant.key}` }, { name: `sdm/${tenant.key}/mall` }]);
    expect((await get(admin, `/api/1.0/roles?tenant=${tenant.key}`)).json()).toContainEqual({ name: 'owner', level: 5 });
  });

  it('refuses a project editor (403) and another tenant (404)', async () => {
    for (const path of ['users', 'groups', 'scopes', 'roles']) {
      expect((await get(editor, `/api/1.0/${path}?tenant=${tenant.key}`)).statusCode).toBe(403);
      expect((await get(outsider, `/api/1.0/${path}?tenant=${tenant.key}`)).statusCode).toBe(404);
      expect((await get(null, `/api/1.0/${path}?tenant=${tenant.key}`)).statusCode).toBe(401);
    }
  });
});

describe('own credentials', () => {
  it('validates the current password', async () => {
    const ok = await get(editor, `/api/1.0/users/iam?id=${editor.id}&password=${encodeURIComponent(editor.password)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true });
    const wrong = await get(editor, `/api/1.0/users/iam?id=${editor.username}&password=nope`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Invalid current password');
  });

  it("refuses to check someone else's password", async () => {
    const res = await get(editor, `/api/1.0/users/iam?id=${admin.id}&password=x`);
    expect(res.statusCode).toBe(403);
  });

  it('refuses a weak new password with the rule, and changes nothing', async () => {
    const res = await injectAs(t, editor, { method: 'PUT', url: '/api/1.0/users/iam', payload: { id: editor.id, password: 'abcdefgh' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('New password should contain 8 characters, 1 special and 1 number');
    expect((await signIn(t, editor)).statusCode).toBe(200);
  });

  it('changes the password; old tokens and refresh tokens stop working', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const oldSession = (await signIn(t, user)).json();
    const oldToken = await tokenOf(t, user);
    const res = await injectAs(t, user, {
      method: 'PUT',
      url: '/api/1.0/users/iam',
      payload: { id: user.id, currentPassword: user.password, password: 'N3w!password' },
    });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/1.0/tenants', headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${oldToken}` } });
    expect(me.statusCode).toBe(401);
    const refresh = await refreshSession(t, oldSession.refresh_token);
    expect(refresh.statusCode).toBe(400);
    expect((await signIn(t, user)).statusCode).toBe(400);
    expect((await signIn(t, { ...user, password: 'N3w!password' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password on change', async () => {
    const res = await injectAs(t, editor, {
      method: 'PUT',
      url: '/api/1.0/users/iam',
      payload: { id: editor.id, currentPassword: 'wrong', password: 'N3w!password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid current password');
  });

  it('refuses malformed bodies with 400', async () => {
    const res = await injectAs(t, editor, { method: 'PUT', url: '/api/1.0/users/iam', payload: { id: 5 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.length).toBeGreaterThan(0);
  });
});
