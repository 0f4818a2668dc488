import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROL_YOURSELF_FIRST, ENROLMENT_ONLY_MESSAGE, INVALID_OTP, MFA_REQUIRED, RECOVERY_CODE_COUNT } from '../../domain/iam/two-factor.js';
import { userRecoveryCodes, userTotp } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../test/factories.js';
import { refreshSession } from '../test/inject-as.js';
import { ManualClock } from '../test/manual-clock.js';
import { base32Decode, base32Encode, totp } from './totp.js';

// Mid-step, so a code of "now" stays current while a test runs; steps move only when a test turns the clock.
const clock = new ManualClock(1_800_000_015_000);
let t: TestApp;
let tenant: TestTenant;

beforeAll(async () => {
  t = await buildTestApp({ loginMaxFailuresPerUser: 3, loginMaxFailuresPerAddress: 1000 }, { clock });
  tenant = await buildTenant(t);
});
afterAll(() => t.close());

interface Session {
  access_token: string;
  refresh_token: string;
  mfa_enrolment_required?: boolean;
}
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<string, unknown>;
const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${token}` } });

/** The console's password grant, with `otp` when given. */
const signInWith = (user: TestUser, otp?: string, password = user.password) =>
  t.app.inject({
    method: 'POST',
    url: '/iam/oauth/token',
    headers: { 'x-api-key': t.apiKey, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: t.clientId,
      client_secret: t.clientSecret,
      username: user.username,
      password,
      scope: 'openid',
      tenant: user.tenant.key,
      ...(otp === undefined ? {} : { otp }),
    }).toString(),
  });

/** Enrols the user through the routes: the secret as the page shows it, the recovery codes and the enrolling session. */
async function enrol(user: TestUser): Promise<{ secret: Buffer; recoveryCodes: string[]; session: Session }> {
  const session: Session = (await signInWith(user)).json();
  const started = await call(session.access_token, 'POST', '/api/1.0/users/mfa', { currentPassword: user.password });
  expect(started.statusCode).toBe(200);
  const secret = base32Decode(started.json().secret)!;
  const confirmed = await call(session.access_token, 'POST', '/api/1.0/users/mfa/confirm', { code: totp(secret, clock.now()) });
  expect(confirmed.statusCode).toBe(200);
  // The confirming code's step is spent: the next code is the next step's.
  clock.advance(30_000);
  return { secret, recoveryCodes: confirmed.json().recoveryCodes, session };
}

describe('enrolment', () => {
  it('needs the password proven, shows the secret and QR code once, and confirms with a code of the app', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { access_token: token } = (await signInWith(user)).json();
    const unproven = await call(token, 'POST', '/api/1.0/users/mfa', {});
    expect(unproven.statusCode).toBe(403);
    expect((await call(token, 'POST', '/api/1.0/users/mfa', { currentPassword: 'wrong' })).statusCode).toBe(400);

    // The console's way: a password check of this session, then the start alone.
    expect((await call(token, 'GET', `/api/1.0/users/iam?id=${user.id}&password=${encodeURIComponent(user.password)}`)).statusCode).toBe(200);
    const started = await call(token, 'POST', '/api/1.0/users/mfa', {});
    expect(started.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/SDM%20Console:${encodeURIComponent(`${user.username}@${tenant.key}`)}?secret=${secret}&issuer=SDM+Console&algorithm=SHA1&digits=6&period=30`,
    );
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);

    // Not yet on: sign-in still takes the password alone.
    expect((await call(token, 'GET', '/api/1.0/users/mfa')).json()).toEqual({ enrolled: false, recoveryCodesLeft: 0, required: false });
    expect((await signInWith(user)).statusCode).toBe(200);

    const key = base32Decode(secret)!;
    const wrong = await call(token, 'POST', '/api/1.0/users/mfa/confirm', { code: totp(key, clock.now() + 5 * 30_000) });
    expect(wrong.statusCode).toBe(400);
    const confirmed = await call(token, 'POST', '/api/1.0/users/mfa/confirm', { code: totp(key, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    const codes: string[] = confirmed.json().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect((await call(token, 'GET', '/api/1.0/users/mfa')).json()).toEqual({ enrolled: true, recoveryCodesLeft: 10, required: false });

    // Once on, neither another start nor another confirmation: the codes were shown once.
    expect((await call(token, 'POST', '/api/1.0/users/mfa', { currentPassword: user.password })).statusCode).toBe(409);
    expect((await call(token, 'POST', '/api/1.0/users/mfa/confirm', { code: totp(key, clock.now()) })).statusCode).toBe(409);
  });

  it('stores the secret sealed and the recovery codes only as hashes', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { secret, recoveryCodes } = await enrol(user);
    const db = t.app.ctx.db;
    const [row] = await db
      .select()
      .from(userTotp)
      .where(and(eq(userTotp.tenantId, tenant.id), eq(userTotp.userId, user.id)));
    const stored = JSON.stringify(row);
    for (const form of [secret.toString('base64'), secret.toString('base64url'), secret.toString('hex'), base32Encode(secret)])
      expect(stored).not.toContain(form);
    const hashes = await db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    const text = JSON.stringify(hashes);
    for (const code of recoveryCodes) expect(text).not.toContain(code.replace(/-/g, ''));
    expect(text).not.toContain(recoveryCodes[0]);
  });

  it('refuses codes of another shape and unknown fields (400)', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { access_token: token } = (await signInWith(user)).json();
    expect((await call(token, 'POST', '/api/1.0/users/mfa/confirm', { code: 'abc' })).statusCode).toBe(400);
    expect((await call(token, 'POST', '/api/1.0/users/mfa/confirm', { code: '123456', extra: 1 })).statusCode).toBe(400);
    expect((await call(token, 'POST', '/api/1.0/users/mfa/confirm', { code: '123456' })).statusCode).toBe(409);
  });
});

describe('sign-in with a second factor', () => {
  it('answers mfa_required without a code, and marks the factor in the tokens with one', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { secret } = await enrol(user);
    const asked = await signInWith(user);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ error: MFA_REQUIRED, error_description: expect.stringContaining('otp') });

    const res = await signInWith(user, totp(secret, clock.now()));
    expect(res.statusCode).toBe(200);
    const session: Session = res.json();
    expect(claimsOf(session.access_token).amr).toEqual(['pwd', 'otp']);
    expect(claimsOf(res.json().id_token).amr).toEqual(['pwd', 'otp']);
    expect(session.mfa_enrolment_required).toBeUndefined();

    // A refresh keeps the mark of the sign-in.
    const refreshed = await refreshSession(t, session.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(claimsOf(refreshed.json().access_token).amr).toEqual(['pwd', 'otp']);
  });

  it('marks a password-only sign-in as such', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    expect(claimsOf((await signInWith(user)).json().access_token).amr).toEqual(['pwd']);
  });

  it('refuses a code used once already within its window (replay), and takes the next step', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { secret } = await enrol(user);
    const code = totp(secret, clock.now());
    expect((await signInWith(user, code)).statusCode).toBe(200);
    const replayed = await signInWith(user, code);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error).toBe(INVALID_OTP);
    // Still in the tolerance one step later, still refused; the new step's code passes.
    clock.advance(30_000);
    expect((await signInWith(user, code)).statusCode).toBe(400);
    expect((await signInWith(user, totp(secret, clock.now()))).statusCode).toBe(200);
    // An older step than the last one used is refused though within the tolerance.
    clock.advance(30_000);
    expect((await signInWith(user, totp(secret, clock.now() + 30_000))).statusCode).toBe(200);
    expect((await signInWith(user, totp(secret, clock.now()))).statusCode).toBe(400);
  });

  it('takes a code of the previous or next step, not further', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { secret } = await enrol(user);
    // The step before now is the confirming code's: one more turn leaves a fresh step behind.
    clock.advance(30_000);
    expect((await signInWith(user, totp(secret, clock.now() - 2 * 30_000))).statusCode).toBe(400);
    expect((await signInWith(user, totp(secret, clock.now() - 30_000))).statusCode).toBe(200);
    expect((await signInWith(user, totp(secret, clock.now() + 2 * 30_000))).statusCode).toBe(400);
    expect((await signInWith(user, totp(secret, clock.now() + 30_000))).statusCode).toBe(200);
  });

  it('takes a recovery code once, then refuses it', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { recoveryCodes, session } = await enrol(user);
    // Typed in capitals with spaces: still the code.
    const res = await signInWith(user, recoveryCodes[3].toUpperCase().replace(/-/g, ' '));
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().access_token).amr).toEqual(['pwd', 'recovery']);
    const again = await signInWith(user, recoveryCodes[3]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(INVALID_OTP);
    expect((await call(session.access_token, 'GET', '/api/1.0/users/mfa')).json()).toMatchObject({ enrolled: true, recoveryCodesLeft: 9 });
  });

  it("counts wrong codes as failed sign-ins: the limit then refuses even the right code, and another user's codes never pass", async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const other = await buildUser(t, tenant, { role: 'reader' });
    const { secret } = await enrol(user);
    const { secret: othersSecret, recoveryCodes: othersCodes } = await enrol(other);
    expect((await signInWith(user, totp(othersSecret, clock.now()))).json().error).toBe(INVALID_OTP);
    expect((await signInWith(user, othersCodes[0])).json().error).toBe(INVALID_OTP);
    expect((await signInWith(user, '000000')).json().error).toBe(INVALID_OTP);
    const locked = await signInWith(user, totp(secret, clock.now()));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toBe('too_many_attempts');
    // The failures were the user's own: the other user signs in.
    expect((await signInWith(other, totp(othersSecret, clock.now()))).statusCode).toBe(200);
  });

  it('asks for the password first: a wrong password with a right code is invalid_grant', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { secret } = await enrol(user);
    const res = await signInWith(user, totp(secret, clock.now()), 'Wrong@1234');
    expect(res.json().error).toBe('invalid_grant');
  });
});

describe('turning it off', () => {
  it('needs the password proven and a current code (or a recovery code); then the password alone signs in', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { secret, session } = await enrol(user);
    const token = session.access_token;
    expect((await call(token, 'POST', '/api/1.0/users/mfa/disable', { code: totp(secret, clock.now()) })).statusCode).toBe(403);
    const wrong = await call(token, 'POST', '/api/1.0/users/mfa/disable', { code: '000000', currentPassword: user.password });
    expect(wrong.statusCode).toBe(400);
    expect((await signInWith(user)).json().error).toBe(MFA_REQUIRED);
    const off = await call(token, 'POST', '/api/1.0/users/mfa/disable', { code: totp(secret, clock.now()), currentPassword: user.password });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ enrolled: false });
    expect((await signInWith(user)).statusCode).toBe(200);
    expect((await call(token, 'GET', '/api/1.0/users/mfa')).json()).toEqual({ enrolled: false, recoveryCodesLeft: 0, required: false });
    expect(await t.app.ctx.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id))).toEqual([]);
    expect((await call(token, 'POST', '/api/1.0/users/mfa/disable', { code: '123456', currentPassword: user.password })).statusCode).toBe(409);
  });

  it('takes a recovery code, as when the phone is lost', async () => {
    const user = await buildUser(t, tenant, { role: 'reader' });
    const { recoveryCodes, session } = await enrol(user);
    const off = await call(session.access_token, 'POST', '/api/1.0/users/mfa/disable', { code: recoveryCodes[0], currentPassword: user.password });
    expect(off.statusCode).toBe(200);
  });
});

describe("the tenant's requirement", () => {
  it("is the tenant owner's to set, not an admin's, once the owner's own account has a second factor", async () => {
    const own = await buildTenant(t);
    const owner = await buildUser(t, own, { role: 'owner' });
    const admin = await buildUser(t, own, { role: 'admin' });
    const outsider = await buildUser(t, tenant, { role: 'owner' });
    const set = (token: string, required: boolean) => call(token, 'PUT', `/api/1.0/tenants/${own.key}/two-factor`, { required });
    const tokenOf = async (u: TestUser) => (await signInWith(u)).json().access_token as string;
    expect((await set(await tokenOf(admin), true)).statusCode).toBe(403);
    expect((await set(await tokenOf(outsider), true)).statusCode).toBe(404);
    // Requiring it without having it would leave the owner's next sign-in limited to enrolling.
    const first = await set(await tokenOf(owner), true);
    expect(first.statusCode).toBe(409);
    expect(first.json().message).toBe(ENROL_YOURSELF_FIRST);

    const { session } = await enrol(owner);
    const res = await set(session.access_token, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().twoFactorRequired).toBe(true);
    expect((await call(session.access_token, 'GET', '/api/1.0/tenants')).json()[0].twoFactorRequired).toBe(true);
    expect((await set(session.access_token, false)).json().twoFactorRequired).toBe(false);
  });

  it('limits a user without an authenticator to enrolling, and takes only codes once they enrolled', async () => {
    const strict = await buildTenant(t);
    const owner = await buildUser(t, strict, { role: 'owner' });
    const user = await buildUser(t, strict, { role: 'editor' });
    const ownerToken = (await enrol(owner)).session.access_token;
    expect((await call(ownerToken, 'PUT', `/api/1.0/tenants/${strict.id}/two-factor`, { required: true })).statusCode).toBe(200);

    const res = await signInWith(user);
    expect(res.statusCode).toBe(200);
    const limited: Session = res.json();
    expect(limited.mfa_enrolment_required).toBe(true);
    expect(claimsOf(limited.access_token)).toMatchObject({ amr: ['pwd'], mfa_enrolment_only: true });
    // Anything but enrolling is refused, with what to do.
    const refused = await call(limited.access_token, 'GET', '/api/1.0/tenants');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ENROLMENT_ONLY_MESSAGE);
    expect((await call(limited.access_token, 'GET', '/iam/oidc/userinfo')).statusCode).toBe(200);
    expect((await call(limited.access_token, 'GET', '/api/1.0/users/mfa')).json()).toEqual({ enrolled: false, recoveryCodesLeft: 0, required: true });
    // A refresh keeps the limit.
    const refreshed: Session = (await refreshSession(t, limited.refresh_token)).json();
    expect(claimsOf(refreshed.access_token).mfa_enrolment_only).toBe(true);

    // The sign-in proved the password: enrolment starts without it.
    const started = await call(refreshed.access_token, 'POST', '/api/1.0/users/mfa', {});
    expect(started.statusCode).toBe(200);
    const secret = base32Decode(started.json().secret)!;
    expect((await call(refreshed.access_token, 'POST', '/api/1.0/users/mfa/confirm', { code: totp(secret, clock.now()) })).statusCode).toBe(200);
    clock.advance(30_000);

    // The limited session ends; the next sign-in brings a code and opens everything.
    expect((await refreshSession(t, refreshed.refresh_token)).statusCode).toBe(400);
    expect((await signInWith(user)).json().error).toBe(MFA_REQUIRED);
    const full: Session = (await signInWith(user, totp(secret, clock.now()))).json();
    expect(full.mfa_enrolment_required).toBeUndefined();
    expect(claimsOf(full.access_token).mfa_enrolment_only).toBeUndefined();
    expect((await call(full.access_token, 'GET', '/api/1.0/tenants')).statusCode).toBe(200);
    await call(ownerToken, 'PUT', `/api/1.0/tenants/${strict.id}/two-factor`, { required: false });
  });
});
