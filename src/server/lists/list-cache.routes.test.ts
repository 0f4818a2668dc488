// Item lists answered from the list cache stay right: a caller reads its own writes at once, and a
// server hears other servers' (and any SQL writer's) changes through the database's notices.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonText } from '../compression.js';
import { buildSecondServer, buildTestApp, type TestApp } from '../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../test/factories.js';
import { pollUntil } from '../test/poll.js';
import { injectAs } from '../test/inject-as.js';

let a: TestApp;
let b: TestApp;
let tenant: TestTenant;
let admin: TestUser;

beforeAll(async () => {
  a = await buildTestApp();
  // A second server on the same database, as when several API servers run behind a balancer.
  b = await buildSecondServer(a);
  tenant = await buildTenant(a);
  admin = await buildUser(a, tenant, { role: 'admin', on: 'workspace' });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

const listUrl = () => `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}&fields=id,name`;
const names = async (t: TestApp) => (await injectAs(t, admin, { method: 'GET', url: listUrl() })).json().map((v: { name: string }) => v.name);

/** Polls a server's list until it shows `expected` (a notice arrives a moment after the commit). */
async function eventually(t: TestApp, expected: string[]) {
  const seen = await pollUntil(
    () => names(t),
    (now: string[]) => JSON.stringify(now) === JSON.stringify(expected),
  );
  expect(seen).toEqual(expected);
}

describe('item lists served from memory', () => {
  it("show the caller's own write on the next read", async () => {
    expect(await names(a)).toEqual([]);
    const created = await injectAs(a, admin, {
      method: 'POST',
      url: `/api/2.0/media-venues?aggregate=${tenant.workspaces[0].id}`,
      payload: { name: 'Atrium' },
    });
    expect(created.statusCode).toBe(201);
    expect(await names(a)).toEqual(['Atrium']);
    const res = await injectAs(a, admin, { method: 'GET', url: listUrl() });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it("show another server's write once its notice arrives", async () => {
    expect(await names(b)).toEqual(['Atrium']);
    const [venue] = (await injectAs(a, admin, { method: 'GET', url: listUrl() })).json();
    const renamed = await injectAs(a, admin, { method: 'PUT', url: `/api/2.0/media-venues/${venue.id}`, payload: { id: venue.id, name: 'Grand Atrium' } });
    expect(renamed.statusCode).toBe(200);
    await eventually(b, ['Grand Atrium']);
  });

  it('show a change written by SQL outside any server', async () => {
    expect(await names(a)).toEqual(['Grand Atrium']);
    await a.app.ctx.db.execute(sql`update media_items set name = 'Atrium West' where tenant_id = ${tenant.id} and kind = 'venue'`);
    await eventually(a, ['Atrium West']);
    await eventually(b, ['Atrium West']);
  });

  it('read the database again when the caller asks for a fresh read (header reset: true)', async () => {
    expect(await names(a)).toEqual(['Atrium West']);
    // A kept answer the database no longer matches: only a fresh read goes past it.
    const [venue] = (await injectAs(a, admin, { method: 'GET', url: listUrl() })).json();
    a.app.ctx.lists.store(
      `items|${tenant.workspaces[0].id}|venue|newest||200|0|id,name`,
      tenant.id,
      a.app.ctx.lists.generation(tenant.id),
      new JsonText(JSON.stringify([{ id: venue.id, name: 'Kept copy' }])),
    );
    expect(await names(a)).toEqual(['Kept copy']);
    const fresh = await injectAs(a, admin, { method: 'GET', url: listUrl(), headers: { reset: 'true' } });
    expect(fresh.json().map((v: { name: string }) => v.name)).toEqual(['Atrium West']);
  });

  it('answer the same list asked together from one read (read groups), as the database has it', async () => {
    // Counts the reads the groups run; `reset: true` goes past the kept answer, so every request would read.
    const groups = a.app.ctx.readGroups;
    const run = groups.run.bind(groups);
    let reads = 0;
    groups.run = (key, read) => run(key, () => ((reads += 1), read()));
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, () => injectAs(a, admin, { method: 'GET', url: listUrl(), headers: { reset: 'true' } })));
      expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
      expect(
        new Set(
          answers.map((r) =>
            r
              .json()
              .map((v: { name: string }) => v.name)
              .join(),
          ),
        ),
      ).toEqual(new Set(['Atrium West']));
      expect(reads).toBeGreaterThan(0);
      expect(reads).toBeLessThan(12);
    } finally {
      groups.run = run;
    }
  });

  it('still check the privilege of every caller', async () => {
    const outsider = await buildUser(a, await buildTenant(a), { role: 'owner' });
    const res = await injectAs(a, outsider, { method: 'GET', url: listUrl() });
    expect(res.statusCode).toBe(404);
    const noGrant = await buildUser(a, tenant);
    expect((await injectAs(a, noGrant, { method: 'GET', url: listUrl() })).statusCode).toBe(403);
  });
});
