import { privilegeOn } from '../../../domain/access/grants.js';
import { Privilege } from '../../../domain/access/levels.js';
import { groupName, parseGroupName, projectResource, tenantResource, treasuryResource, workspaceResource } from '../../../domain/access/resources.js';
import { newId } from '../../../domain/common/ids.js';
import {
  grantProblem,
  revokeProblem,
  type AccessList,
  type AccessListKind,
  type AccessRow,
  type GrantChange,
  type NewUser,
} from '../../../domain/users/access-lists.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege, tenantOfActor } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { hashPassword } from '../../iam/passwords.js';
import { rolesChanged } from '../../iam/service.js';
import type { TenantRow } from '../tenants/index.js';
import * as repo from './repo.js';

export interface ListScope {
  kind: AccessListKind;
  resource: string;
  name: string;
}

/** Tenant, treasury, then each project followed by its workspaces (docs/product/platform.md §2.10). */
async function scopesOf(db: Db, tenant: TenantRow): Promise<ListScope[]> {
  const { projects, workspaces } = await repo.projectsAndWorkspaces(db, tenant.id);
  const scopes: ListScope[] = [
    { kind: 'tenant', resource: tenantResource(tenant.key), name: tenant.name },
    { kind: 'treasury', resource: treasuryResource(tenant.key), name: 'Treasury' },
  ];
  for (const p of projects) {
    scopes.push({ kind: 'project', resource: projectResource(tenant.key, p.key), name: p.name });
    for (const w of workspaces.filter((x) => x.projectId === p.id)) {
      scopes.push({ kind: 'workspace', resource: workspaceResource(tenant.key, p.key, w.key), name: w.name });
    }
  }
  return scopes;
}

const ROLE_FLAG = { owner: 'owner', admin: 'admin', editor: 'editor', reader: 'viewer' } as const;

/** Rows of each scope from the groups `<scope>.owner|admin|editor|reader` (docs/product/platform.md §3.14). */
function buildLists(scopes: ListScope[], memberships: repo.Membership[]): AccessList[] {
  const rowsByScope = new Map<string, Map<string, AccessRow>>(scopes.map((s) => [s.resource, new Map()]));
  for (const m of memberships) {
    const parsed = parseGroupName(m.groupName);
    const rows = parsed && rowsByScope.get(parsed.resource);
    if (!parsed || !rows) continue;
    let row = rows.get(m.userId);
    if (!row) {
      const displayName = m.displayName || `${m.firstName} ${m.lastName}`.trim() || m.username;
      row = {
        userId: m.userId,
        username: m.username,
        firstName: m.firstName,
        lastName: m.lastName,
        displayName,
        owner: false,
        admin: false,
        editor: false,
        viewer: false,
      };
      rows.set(m.userId, row);
    }
    row[ROLE_FLAG[parsed.role]] = true;
  }
  return scopes.map((s) => ({ ...s, rows: [...rowsByScope.get(s.resource)!.values()] }));
}

async function adminTenant(ctx: AppContext, actor: Actor, tenantParam?: string) {
  const tenant = await tenantOfActor(ctx, actor, tenantParam);
  requirePrivilege(actor, tenantResource(tenant.key), Privilege.ADMIN);
  return tenant;
}

export async function listAccessLists(ctx: AppContext, actor: Actor, tenantParam?: string): Promise<AccessList[]> {
  const tenant = await adminTenant(ctx, actor, tenantParam);
  const [scopes, memberships] = await Promise.all([scopesOf(ctx.db, tenant), repo.memberships(ctx.db, tenant.id)]);
  return buildLists(scopes, memberships);
}

export const USERNAME_TAKEN = 'A user with this username already exists.';

/** Adds a user to the tenant with no role; roles are granted on the access lists. */
export async function addUser(ctx: AppContext, actor: Actor, tenantParam: string | undefined, input: NewUser) {
  const tenant = await adminTenant(ctx, actor, tenantParam);
  return createUser(ctx.db, tenant.id, input);
}

/** Stores a new user of the tenant without roles: the users page's add and the operator's CLI (src/server/operator). */
export async function createUser(db: Db, tenantId: string, input: NewUser) {
  if (await repo.usernameTaken(db, tenantId, input.username)) throw conflict(USERNAME_TAKEN);
  const user = { tenantId, id: newId(), username: input.username, firstName: input.firstName, lastName: input.lastName, email: input.email ?? null };
  try {
    await repo.insertUser(db, { ...user, passwordHash: await hashPassword(input.password) });
  } catch (err) {
    // Two adds of the same name at once: the unique index decides.
    if (await repo.usernameTaken(db, tenantId, input.username)) throw conflict(USERNAME_TAKEN);
    throw err;
  }
  return { id: user.id, username: user.username, firstName: user.firstName, lastName: user.lastName, email: user.email, enabled: true, groups: [] as string[] };
}

/**
 * Grants or revokes one role on one access list. The resource must be a list of the caller's tenant,
 * the user a user of that tenant. The user's earlier access tokens stop working (at once on this server,
 * within seconds on others: iam/token-versions.ts); their refresh token gives one with the new roles.
 */
export async function changeGrant(ctx: AppContext, actor: Actor, change: GrantChange): Promise<AccessList> {
  const tenant = await tenantOfActor(ctx, actor, undefined);
  const scope = await accessListOf(ctx.db, tenant, change.resource);
  const problem = grantProblem(privilegeOn(actor.grants, scope.resource), scope.kind, change.role);
  if (problem) throw problem.status === 400 ? badRequest(problem.message) : forbidden(problem.message);
  const version = await applyGrant(ctx.db, tenant.id, scope, change, actor.userId);
  if (version !== null) ctx.tokenVersions.set(tenant.id, change.userId, version);
  const lists = buildLists([scope], await repo.memberships(ctx.db, tenant.id));
  return lists[0];
}

/** The access list of `resource` (any case) in the tenant; 404 when it has none. */
export async function accessListOf(db: Db, tenant: TenantRow, resource: string): Promise<ListScope> {
  const wanted = resource.toLowerCase();
  const scope = (await scopesOf(db, tenant)).find((s) => s.resource === wanted);
  if (!scope) throw notFound('Access list');
  return scope;
}

/**
 * Adds the user to the list's role group or takes them out, keeping the tenant managed (revokeProblem;
 * `callerId` is who asks, null for the operator). Answers the user's new token version when something
 * changed, null when the user already stood so.
 */
export async function applyGrant(db: Db, tenantId: string, scope: ListScope, change: GrantChange, callerId: string | null): Promise<number | null> {
  if (!(await repo.userExists(db, tenantId, change.userId))) throw notFound('User');
  const name = groupName(scope.resource, change.role);
  return db.transaction(async (tx) => {
    const changed = change.granted
      ? await repo.addMember(tx, tenantId, { name, scope: scope.resource, role: change.role }, change.userId)
      : await revoke(tx, tenantId, scope, name, change, callerId);
    // Access tokens carry the roles: those issued before the change must not go on acting with the old ones.
    return changed ? rolesChanged(tx, tenantId, change.userId) : null;
  });
}

async function revoke(tx: Tx, tenantId: string, scope: ListScope, name: string, change: GrantChange, callerId: string | null): Promise<boolean> {
  if (scope.kind === 'tenant') {
    const [owners, admins] = [groupName(scope.resource, 'owner'), groupName(scope.resource, 'admin')];
    const members = await repo.lockedMembers(tx, tenantId, [owners, admins]);
    const of = (group: string) => members.filter((m) => m.groupName === group).map((m) => m.userId);
    const problem = revokeProblem({ owners: of(owners), admins: of(admins) }, change.role, change.userId, callerId ?? '');
    if (problem) throw conflict(problem);
  }
  return repo.removeMember(tx, tenantId, name, change.userId);
}
