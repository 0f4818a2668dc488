import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/common/ids.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { insertMediaItems, type MediaItemRow } from '../../seed/media-items.js';
import { appendActions, type AudienceAction } from '../audience/service.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let owner: TestUser;
let projectViewer: TestUser;
let northViewer: TestUser;
let noRole: TestUser;
let outsider: TestUser;

const DAY = 86_400_000;
const now = new Date();
const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
const day = (back: number) => new Date(todayStart - back * DAY).toISOString().slice(0, 10);
// An action `back` UTC days ago, a minute after midnight so it is never in the future.
const at = (back: number) => new Date(todayStart - back * DAY + 60_000);

function item(tn: TestTenant, workspace: number, kind: MediaItemRow['kind'], type: string): MediaItemRow {
  return {
    tenantId: tn.id,
    id: newId(),
    kind,
    projectId: tn.project.id,
    aggregateId: tn.workspaces[workspace].id,
    code: 'ABCDEFGHIJKLMNOP',
    name: `${kind} ${type} ${newId().slice(-6)}`,
    type,
  };
}

function actions(tn: TestTenant, workspace: number, type: number, back: number, count: number): AudienceAction[] {
  return Array.from({ length: count }, () => ({
    tenantId: tn.id,
    type,
    projectId: tn.project.id,
    aggregateId: tn.workspaces[workspace].id,
    updatedOn: at(back),
  }));
}

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  projectViewer = await buildUser(t, tenant, { role: 'reader', on: 'project' });
  northViewer = await buildUser(t, tenant, { role: 'reader', on: 'workspace' });
  noRole = await buildUser(t, tenant);
  outsider = await buildUser(t, other, { role: 'owner' });
  const db = t.app.ctx.db;
  await insertMediaItems(db, [
    item(tenant, 0, 'venue', 'Brand'),
    item(tenant, 0, 'venue', 'shopping mall'),
    item(tenant, 0, 'venue', 'Shopping Mall'),
    item(tenant, 0, 'venue', 'Restaurant'),
    item(tenant, 0, 'asset', 'IN-STORE'),
    item(tenant, 0, 'asset', 'Outdoor'),
    item(tenant, 0, 'campaign', 'Pulse'),
    item(tenant, 0, 'device', 'Beacon'),
    item(tenant, 1, 'venue', 'OOH'),
    item(tenant, 1, 'asset', 'Indoor'),
    item(tenant, 1, 'campaign', 'Drip'),
    item(tenant, 1, 'campaign', ''),
    item(other, 0, 'venue', 'Brand'),
  ]);
  await appendActions(db, [
    ...actions(tenant, 0, 1, 0, 3), // north likes: 3 today
    ...actions(tenant, 0, 1, 2, 2), // 2 two days ago
    ...actions(tenant, 0, 1, 6, 1), // 1 six days ago (inside 7 days)
    ...actions(tenant, 0, 1, 7, 4), // 4 seven days ago (outside 7 days)
    ...actions(tenant, 0, 1, 29, 5), // 5 at the edge of 30 days
    ...actions(tenant, 0, 1, 30, 9), // 9 outside 30 days
    ...actions(tenant, 0, 2, 0, 10), // north views: 10 today
    ...actions(tenant, 0, 3, 2, 1), // north shares: 1 two days ago
    ...actions(tenant, 1, 1, 0, 7), // south likes: 7 today
    ...actions(tenant, 1, 2, 1, 6), // south views: 6 yesterday
    ...actions(tenant, 1, 4, 1, 50), // another action type, never a like/view/share
    ...actions(other, 0, 1, 0, 100),
  ]);
});
afterAll(() => t.close());

const query = (user: TestUser | null, q: string, variables?: Record<string, unknown>) =>
  injectAs(t, user, { method: 'POST', url: '/api/1.0/media-query', payload: { query: q, variables } });

const COUNTS = '{ total groups { type count } }';
const counts = (total: number, groups: [string, number][]) => ({ total, groups: groups.map(([type, count]) => ({ type, count })) });

describe('item counts', () => {
  it('counts a workspace by type group, case-insensitively, the rest as other', async () => {
    const res = await query(owner, `{ assetsCountByWorkspace(id: "${tenant.workspaces[0].id}") { venues ${COUNTS} assets ${COUNTS} campaigns ${COUNTS} } }`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        assetsCountByWorkspace: {
          venues: counts(4, [
            ['Brand', 1],
            ['OOH', 0],
            ['Shopping Mall', 2],
            ['other', 1],
          ]),
          assets: counts(2, [
            ['Outdoor', 1],
            ['Indoor', 0],
            ['In-store', 1],
            ['other', 0],
          ]),
          campaigns: counts(1, [
            ['Drip', 0],
            ['Burst', 0],
            ['Pulse', 1],
            ['other', 0],
          ]),
        },
      },
    });
  });

  it('counts a project and a tenant over all their workspaces, never another tenant', async () => {
    const q = `{ p: assetsCountByProjectTenant(project_id: "mall", tenant_id: "${tenant.key}") { venues ${COUNTS} campaigns ${COUNTS} }
                 t: assetsCountByTenant(tenant_id: "${tenant.id}") { venues ${COUNTS} assets { total } } }`;
    const res = await query(owner, q);
    expect(res.statusCode).toBe(200);
    const venues = counts(5, [
      ['Brand', 1],
      ['OOH', 1],
      ['Shopping Mall', 2],
      ['other', 1],
    ]);
    expect(res.json().data).toEqual({
      p: {
        venues,
        campaigns: counts(3, [
          ['Drip', 1],
          ['Burst', 0],
          ['Pulse', 1],
          ['other', 1],
        ]),
      },
      t: { venues, assets: { total: 3 } },
    });
  });
});

const TOTALS = '{ today last7Days last30Days }';

describe('action totals', () => {
  it('gives today, the last 7 and the last 30 UTC days of a workspace per type', async () => {
    const id = tenant.workspaces[0].id;
    const res = await query(
      northViewer,
      `query($id: ID!) { likes: getTotalActionsByType(aggregate_id: $id, type: 1) ${TOTALS} views: getTotalActionsByType(aggregate_id: $id, type: 2) ${TOTALS}
        shares: getTotalActionsByType(aggregate_id: $id, type: 3) ${TOTALS} }`,
      { id },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      likes: { today: 3, last7Days: 6, last30Days: 15 },
      views: { today: 10, last7Days: 10, last30Days: 10 },
      shares: { today: 0, last7Days: 1, last30Days: 1 },
    });
  });

  it('adds up the workspaces of a project and of a tenant', async () => {
    const res = await query(
      projectViewer,
      `{ p: getTotalActionsByProjectTenantType(project_id: "${tenant.project.id}", tenant_id: "${tenant.key}", type: 1) ${TOTALS}
         v: getTotalActionsByProjectTenantType(project_id: "mall", tenant_id: "${tenant.id}", type: 2) ${TOTALS} }`,
    );
    expect(res.json().data).toEqual({ p: { today: 10, last7Days: 13, last30Days: 22 }, v: { today: 10, last7Days: 16, last30Days: 16 } });
    const tenantWide = await query(owner, `{ getTotalActionsByTenantType(tenant_id: "${tenant.key}", type: 1) ${TOTALS} }`);
    expect(tenantWide.json().data.getTotalActionsByTenantType).toEqual({ today: 10, last7Days: 13, last30Days: 22 });
  });
});

const DAYS = '{ day likes views shares }';

describe('actions per day', () => {
  it('lists every day of the range, days without actions as zero', async () => {
    const res = await query(
      owner,
      `query($id: ID!, $from: String!, $to: String!) { getTotalActionsByTimePeriodOnAggregateType(aggregate_id: $id, from: $from, to: $to) ${DAYS} }`,
      { id: tenant.workspaces[0].id, from: day(3), to: day(0) },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.getTotalActionsByTimePeriodOnAggregateType).toEqual([
      { day: day(3), likes: 0, views: 0, shares: 0 },
      { day: day(2), likes: 2, views: 0, shares: 1 },
      { day: day(1), likes: 0, views: 0, shares: 0 },
      { day: day(0), likes: 3, views: 10, shares: 0 },
    ]);
  });

  it('sums the workspaces of a project and of a tenant per day', async () => {
    const res = await query(
      owner,
      `{ p: getTotalActionsByTimePeriodOnProjectTenantType(project_id: "mall", tenant_id: "${tenant.key}", from: "${day(1)}", to: "${day(0)}") ${DAYS}
         t: getTotalActionsByTimePeriodOnTenantType(tenant_id: "${tenant.key}", from: "${day(30)}", to: "${day(29)}") ${DAYS} }`,
    );
    expect(res.json().data).toEqual({
      p: [
        { day: day(1), likes: 0, views: 6, shares: 0 },
        { day: day(0), likes: 10, views: 10, shares: 0 },
      ],
      t: [
        { day: day(30), likes: 9, views: 0, shares: 0 },
        { day: day(29), likes: 5, views: 0, shares: 0 },
      ],
    });
  });

  it('answers one page document with counts, three totals and the trend', async () => {
    const res = await query(
      northViewer,
      `query WorkspaceSummary($id: ID!, $from: String!, $to: String!) {
        assetsCountByWorkspace(id: $id) { venues { total } assets { total } campaigns { total } }
        likes: getTotalActionsByType(aggregate_id: $id, type: 1) ${TOTALS}
        views: getTotalActionsByType(aggregate_id: $id, type: 2) ${TOTALS}
        shares: getTotalActionsByType(aggregate_id: $id, type: 3) ${TOTALS}
        trend: getTotalActionsByTimePeriodOnAggregateType(aggregate_id: $id, from: $from, to: $to) ${DAYS}
      }`,
      { id: tenant.workspaces[0].id, from: day(29), to: day(0) },
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.assetsCountByWorkspace).toEqual({ venues: { total: 4 }, assets: { total: 2 }, campaigns: { total: 1 } });
    expect(data.trend).toHaveLength(30);
    const sum = (k: 'likes' | 'views' | 'shares') => data.trend.reduce((n: number, d: Record<string, number>) => n + d[k], 0);
    expect([sum('likes'), sum('views'), sum('shares')]).toEqual([data.likes.last30Days, data.views.last30Days, data.shares.last30Days]);
  });
});

describe('authorisation', () => {
  it('refuses a workspace the viewer cannot see, and the tenant above it, with FORBIDDEN', async () => {
    const res = await query(
      northViewer,
      `{ s: assetsCountByWorkspace(id: "${tenant.workspaces[1].id}") { venues { total } } n: assetsCountByWorkspace(id: "${tenant.workspaces[0].id}") { venues { total } }
         t: getTotalActionsByTenantType(tenant_id: "${tenant.key}", type: 1) { today } }`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toEqual({ s: null, n: { venues: { total: 4 } }, t: null });
    expect(body.errors.map((e: { path: string[]; extensions: { code: string } }) => [e.path[0], e.extensions.code]).sort()).toEqual([
      ['s', 'FORBIDDEN'],
      ['t', 'FORBIDDEN'],
    ]);
  });

  it('refuses a user without a role on every query', async () => {
    const res = await query(
      noRole,
      `{ a: assetsCountByTenant(tenant_id: "${tenant.key}") { venues { total } } b: getTotalActionsByProjectTenantType(project_id: "mall", tenant_id: "${tenant.key}", type: 2) { today }
         c: getTotalActionsByTimePeriodOnAggregateType(aggregate_id: "${tenant.workspaces[0].id}", from: "${day(1)}", to: "${day(0)}") { day } }`,
    );
    expect(res.json().data).toEqual({ a: null, b: null, c: null });
    expect(res.json().errors.every((e: { extensions: { code: string } }) => e.extensions.code === 'FORBIDDEN')).toBe(true);
  });

  it("answers NOT_FOUND for another tenant's tenant, project and workspace", async () => {
    const res = await query(
      outsider,
      `{ a: assetsCountByTenant(tenant_id: "${tenant.key}") { venues { total } } b: assetsCountByProjectTenant(project_id: "mall", tenant_id: "${tenant.id}") { venues { total } }
         c: getTotalActionsByType(aggregate_id: "${tenant.workspaces[0].id}", type: 1) { today } }`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ a: null, b: null, c: null });
    expect(res.json().errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual(['NOT_FOUND', 'NOT_FOUND', 'NOT_FOUND']);
    expect(JSON.stringify(res.json())).not.toContain('"total"');
  });

  it('answers NOT_FOUND for an unknown project or workspace', async () => {
    const res = await query(
      owner,
      `{ a: assetsCountByProjectTenant(project_id: "nope", tenant_id: "${tenant.key}") { venues { total } } b: assetsCountByWorkspace(id: "${newId()}") { venues { total } } }`,
    );
    // The two fields resolve concurrently, so their errors may come in either order.
    expect(
      res
        .json()
        .errors.map((e: { message: string }) => e.message)
        .sort(),
    ).toEqual(['Project not found', 'Workspace not found']);
  });

  it('needs a token (401) and an API key', async () => {
    expect((await query(null, '{ __typename }')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/1.0/media-query', payload: { query: '{ __typename }' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('bad requests', () => {
  const expect400 = async (res: Awaited<ReturnType<typeof query>>, message: RegExp) => {
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toMatch(message);
  };

  it('refuses a document that does not parse or validate', async () => {
    await expect400(await query(owner, '{ assetsCountByTenant(tenant_id: "x") { venues { total }'), /Syntax Error/);
    await expect400(await query(owner, '{ nope }'), /Cannot query field \\"nope\\"/);
    await expect400(await query(owner, `{ assetsCountByTenant(tenant_id: "${tenant.key}") }`), /must have a selection of subfields/);
    await expect400(await query(owner, 'mutation { x }'), /Schema is not configured to execute mutation/);
    await expect400(await query(owner, '{ __schema { types { name } } }'), /introspection/);
  });

  it('refuses variables of the wrong type', async () => {
    const q = 'query($id: ID!) { getTotalActionsByType(aggregate_id: $id, type: 1) { today } }';
    await expect400(await query(owner, q, { id: { no: 1 } }), /Variable \\"\$id\\"/);
    await expect400(await query(owner, q), /Variable \\"\$id\\" of required type/);
  });

  it('refuses bad dates, reversed or too long ranges and unknown action types', async () => {
    const series = (from: string, to: string) =>
      query(owner, `{ getTotalActionsByTimePeriodOnTenantType(tenant_id: "${tenant.key}", from: "${from}", to: "${to}") { day } }`);
    await expect400(await series('2026-02-30', '2026-03-01'), /from and to must be calendar days as YYYY-MM-DD/);
    await expect400(await series('2026-03-02', '2026-03-01'), /The from date must not be after the to date./);
    await expect400(await series('2025-01-01', '2026-01-02'), /Please choose a range of at most 366 days./);
    const res = await query(owner, `{ getTotalActionsByTenantType(tenant_id: "${tenant.key}", type: 10) { today } }`);
    await expect400(res, /type must be an action type from 1 to 9/);
    expect(res.json().errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('refuses oversized documents, too many root fields (through fragments too) and a missing query', async () => {
    await expect400(await query(owner, `{ __typename ${' '.repeat(10 * 1024)} }`), /limited to 10240 bytes/);
    const many = Array.from({ length: 21 }, (_, i) => `f${i}: __typename`).join(' ');
    await expect400(await query(owner, `{ ${many} }`), /At most 20 root fields/);
    const deep = `{ ...A } fragment A on Query { ... on Query { ...B } } fragment B on Query { ${many} }`;
    await expect400(await query(owner, deep), /At most 20 root fields/);
    const res = await injectAs(t, owner, { method: 'POST', url: '/api/1.0/media-query', payload: { variables: {} } });
    expect(res.statusCode).toBe(400);
  });
});
