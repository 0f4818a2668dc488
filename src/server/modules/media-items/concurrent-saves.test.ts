// Saves of different fields of one item at the same moment: none may be lost. Most fields are merged over the
// newest stored version by one statement; a change of availability or of maxAllowed (settled in code) reads the
// item and writes over the version it read, and when it loses the race it reads again. (On PostgreSQL the requests run
// on their own connections and interleave; the embedded database serialises them, so there the test shows the
// plain path.)
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
  it('keep every change in every round', async () => {
    const created = await injectAs(t, admin, {
      method: 'POST',
      url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`,
      payload: { name: 'Atrium' },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/2.0/media-venues/${created.json().id}`;
    for (let round = 1; round <= 20; round++) {
      const phone = `+97150000${String(round).padStart(4, '0')}`;
      const availableTo = `2040-01-${String(round).padStart(2, '0')}T00:00:00.000Z`;
      const saves = await Promise.all([
        injectAs(t, admin, { method: 'PUT', url, payload: { availableTo } }),
        injectAs(t, admin, { method: 'PUT', url, payload: { multifaceted: true, maxAllowed: round + 1 } }),
        injectAs(t, admin, { method: 'PUT', url, payload: { description: `Round ${round}` } }),
        injectAs(t, admin, { method: 'PUT', url, payload: { phone } }),
      ]);
      expect(saves.map((s) => s.statusCode)).toEqual([200, 200, 200, 200]);
      const stored = (await injectAs(t, admin, { method: 'GET', url })).json();
      expect({ availableTo: stored.availableTo, maxAllowed: stored.maxAllowed, description: stored.description, phone: stored.phone }).toEqual({
        availableTo,
        maxAllowed: round + 1,
        description: `Round ${round}`,
        phone,
      });
    }
  });
});
