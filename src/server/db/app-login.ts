import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { APP_ROLE } from './audited-driver.js';

/**
 * Where the application's PostgreSQL connections log in (docs/decisions/0121-audit-roles-and-login.md): as a role that is
 * at most a member of sdm_app, so that a RESET ROLE run through the pool leads nowhere. `appUrl`
 * (APP_DATABASE_URL) names the operator's own such role; without it, the owner lets sdm_app itself log in.
 * Either way a login that could still change the trail is refused, so the server does not start unguarded.
 */
export async function applicationLogin(driver: typeof pg, ownerUrl: string, appUrl?: string): Promise<string> {
  const url = appUrl ?? (await allowLogin(driver, ownerUrl, APP_ROLE));
  const client = new driver.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ open: boolean }>(OPEN_TRAIL);
    if (rows[0].open) {
      throw new Error(
        `The application's database login (${client.user}) could change the audit trail (superuser, owner, or allowed to write audit_records): APP_DATABASE_URL must name a role that is only a member of ${APP_ROLE}.`,
      );
    }
  } finally {
    await client.end();
  }
  return url;
}

/** Whether the session's login, as itself or any role it may SET ROLE to, could write the trail or own it. */
const OPEN_TRAIL = `select exists (
  select 1 from pg_roles r
  where pg_has_role(session_user, r.oid, 'MEMBER')
    and (r.rolsuper or r.oid = (select relowner from pg_class where oid = 'audit_records'::regclass)
         or has_table_privilege(r.oid, 'audit_records', 'INSERT, UPDATE, DELETE, TRUNCATE'))
) as open`;

const CONCURRENT = /tuple concurrently updated/;
/** Login refused: role may not log in (28000) or wrong password (28P01). */
const REFUSED = new Set(['28000', '28P01']);

/**
 * `ownerUrl` with `role` as its user, once that role may log in with the URL's password: tried first, and only
 * when refused does the owner give the role LOGIN (and the password). Roles are cluster-wide and several
 * servers (or test files) may start at once: a concurrent ALTER ROLE fails with "tuple concurrently updated",
 * after which the login is simply tried again (the other one gave the same rights).
 */
export async function allowLogin(driver: typeof pg, ownerUrl: string, role: string): Promise<string> {
  const target = new URL(ownerUrl);
  target.username = role;
  const url = target.toString();
  const password = decodeURIComponent(target.password);
  for (let attempt = 0; ; attempt++) {
    const refusal = await loginRefusal(driver, url);
    if (!refusal) return url;
    if (attempt === 5) throw new Error(`${role} cannot log in (${refusal}): set APP_DATABASE_URL to the application's own login role.`);
    const owner = new driver.Client({ connectionString: ownerUrl });
    await owner.connect();
    try {
      // A verifier, not the password: the statement may be logged (log_statement), the password must not be.
      const secret = password ? ` PASSWORD ${owner.escapeLiteral(scramVerifier(password))}` : '';
      await owner.query(`ALTER ROLE ${owner.escapeIdentifier(role)} LOGIN${secret}`);
    } catch (error) {
      if (!CONCURRENT.test((error as Error).message)) {
        throw new Error(
          `The database owner cannot let ${role} log in (${(error as Error).message}): set APP_DATABASE_URL to the application's own login role.`,
          { cause: error },
        );
      }
    } finally {
      await owner.end();
    }
  }
}

async function loginRefusal(driver: typeof pg, url: string): Promise<string | null> {
  const client = new driver.Client({ connectionString: url });
  try {
    await client.connect();
    return null;
  } catch (error) {
    if (REFUSED.has((error as { code?: string }).code ?? '')) return (error as Error).message;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** SASLprep's mappings (RFC 3454 tables C.1.2 and B.1). */
const NON_ASCII_SPACE = /[\u00A0\u1680\u2000-\u200B\u202F\u205F\u3000]/g;
// eslint-disable-next-line no-misleading-character-class -- joiners and variation selectors are what B.1 removes.
const MAPPED_TO_NOTHING = /[\u00AD\u034F\u1806\u180B-\u180D\u200C\u200D\u2060\uFE00-\uFE0F\uFEFF]/g;

/**
 * PostgreSQL's SCRAM-SHA-256 verifier of `password` (what the server stores; RFC 5802, 7677), after the parts of
 * SASLprep that change a password (RFC 4013: non-ASCII spaces, characters mapped to nothing, NFKC), as
 * PostgreSQL and node-postgres apply them.
 */
export function scramVerifier(password: string, salt = randomBytes(16), iterations = 4096): string {
  const prepared = password.replace(NON_ASCII_SPACE, ' ').replace(MAPPED_TO_NOTHING, '').normalize('NFKC');
  const salted = pbkdf2Sync(prepared, salt, iterations, 32, 'sha256');
  const hmac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest();
  const storedKey = createHash('sha256').update(hmac(salted, 'Client Key')).digest();
  const serverKey = hmac(salted, 'Server Key');
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
