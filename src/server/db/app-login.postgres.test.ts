import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowLogin } from './app-login.js';
import { openDatabase, type Database, type Db } from './client.js';
import { openTestDatabase } from '../test/test-database.js';

// The audit trail's wall (docs/decisions/0121-audit-roles-and-login.md): the application's connections log in as a role that may
// only read the trail, so not even RESET ROLE gives the owner's rights back.
const serverUrl = process.env.TEST_DATABASE_URL!;
let database: Database;
let ownerUrl: string;
beforeAll(async () => {
  database = await openTestDatabase();
  const target = new URL(serverUrl);
  target.pathname = `/${(await rowsOf(database.db, sql`select current_database() as name`))[0].name}`;
  ownerUrl = target.toString();
});
afterAll(() => database.close());

const rowsOf = async (db: Db, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
/** The error `statements` (run one by one on one connection of `db`) end with, or null. */
const failureOf = (db: Db, ...statements: string[]) =>
  db
    .transaction(async (tx) => {
      for (const statement of statements) await tx.execute(sql.raw(statement));
    })
    .then(
      () => null,
      (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
    );

/** Runs `work` on a connection of the superuser of TEST_DATABASE_URL, to `url`'s database. */
async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
const asAdmin = <T>(work: (admin: pg.Client) => Promise<T>) => withClient(serverUrl, work);
const throwawayRole = () => `sdm_test_role_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

/** Expects the connections of `db` to be `login` working as sdm_app, unable to get further by resetting the role. */
async function expectWalled(db: Db, login: string) {
  expect(await rowsOf(db, sql`select session_user as login, current_user as role`)).toEqual([{ login, role: 'sdm_app' }]);
  for (const statement of ['delete from audit_records', 'truncate audit_records', 'update audit_records set action = $$x$$']) {
    expect(await failureOf(db, 'reset role', statement), statement).toMatch(/permission denied/);
  }
  expect(await failureOf(db, 'set role none', 'alter table audit_records disable trigger all')).toMatch(/must be owner/);
  expect(await failureOf(db, 'set role postgres')).toMatch(/permission denied to set role/);
}

describe('without APP_DATABASE_URL', () => {
  it('logs in as sdm_app, which RESET ROLE leaves without rights on the trail', async () => {
    await expectWalled(database.db, 'sdm_app');
  });

  it('has every connection of the app log in so, the LISTEN one too', async () => {
    const stop = await database.listen(
      'sdm_login_test',
      () => {},
      () => {},
    );
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.01)`)));
    const [{ name }] = await rowsOf(database.db, sql`select current_database() as name`);
    const logins = await asAdmin(async (admin) => {
      const { rows } = await admin.query<{ login: string }>('select distinct usename as login from pg_stat_activity where datname = $1', [name]);
      return rows.map((r) => r.login);
    });
    await stop();
    expect(logins).toEqual(['sdm_app']);
  });

  it('lets a role log in once, with the URL password as a SCRAM verifier, however many servers start at once', async () => {
    const role = throwawayRole();
    await asAdmin((admin) => admin.query(`create role ${role} nologin`));
    try {
      const url = new URL(ownerUrl);
      url.password = 'p@ss word';
      const urls = await Promise.all(Array.from({ length: 8 }, () => allowLogin(pg, url.toString(), role)));
      expect(new Set(urls.map((u) => new URL(u).username))).toEqual(new Set([role]));
      const [stored] = await asAdmin(async (admin) => (await admin.query('select rolcanlogin, rolpassword from pg_authid where rolname = $1', [role])).rows);
      expect(stored.rolcanlogin).toBe(true);
      expect(stored.rolpassword).toMatch(/^SCRAM-SHA-256\$4096:/);
    } finally {
      await asAdmin((admin) => admin.query(`drop role ${role}`));
    }
  });
});

describe('with APP_DATABASE_URL', () => {
  it("logs in as the operator's role, a member of sdm_app that RESET ROLE leaves without rights on the trail", async () => {
    const role = throwawayRole();
    await asAdmin((admin) => admin.query(`create role ${role} login in role sdm_app`));
    try {
      const appUrl = new URL(ownerUrl);
      appUrl.username = role;
      const app = await openDatabase({ url: ownerUrl, appUrl: appUrl.toString(), dataDir: '', poolSize: 1 });
      try {
        await expectWalled(app.db, role);
      } finally {
        await app.close();
      }
    } finally {
      await asAdmin((admin) => admin.query(`drop role ${role}`));
    }
  });

  it('refuses to start on a login that could change the trail: the owner, or a role allowed to delete from it', async () => {
    const role = throwawayRole();
    await asAdmin((admin) => admin.query(`create role ${role} login in role sdm_app`));
    await withClient(ownerUrl, (owner) => owner.query(`grant delete on audit_records to ${role}`));
    try {
      for (const login of ['postgres', role]) {
        const appUrl = new URL(ownerUrl);
        appUrl.username = login;
        await expect(openDatabase({ url: ownerUrl, appUrl: appUrl.toString(), dataDir: '', poolSize: 1 })).rejects.toThrow(
          `The application's database login (${login}) could change the audit trail`,
        );
      }
    } finally {
      await withClient(ownerUrl, (owner) => owner.query(`revoke all on audit_records from ${role}`));
      await asAdmin((admin) => admin.query(`drop role ${role}`));
    }
  });
});
