// Two saves of different fields of one item at the same moment: each PUT writes over the version it read,
// so the one that loses the race reads again and neither change is lost. (On PostgreSQL the two requests run on two
// connections and interleave; the embedded database serialises them, so there the test shows the plain path.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';

let t: TestApp;
let tenant: TestTenant;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  admin = await buildUser(t, tenant, { role: 'admin', on: 'project' });
});
afterAll(() => t.close());

describe('concurrent saves of one item', () => {
  it('keep both changes in every round', async () => {
    const created = await injectAs(t, admin, {
      method: 'POST',
      url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`,
      payload: { name: 'Atrium' },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/2.0/media-venues/${created.json().id}`;
    for (let round = 1; round <= 20; round++) {
      const [description, phone] = await Promise.all([
        injectAs(t, admin, { method: 'PUT', url, payload: { description: `Round ${round}` } }),
        injectAs(t, admin, { method: 'PUT', url, payload: { phone: `+97150000${String(round).padStart(4, '0')}` } }),
      ]);
      expect([description.statusCode, phone.statusCode]).toEqual([200, 200]);
      const stored = (await injectAs(t, admin, { method: 'GET', url })).json();
      expect({ description: stored.description, phone: stored.phone }).toEqual({
        description: `Round ${round}`,
        phone: `+97150000${String(round).padStart(4, '0')}`,
      });
    }
  });
});
