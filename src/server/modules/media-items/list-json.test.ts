// Lists whose JSON PostgreSQL builds (list-json.ts) answer exactly what the full documents answer for
// the fields asked — relation fields (`relations.<field>`), order of relations and dates included.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import type { ItemKind } from './kinds.js';
import { jsonBuildable, listItemsJson } from './list-json.js';
import { listFields } from './list-fields.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;
const PATHS: Record<ItemKind, string> = {
  venue: '/api/2.0/media-venues',
  asset: '/api/2.0/media-assets',
  device: '/api/2.0/media-devices',
  campaign: '/api/2.0/media-campaigns',
  event: '/api/2.0/events',
  creative: '/api/2.0/media-creatives',
};
const north = () => tenant.workspaces[0].id;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => injectAs(t, admin, { method, url, payload });
const create = async (kind: ItemKind, body: object) => {
  const res = await call('POST', `${PATHS[kind]}?aggregate=${north()}`, body);
  expect(res.statusCode).toBe(201);
  return res.json();
};
const window = (start: string, close: string, status = 'Playing') => ({ name: 'Flight', start, close, status, enabled: true });

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin', on: 'workspace' });
  const hall = await create('venue', {
    name: 'Hall A',
    type: 'Shopping Mall',
    description: 'The first hall',
    createAsset: { type: 'indoor', subtype: 'digital screen' },
  });
  const plain = await create('venue', { name: 'Hall B', description: 'Ünïcode "quoted" \\ text' });
  await create('device', { name: 'Door Counter', macAddress: 'AA:BB:CC:DD:EE:FF' });
  const spring = await create('campaign', { code: 'SPRING01', name: 'Spring Sale' });
  const put = await call('PUT', `${PATHS.campaign}/${spring.id}`, {
    id: spring.id,
    schedules: [window('2026-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z'), window('2025-01-01T00:00:00.000Z', '2025-02-01T00:00:00.000Z', 'Completed')],
  });
  expect(put.statusCode).toBe(200);
  await create('campaign', { code: 'AUTUMN01', name: 'Autumn Sale' });
  await create('event', { name: 'Gala Night', schedules: [window('2026-05-01T18:00:00.000Z', '2026-05-01T23:00:00.000Z')] });
  // Relations written in one statement share their creation time to the microsecond: they are ordered by
  // uid as the console's reads order them (letters before case, lower case first). One is owned by another
  // workspace and names an item that no longer exists.
  const [south, gone] = [tenant.workspaces[1].id, 'f'.repeat(24)];
  await t.app.ctx.db
    .execute(sql`insert into relations (tenant_id, uid, source_id, source_kind, target_id, target_kind, start, close, enabled, aggregate_id, project_id, profile_id, created_on)
    values
      (${tenant.id}, 'abcdEFGH', ${spring.id}, 'campaign', ${hall.id}, 'venue', '2026-01-01 10:00:00.123456+00', '2099-12-31 23:59:59+00', true, ${north()}, ${tenant.project.id}, '', '2026-02-01 08:00:00.000250+00'),
      (${tenant.id}, 'ABCDefgh', ${spring.id}, 'campaign', ${plain.id}, 'venue', '2026-01-01 10:00:00+00', '2026-03-01 00:00:00+00', false, ${north()}, ${tenant.project.id}, 'p1', '2026-02-01 08:00:00.000750+00'),
      (${tenant.id}, 'abcdefgh', ${spring.id}, 'campaign', ${gone}, 'event', '2026-01-01 10:00:00+00', '2099-12-31 23:59:59+00', true, ${north()}, ${tenant.project.id}, '', '2026-02-01 08:00:00.000500+00'),
      (${tenant.id}, '0bcdefgh', ${gone}, 'campaign', ${plain.id}, 'campaign', '2026-01-01 10:00:00+00', '2099-12-31 23:59:59+00', true, ${south}, ${tenant.project.id}, '', '2026-02-01 08:00:00.000900+00')`);
});
afterAll(() => t.close());

/** The full document's value of each field asked, relations cut to their asked fields: what an answer must equal. */
function projected(item: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const relationFields = fields.filter((f) => f.startsWith('relations.')).map((f) => f.slice('relations.'.length));
  for (const f of fields) {
    if (f.startsWith('relations.') || !(f in item)) continue;
    out[f] = item[f];
  }
  if (relationFields.length && !fields.includes('relations') && 'relations' in item) {
    out.relations = (item.relations as Record<string, unknown>[]).map((r) => Object.fromEntries(relationFields.map((k) => [k, r[k]])));
  }
  return out;
}

const FIELD_SETS = [
  'id name type subtype category enabled aggregate_id relations',
  'id name type subtype schedules relations.relation',
  'id name relations.relation relations.id relations.start relations.close relations.enabled schedules type subtype category aggregate_id',
  'code visibility project_id tenant_id createdOn updatedOn relations.uid relations.name relations.owned relations.aggregate_id relations.profile_id relations.project_id relations.tenant_id',
  'relations enabled name id assets',
];
const KINDS: ItemKind[] = ['venue', 'asset', 'device', 'campaign', 'event', 'creative'];

describe('lists built as JSON by the statement', () => {
  it('answer every kind exactly as the full documents projected to the fields asked', async () => {
    for (const kind of KINDS) {
      for (const sort of ['newest', 'schedule']) {
        const full = (await call('GET', `${PATHS[kind]}?aggregate=${north()}&sort=${sort}`)).json();
        expect(full.length, kind).toBeGreaterThan(0);
        for (const fields of FIELD_SETS) {
          const asked = fields.split(' ');
          const res = await call('GET', `${PATHS[kind]}?aggregate=${north()}&sort=${sort}&fields=${encodeURIComponent(fields)}`);
          expect(res.statusCode).toBe(200);
          expect(res.json(), `${kind} ${sort}: ${fields}`).toEqual(full.map((item: Record<string, unknown>) => projected(item, asked)));
        }
      }
    }
  });

  it('orders relations and writes dates as the documents do, with the other side named and ownership relative to the list', async () => {
    const [spring] = (await call('GET', `${PATHS.campaign}?aggregate=${north()}&name=spring`)).json();
    // Same millisecond: by uid, case-blind first, then lower case first (the creative's relation, made now, comes last).
    expect(spring.relations.map((r: { uid: string }) => r.uid).slice(0, 3)).toEqual(['abcdefgh', 'abcdEFGH', 'ABCDefgh']);
    const statement = JSON.parse(
      await listItemsJson(
        t.app.ctx.db,
        tenant.id,
        north(),
        'campaign',
        { limit: 50, offset: 0 },
        { order: 'newest', columnsOnly: false, name: 'spring' },
        listFields(['relations']),
      ),
    );
    expect(statement).toEqual([{ relations: spring.relations }]);
    expect(spring.relations.find((r: { uid: string }) => r.uid === 'abcdEFGH')).toMatchObject({
      start: '2026-01-01T10:00:00.123Z',
      name: 'Hall A',
      owned: true,
    });
    expect(spring.relations.find((r: { uid: string }) => r.uid === 'abcdefgh')).toMatchObject({ name: '', relation: 'event' });
    const [hallB] = (await call('GET', `${PATHS.venue}?aggregate=${north()}&name=hall%20b&fields=relations`)).json();
    expect(hallB.relations.find((r: { uid: string }) => r.uid === '0bcdefgh')).toMatchObject({ owned: false, relation: 'campaign' });
  });

  it('answer the same page with the period and id filters', async () => {
    let events = 0;
    for (const period of ['current', 'historical']) {
      const full = (await call('GET', `${PATHS.event}?aggregate=${north()}&sort=schedule&period=${period}`)).json();
      const tiles = (await call('GET', `${PATHS.event}?aggregate=${north()}&sort=schedule&period=${period}&fields=id,name,relations.relation`)).json();
      expect(tiles).toEqual(full.map((e: Record<string, unknown>) => projected(e, ['id', 'name', 'relations.relation'])));
      events += full.length;
    }
    expect(events).toBe(1);
    const venues = (await call('GET', `${PATHS.venue}?aggregate=${north()}`)).json();
    const byIds = (await call('GET', `${PATHS.venue}?aggregate=${north()}&ids=${venues[0].id}&fields=id,relations.name`)).json();
    expect(byIds).toEqual([projected(venues[0], ['id', 'relations.name'])]);
  });

  it('is used only for fields it builds; others are presented in Node as before', () => {
    expect(jsonBuildable('campaign', listFields(['id', 'name', 'schedules', 'relations.relation']))).toBe(true);
    expect(jsonBuildable('creative', listFields(['id', 'schedules', 'type']))).toBe(true); // fields a creative does not answer are left out
    expect(jsonBuildable('venue', listFields(['id', 'city']))).toBe(false);
    expect(jsonBuildable('creative', listFields(['id', 'location']))).toBe(false);
    // The tile's image count is counted by the statement.
    expect(jsonBuildable('creative', listFields(['id', 'name', 'imageCount']))).toBe(true);
  });
});
