import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskText, redactUrl, serializeError } from './logger.js';
import { buildTestApp, type TestApp } from './test/build-test-app.js';
import { buildTenant, buildUser, type TestUser } from './test/factories.js';
import { PLANTED } from './test/fuzz-arbitraries.js';
import { injectAs, tokenOf } from './test/inject-as.js';
import { asOwner } from './test/as-owner.js';

describe('redactUrl', () => {
  it('never logs passwords or tokens from query strings', () => {
    expect(redactUrl('/api/1.0/users/iam?id=abc&password=S3cret!')).toBe('/api/1.0/users/iam?id=abc&password=[redacted]');
    expect(redactUrl('/x?refresh_token=abc&client_secret=def&a=1')).toBe('/x?refresh_token=[redacted]&client_secret=[redacted]&a=1');
    expect(redactUrl('/api/1.0/projects?tenant=demo')).toBe('/api/1.0/projects?tenant=demo');
  });

  it('reads names as the server does, percent-escapes and case included', () => {
    expect(redactUrl('/x?%70assword=S3cret&pass%77ord=a&PASSWORD=b&currentPassword=c&client%5Fsecret=d')).toBe(
      '/x?password=[redacted]&password=[redacted]&PASSWORD=[redacted]&currentPassword=[redacted]&client_secret=[redacted]',
    );
  });

  it('masks e-mail addresses, phones, hashes and tokens wherever they stand', () => {
    expect(redactUrl(`/x?email=${encodeURIComponent(PLANTED.email)}&note=${encodeURIComponent(PLANTED.hash)}`)).toBe('/x?email=[email]&note=[hash]');
    expect(redactUrl(`/api/1.0/users/iam?id=${PLANTED.email}`)).toBe('/api/1.0/users/iam?id=[email]');
    expect(redactUrl(`/x/${PLANTED.token}`)).toBe('/x/[token]');
  });

  it('redacts personal path parameters, however short', () => {
    expect(redactUrl('/api/1.0/profiles/phone/%2B4412', { phone: '+4412' })).toBe('/api/1.0/profiles/phone/[redacted]');
  });

  it('keeps ids and ordinary numbers', () => {
    expect(redactUrl('/api/2.0/media-venues/0123456789abcdef01234567?limit=1000&offset=1000000')).toBe(
      '/api/2.0/media-venues/0123456789abcdef01234567?limit=1000&offset=1000000',
    );
  });
});

describe('serializeError', () => {
  it("logs a failed query's SQL, never its parameters", () => {
    const cause = Object.assign(new Error('column "email" of relation "users" does not exist'), { code: '42703', detail: `Key (email)=(${PLANTED.email})` });
    const failed = Object.assign(new Error(`Failed query: insert into users values ($1, $2)\nparams: ${PLANTED.email},${PLANTED.hash}`), {
      query: 'insert into users values ($1, $2)',
      params: [PLANTED.email, PLANTED.hash],
      cause,
    });
    const logged = JSON.stringify(serializeError(failed));
    for (const value of [PLANTED.email, PLANTED.hash]) expect(logged).not.toContain(value);
    expect(serializeError(failed)).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into users values ($1, $2)',
      cause: { code: '42703', message: 'column "email" of relation "users" does not exist' },
    });
  });

  it('drops the input PostgreSQL quotes in its message, keeps the names it quotes', () => {
    expect(serializeError(new Error(`invalid input syntax for type json: "${PLANTED.password}"`)).message).toBe('invalid input syntax for type json: [value]');
    expect(serializeError(new Error('duplicate key value violates unique constraint "users_username_uq"')).message).toBe(
      'duplicate key value violates unique constraint "users_username_uq"',
    );
  });

  it('keeps only the frames of a stack, not the message it repeats', () => {
    const err = new Error(`secret ${PLANTED.password}`);
    expect(serializeError(err).stack).not.toContain(PLANTED.password);
    expect(serializeError(err).stack).toMatch(/^\s+at /);
  });

  it('cuts a long text after masking it, in linear time', () => {
    const long = `${'x'.repeat(1990)} ${PLANTED.email} ${'y'.repeat(300_000)}`;
    const started = Date.now();
    const masked = maskText(long);
    expect(Date.now() - started).toBeLessThan(500);
    expect(masked).not.toContain('planted');
    expect(masked.length).toBeLessThanOrEqual(2001);
  });

  it('masks what a message may quote', () => {
    expect(maskText(`call ${PLANTED.phone} or mail ${PLANTED.email}`)).toBe('call [phone] or mail [email]');
  });
});

describe('the log of a failing request', () => {
  let t: TestApp;
  let owner: TestUser;
  const lines: string[] = [];

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    t = await buildTestApp({}, { logStream: stream });
    owner = await buildUser(t, await buildTenant(t), { role: 'owner' });
  });
  afterAll(() => t.close());

  it('names the request id, the route and the error class of a 500, and none of the planted values', async () => {
    await tokenOf(t, owner);
    // A column gone makes the insert of a new user fail with the user's e-mail and password hash as parameters.
    await asOwner(t.app.ctx.db, 'alter table users rename column email to email_gone');
    const res = await injectAs(t, owner, {
      method: 'POST',
      url: `/api/1.0/users?%70assword=${encodeURIComponent(PLANTED.password)}&access_token=${PLANTED.token}`,
      payload: { username: 'planted.person', firstName: 'Planted', lastName: 'Person', email: PLANTED.email, password: PLANTED.password },
    });
    await asOwner(t.app.ctx.db, 'alter table users rename column email_gone to email');
    await injectAs(t, owner, { method: 'GET', url: `/api/1.0/profiles/phone/${encodeURIComponent(PLANTED.phone)}` });
    expect(res.statusCode).toBe(500);

    const failure = lines.map((l) => JSON.parse(l)).find((entry) => entry.level === 50);
    expect(failure).toMatchObject({
      reqId: expect.any(String),
      route: 'POST /api/1.0/users',
      err: { type: 'DrizzleQueryError', cause: { code: '42703', message: expect.stringContaining('does not exist') } },
    });
    const log = lines.join('\n');
    for (const value of Object.values(PLANTED)) {
      expect(log).not.toContain(value);
      expect(log).not.toContain(encodeURIComponent(value));
    }
  });
});
