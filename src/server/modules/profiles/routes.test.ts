import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;
let editor: TestUser;
let viewer: TestUser;
let outsider: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin' });
  editor = await buildUser(t, tenant, { role: 'editor', on: 'project' });
  viewer = await buildUser(t, tenant, { role: 'reader', on: 'project' });
  outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
});
afterAll(() => t.close());

const name = { firstName: 'Eddie', lastName: 'Editor', displayName: 'Ed' };

describe('profiles', () => {
  it('answers 404 until the console creates the profile, then finds it by key and id', async () => {
    expect((await injectAs(t, editor, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).statusCode).toBe(404);
    const created = await injectAs(t, editor, {
      method: 'POST',
      url: '/api/1.0/profiles',
      payload: { key: editor.id, name, phones: { default: '9876543210' } },
    });
    expect(created.statusCode).toBe(201);
    const profile = created.json();
    expect(profile).toMatchObject({ key: editor.id, name, enabled: true, blocked: false });
    expect(profile.id).toMatch(/^[0-9a-f]{24}$/);
    for (const id of [editor.id, profile.id]) {
      expect((await injectAs(t, editor, { method: 'GET', url: `/api/1.0/profiles/${id}` })).json()).toEqual(profile);
    }
  });

  it('refuses a second profile for the same key (409)', async () => {
    const res = await injectAs(t, editor, { method: 'POST', url: '/api/1.0/profiles', payload: { key: editor.id, name } });
    expect(res.statusCode).toBe(409);
  });

  it('requires first, last and display names', async () => {
    const res = await injectAs(t, viewer, {
      method: 'POST',
      url: '/api/1.0/profiles',
      payload: { key: viewer.id, name: { firstName: ' ', lastName: 'x', displayName: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('First name is required');
  });

  it("cannot create someone else's profile unless tenant admin", async () => {
    expect((await injectAs(t, viewer, { method: 'POST', url: '/api/1.0/profiles', payload: { key: admin.id, name } })).statusCode).toBe(403);
  });

  it('updates changed fields of the own profile', async () => {
    const mine = (await injectAs(t, editor, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).json();
    const res = await injectAs(t, editor, { method: 'PUT', url: `/api/1.0/profiles/${mine.id}`, payload: { id: mine.id, name: { ...name, middleName: 'J' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().name.middleName).toBe('J');
    expect(res.json().phones.default).toBe('9876543210');
  });

  it('does not let people unblock themselves', async () => {
    const mine = (await injectAs(t, editor, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).json();
    expect((await injectAs(t, editor, { method: 'PUT', url: `/api/1.0/profiles/${mine.id}`, payload: { blocked: false } })).statusCode).toBe(403);
  });

  it("hides other people's profiles (404) except from a tenant admin", async () => {
    expect((await injectAs(t, viewer, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).statusCode).toBe(404);
    expect((await injectAs(t, admin, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).statusCode).toBe(200);
    expect((await injectAs(t, outsider, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).statusCode).toBe(404);
    expect((await injectAs(t, viewer, { method: 'PUT', url: `/api/1.0/profiles/${editor.id}`, payload: { name } })).statusCode).toBe(404);
  });

  it('finds a colleague by phone with id, key and name only', async () => {
    const res = await injectAs(t, viewer, { method: 'GET', url: '/api/1.0/profiles/phone/9876543210' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['id', 'key', 'name']);
    expect((await injectAs(t, viewer, { method: 'GET', url: '/api/1.0/profiles/phone/1111111111' })).statusCode).toBe(404);
    expect((await injectAs(t, outsider, { method: 'GET', url: '/api/1.0/profiles/phone/9876543210' })).statusCode).toBe(404);
    expect((await injectAs(t, viewer, { method: 'GET', url: '/api/1.0/profiles/phone/abc' })).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await injectAs(t, null, { method: 'GET', url: `/api/1.0/profiles/${editor.id}` })).statusCode).toBe(401);
  });
});
