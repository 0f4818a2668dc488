import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, AuditRecord } from '../../domain/audit/records.js';
import { buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../test/factories.js';
import { injectAs } from '../test/inject-as.js';
import { asOperator, asOwner } from '../test/as-owner.js';
import { runTenantCli } from '../operator/tenant-cli.js';
import { fareMatrixCsv } from '../../domain/mobility/fare-matrix.js';
import { buildSignageStage, pairedDisplay } from '../test/signage-player.js';
import { encodePng } from '../images/png.js';
import { NO_TENANT } from '../db/schema/index.js';
import { imageUpload } from '../test/world.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
let owner: TestUser;
let outsider: TestUser;
const staff = {} as Record<'admin' | 'editor' | 'viewer', TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  owner = await buildUser(t, tenant, { role: 'owner' });
  const { admin, editor, viewer, outsider: o } = await buildWorkspaceStaff(t, tenant, other);
  Object.assign(staff, { admin, editor, viewer });
  outsider = o;
});
afterAll(() => t.close());

const north = () => tenant.workspaces[0].id;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const history = async (user: TestUser, record: string, query = '') => {
  const res = await call(user, 'GET', `/api/1.0/audit-history?record=${record}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as AuditPage;
};
const change = (record: AuditRecord, field: string) => record.changes.find((c) => c.field === field);
async function venue(name: string, user = staff.admin): Promise<{ id: string }> {
  const res = await call(user, 'POST', `/api/2.0/media-venues?aggregate=${north()}`, { name, description: 'First words' });
  expect(res.statusCode).toBe(201);
  return res.json();
}
const rows = async <T>(query: ReturnType<typeof sql>) => (await t.app.ctx.db.execute(query)) as unknown as { rows: T[] };

describe('records of item writes', () => {
  it('records a create and an update with the actor, request id, path and the changed fields', async () => {
    const item = await venue('Audited Hall');
    const put = await call(owner, 'PUT', `/api/2.0/media-venues/${item.id}`, { description: 'Second words' });
    expect(put.statusCode).toBe(200);
    const { records } = await history(staff.viewer, item.id);
    expect(records.map((r) => r.action)).toEqual(['update', 'create']);
    const [update, create] = records;
    expect(update).toMatchObject({ kind: 'venue', recordId: item.id, workspaceId: north(), actor: { kind: 'user', id: owner.id, name: owner.username } });
    expect(update.path).toBe(`PUT /api/2.0/media-venues/${item.id}`);
    expect(update.requestId).toBeTruthy();
    expect(update.requestId).not.toBe(create.requestId);
    expect(update.changes).toEqual([{ field: 'doc.description', old: 'First words', new: 'Second words' }]);
    expect(change(create, 'name')).toEqual({ field: 'name', old: null, new: 'Audited Hall' });
    expect(create.actor.name).toBe(staff.admin.username);
  });

  it("names the records a change refers to: a create's workspace and project by name, the id kept beside", async () => {
    const item = await venue('Named Hall');
    const [create] = (await history(staff.viewer, item.id)).records;
    expect(change(create, 'aggregate_id')).toEqual({ field: 'aggregate_id', old: null, new: north(), newName: 'north' });
    expect(change(create, 'project_id')).toMatchObject({ new: tenant.project.id, newName: 'Malls' });
    // The tenant's trail names them too; an id of no record (or another tenant's) stays an id.
    const trail = await call(owner, 'GET', `/api/1.0/audit-records?tenant=${tenant.key}&record=${item.id}`);
    expect(trail.statusCode).toBe(200);
    expect(change((trail.json() as AuditPage).records[0], 'aggregate_id')?.newName).toBe('north');
  });

  it('records a change through the two-step write (a type change) as well', async () => {
    const item = await venue('Typed Hall');
    const put = await call(staff.admin, 'PUT', `/api/2.0/media-venues/${item.id}`, { maxAllowed: 3, multifaceted: true });
    expect(put.statusCode).toBe(200);
    const [latest] = (await history(staff.admin, item.id)).records;
    expect(change(latest, 'doc.maxAllowed')).toEqual({ field: 'doc.maxAllowed', old: 1, new: 3 });
  });

  // Stored short (migration 0040: a create's columns flat, a changed document whole), read field by field as always.
  it('stores a create flat and a merged change by the document keys it names, and reads both field by field, as records written before', async () => {
    const res = await call(staff.admin, 'POST', `/api/2.0/media-venues?aggregate=${north()}`, {
      name: 'Stored Hall',
      description: 'First words',
      city: 'Quillabamba',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as { id: string };
    expect((await call(owner, 'PUT', `/api/2.0/media-venues/${id}`, { description: 'Kept short' })).statusCode).toBe(200);
    const stored = await rows<{ changes: Record<string, unknown> }>(sql`select changes from audit_records where record_id = ${id} order by id`);
    expect(Object.keys(stored.rows[0].changes)).toEqual(['+']);
    expect(stored.rows[1].changes).toEqual({ 'doc.description': ['First words', 'Kept short'] });
    const [update, create] = (await history(owner, id)).records;
    expect(update.changes).toEqual([{ field: 'doc.description', old: 'First words', new: 'Kept short' }]);
    expect(change(create, 'doc.city')).toEqual({ field: 'doc.city', old: null, new: 'Quillabamba' });
    expect(change(create, 'name')).toEqual({ field: 'name', old: null, new: 'Stored Hall' });
    // The words filter reads the changes as they read: the city stored with the update's documents is no change of it.
    const found = (await call(owner, 'GET', `/api/1.0/audit-records?record=${id}&q=Quillabamba`)).json() as AuditPage;
    expect(found.records.map((r) => r.action)).toEqual(['create']);
    // A statement naming keys that are not all it changed has its document recorded whole; one naming them, by key.
    const hinted = (d: string, doc: string) => [
      `select set_config('sdm.audit', '{"k": "user", "n": "hinted", "d": "${d}"}', true)`,
      `update media_items set doc = doc || '${doc}' where id = '${id}'`,
    ];
    await asOwner(t.app.ctx.db, ...hinted('description', '{"description": "Both", "city": "Lima"}'));
    await asOwner(t.app.ctx.db, ...hinted('city,tags', '{"city": "Cusco"}'));
    const more = await rows<{ changes: Record<string, unknown> }>(sql`select changes from audit_records where record_id = ${id} order by id offset 2`);
    expect(more.rows.map((r) => r.changes)).toEqual([
      { doc: [expect.objectContaining({ description: 'Kept short', city: 'Quillabamba' }), expect.objectContaining({ description: 'Both', city: 'Lima' })] },
      { 'doc.city': ['Lima', 'Cusco'] },
    ]);
    const [keyedCity, wholeBoth] = (await history(owner, id)).records;
    expect(keyedCity.changes).toEqual([{ field: 'doc.city', old: 'Lima', new: 'Cusco' }]);
    expect(wholeBoth.changes).toEqual([
      { field: 'doc.city', old: 'Quillabamba', new: 'Lima' },
      { field: 'doc.description', old: 'Kept short', new: 'Both' },
    ]);
    // Records in the earlier form (document keys one by one; a document that is no object whole) read as they are.
    await asOwner(
      t.app.ctx.db,
      `insert into audit_records (tenant_id, actor_kind, actor_name, kind, record_id, workspace_id, action, changes) values
       ('${tenant.id}', 'user', 'x', 'venue', '${id}', '${north()}', 'update', '{"doc.description": ["Kept short", "Earlier form"], "name": ["Stored Hall", "Hall"]}'),
       ('${tenant.id}', 'user', 'x', 'venue', '${id}', '${north()}', 'update', '{"doc": [{"description": "Earlier form"}, ["a list"]]}')`,
    );
    const [whole, keyed] = (await history(owner, id)).records;
    expect(whole.changes).toEqual([{ field: 'doc', old: { description: 'Earlier form' }, new: ['a list'] }]);
    expect(keyed.changes).toEqual([
      { field: 'doc.description', old: 'Kept short', new: 'Earlier form' },
      { field: 'name', old: 'Stored Hall', new: 'Hall' },
    ]);
  });

  it('records nothing for a refused write', async () => {
    const item = await venue('Guarded Hall');
    expect((await call(staff.viewer, 'PUT', `/api/2.0/media-venues/${item.id}`, { description: 'Nope' })).statusCode).toBe(403);
    expect((await history(staff.admin, item.id)).records).toHaveLength(1);
  });
});

describe('records of workspaces and relations', () => {
  it('records a workspace change and a relation made between two items', async () => {
    const put = await call(owner, 'PUT', `/api/2.0/media-aggregates/${north()}`, { description: 'Changed by the owner' });
    expect(put.statusCode).toBe(200);
    const [ws] = (await history(owner, north())).records;
    expect(ws).toMatchObject({ kind: 'workspace', action: 'update', workspaceId: north(), actor: { id: owner.id } });
    expect(change(ws, 'description')?.new).toBe('Changed by the owner');

    const a = await venue('Linked Hall');
    const asset = await call(staff.admin, 'POST', `/api/2.0/media-assets?aggregate=${north()}`, { name: 'Linked Screen', type: 'Indoor', subtype: 'Standee' });
    expect(asset.statusCode).toBe(201);
    const link = await call(staff.admin, 'POST', '/api/2.0/media-relations', {
      action: 'create',
      source: { item: 'venue', id: a.id, relation: {} },
      target: { item: 'asset', id: asset.json().id },
    });
    expect(link.statusCode).toBeLessThan(300);
    const trail = await call(staff.admin, 'GET', `/api/1.0/audit-records?aggregate=${north()}&kind=relation`);
    expect(trail.statusCode).toBe(200);
    const relation = (trail.json() as AuditPage).records[0];
    expect(relation).toMatchObject({ kind: 'relation', action: 'create', actor: { id: staff.admin.id } });
    expect(change(relation, 'source_id')?.new).toBe(a.id);
  });
});

describe('images', () => {
  it('records an upload by its hash (the ETag), never its bytes', async () => {
    const bytes = encodePng(160, 90, (x, y) => [x, y, 128, 255]);
    const res = await injectAs(t, owner, { method: 'POST', url: `/images?type=ma&id=${north()}&for=banner`, ...imageUpload(bytes) });
    expect(res.statusCode, res.body).toBe(201);
    const { records } = (await call(owner, 'GET', '/api/1.0/audit-records?kind=image')).json() as AuditPage;
    const [upload] = records.filter((r) => r.recordId === `ma/${north()}/banner`);
    expect(upload).toMatchObject({ action: 'create', actor: { id: owner.id } });
    expect(change(upload, 'etag')?.new).toBe(res.json().etag);
    expect(change(upload, 'size')?.new).toBe(bytes.length);
    // The bytes live in storage: the record holds them neither as base64 nor as hex.
    const stored = await rows<{ changes: string }>(sql`select changes::text from audit_records where kind = 'image' and record_id = ${`ma/${north()}/banner`}`);
    for (const text of stored.rows.map((r) => r.changes)) {
      expect(text).not.toContain(bytes.toString('base64').slice(0, 40));
      expect(text).not.toContain(bytes.toString('hex').slice(0, 40));
    }
  });
});

describe('users and grants', () => {
  it('records a new user without the password hash, and a grant', async () => {
    const res = await call(owner, 'POST', '/api/1.0/users', {
      username: 'audited.person',
      firstName: 'Audited',
      lastName: 'Person',
      email: 'audited@example.com',
      password: 'Secret@1234',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id as string;
    const [created] = (await history(owner, id)).records;
    expect(created).toMatchObject({ kind: 'user', action: 'create' });
    expect(change(created, 'password_hash')).toEqual({ field: 'password_hash', old: null, new: '[secret]' });
    const stored = await rows<{ n: number }>(sql`select count(*)::int as n from audit_records where changes::text like '%argon2%'`);
    expect(stored.rows[0].n).toBe(0);
    // Only an admin of the tenant reads the history of a record of no workspace.
    expect((await call(staff.admin, 'GET', `/api/1.0/audit-history?record=${id}`)).statusCode).toBe(404);
  });
});

describe('the trail of a tenant', () => {
  it('is filtered by actor, kind and action, paged, and kept from other tenants', async () => {
    for (const n of [1, 2, 3]) await venue(`Paged Hall ${n}`, staff.admin);
    const first = await call(owner, 'GET', `/api/1.0/audit-records?actor=${staff.admin.username}&kind=venue&action=create&limit=2`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as AuditPage;
    expect(page1.records).toHaveLength(2);
    expect(page1.records.every((r) => r.actor.name === staff.admin.username && r.kind === 'venue' && r.action === 'create')).toBe(true);
    expect(page1.next).not.toBeNull();
    const page2 = (
      await call(owner, 'GET', `/api/1.0/audit-records?actor=${staff.admin.username}&kind=venue&action=create&limit=2&before=${page1.next}`)
    ).json() as AuditPage;
    expect(page2.records[0].id).toBeLessThan(page1.records[1].id);

    const theirs = await call(outsider, 'GET', `/api/1.0/audit-records?tenant=${tenant.key}`);
    expect(theirs.statusCode).toBe(404);
    const own = (await call(outsider, 'GET', '/api/1.0/audit-records')).json() as AuditPage;
    expect(own.records.every((r) => !r.recordId || r.workspaceId === null || !tenant.workspaces.some((w) => w.id === r.workspaceId))).toBe(true);
    expect((await call(staff.editor, 'GET', '/api/1.0/audit-records')).statusCode).toBe(403);
    expect((await call(outsider, 'GET', `/api/1.0/audit-history?record=${north()}`)).json()).toEqual({ records: [], next: null });
  });

  it('exports the filtered trail as CSV', async () => {
    const res = await call(owner, 'GET', `/api/1.0/audit-records/export?kind=venue&action=create`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_kind,actor,request_id,path,kind,record_id,workspace_id,action,field,old,new');
    expect(lines.some((l) => l.includes('Paged Hall 2'))).toBe(true);
  });
});

// The trail is keyed by (tenant_id, id) (migration 0046): a record of no tenant is kept under NO_TENANT, which no
// tenant's trail, export or history reads, as no tenant's read found the null tenant they had before.
describe('records of no tenant', () => {
  it("are kept under NO_TENANT and read by no tenant's trail, export or history", async () => {
    // Start-up wrote the API clients and item types as a system task naming no tenant; a write with no context is alike.
    await asOwner(t.app.ctx.db, `update api_clients set name = name || ' (renamed)' where client_id = (select min(client_id) from api_clients)`);
    const stored = await rows<{ tenant_id: string; n: number }>(
      sql`select tenant_id, count(*)::int as n from audit_records where kind in ('api-client', 'item-type') group by tenant_id`,
    );
    expect(stored.rows).toEqual([{ tenant_id: NO_TENANT, n: expect.any(Number) }]);
    const [renamed] = (
      await rows<{ record_id: string; actor_kind: string }>(
        sql`select record_id, actor_kind from audit_records where kind = 'api-client' order by id desc limit 1`,
      )
    ).rows;
    expect(renamed.actor_kind).toBe('database');
    for (const kind of ['api-client', 'item-type']) {
      expect(((await call(owner, 'GET', `/api/1.0/audit-records?kind=${kind}`)).json() as AuditPage).records).toEqual([]);
      const csv = await call(owner, 'GET', `/api/1.0/audit-records/export?kind=${kind}`);
      expect(csv.body.trim().split('\r\n')).toHaveLength(1);
    }
    expect(await history(owner, renamed.record_id)).toEqual({ records: [], next: null });
  });
});

describe('restore', () => {
  it("puts an item's earlier values back as a new change, recorded as a restore", async () => {
    const item = await venue('Restored Hall');
    expect((await call(staff.admin, 'PUT', `/api/2.0/media-venues/${item.id}`, { description: 'Bad words', name: 'Renamed Hall' })).statusCode).toBe(200);
    const [bad] = (await history(staff.viewer, item.id)).records;
    expect((await call(staff.viewer, 'POST', `/api/1.0/audit-records/${bad.id}/restore`, {})).statusCode).toBe(403);
    const res = await call(owner, 'POST', `/api/1.0/audit-records/${bad.id}/restore`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Restored Hall', description: 'First words' });
    const [restore] = (await history(staff.viewer, item.id)).records;
    expect(restore).toMatchObject({ action: 'restore', actor: { id: owner.id } });
    expect(change(restore, 'doc.description')).toEqual({ field: 'doc.description', old: 'Bad words', new: 'First words' });
    expect((await call(outsider, 'POST', `/api/1.0/audit-records/${bad.id}/restore`, {})).statusCode).toBe(404);
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of the trail to the application', async () => {
    const statements = [
      'update audit_records set action = $$x$$',
      'delete from audit_records',
      'truncate audit_records',
      "insert into audit_records (actor_kind, actor_name, kind, record_id, action, changes) values ('user', 'x', 'x', 'x', 'x', '{}')",
      `select audit_prune('${tenant.id}')`,
    ];
    for (const statement of statements) {
      const failure = await t.app.ctx.db.execute(sql.raw(statement)).then(
        () => null,
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
      expect(failure, statement).toMatch(/permission denied/);
    }
  });

  it('prunes records past the retention only through the maintenance role, and records what it removed', async () => {
    const item = await venue('Old Hall');
    const set = await call(owner, 'PUT', `/api/1.0/tenants/${tenant.key}/audit-retention`, { days: 30 });
    expect(set.statusCode).toBe(200);
    expect((await call(staff.admin, 'PUT', `/api/1.0/tenants/${tenant.key}/audit-retention`, { days: 1 })).statusCode).toBe(403);
    // Age the item's record past the retention (as the owner could; the application cannot).
    await asOwner(t.app.ctx.db, `update audit_records set at = now() - interval '40 days' where record_id = '${item.id}'`);
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from audit_records where tenant_id = ${tenant.id}`);
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line), env: {} };
    expect(await runTenantCli(['audit-prune', '--tenant', tenant.key], io, () => asOperator(t.app.ctx.database))).toBe(0);
    expect(lines).toEqual([`Removed 1 audit records of ${tenant.key} older than 30 days.`]);
    expect((await history(owner, item.id)).records).toEqual([]);
    const [prune] = (await call(owner, 'GET', '/api/1.0/audit-records?action=prune')).json().records as AuditRecord[];
    expect(prune).toMatchObject({ kind: 'audit-trail', recordId: tenant.id, actor: { kind: 'system', name: 'operator: audit-prune' } });
    expect(change(prune, 'removed')?.new).toBe(1);
    const after = await rows<{ n: number }>(sql`select count(*)::int as n from audit_records where tenant_id = ${tenant.id}`);
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('history of a busy item', () => {
  it('pages 10,000 records newest first, each page one range of the root index with no sort, wherever it starts', async () => {
    const item = await venue('Busy Hall');
    await asOwner(
      t.app.ctx.db,
      `insert into audit_records (tenant_id, actor_kind, actor_name, kind, record_id, workspace_id, action, changes)
       select '${tenant.id}', 'user', 'bulk', 'venue', '${item.id}', '${north()}', 'update', jsonb_build_object('doc.description', jsonb_build_array(g - 1, g))
       from generate_series(1, 10000) g`,
    );
    let before = '';
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const page = await history(staff.viewer, item.id, `&limit=100${before}`);
      ids.push(...page.records.map((r) => r.id));
      before = `&before=${page.next}`;
    }
    expect(ids).toHaveLength(500);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    // What keeps a page's cost flat however long the history (timed in docs/performance.md, not here): one range of the
    // index of records and their sub-records, read newest first, no sort, wherever the page starts (the first, and one
    // 9,000 records down).
    for (const cursor of [Number.MAX_SAFE_INTEGER, ids[0] - 9000]) {
      const { rows: plan } = await rows<{ 'QUERY PLAN': [{ Plan: object }] }>(
        sql`explain (format json) select * from audit_records
          where tenant_id = ${tenant.id} and coalesce(root_id, record_id) = ${item.id} and id < ${cursor} order by id desc limit 51`,
      );
      const [{ Plan: top }] = plan[0]['QUERY PLAN'];
      expect(JSON.stringify(top)).toContain('audit_records_root_idx');
      expect(JSON.stringify(top)).not.toContain('"Sort"');
    }
  });
});

describe("a creative's history", () => {
  it("lists its cards' and fare matrices' records with its own, newest first, each naming its card", async () => {
    const made = await call(staff.admin, 'POST', `/api/2.0/media-creatives?aggregate=${north()}`, { code: 'HIST', name: 'Storied' });
    expect(made.statusCode).toBe(201);
    const creative = made.json().id as string;
    const card = (route: string, payload: object) => call(staff.admin, 'POST', `/api/2.0/media-creatives/${creative}/${route}`, payload);
    const link = await card('creativeHyperlinks', { name: 'Shop link', description: 'Where to buy', url: 'https://example.com/shop' });
    expect(link.statusCode).toBe(201);
    const linkId = link.json().id as string;
    const put = await call(staff.admin, 'PUT', `/api/2.0/media-creatives/${creative}/creativeHyperlinks/${linkId}`, {
      name: 'Shop link 2',
      description: 'Where to buy',
      url: 'https://example.com/shop',
    });
    expect(put.statusCode).toBe(200);
    const route = await card('creativeRoute', {
      name: 'Harbour line',
      startStation: 'Quay',
      endStation: 'Hill',
      startDate: '2026-12-01T00:00:00Z',
      endDate: '2027-12-01T00:00:00Z',
    });
    expect(route.statusCode, route.body).toBe(201);
    const routeId = route.json().id as string;
    const fare = {
      startStop: 'Q',
      startStopName: 'Quay',
      endStop: 'H',
      endStopName: 'Hill',
      adultFare: 5,
      childFare: 2,
      seniorFare: 2,
      studentFare: 3,
      stage: 1,
      distance: 4,
    };
    const matrix = await injectAs(t, staff.admin, {
      method: 'PUT',
      url: `/api/2.0/media-creatives/${creative}/creativeRoute/${routeId}/fareMatrix`,
      payload: fareMatrixCsv([fare]),
      headers: { 'content-type': 'text/csv' },
    });
    expect(matrix.statusCode, matrix.body).toBe(200);

    const { records } = await history(staff.viewer, creative);
    // The matrix's upload counts its fares on the route card too, in the same transaction.
    expect(records.map((r) => [r.kind, r.action])).toEqual([
      ['fare-matrix', 'create'],
      ['creative-part', 'update'],
      ['creative-part', 'create'],
      ['creative-part', 'update'],
      ['creative-part', 'create'],
      ['creative', 'create'],
    ]);
    expect(records.every((r) => r.workspaceId === north())).toBe(true);
    const [fares, counted, routeCard, rename] = records;
    expect(fares).toMatchObject({ recordId: `${creative}/${routeId}`, rootId: creative, sub: { kind: 'fare-matrix', id: routeId, name: 'Harbour line' } });
    expect(routeCard.sub).toEqual({ kind: 'route', id: routeId, name: 'Harbour line' });
    expect(counted).toMatchObject({ sub: routeCard.sub, changes: [{ field: 'doc.fareCount', old: 0, new: 1 }] });
    expect(rename.sub).toEqual({ kind: 'hyperlinks', id: linkId, name: 'Shop link 2' });
    expect(change(rename, 'doc.name')).toEqual({ field: 'doc.name', old: 'Shop link', new: 'Shop link 2' });
    expect(records.at(-1)).toMatchObject({ recordId: creative, rootId: null });
    expect(records.at(-1)).not.toHaveProperty('sub');

    // Paged by the same keyset; a card deleted since is still named, from its records.
    const older = await history(staff.viewer, creative, `&limit=2&before=${records[2].id}`);
    expect(older.records.map((r) => r.id)).toEqual([records[3].id, records[4].id]);
    // The trail filtered by one record: the creative's own records only, or one card's.
    const trailOf = async (record: string) =>
      ((await call(owner, 'GET', `/api/1.0/audit-records?record=${encodeURIComponent(record)}`)).json().records as AuditRecord[]).map((r) => r.id);
    const entriesOf = (record: string) => records.filter((r) => r.recordId === record).map((r) => r.id);
    expect(await trailOf(creative)).toEqual([records.at(-1)!.id]);
    expect(await trailOf(`${creative}/${linkId}`)).toEqual(entriesOf(`${creative}/${linkId}`));
    expect(entriesOf(`${creative}/${linkId}`)).toHaveLength(2);
    expect(await trailOf(`${creative}/${routeId}`)).toEqual(entriesOf(`${creative}/${routeId}`));
    expect(entriesOf(`${creative}/${routeId}`)).toHaveLength(3);
    expect((await call(staff.admin, 'DELETE', `/api/2.0/media-creatives/${creative}/creativeHyperlinks/${linkId}`)).statusCode).toBe(204);
    const [gone] = (await history(staff.viewer, creative)).records;
    expect(gone).toMatchObject({ action: 'delete', sub: { kind: 'hyperlinks', id: linkId, name: 'Shop link 2' } });

    // A card's change is not an item's: no restore of it; another tenant sees nothing of it.
    expect((await call(owner, 'POST', `/api/1.0/audit-records/${rename.id}/restore`, {})).statusCode).toBe(400);
    expect((await call(outsider, 'GET', `/api/1.0/audit-history?record=${creative}`)).json()).toEqual({ records: [], next: null });
    expect((await call(outsider, 'POST', `/api/1.0/audit-records/${rename.id}/restore`, {})).statusCode).toBe(404);
  });

  it("lists its tutors', topics', questionnaires' and questions' records with its own, each named, and none restorable", async () => {
    const creative = (await call(staff.admin, 'POST', `/api/2.0/media-creatives?aggregate=${north()}`, { code: 'LEARN', name: 'Learned' })).json().id as string;
    const post = async (url: string, payload: object) => {
      const res = await call(staff.admin, 'POST', url, payload);
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json().id as string;
    };
    const tutor = await post('/api/1.0/tutors', { creative_id: creative, name: 'Ada' });
    expect((await call(staff.admin, 'PUT', `/api/1.0/tutors/${tutor}`, { name: 'Ada L.' })).statusCode).toBe(200);
    const topic = await post('/api/1.0/topics', { creative_id: creative, name: 'Arithmetic' });
    const set = await post('/api/1.0/question-sets', { creative_id: creative, code: 'QS9', subject: 'Maths' });
    const question = await post(`/api/1.0/question-sets/${set}/questions`, {
      name: 'Sum',
      question: 'One plus one?',
      answerType: 'Short answer',
      acceptedAnswers: ['2'],
    });

    const { records } = await history(staff.viewer, creative);
    expect(records.map((r) => [r.kind, r.action, r.sub])).toEqual([
      ['learning-question', 'create', { kind: 'learning-question', id: question, name: 'Sum' }],
      ['questionset', 'create', { kind: 'questionset', id: set, name: 'QS9' }],
      ['topic', 'create', { kind: 'topic', id: topic, name: 'Arithmetic' }],
      ['tutor', 'update', { kind: 'tutor', id: tutor, name: 'Ada L.' }],
      ['tutor', 'create', { kind: 'tutor', id: tutor, name: 'Ada L.' }],
      ['creative', 'create', undefined],
    ]);
    expect(records.every((r) => r.workspaceId === north())).toBe(true);
    expect(records[0]).toMatchObject({ recordId: `${creative}/${question}`, rootId: creative });
    expect(change(records[3], 'name')).toEqual({ field: 'name', old: 'Ada', new: 'Ada L.' });
    // The trail filtered by one of them; a deleted tutor is still named; none of their changes is an item's to restore.
    const trail = await call(owner, 'GET', `/api/1.0/audit-records?record=${encodeURIComponent(`${creative}/${tutor}`)}`);
    expect((trail.json().records as AuditRecord[]).map((r) => r.id)).toEqual([records[3].id, records[4].id]);
    expect((await call(staff.admin, 'DELETE', `/api/1.0/tutors/${tutor}`)).statusCode).toBeLessThan(300);
    const [gone] = (await history(staff.viewer, creative)).records;
    expect(gone).toMatchObject({ kind: 'tutor', sub: { kind: 'tutor', id: tutor, name: 'Ada L.' } });
    expect((await call(owner, 'POST', `/api/1.0/audit-records/${records[3].id}/restore`, {})).statusCode).toBe(400);
  });
});

/**
 * Records every write of `table` for the test's length with who made it, read from the context the drivers set as the
 * audit triggers read it (the tables devices write are exempt streams, and a display's heartbeat columns fire no trigger).
 */
async function probe(table: string, idColumn: string) {
  await asOwner(
    t.app.ctx.db,
    `create function probe_audit() returns trigger language plpgsql security definer as $$
     declare ctx jsonb := nullif(current_setting('sdm.audit', true), '')::jsonb;
     begin
       insert into public.audit_records (tenant_id, actor_kind, actor_id, actor_name, kind, record_id, action, changes)
       values (NEW.tenant_id, coalesce(ctx ->> 'k', 'database'), ctx ->> 'i', coalesce(ctx ->> 'n', session_user::text), 'probe-${table}', NEW.${idColumn}, 'update', '{}');
       return null;
     end $$`,
  );
  await asOwner(t.app.ctx.db, `create trigger probe_audit after insert or update on ${table} for each row execute function probe_audit()`);
  return async () => {
    await asOwner(t.app.ctx.db, `drop trigger probe_audit on ${table}`);
    await asOwner(t.app.ctx.db, 'drop function probe_audit()');
  };
}
const probed = async (table: string) =>
  (
    await rows<{ actor_kind: string; actor_id: string; actor_name: string; tenant_id: string }>(
      sql`select actor_kind, actor_id, actor_name, tenant_id from audit_records where kind = ${`probe-${table}`} order by id desc limit 1`,
    )
  ).rows[0];

describe('writes of devices and signage players', () => {
  it("are recorded as the device's, with its id and name", async () => {
    const made = await call(staff.admin, 'POST', `/api/2.0/media-devices?aggregate=${north()}`, { name: 'Door Counter' });
    expect(made.statusCode).toBe(201);
    const { id, secret } = made.json() as { id: string; secret: string };
    const stop = await probe('device_readings', 'device_id');
    try {
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/1.0/device-readings',
        headers: { authorization: `Device ${id}.${secret}`, 'content-type': 'application/json' },
        payload: JSON.stringify({ peopleCount: 3, deviceTS: new Date().toISOString() }),
      });
      expect(sent.statusCode, sent.body).toBe(201);
    } finally {
      await stop();
    }
    expect(await probed('device_readings')).toEqual({ actor_kind: 'device', actor_id: id, actor_name: 'Door Counter', tenant_id: tenant.id });
  });

  it("are recorded as the display's, with its id and name", async () => {
    const stage = await buildSignageStage(t, tenant, 'audited');
    const { display, authorization } = await pairedDisplay(t, stage, '10.9.0.1');
    const player = (method: 'GET' | 'POST', path: string, payload?: object) =>
      t.app.inject({ method, url: `/player/api/${path}`, headers: { authorization }, payload });
    const stop = await probe('signage_displays', 'id');
    try {
      // A heartbeat before any manifest names the display by its id (no look-up); once its state is read, by its name.
      expect((await player('POST', 'heartbeats', { playerVersion: '1.0', playing: null })).statusCode).toBe(200);
      expect(await probed('signage_displays')).toEqual({ actor_kind: 'device', actor_id: display.id, actor_name: display.id, tenant_id: tenant.id });
      expect((await player('GET', 'manifest')).statusCode).toBe(200);
      expect((await player('POST', 'heartbeats', { playerVersion: '1.1', playing: null })).statusCode).toBe(200);
    } finally {
      await stop();
    }
    expect(await probed('signage_displays')).toEqual({ actor_kind: 'device', actor_id: display.id, actor_name: display.name, tenant_id: tenant.id });
  });
});
