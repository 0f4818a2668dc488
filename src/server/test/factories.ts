import { newId } from '../../domain/common/ids.js';
import { groupName, projectResource, tenantResource, workspaceResource, type RoleName } from '../../domain/access/resources.js';
import { grant, insertAggregate, insertProject, insertTenant, insertUser } from '../seed/builders.js';
import type { TestApp } from './build-test-app.js';

export const TEST_PASSWORD = 'Test@1234';
let counter = 0;
const unique = (prefix: string) => `${prefix}${++counter}${Math.random().toString(36).slice(2, 6)}`;

export interface TestTenant {
  id: string;
  key: string;
  name: string;
  project: { id: string; key: string };
  workspaces: { id: string; key: string }[];
}

/** A tenant with one project and two workspaces, as the demo has. */
export async function buildTenant(t: TestApp, overrides: { key?: string; features?: string[]; description?: string } = {}): Promise<TestTenant> {
  const db = t.app.ctx.db;
  const tenant = await insertTenant(db, {
    id: newId(),
    key: overrides.key ?? unique('tenant'),
    name: 'Test Tenant',
    features: overrides.features ?? ['treasury', 'users'],
    ...(overrides.description ? { description: overrides.description } : {}),
  });
  const project = await insertProject(db, { tenantId: tenant.id, id: newId(), key: 'mall', name: 'Malls' });
  const workspaces = [];
  for (const key of ['north', 'south']) {
    workspaces.push(await insertAggregate(db, { tenantId: tenant.id, id: newId(), projectId: project.id, key, name: key, currency: 'USD', timeZone: 'UTC' }));
  }
  return { ...tenant, project, workspaces };
}

export interface TestUser {
  id: string;
  username: string;
  password: string;
  tenant: TestTenant;
}

/** A user holding `role` on the tenant, its project or one workspace (`on`), or no role at all. */
export async function buildUser(
  t: TestApp,
  tenant: TestTenant,
  opts: { role?: RoleName; on?: 'tenant' | 'project' | 'workspace' | 'treasury'; username?: string; password?: string } = {},
): Promise<TestUser> {
  const db = t.app.ctx.db;
  const username = opts.username ?? unique('user');
  const password = opts.password ?? TEST_PASSWORD;
  const user = await insertUser(db, {
    tenantId: tenant.id,
    id: newId(),
    username,
    password,
    firstName: 'Test',
    lastName: username,
    email: `${username}@example.com`,
  });
  if (opts.role) {
    const resource = {
      tenant: tenantResource(tenant.key),
      treasury: `${tenantResource(tenant.key)}/treasury`,
      project: projectResource(tenant.key, tenant.project.key),
      workspace: workspaceResource(tenant.key, tenant.project.key, tenant.workspaces[0].key),
    }[opts.on ?? 'tenant'];
    await grant(db, tenant.id, groupName(resource, opts.role), user.id);
  }
  return { id: user.id, username, password, tenant };
}

/** The usual cast of a privilege test: admin, editor and reader of the first workspace, and another tenant's owner. */
export async function buildWorkspaceStaff(t: TestApp, tenant: TestTenant, other: TestTenant) {
  return {
    admin: await buildUser(t, tenant, { role: 'admin', on: 'workspace' }),
    editor: await buildUser(t, tenant, { role: 'editor', on: 'workspace' }),
    viewer: await buildUser(t, tenant, { role: 'reader', on: 'workspace' }),
    outsider: await buildUser(t, other, { role: 'owner' }),
  };
}
