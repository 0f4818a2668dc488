import { parseArgs } from 'node:util';
import { runAsSystem } from '../audit/context.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { apiClients } from '../db/schema/index.js';
import { ensureClients } from '../seed/clients.js';
import { generatePassword } from '../iam/passwords.js';
import { checkPortFree } from '../listen-problem.js';
import { ProvisionError, ROLE_WORDS, addUser, pruneAudit, allTenants, changeRole, createProject, createTenant, setUserEnabled } from './provision.js';

export const TENANT_HELP = `Tenants, projects, users and roles of the SDM Console, from the command line.

Usage: npm run tenant -- <command> [options]

Commands:
  create --key KEY --name NAME --owner USERNAME     a tenant, its groups and its owner
         [--owner-first-name NAME] [--owner-last-name NAME] [--owner-email EMAIL]
         [--description TEXT] [--features a,b,…]    (default: every menu area)
  list                                              every tenant
  clients                                           the registered API clients (console, customer app,
                                                    validator app, …) with their API keys and secrets
  project create --tenant KEY --key KEY --name NAME [--description TEXT]
  user create --tenant KEY --username NAME --first-name NAME --last-name NAME [--email EMAIL]
  user disable --tenant KEY --username NAME         ends the user's sessions; sign-in refused
  user enable --tenant KEY --username NAME
  grant --tenant KEY --user NAME --role ROLE [--on PATH]
  revoke --tenant KEY --user NAME --role ROLE [--on PATH]
        ROLE: ${ROLE_WORDS.join(', ')} (owner only on the tenant itself)
        PATH: left out for the tenant, treasury, a project key, or project/workspace keys
  audit-prune --tenant KEY                          removes the tenant's audit records older than its
                                                    retention (set by its owner), leaving a record of it

'tenant create' and 'tenant list' are the same as create and list.

Passwords: the new owner's (create) or user's (user create) password is taken from
TENANT_OWNER_PASSWORD or TENANT_USER_PASSWORD when set; otherwise a random one is printed once
and stored only as a hash. Hand it over privately; it can be changed on the profile page.

Database: as the server's, DATABASE_URL (PostgreSQL, as its owner; APP_DATABASE_URL is the server's
alone) or the embedded one in DATA_DIR (default ./.data). The embedded database takes one process at a time: stop the server first.

Exit codes: 0 done, 1 refused (duplicate, unknown name, rule broken), 2 wrong usage.
`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  env: NodeJS.ProcessEnv;
}

/** Opens the database the server would use, refusing an embedded one a running server may hold. */
export async function openConfiguredDatabase(env: NodeJS.ProcessEnv): Promise<Database> {
  const config = loadConfig(env);
  if (!config.databaseUrl) {
    // PGlite has no lock of its own: two processes on one data directory would each write their own version.
    const busy = await checkPortFree(config.host, config.port).then(
      () => false,
      () => true,
    );
    if (busy) {
      throw new ProvisionError(
        `Something listens on ${config.host}:${config.port}. The embedded database in ${config.dataDir} takes one process at a time: stop the server first (or set PORT/HOST to where it really listens).`,
      );
    }
  }
  return openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2, connectAs: 'operator' });
}

class UsageError extends Error {}

const text = { type: 'string' } as const;
const OPTIONS = {
  create: { key: text, name: text, owner: text, 'owner-first-name': text, 'owner-last-name': text, 'owner-email': text, description: text, features: text },
  list: {},
  clients: {},
  'project create': { tenant: text, key: text, name: text, description: text },
  'user create': { tenant: text, username: text, 'first-name': text, 'last-name': text, email: text },
  'user disable': { tenant: text, username: text },
  'user enable': { tenant: text, username: text },
  grant: { tenant: text, user: text, role: text, on: text },
  revoke: { tenant: text, user: text, role: text, on: text },
  'audit-prune': { tenant: text },
} as const;
type Command = keyof typeof OPTIONS;

/** The command named by the first one or two words (`tenant` may stand before create and list). */
function commandOf(words: string[]): { command: Command; rest: string[] } {
  const [first, second] = words[0] === 'tenant' ? words.slice(1) : words;
  const offset = words[0] === 'tenant' ? 1 : 0;
  if (first && second && `${first} ${second}` in OPTIONS) return { command: `${first} ${second}` as Command, rest: words.slice(offset + 2) };
  if (first && first in OPTIONS && !first.includes(' ')) return { command: first as Command, rest: words.slice(offset + 1) };
  throw new UsageError(first ? `Unknown command '${words.slice(0, 2).join(' ')}'.` : 'No command given.');
}

/** Runs one command; answers the process's exit code. `open` gives the database (tests pass theirs). */
export async function runTenantCli(argv: string[], io: CliIo, open: () => Promise<Database> = () => openConfiguredDatabase(io.env)): Promise<number> {
  if (argv.some((a) => a === '--help' || a === '-h') || argv[0] === 'help') {
    io.out(TENANT_HELP);
    return 0;
  }
  let command: Command;
  let values: Record<string, string | undefined>;
  try {
    const found = commandOf(argv.filter((a) => a !== '--'));
    command = found.command;
    values = parseArgs({ args: found.rest, options: OPTIONS[command], strict: true, allowPositionals: false }).values as Record<string, string | undefined>;
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${TENANT_HELP}`);
    return 2;
  }
  const need = (name: string): string => {
    const value = values[name]?.trim();
    if (!value) throw new UsageError(`${command} needs --${name}.`);
    return value;
  };

  let database: Database | undefined;
  try {
    // Every required option is read before the database opens, so a usage mistake costs nothing.
    const run = plan(command, need, values, io);
    database = await open();
    const db = database.db;
    // The operator's writes are recorded in the audit trail as this command's.
    await runAsSystem(`operator: ${command}`, () => run(db));
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${TENANT_HELP}`);
      return 2;
    }
    if (err instanceof ProvisionError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database?.close();
  }
}

type Need = (name: string) => string;

/** What a command does once the database is open; its options checked now. */
function plan(command: Command, need: Need, values: Record<string, string | undefined>, io: CliIo): (db: Database['db']) => Promise<void> {
  switch (command) {
    case 'create': {
      const input = {
        key: need('key'),
        name: need('name'),
        description: values.description,
        features: values.features
          ?.split(',')
          .map((f) => f.trim())
          .filter(Boolean),
        owner: {
          username: need('owner'),
          firstName: values['owner-first-name'] ?? 'Tenant',
          lastName: values['owner-last-name'] ?? 'Owner',
          email: values['owner-email'],
        },
      };
      return async (db) => {
        const { password, given } = passwordFrom(io.env, 'TENANT_OWNER_PASSWORD');
        const { tenant, owner } = await createTenant(db, { ...input, ownerPassword: password });
        io.out(`Created tenant ${tenant.key} (${tenant.name}), id ${tenant.id}, with its groups.`);
        io.out(`Owner: ${owner.username} (holds sdm/${tenant.key}.owner)`);
        io.out(passwordLine(given, 'TENANT_OWNER_PASSWORD', password));
        io.out(`Sign in at /${tenant.key} on the console.`);
      };
    }
    case 'list':
      return async (db) => {
        const tenants = await allTenants(db);
        if (tenants.length === 0) return io.out('No tenants.');
        const width = Math.max(3, ...tenants.map((t) => t.key.length));
        io.out(`${'KEY'.padEnd(width)}  ID                        CREATED     NAME`);
        for (const t of tenants) io.out(`${t.key.padEnd(width)}  ${t.id.padEnd(24)}  ${t.createdOn.toISOString().slice(0, 10)}  ${t.name}`);
      };
    case 'clients':
      return async (db) => {
        // The server registers them on its first start; a database the server has not opened yet gets them now.
        await ensureClients(db);
        io.out('Hand the API key and the client id and secret to the app they belong to; its users sign in with them (docs/api.md).');
        for (const c of await db.select().from(apiClients).orderBy(apiClients.clientId)) {
          io.out(`${c.clientId} (${c.name}, ${c.kind}${c.enabled ? '' : ', disabled'})\n  api key: ${c.apiKey}\n  client secret: ${c.clientSecret}`);
        }
      };
    case 'project create': {
      const input = { tenant: need('tenant'), key: need('key'), name: need('name'), description: values.description };
      return async (db) => {
        const { tenant, project } = await createProject(db, input);
        io.out(`Created project ${project.key} (${project.name}) in tenant ${tenant.key}, id ${project.id}, with its groups.`);
      };
    }
    case 'user create': {
      const input = { tenant: need('tenant'), username: need('username'), firstName: need('first-name'), lastName: need('last-name'), email: values.email };
      return async (db) => {
        const { password, given } = passwordFrom(io.env, 'TENANT_USER_PASSWORD');
        const { tenant, user } = await addUser(db, { ...input, password });
        io.out(`Created user ${user.username} in tenant ${tenant.key}, id ${user.id}, without roles (see grant).`);
        io.out(passwordLine(given, 'TENANT_USER_PASSWORD', password));
      };
    }
    case 'user disable':
    case 'user enable': {
      const enabled = command === 'user enable';
      const input = { tenant: need('tenant'), username: need('username'), enabled };
      return async (db) => {
        await setUserEnabled(db, input);
        io.out(
          enabled
            ? `Enabled ${input.username} in tenant ${input.tenant}.`
            : `Disabled ${input.username} in tenant ${input.tenant}: sessions ended, sign-in refused.`,
        );
      };
    }
    case 'audit-prune': {
      const input = { tenant: need('tenant') };
      return async (db) => {
        const { removed, days } = await pruneAudit(db, input);
        io.out(
          days === null
            ? `Tenant ${input.tenant} keeps its whole audit trail: nothing removed.`
            : `Removed ${removed} audit records of ${input.tenant} older than ${days} days.`,
        );
      };
    }
    case 'grant':
    case 'revoke': {
      const granted = command === 'grant';
      const input = { tenant: need('tenant'), username: need('user'), role: need('role'), on: values.on, granted };
      return async (db) => {
        const { resource, role, changed } = await changeRole(db, input);
        if (!changed) return io.out(`${input.username} ${granted ? 'already holds' : 'does not hold'} ${role} on ${resource}: nothing changed.`);
        io.out(granted ? `Granted ${role} on ${resource} to ${input.username}.` : `Revoked ${role} on ${resource} from ${input.username}.`);
      };
    }
  }
}

function passwordFrom(env: NodeJS.ProcessEnv, variable: string): { password: string; given: boolean } {
  const given = env[variable];
  return given ? { password: given, given: true } : { password: generatePassword(), given: false };
}

function passwordLine(given: boolean, variable: string, password: string): string {
  if (given) return `Password: the one in ${variable}.`;
  return `One-time password: ${password}\n  (shown only now and stored only as a hash: hand it over privately; it is changed on the profile page)`;
}
