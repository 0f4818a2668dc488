// A PUT of fields that need nothing of the stored item in code is one statement: the database checks the
// caller's privilege on the item's own workspace (the deepest grant, as everywhere) and merges the fields. These
// are the rules it must keep, with the two-step way (read, then write at the version read) answering the rest.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITEM_MESSAGES } from '../../../domain/media-items/types.js';
import { workspaceResource } from '../../../domain/access/resources.js';
import { grant } from '../../seed/builders.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;
const VENUES = '/api/2.0/media-venues';

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin', on: 'project' });
});
afterAll(() => t.close());

const create = async (name: string, more: object = {}) => {
  const res = await injectAs(t, admin, { method: 'POST', url: `${VENUES}?aggregate=${tenant.workspaces[0].id}`, payload: { name, ...more } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string };
};
const put = (user: TestUser, id: string, payload: object) => injectAs(t, user, { method: 'PUT', url: `${VENUES}/${id}`, payload });
const stored = async (id: string) => (await injectAs(t, admin, { method: 'GET', url: `${VENUES}/${id}` })).json();
/** Another writer (a script, psql) changing the stored document directly. */
const writeDoc = (id: string, json: string) => t.app.ctx.db.execute(sql`update media_items set doc = doc || ${json}::jsonb where id = ${id}`);

describe('a PUT in one statement', () => {
  it("answers the stored item with its relations and refuses a name another venue has with the product's message", async () => {
    const venue = await create('Harbour Hall', { createAsset: { type: 'Indoor', subtype: 'Standee' } });
    await create('Quay Hall');
    const changed = await put(admin, venue.id, { description: 'By the water', enabled: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Harbour Hall', description: 'By the water', enabled: false });
    expect(changed.json().relations).toHaveLength(1);
    expect(changed.json().relations[0]).toMatchObject({ name: 'Harbour Hall' });

    const clash = await put(admin, venue.id, { name: 'quay hall', description: 'Not kept' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toBe(ITEM_MESSAGES.duplicateName.venue);
    expect(await stored(venue.id)).toMatchObject({ name: 'Harbour Hall', description: 'By the water' });
  });

  it('takes the deepest grant: a project admin who is a reader of the workspace may not edit it, a tenant reader who administers it may', async () => {
    const venue = await create('Ledger Hall');
    const demoted = await buildUser(t, tenant, { role: 'admin', on: 'project' });
    await grant(t.app.ctx.db, tenant.id, `${workspaceResource(tenant.key, tenant.project.key, tenant.workspaces[0].key)}.reader`, demoted.id);
    const promoted = await buildUser(t, tenant, { role: 'reader', on: 'tenant' });
    await grant(t.app.ctx.db, tenant.id, `${workspaceResource(tenant.key, tenant.project.key, tenant.workspaces[0].key)}.admin`, promoted.id);
    const elsewhere = await buildUser(t, tenant);
    await grant(t.app.ctx.db, tenant.id, `${workspaceResource(tenant.key, tenant.project.key, tenant.workspaces[1].key)}.admin`, elsewhere.id);

    expect((await put(demoted, venue.id, { city: 'Pune' })).statusCode).toBe(403);
    expect((await put(elsewhere, venue.id, { city: 'Pune' })).statusCode).toBe(404);
    expect((await stored(venue.id)).city).not.toBe('Pune');
    expect((await put(promoted, venue.id, { city: 'Pune' })).statusCode).toBe(200);
    expect((await stored(venue.id)).city).toBe('Pune');
  });

  it('settles a document another writer left unsettled, as a two-step change would', async () => {
    const venue = await create('Loose Hall');
    await writeDoc(venue.id, '{"multifaceted": false, "maxAllowed": 4}');
    const res = await put(admin, venue.id, { description: 'Settled' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ description: 'Settled', maxAllowed: 1 });
    expect((await stored(venue.id)).maxAllowed).toBe(1);
  });

  it('refuses a change while the stored availability ends before it starts, changing nothing', async () => {
    const venue = await create('Backwards Hall');
    await writeDoc(venue.id, '{"availableFrom": "2030-01-01T00:00:00.000Z", "availableTo": "2029-01-01T00:00:00.000Z"}');
    const res = await put(admin, venue.id, { description: 'Not kept' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ITEM_MESSAGES.availableOrder);
    expect((await stored(venue.id)).description).toBe('');
  });

  it('answers an unknown item and an item of another kind with 404', async () => {
    const venue = await create('Only Hall');
    expect((await put(admin, 'f00000000000000000000000', { description: 'x' })).statusCode).toBe(404);
    expect((await injectAs(t, admin, { method: 'PUT', url: `/api/2.0/media-assets/${venue.id}`, payload: { description: 'x' } })).statusCode).toBe(404);
    expect((await stored(venue.id)).description).toBe('');
  });
});
