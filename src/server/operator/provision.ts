import { Privilege } from '../../domain/access/levels.js';
import { pruneTenantTrail } from '../audit/service.js';
import { isRouteWord } from '../../domain/access/route-words.js';
import { groupName, projectResource, tenantResource, treasuryResource } from '../../domain/access/resources.js';
import { newId } from '../../domain/common/ids.js';
import { tenantKeyProblem } from '../../domain/common/tenant-key.js';
import { GRANTABLE_ROLES, grantProblem, NewUser } from '../../domain/users/access-lists.js';
import type { Db } from '../db/client.js';
import { HttpError } from '../errors.js';
import { setUserEnabled as setEnabled } from '../iam/service.js';
import { accessListOf, applyGrant, createUser } from '../modules/access-lists/service.js';
import { projectOfTenant } from '../modules/projects/service.js';
import { everyTenant, tenantNow, type TenantRow } from '../modules/tenants/directory.js';
import { userIdOf } from '../modules/users/service.js';
import { grant, insertAccessGroups, insertProject, insertTenant } from '../seed/builders.js';
import { ALL_FEATURES } from '../seed/demo.js';

/**
 * What a platform operator does from the command line (scripts/tenant.ts): tenants, their projects,
 * users and roles. The same rules as the console's users page, without a signed-in caller: the
 * operator stands above every tenant.
 */

/** A refusal to print as it is: duplicates, unknown names, values that break a rule. */
export class ProvisionError extends Error {}

export interface NewTenantInput {
  key: string;
  name: string;
  description?: string;
  /** Menu areas switched on; all of them when left out. */
  features?: string[];
  owner: { username: string; firstName: string; lastName: string; email?: string };
  ownerPassword: string;
}

/** A tenant with its tenant and treasury groups and its owner, in one transaction. */
export async function createTenant(db: Db, input: NewTenantInput) {
  const problem = tenantKeyProblem(input.key);
  if (problem) throw new ProvisionError(problem);
  if (!input.name.trim()) throw new ProvisionError('A tenant needs a name.');
  const unknown = (input.features ?? []).filter((f) => !ALL_FEATURES.includes(f));
  if (unknown.length) throw new ProvisionError(`Unknown feature ${unknown.join(', ')}: choose from ${ALL_FEATURES.join(', ')}.`);
  const owner = parseUser({ ...input.owner, password: input.ownerPassword });
  const exists = () => new ProvisionError(`Tenant '${input.key}' already exists.`);
  if (await tenantNow(db, input.key)) throw exists();
  try {
    return await db.transaction(async (tx) => {
      const tenant = await insertTenant(tx, {
        id: newId(),
        key: input.key,
        name: input.name.trim(),
        description: input.description ?? '',
        features: input.features ?? ALL_FEATURES,
      });
      for (const resource of [tenantResource(tenant.key), treasuryResource(tenant.key)]) await insertAccessGroups(tx, tenant.id, resource);
      const user = await createUser(tx, tenant.id, owner);
      await grant(tx, tenant.id, groupName(tenantResource(tenant.key), 'owner'), user.id);
      return { tenant, owner: user };
    });
  } catch (err) {
    // Two operators creating the same key at once: the unique index decides.
    if (await tenantNow(db, input.key)) throw exists();
    throw err;
  }
}

export function allTenants(db: Db): Promise<TenantRow[]> {
  return everyTenant(db);
}

// As the console's keys are stored (normaliseKey), without edge hyphens: it is typed, not derived.
const PROJECT_KEY = /^[a-z0-9_]+(-[a-z0-9_]+)*$/;

/** A project with its access-list groups. */
export async function createProject(db: Db, input: { tenant: string; key: string; name: string; description?: string }) {
  const tenant = await tenantNamed(db, input.tenant);
  if (input.key.length > 64 || !PROJECT_KEY.test(input.key)) {
    throw new ProvisionError('A project key has 1 to 64 lowercase letters, digits or _, with single hyphens between them.');
  }
  if (isRouteWord(input.key)) throw new ProvisionError(`'${input.key}' names a page of the console and cannot be a project key.`);
  if (!input.name.trim()) throw new ProvisionError('A project needs a name.');
  const exists = () => new ProvisionError(`Project '${input.key}' already exists in tenant '${tenant.key}'.`);
  if (await projectOfTenant(db, tenant.id, input.key)) throw exists();
  try {
    return await db.transaction(async (tx) => {
      const project = await insertProject(tx, {
        tenantId: tenant.id,
        id: newId(),
        key: input.key,
        name: input.name.trim(),
        description: input.description ?? '',
      });
      await insertAccessGroups(tx, tenant.id, projectResource(tenant.key, project.key));
      return { tenant, project };
    });
  } catch (err) {
    if (await projectOfTenant(db, tenant.id, input.key)) throw exists();
    throw err;
  }
}

/** A user without roles (grant gives them). */
export async function addUser(db: Db, input: { tenant: string; username: string; firstName: string; lastName: string; email?: string; password: string }) {
  const tenant = await tenantNamed(db, input.tenant);
  const user = parseUser({ username: input.username, firstName: input.firstName, lastName: input.lastName, email: input.email, password: input.password });
  return { tenant, user: await refusals(() => createUser(db, tenant.id, user)) };
}

/**
 * Disables or enables a user. Either way their earlier access tokens stop working; disabling also ends
 * their sessions (refresh tokens), and a disabled user cannot sign in.
 */
export async function setUserEnabled(db: Db, input: { tenant: string; username: string; enabled: boolean }) {
  const tenant = await tenantNamed(db, input.tenant);
  const userId = await userNamed(db, tenant, input.username);
  await setEnabled(db, tenant.id, userId, input.enabled);
  return { tenant, userId };
}

/** The role names the CLI takes: the groups' (reader) and the token's (viewer) for the same role. */
export const ROLE_WORDS = [...GRANTABLE_ROLES, 'viewer'] as const;

/**
 * Grants or revokes `role` on the access list `on` names: nothing for the tenant, `treasury`, a
 * project key or `project/workspace`. Answers whether anything changed; when it did, the user's access
 * tokens stop working on every server within seconds and their refresh brings the new roles.
 */
export async function changeRole(db: Db, input: { tenant: string; username: string; role: string; on?: string; granted: boolean }) {
  const tenant = await tenantNamed(db, input.tenant);
  const role = input.role === 'viewer' ? 'reader' : input.role;
  if (!GRANTABLE_ROLES.includes(role as (typeof GRANTABLE_ROLES)[number]))
    throw new ProvisionError(`Unknown role '${input.role}': use ${ROLE_WORDS.join(', ')}.`);
  const resource = input.on ? `${tenantResource(tenant.key)}/${input.on.replace(/^\/+|\/+$/g, '')}` : tenantResource(tenant.key);
  const userId = await userNamed(db, tenant, input.username);
  const scope = await accessListOf(db, tenant, resource).catch(() => {
    throw new ProvisionError(`No access list ${resource}: --on takes treasury, a project key or project/workspace keys.`);
  });
  const change = { resource: scope.resource, userId, role: role as (typeof GRANTABLE_ROLES)[number], granted: input.granted };
  // The operator may grant any role; only where a role can exist is checked (owner at tenant level).
  const problem = grantProblem(Privilege.OWNER, scope.kind, change.role);
  if (problem) throw new ProvisionError(problem.message);
  const version = await refusals(() => applyGrant(db, tenant.id, scope, change, null));
  return { tenant, resource: scope.resource, role: change.role, changed: version !== null };
}

/**
 * Removes the tenant's audit records older than its retention, as the role that alone may (migration 0032);
 * the removal leaves its own record. Answers how many went and the retention (null: keeps all, nothing removed).
 */
export async function pruneAudit(db: Db, input: { tenant: string }): Promise<{ removed: number; days: number | null }> {
  const tenant = await tenantNamed(db, input.tenant);
  return pruneTenantTrail(db, tenant.id);
}

async function tenantNamed(db: Db, key: string): Promise<TenantRow> {
  const tenant = await tenantNow(db, key);
  if (!tenant) throw new ProvisionError(`No tenant '${key}'.`);
  return tenant;
}

async function userNamed(db: Db, tenant: TenantRow, username: string): Promise<string> {
  const id = await userIdOf(db, tenant.id, username);
  if (!id) throw new ProvisionError(`No user '${username}' in tenant '${tenant.key}'.`);
  return id;
}

/** The users page's rules for a new user (username, names, email, password strength). */
function parseUser(fields: { username: string; firstName: string; lastName: string; email?: string; password: string }): NewUser {
  const parsed = NewUser.safeParse(fields);
  if (!parsed.success) throw new ProvisionError(parsed.error.issues.map((i) => i.message).join(' '));
  return parsed.data;
}

/** The services' refusals (a taken username, the last owner) become the operator's messages. */
async function refusals<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof HttpError && err.statusCode < 500) throw new ProvisionError(err.message);
    throw err;
  }
}
