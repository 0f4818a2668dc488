import { createServer, type AddressInfo, type Server } from 'node:net';
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../db/schema/index.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { refreshSession, signIn } from '../test/inject-as.js';
import { ManualClock } from '../test/manual-clock.js';
import { openConfiguredDatabase, runTenantCli, TENANT_HELP } from './tenant-cli.js';

let t: TestApp;
const clock = new ManualClock();
beforeAll(async () => {
  t = await buildTestApp({}, { clock });
});
afterAll(() => t.close());

/** Runs the CLI on the test's database (left open) and answers its exit code and output. */
async function cli(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), env };
  const code = await runTenantCli(argv, io, async () => ({ ...t.app.ctx.database, close: async () => {} }));
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const rolesOf = (res: { json(): { access_token: string } }) => decodeJwt(res.json().access_token).roles;
const oneTimePassword = (out: string) => /One-time password: (\S+)/.exec(out)?.[1] ?? '';

describe('tenant create', () => {
  it('creates the tenant, its groups and its owner, whose one-time password is printed once and works', async () => {
    const run = await cli(['create', '--key', 'acme', '--name', 'Acme Media', '--owner', 'owner@acme']);
    expect(run.code).toBe(0);
    expect(run.out).toMatch(/^Created tenant acme \(Acme Media\), id [0-9a-f]{24}, with its groups\.$/m);
    const password = oneTimePassword(run.out);
    expect(password).toHaveLength(20);

    const session = await signIn(t, { username: 'owner@acme', password, tenant: { key: 'acme' } });
    expect(session.statusCode).toBe(200);
    expect(rolesOf(session)).toEqual(['sdm:acme:owner']);
    const groups = await t.app.inject({
      method: 'GET',
      url: '/api/1.0/groups?tenant=acme',
      headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${session.json().access_token}` },
    });
    expect(groups.json().map((g: { name: string }) => g.name)).toEqual([
      'sdm/acme.admin',
      'sdm/acme.editor',
      'sdm/acme.owner',
      'sdm/acme.reader',
      'sdm/acme/treasury.admin',
      'sdm/acme/treasury.editor',
      'sdm/acme/treasury.reader',
    ]);

    // Kept only as a hash.
    const [tenant] = await t.app.ctx.db.select().from(tenants).where(eq(tenants.key, 'acme'));
    expect(tenant).toMatchObject({ name: 'Acme Media', features: expect.arrayContaining(['users', 'venues', 'treasury']) });
    const [owner] = await t.app.ctx.db
      .select()
      .from(users)
      .where(and(eq(users.tenantId, tenant.id), eq(users.username, 'owner@acme')));
    expect(owner.passwordHash).toMatch(/^\$argon2id\$/);
    expect(owner.passwordHash).not.toContain(password);
  });

  it('refuses a key that exists, with a clear message and exit code 1, and changes nothing', async () => {
    const run = await cli(['create', '--key', 'acme', '--name', 'Other', '--owner', 'someone']);
    expect(run).toMatchObject({ code: 1, out: '', err: "Tenant 'acme' already exists." });
    expect(await t.app.ctx.db.select().from(tenants).where(eq(tenants.key, 'acme'))).toHaveLength(1);
  });

  it('takes the owner password from TENANT_OWNER_PASSWORD without printing it, and refuses a weak one', async () => {
    const run = await cli(['tenant', 'create', '--key', 'beta', '--name', 'Beta', '--owner', 'boss', '--features', 'users,venues'], {
      TENANT_OWNER_PASSWORD: 'Given#Pass1',
    });
    expect(run.code).toBe(0);
    expect(run.out).toContain('Password: the one in TENANT_OWNER_PASSWORD.');
    expect(run.out).not.toContain('Given#Pass1');
    expect((await signIn(t, { username: 'boss', password: 'Given#Pass1', tenant: { key: 'beta' } })).statusCode).toBe(200);

    const weak = await cli(['create', '--key', 'gamma', '--name', 'Gamma', '--owner', 'boss'], { TENANT_OWNER_PASSWORD: 'password' });
    expect(weak).toMatchObject({ code: 1, err: 'New password should contain 8 characters, 1 special and 1 number' });
  });

  it('refuses bad keys and unknown features', async () => {
    expect((await cli(['create', '--key', 'Acme Media', '--name', 'x', '--owner', 'o'])).err).toMatch(/^A tenant key has/);
    expect((await cli(['create', '--key', 'api', '--name', 'x', '--owner', 'o'])).err).toContain('cannot be a tenant key');
    const features = await cli(['create', '--key', 'delta', '--name', 'x', '--owner', 'o', '--features', 'users,rockets']);
    expect(features).toMatchObject({ code: 1, err: expect.stringMatching(/^Unknown feature rockets: choose from treasury, users/) });
  });

  it('lists every tenant', async () => {
    const run = await cli(['list']);
    expect(run.code).toBe(0);
    const lines = run.out.split('\n');
    expect(lines[0]).toMatch(/^KEY +ID +CREATED +NAME$/);
    expect(lines.slice(1).map((l) => l.split(/\s+/)[0])).toEqual(['acme', 'beta']);
    expect(run.out).toContain('Acme Media');
  });
});

describe('clients', () => {
  it("prints every registered client's API key and secret, the apps' included", async () => {
    const run = await cli(['clients']);
    expect(run.code).toBe(0);
    for (const id of ['sdm-console', 'sdm-customer-app', 'sdm-validator-app']) {
      const client = await t.app.ctx.clients.byClientId(id);
      expect(run.out).toContain(`${id} (${client!.name}, ${client!.kind})\n  api key: ${client!.apiKey}\n  client secret: ${client!.clientSecret}`);
    }
  });
});

describe('projects, users and roles', () => {
  it('creates a project with its groups and refuses it twice', async () => {
    expect((await cli(['project', 'create', '--tenant', 'acme', '--key', 'mall', '--name', 'City Malls'])).code).toBe(0);
    const again = await cli(['project', 'create', '--tenant', 'acme', '--key', 'mall', '--name', 'Again']);
    expect(again).toMatchObject({ code: 1, err: "Project 'mall' already exists in tenant 'acme'." });
    expect((await cli(['project', 'create', '--tenant', 'acme', '--key', 'summary', '--name', 'x'])).err).toContain('names a page of the console');
    expect((await cli(['project', 'create', '--tenant', 'nobody', '--key', 'x', '--name', 'x'])).err).toBe("No tenant 'nobody'.");
  });

  it('creates a user without roles, refuses the name twice, grants and revokes roles the next sign-in carries', async () => {
    const env = { TENANT_USER_PASSWORD: 'Ann#12345' };
    const created = await cli(['user', 'create', '--tenant', 'acme', '--username', 'ann', '--first-name', 'Ann', '--last-name', 'Lee'], env);
    expect(created.code).toBe(0);
    const twice = await cli(['user', 'create', '--tenant', 'acme', '--username', 'ANN', '--first-name', 'A', '--last-name', 'L'], env);
    expect(twice).toMatchObject({ code: 1, err: 'A user with this username already exists.' });
    const ann = { username: 'ann', password: 'Ann#12345', tenant: { key: 'acme' } };
    const before = await signIn(t, ann);
    expect(rolesOf(before)).toEqual([]);

    expect((await cli(['grant', '--tenant', 'acme', '--user', 'ann', '--role', 'editor', '--on', 'mall'])).out).toBe('Granted editor on sdm/acme/mall to ann.');
    // A token from before the change no longer counts once the server's version cache has run out.
    clock.advance(5_000);
    const userinfo = await t.app.inject({
      method: 'GET',
      url: '/iam/oidc/userinfo',
      headers: { 'x-api-key': t.apiKey, authorization: `Bearer ${before.json().access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
    expect((await cli(['grant', '--tenant', 'acme', '--user', 'ann', '--role', 'viewer', '--on', 'treasury'])).code).toBe(0);
    expect((await cli(['grant', '--tenant', 'acme', '--user', 'ann', '--role', 'editor', '--on', 'mall'])).out).toContain('nothing changed');
    expect(rolesOf(await signIn(t, ann))).toEqual(['sdm:acme:mall:editor', 'sdm:acme:treasury:viewer']);

    expect((await cli(['revoke', '--tenant', 'acme', '--user', 'ann', '--role', 'editor', '--on', 'mall'])).out).toBe(
      'Revoked editor on sdm/acme/mall from ann.',
    );
    expect(rolesOf(await signIn(t, ann))).toEqual(['sdm:acme:treasury:viewer']);
  });

  it("keeps the tenant's rules: owner only on the tenant, never without an owner, lists that exist", async () => {
    const below = await cli(['grant', '--tenant', 'acme', '--user', 'ann', '--role', 'owner', '--on', 'mall']);
    expect(below).toMatchObject({ code: 1, err: 'The owner role exists only at tenant level.' });
    const last = await cli(['revoke', '--tenant', 'acme', '--user', 'owner@acme', '--role', 'owner']);
    expect(last).toMatchObject({ code: 1, err: 'The tenant must keep at least one owner.' });
    expect((await cli(['grant', '--tenant', 'acme', '--user', 'ann', '--role', 'editor', '--on', 'mall/west'])).err).toMatch(
      /^No access list sdm\/acme\/mall\/west/,
    );
    expect((await cli(['grant', '--tenant', 'acme', '--user', 'zed', '--role', 'editor'])).err).toBe("No user 'zed' in tenant 'acme'.");
    expect((await cli(['grant', '--tenant', 'acme', '--user', 'ann', '--role', 'boss'])).err).toMatch(/^Unknown role 'boss'/);
  });

  it('disables a user (sign-in refused, sessions ended) and enables them again', async () => {
    const ann = { username: 'ann', password: 'Ann#12345', tenant: { key: 'acme' } };
    const session = (await signIn(t, ann)).json();
    expect((await cli(['user', 'disable', '--tenant', 'acme', '--username', 'ann'])).code).toBe(0);
    expect((await signIn(t, ann)).statusCode).toBe(400);
    const refresh = await refreshSession(t, session.refresh_token);
    expect(refresh.statusCode).toBe(400);
    expect((await cli(['user', 'enable', '--tenant', 'acme', '--username', 'ann'])).code).toBe(0);
    expect((await signIn(t, ann)).statusCode).toBe(200);
  });
});

describe('usage', () => {
  it('prints the help with --help and exits 0', async () => {
    const run = await cli(['--help']);
    expect(run).toMatchObject({ code: 0, out: TENANT_HELP });
    expect(TENANT_HELP).toContain('npm run tenant -- <command>');
  });

  it('exits 2 with the reason and the help for unknown commands, unknown options and missing options', async () => {
    for (const argv of [[], ['frob'], ['user'], ['list', '--verbose'], ['create', '--key', 'x', '--name', 'y'], ['grant', '--tenant', 'acme']]) {
      const run = await cli(argv);
      expect(run.code).toBe(2);
      expect(run.err).toContain(TENANT_HELP);
    }
    expect((await cli(['create', '--key', 'x', '--name', 'y'])).err).toMatch(/^create needs --owner\./);
  });

  it('refuses to open the embedded database while something listens on the server port', async () => {
    const busy: Server = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => resolve(server));
    });
    try {
      const port = (busy.address() as AddressInfo).port;
      await expect(openConfiguredDatabase({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: '/nonexistent' })).rejects.toThrow(
        `Something listens on 127.0.0.1:${port}. The embedded database in /nonexistent takes one process at a time`,
      );
    } finally {
      await new Promise((resolve) => busy.close(resolve));
    }
  });
});
