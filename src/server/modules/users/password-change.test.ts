import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../test/manual-clock.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { refreshSession, signIn } from '../../test/inject-as.js';
import { CURRENT_PASSWORD_NEEDED } from './service.js';

let t: TestApp;
let tenant: TestTenant;
const clock = new ManualClock();
const NEW_PASSWORD = 'N3w!password';

beforeAll(async () => {
  t = await buildTestApp({}, { clock });
  tenant = await buildTenant(t);
});
afterAll(() => t.close());

interface Session {
  access_token: string;
  refresh_token: string;
}
const session = async (user: TestUser): Promise<Session> => (await signIn(t, user)).json();
const call = (s: Session, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${s.access_token}` } });
const check = (s: Session, user: TestUser, password = user.password) =>
  call(s, 'GET', `/api/1.0/users/iam?id=${user.id}&password=${encodeURIComponent(password)}`);
const change = (s: Session, user: TestUser, extra: object = {}) => call(s, 'PUT', '/api/1.0/users/iam', { id: user.id, password: NEW_PASSWORD, ...extra });
const passwordIs = async (user: TestUser, password: string) => (await signIn(t, { ...user, password })).statusCode === 200;

describe('PUT /api/1.0/users/iam', () => {
  it('refuses an access token alone (403, nothing changes)', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const res = await change(await session(user), user);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ statusCode: 403, error: 'Forbidden', message: CURRENT_PASSWORD_NEEDED });
    expect(await passwordIs(user, user.password)).toBe(true);
  });

  it('takes the new password alone after the same session checked the current one, as older clients do', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const s = await session(user);
    expect((await check(s, user)).statusCode).toBe(200);
    clock.advance(5 * 60_000 - 1);
    expect((await change(s, user)).statusCode).toBe(200);
    expect(await passwordIs(user, NEW_PASSWORD)).toBe(true);
  });

  it('refuses once the check is more than 5 minutes old', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const s = await session(user);
    expect((await check(s, user)).statusCode).toBe(200);
    clock.advance(5 * 60_000 + 1);
    expect((await change(s, user)).statusCode).toBe(403);
    expect(await passwordIs(user, user.password)).toBe(true);
  });

  it("counts only a passed check, and only the checking session's: another sign-in of the same user must prove it again", async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const checked = await session(user);
    expect((await check(checked, user, 'wrong')).statusCode).toBe(400);
    expect((await change(checked, user)).statusCode).toBe(403);
    expect((await check(checked, user)).statusCode).toBe(200);
    expect((await change(await session(user), user)).statusCode).toBe(403);
    expect(await passwordIs(user, user.password)).toBe(true);
  });

  it('keeps the proof through a refresh of the session', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const s = await session(user);
    expect((await check(s, user)).statusCode).toBe(200);
    const refreshed = await refreshSession(t, s.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect((await change(refreshed.json(), user)).statusCode).toBe(200);
  });

  it('takes the current password in the body at any time, and refuses a wrong one (400)', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const s = await session(user);
    expect((await change(s, user, { currentPassword: 'wrong' })).json().message).toBe('Invalid current password');
    expect((await change(s, user, { currentPassword: user.password })).statusCode).toBe(200);
    expect(await passwordIs(user, NEW_PASSWORD)).toBe(true);
  });
});
