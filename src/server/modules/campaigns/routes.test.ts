import { PART_FIELDS } from '../../../domain/creatives/parts.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sortCampaigns } from '../../../domain/campaigns/sort.js';
import { splitEvents } from '../../../domain/events/split.js';
import type { Schedule } from '../../../domain/media-items/types.js';
import { CAMPAIGN_MESSAGES } from '../../../domain/campaigns/types.js';
import { EVENT_MESSAGES } from '../../../domain/events/types.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, buildWorkspaceStaff, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { asOwner } from '../../test/as-owner.js';

let t: TestApp;
let tenant: TestTenant;
let other: TestTenant;
const users = {} as Record<'admin' | 'editor' | 'viewer' | 'outsider', TestUser>;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  other = await buildTenant(t);
  Object.assign(users, await buildWorkspaceStaff(t, tenant, other));
});
afterAll(() => t.close());

const CAMPAIGNS = '/api/2.0/media-campaigns';
const EVENTS = '/api/2.0/events';
const CREATIVES = '/api/2.0/media-creatives';
const north = () => tenant.workspaces[0].id;
const south = () => tenant.workspaces[1].id;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t, user, { method, url, payload });
const post = (path: string, body: object, user = users.admin, aggregate = north()) => call(user, 'POST', `${path}?aggregate=${aggregate}`, body);
const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('campaigns', () => {
  it('creates a campaign with its creative linked until the end of the year, in one answer', async () => {
    const before = Date.now();
    const res = await post(CAMPAIGNS, { id: 'ignored', code: 'SPRING01', name: 'Spring Sale', campaignCaption: 'Fresh deals', relations: [{ uid: 'x' }] });
    expect(res.statusCode).toBe(201);
    const campaign = res.json();
    expect(campaign).toMatchObject({
      code: 'SPRING01',
      name: 'Spring Sale',
      campaignCaption: 'Fresh deals',
      description: '',
      venueOwner: '',
      eventCampaign: false,
      redirectCouponCampaign: false,
      enabled: true,
      tags: [],
      reportForCampaigns: [],
      reportViewers: [],
      schedules: [],
      visibility: 1,
      aggregate_id: north(),
      tenant_id: tenant.id,
      project_id: tenant.project.id,
    });
    expect(campaign.relations).toHaveLength(1);
    const [rel] = campaign.relations;
    expect(rel).toMatchObject({ relation: 'creative', name: 'For # Spring Sale', enabled: true, owned: true, aggregate_id: north() });
    expect(Date.parse(rel.start)).toBeGreaterThanOrEqual(before - 1000);
    expect(rel.close).toBe(`${new Date().getUTCFullYear()}-12-31T23:59:59.000Z`);
    const creative = (await call(users.viewer, 'GET', `${CREATIVES}/${rel.id}`)).json();
    expect(creative).toMatchObject({
      id: rel.id,
      name: 'For # Spring Sale',
      assets: [],
      aggregate_id: north(),
      project_id: tenant.project.id,
      tenant_id: tenant.id,
    });
    expect(creative.code).toMatch(/^[A-Z]{16}$/);
    expect(creative.relations).toMatchObject([{ relation: 'campaign', id: campaign.id, uid: rel.uid }]);
  });

  it("lists a workspace's campaigns with the tile fields, reads by id and by name", async () => {
    const created = (await post(CAMPAIGNS, { code: 'LIST01', name: 'Listed Campaign' })).json();
    const list = await call(users.viewer, 'GET', `${CAMPAIGNS}?aggregate=${north()}&fields=id name type subtype enabled schedules relations`);
    expect(list.statusCode).toBe(200);
    const tile = list.json().find((c: { id: string }) => c.id === created.id);
    expect(Object.keys(tile).sort()).toEqual(['enabled', 'id', 'name', 'relations', 'schedules', 'subtype', 'type']);
    expect(tile.relations[0].relation).toBe('creative');
    expect((await call(users.viewer, 'GET', `${CAMPAIGNS}/${encodeURIComponent('listed campaign')}?aggregate=${north()}`)).json().id).toBe(created.id);
  });

  it('requires a code, enforces the limits and refuses duplicate names in any case', async () => {
    const noCode = await post(CAMPAIGNS, { name: 'No Code' });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe(CAMPAIGN_MESSAGES.codeRequired);
    const limits = {
      name: 50,
      campaignCaption: 50,
      description: 1000,
      instrumentTitle: 30,
      instrumentSubTitle: 35,
      instrumentButtonText: 20,
      campaignOfferLabel: 30,
      campaignOfferDescritpion: 30,
    };
    for (const [field, max] of Object.entries(limits)) {
      const ok = await post(CAMPAIGNS, { code: 'LIM', name: `Limit ${field}`.slice(0, 50), [field]: 'x'.repeat(max) });
      if (field !== 'name') expect(ok.statusCode, field).toBe(201);
      const tooLong = await post(CAMPAIGNS, { code: 'LIM', name: `Too long ${field}`.slice(0, 50), [field]: 'x'.repeat(max + 1) });
      expect(tooLong.statusCode, field).toBe(400);
      expect(tooLong.json().message, field).toContain(`at most ${max} characters`);
    }
    expect((await post(CAMPAIGNS, { code: 'D1', name: 'Twin Campaign' })).statusCode).toBe(201);
    const dup = await post(CAMPAIGNS, { code: 'D2', name: 'TWIN campaign' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(CAMPAIGN_MESSAGES.duplicateName);
    const owner = await buildUser(t, tenant, { role: 'owner' });
    expect((await post(CAMPAIGNS, { code: 'D3', name: 'Twin Campaign' }, owner, south())).statusCode).toBe(201);
    const renamed = (await post(CAMPAIGNS, { code: 'D4', name: 'Other Twin' })).json();
    expect((await call(users.admin, 'PUT', `${CAMPAIGNS}/${renamed.id}`, { id: renamed.id, name: 'twin CAMPAIGN' })).statusCode).toBe(409);
  });

  it('patches changed fields only; a schedule save sends id and schedules; relations in a body are ignored', async () => {
    const c = (await post(CAMPAIGNS, { code: 'PATCH', name: 'Patched', description: 'Kept', tags: ['a'] })).json();
    const put = await call(users.admin, 'PUT', `${CAMPAIGNS}/${c.id}`, { id: c.id, campaignCaption: 'New', description: null, code: '', relations: [] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ campaignCaption: 'New', description: 'Kept', code: 'PATCH', tags: ['a'] });
    expect(put.json().relations).toHaveLength(1);
    const schedules = [{ name: 'Run', start: '2030-01-01T00:00:00Z', close: '2030-02-01T00:00:00Z', status: 'Playing' }];
    const saved = await call(users.editor, 'PUT', `${CAMPAIGNS}/${c.id}`, { id: c.id, schedules });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().schedules).toEqual([
      {
        uid: expect.stringMatching(/^[A-Za-z0-9]{8}$/),
        name: 'Run',
        start: '2030-01-01T00:00:00.000Z',
        close: '2030-02-01T00:00:00.000Z',
        status: 'Playing',
        enabled: true,
      },
    ]);
  });
});

describe('bad input', () => {
  it('answers 400 and stores nothing for malformed bodies, ids and queries of every kind, never 500', async () => {
    const count = async () => (await rows<{ n: number }>(sql`select count(*)::int as n from media_items where tenant_id = ${tenant.id}`))[0].n;
    const before = await count();
    const campaign = (await post(CAMPAIGNS, { code: 'BAD01', name: 'Bad Input Base' })).json();
    const after = await count();
    const bodies: [string, unknown][] = [
      [CAMPAIGNS, { code: 'X', name: 42 }],
      [CAMPAIGNS, { code: 'X', name: 'Bad tags', tags: 'not-a-list' }],
      [CAMPAIGNS, { code: 'X', name: 'Bad viewers', reportViewers: [{ id: 'ABCD', phone: '12345' }] }],
      [CAMPAIGNS, { code: 'X', name: 'Bad schedule', schedules: [{ name: 'S', start: 'yesterday', close: '2030-01-01T00:00:00Z' }] }],
      [CAMPAIGNS, { code: 'X', name: 'Backwards', schedules: [{ name: 'S', start: '2030-02-01T00:00:00Z', close: '2030-01-01T00:00:00Z' }] }],
      [CAMPAIGNS, { code: 'X', name: 'Bad flag', eventCampaign: 'yes' }],
      [CAMPAIGNS, 'not json at all'],
      [CAMPAIGNS, [1, 2, 3]],
      [EVENTS, { name: 'Bad status', status: 7 }],
      [EVENTS, { name: 'Bad tickets', maxTicketsPerSlot: 1.5 }],
      [EVENTS, { name: 'Bad email', email: 'not-an-email' }],
      [CREATIVES, { code: 'C', name: { first: 'x' } }],
    ];
    for (const [path, body] of bodies) {
      const res = await injectAs(t, users.admin, {
        method: 'POST',
        url: `${path}?aggregate=${north()}`,
        payload: body as object,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const puts: unknown[] = [
      { id: campaign.id, name: 'x'.repeat(51) },
      { id: campaign.id, schedules: 'none' },
      { id: 'f'.repeat(24), name: 'Other id' },
      { id: campaign.id, visibility: 9 },
    ];
    for (const body of puts) expect((await call(users.admin, 'PUT', `${CAMPAIGNS}/${campaign.id}`, body as object)).statusCode, JSON.stringify(body)).toBe(400);
    for (const query of ['limit=0', 'limit=abc', 'offset=-1', 'sort=random', `name=${'n'.repeat(101)}`, 'ids=1,2', 'public=maybe']) {
      expect((await call(users.viewer, 'GET', `${CAMPAIGNS}?aggregate=${north()}&${query}`)).statusCode, query).toBe(400);
    }
    expect((await call(users.viewer, 'GET', `${CAMPAIGNS}/not-an-id`)).statusCode).toBe(404);
    expect((await call(users.viewer, 'GET', '/api/2.0/treasuryTransactions/not-an-id/campaign')).statusCode).toBe(404);
    expect(await count()).toBe(after);
    expect(after).toBe(before + 2); // the base campaign and its creative
    expect((await call(users.viewer, 'GET', `${CAMPAIGNS}/${campaign.id}`)).json()).toMatchObject({ name: 'Bad Input Base', schedules: [], visibility: 1 });
  });
});

describe('campaign list order and name filter', () => {
  const at = (days: number, hours = 0) => new Date(Date.UTC(2027, 0, 1) + days * 86_400_000 + hours * 3_600_000).toISOString();
  const window = (start: string, close: string, status = 'Playing') => ({ name: 'Flight', start, close, status });

  it('pages in the order of docs/product/campaigns-venues-events.md §2.2 exactly as the domain rule sorts, and filters by part of the name', async () => {
    const ws = north();
    const plan: [string, object[]][] = [
      ['Order Alpha', [window(at(0), at(10)), window(at(5), at(30))]],
      ['Order Beta', []],
      ['Order Gamma', [window(at(1), at(30))]],
      ['Order Delta', [window(at(2), at(30)), window(at(0), at(3))]],
      ['Order Epsilon', [window(at(-20), at(-10), 'Completed')]],
      ['Order Zeta', []],
      ['Order 50% off_now', [window(at(0), at(30, 5))]],
    ];
    for (const [name, schedules] of plan) {
      const created = (await post(CAMPAIGNS, { code: name.replace(/\W/g, '').slice(0, 12).toUpperCase(), name }, users.admin, ws)).json();
      if (schedules.length) expect((await call(users.admin, 'PUT', `${CAMPAIGNS}/${created.id}`, { id: created.id, schedules })).statusCode).toBe(200);
    }
    const newest = (await call(users.viewer, 'GET', `${CAMPAIGNS}?aggregate=${ws}&fields=id,name,schedules`)).json();
    const expected = sortCampaigns<{ name: string; schedules: Schedule[] }>(newest).map((c) => c.name);
    expect(expected.slice(0, 2)).toEqual(['Order Zeta', 'Order Beta']);

    const pages: string[] = [];
    for (let offset = 0; offset < newest.length; offset += 3) {
      const page = await call(users.viewer, 'GET', `${CAMPAIGNS}?aggregate=${ws}&fields=id,name&sort=schedule&limit=3&offset=${offset}`);
      expect(page.statusCode).toBe(200);
      pages.push(...page.json().map((c: { name: string }) => c.name));
    }
    expect(pages).toEqual(expected);

    const named = async (text: string) =>
      (await call(users.viewer, 'GET', `${CAMPAIGNS}?aggregate=${ws}&fields=name&sort=schedule&name=${encodeURIComponent(text)}`))
        .json()
        .map((c: { name: string }) => c.name);
    expect(await named('ORDER AL')).toEqual(['Order Alpha']);
    expect(await named('ta')).toEqual(expected.filter((n) => /ta/i.test(n)));
    // Wildcards typed in the filter are plain characters.
    expect(await named('50%')).toEqual(['Order 50% off_now']);
    expect(await named('r_5')).toEqual([]);
    expect((await call(users.viewer, 'GET', `${CAMPAIGNS}?aggregate=${ws}&sort=oldest`)).statusCode).toBe(400);
  });
});

describe('events', () => {
  it('creates with a generated 10+6 code, status 0 and one ticket per slot by default', async () => {
    const res = await post(EVENTS, { name: 'Jazz Night', relations: [{ uid: 'nope' }] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Jazz Night',
      status: 0,
      maxTicketsPerSlot: 1,
      enabled: true,
      sponsors: [],
      urls: {},
      relations: [],
      eventhosting: false,
      eventCampaign: false,
    });
    expect(res.json().code).toMatch(/^[A-Z]{16}$/);
    expect((await post(EVENTS, { name: 'Coded', code: 'ABCDEFGHIJKLMNOP', status: 3, maxTicketsPerSlot: 4 })).json()).toMatchObject({
      code: 'ABCDEFGHIJKLMNOP',
      status: 3,
      maxTicketsPerSlot: 4,
    });
  });

  it('pages current and historical events as the domain splits them, and counts both', async () => {
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() + days * day).toISOString();
    const slot = (from: number, to: number) => ({ name: 'Slot', start: at(from), close: at(to), status: 'Ready' });
    const plan: [string, object[]][] = [
      ['Period Unscheduled', []],
      ['Period Ahead', [slot(5, 6)]],
      ['Period Past', [slot(-10, -9)]],
      ['Period Mixed', [slot(-10, -9), slot(1, 2)]],
      ['Period Long Past', [slot(-40, -30), slot(-20, -19)]],
    ];
    const ownerOfAll = await buildUser(t, tenant, { role: 'owner' });
    for (const [name, schedules] of plan) expect((await post(EVENTS, { name, schedules }, ownerOfAll, south())).statusCode).toBe(201);
    const all = (await call(ownerOfAll, 'GET', `${EVENTS}?aggregate=${south()}&fields=name,schedules`)).json();
    const expected = splitEvents(sortCampaigns<{ name: string; schedules: Schedule[] }>(all));
    const names = async (period: string, extra = '') =>
      (await call(ownerOfAll, 'GET', `${EVENTS}?aggregate=${south()}&fields=name&sort=schedule&period=${period}${extra}`))
        .json()
        .map((e: { name: string }) => e.name);
    expect(await names('current')).toEqual(expected.current.map((e) => e.name));
    expect(await names('historical')).toEqual(expected.historical.map((e) => e.name));
    expect(expected.historical.map((e) => e.name).sort()).toEqual(['Period Long Past', 'Period Past']);
    expect(await names('historical', '&limit=1&offset=1')).toEqual([expected.historical[1].name]);
    const counts = await call(ownerOfAll, 'GET', `${EVENTS}/periods?aggregate=${south()}`);
    expect(counts.json()).toEqual({ current: expected.current.length, historical: 2 });
    expect((await call(ownerOfAll, 'GET', `${EVENTS}/periods?aggregate=${south()}&name=long`)).json()).toEqual({ current: 0, historical: 1 });
    expect((await call(users.viewer, 'GET', `${EVENTS}/periods?aggregate=${south()}`)).statusCode).toBe(403);
    expect((await call(users.outsider, 'GET', `${EVENTS}/periods?aggregate=${south()}`)).statusCode).toBe(404);
    expect((await call(ownerOfAll, 'GET', `${EVENTS}?aggregate=${south()}&period=someday`)).statusCode).toBe(400);
  });

  it('refuses statuses outside 0–6, fewer than one ticket per slot and duplicate names in any case', async () => {
    expect((await post(EVENTS, { name: 'Bad status', status: 7 })).statusCode).toBe(400);
    expect((await post(EVENTS, { name: 'No tickets', maxTicketsPerSlot: 0 })).statusCode).toBe(400);
    expect((await post(EVENTS, { name: 'Long button', instrumentButtonText: 'x'.repeat(21) })).statusCode).toBe(400);
    expect((await post(EVENTS, { name: 'Gala Evening' })).statusCode).toBe(201);
    const dup = await post(EVENTS, { name: 'gala EVENING' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(EVENT_MESSAGES.duplicateName);
  });

  it('ignores relations when an event is saved', async () => {
    const e = (await post(EVENTS, { name: 'Saved Event' })).json();
    const put = await call(users.admin, 'PUT', `${EVENTS}/${e.id}`, {
      id: e.id,
      description: 'Terms',
      relations: [{ uid: 'abcdefgh', relation: 'venue', id: e.id }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ description: 'Terms', relations: [] });
  });
});

describe('creatives', () => {
  it('requires code and name with the messages of the contract', async () => {
    expect((await post(CREATIVES, { name: 'No code' })).json().message).toBe('Code is required');
    expect((await post(CREATIVES, { code: 'NONAME' })).json().message).toBe('Name is required');
    const res = await post(CREATIVES, { code: 'CR1', name: 'Banner Set' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      code: 'CR1',
      name: 'Banner Set',
      location: '',
      imageCount: 0,
      // A new creative has no cards yet: every card section answers an empty list.
      ...Object.fromEntries(PART_FIELDS.map((k) => [k, []])),
      relations: [],
      aggregate_id: north(),
      project_id: tenant.project.id,
      tenant_id: tenant.id,
      profile_id: expect.any(String),
      createdOn: expect.any(String),
      updatedOn: expect.any(String),
    });
    const list = await call(users.viewer, 'GET', `${CREATIVES}?aggregate=${north()}`);
    expect(list.json().map((c: { name: string }) => c.name)).toContain('Banner Set');
  });
});

describe('campaign creation is all or nothing', () => {
  it('keeps no campaign, creative or relation when the creative cannot be written', async () => {
    const db = t.app.ctx.db;
    // A real fault inside the creation's transaction: the database refuses the creative row.
    await asOwner(
      db,
      `create or replace function test_fail_creative() returns trigger language plpgsql as $$
      begin if new.kind = 'creative' then raise exception 'injected fault'; end if; return new; end $$`,
      'create trigger test_fail_creative before insert on media_items for each row execute function test_fail_creative()',
    );
    try {
      const res = await post(CAMPAIGNS, { code: 'ATOM', name: 'Atomic Campaign' });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(await rows(sql`select id from media_items where tenant_id = ${tenant.id} and name in ('Atomic Campaign', 'For # Atomic Campaign')`)).toEqual([]);
      expect(
        await rows(
          sql`select r.uid from relations r where r.tenant_id = ${tenant.id} and not exists (select 1 from media_items m where m.tenant_id = r.tenant_id and m.id = r.source_id)`,
        ),
      ).toEqual([]);
    } finally {
      await asOwner(db, 'drop trigger test_fail_creative on media_items', 'drop function test_fail_creative()');
    }
    expect((await post(CAMPAIGNS, { code: 'ATOM', name: 'Atomic Campaign' })).statusCode).toBe(201);
  });
});

describe('privileges and tenants', () => {
  let campaign: { id: string; relations: { id: string }[] };
  let event: { id: string };
  beforeAll(async () => {
    campaign = (await post(CAMPAIGNS, { code: 'GUARD', name: 'Guarded Campaign' })).json();
    event = (await post(EVENTS, { name: 'Guarded Event' })).json();
  });

  it('only ADMIN creates campaigns, events and creatives', async () => {
    expect((await post(CAMPAIGNS, { code: 'E', name: 'By editor' }, users.editor)).statusCode).toBe(403);
    expect((await post(EVENTS, { name: 'By editor' }, users.editor)).statusCode).toBe(403);
    expect((await post(CREATIVES, { code: 'E', name: 'By editor' }, users.editor)).statusCode).toBe(403);
    expect((await post(CAMPAIGNS, { code: 'V', name: 'By viewer' }, users.viewer)).statusCode).toBe(403);
  });

  it('lets EDITOR change schedules and visibility but not primary fields; VIEWER reads only', async () => {
    const schedules = [{ name: 'Now', start: '2030-01-01T00:00:00Z', close: '2030-01-02T00:00:00Z', status: 'Initial' }];
    expect((await call(users.editor, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, schedules })).statusCode).toBe(200);
    expect((await call(users.editor, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, visibility: 3 })).statusCode).toBe(200);
    expect((await call(users.editor, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, name: 'Renamed' })).statusCode).toBe(403);
    expect((await call(users.editor, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, schedules, campaignCaption: 'x' })).statusCode).toBe(403);
    expect((await call(users.editor, 'PUT', `${EVENTS}/${event.id}`, { id: event.id, schedules, urls: { home: 'https://e.example' } })).statusCode).toBe(200);
    expect((await call(users.editor, 'PUT', `${EVENTS}/${event.id}`, { id: event.id, status: 1 })).statusCode).toBe(403);
    expect((await call(users.editor, 'PUT', `${CREATIVES}/${campaign.relations[0].id}`, { name: 'Nope' })).statusCode).toBe(403);
    expect((await call(users.viewer, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, schedules })).statusCode).toBe(403);
    const read = await call(users.viewer, 'GET', `${CAMPAIGNS}/${campaign.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().schedules).toHaveLength(1);
    expect((await call(users.admin, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, name: 'Guarded Campaign 2' })).statusCode).toBe(200);
  });

  it("answers 404 for another tenant's campaign, event, creative and workspace", async () => {
    expect((await call(users.outsider, 'GET', `${CAMPAIGNS}/${campaign.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'PUT', `${CAMPAIGNS}/${campaign.id}`, { id: campaign.id, schedules: [] })).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${EVENTS}/${event.id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${CREATIVES}/${campaign.relations[0].id}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `${CAMPAIGNS}?aggregate=${north()}`)).statusCode).toBe(404);
    expect((await call(users.outsider, 'GET', `/api/2.0/treasuryTransactions/${campaign.id}/campaign`)).statusCode).toBe(404);
  });

  it('serves campaign, creative and event images to VIEWER and takes them from ADMIN only', async () => {
    const { logoPng } = await import('../../images/png.js');
    const png = logoPng([10, 20, 30]);
    const upload = (user: TestUser, type: string, id: string) => {
      const boundary = 'x-boundary';
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return injectAs(t, user, {
        method: 'POST',
        url: `/images?type=${type}&id=${id}&for=img`,
        payload: body,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    for (const [type, id] of [
      ['campaign', campaign.id],
      ['creative', campaign.relations[0].id],
      ['event', event.id],
    ]) {
      expect((await upload(users.editor, type, id)).statusCode, type).toBe(403);
      expect((await upload(users.admin, type, id)).statusCode, type).toBe(201);
      expect((await call(users.viewer, 'GET', `/images?type=${type}&id=${id}&for=img`)).statusCode, type).toBe(200);
      expect((await call(users.outsider, 'GET', `/images?type=${type}&id=${id}&for=img`)).statusCode, type).toBe(404);
    }
  });
});

describe('share metrics', () => {
  it("counts a campaign's shares per channel, every channel present; VIEWER reads them", async () => {
    const { appendActions } = await import('../audience/service.js');
    const c = (await post(CAMPAIGNS, { code: 'SHARE', name: 'Shared Campaign' })).json();
    const share = (channel: string | null, type = 3) => ({
      tenantId: tenant.id,
      type,
      projectId: tenant.project.id,
      aggregateId: north(),
      campaignId: c.id,
      channel,
    });
    await appendActions(t.app.ctx.db, [share('whatsapp'), share('whatsapp'), share('email'), share('twitter'), share('facebook', 1), share(null)]);
    const res = await call(users.viewer, 'GET', `/api/2.0/treasuryTransactions/${c.id}/campaign`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ whatsapp: 2, facebook: 0, instagram: 0, linkedin: 0, twitter: 1, email: 1 });
    expect((await call(users.viewer, 'GET', '/api/2.0/treasuryTransactions/0123456789abcdef01234567/campaign')).statusCode).toBe(404);
    const stranger = await buildUser(t, tenant);
    expect((await call(stranger, 'GET', `/api/2.0/treasuryTransactions/${c.id}/campaign`)).statusCode).toBe(404);
  });
});

describe('event links', () => {
  it('links an event only to eventCampaign campaigns and eventhosting venues', async () => {
    const e = (await post(EVENTS, { name: 'Linked Event' })).json();
    const plain = (await post(CAMPAIGNS, { code: 'PL', name: 'Plain Campaign' })).json();
    const flagged = (await post(CAMPAIGNS, { code: 'FL', name: 'Event Campaign', eventCampaign: true })).json();
    const hall = (await call(users.admin, 'POST', `/api/2.0/media-venues?aggregate=${north()}`, { name: 'Plain Hall' })).json();
    const arena = (await call(users.admin, 'POST', `/api/2.0/media-venues?aggregate=${north()}`, { name: 'Arena', eventhosting: true })).json();
    const link = (item: string, id: string, from: 'event' | 'other' = 'event') =>
      call(
        users.editor,
        'POST',
        '/api/2.0/media-relations',
        from === 'event'
          ? { action: 'create', source: { item: 'event', id: e.id, relation: {} }, target: { item, id } }
          : { action: 'create', source: { item, id, relation: {} }, target: { item: 'event', id: e.id } },
      );
    const refused = await link('campaign', plain.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only campaigns flagged for events (eventCampaign) can be attached to an event');
    expect((await link('campaign', plain.id, 'other')).statusCode).toBe(400);
    expect((await link('venue', hall.id)).json().message).toBe('Only venues that can host events (eventhosting) can be attached to an event');
    expect((await link('campaign', flagged.id)).statusCode).toBe(201);
    expect((await link('venue', arena.id)).statusCode).toBe(201);
    const targets = await call(users.editor, 'GET', `/api/2.0/media-relations/targets?aggregate=${north()}&item=campaign&eventCampaign=true`);
    expect(targets.json().map((c: { id: string }) => c.id)).toEqual([flagged.id]);
    expect(targets.json()[0]).toMatchObject({ eventCampaign: true, eventhosting: false });
    const read = (await call(users.viewer, 'GET', `${EVENTS}/${e.id}`)).json();
    expect(read.relations.map((r: { relation: string; id: string }) => [r.relation, r.id])).toEqual([
      ['campaign', flagged.id],
      ['venue', arena.id],
    ]);
  });
});
