// A player's credential look-up is kept in memory between manifest revalidations; a console write to signage on any
// server drops it everywhere before its answer leaves, so an override shows and a removed display stops answering on
// the very next revalidation, as if nothing were kept (cluster/players-and-files.test.ts: the same across processes).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildSecondServer, buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildSignageStage, pairedDisplay, type SignageStage } from '../../test/signage-player.js';

let a: TestApp;
let b: TestApp;
let stage: SignageStage;

beforeAll(async () => {
  a = await buildTestApp();
  // A second server on the same database, as behind a balancer.
  b = await buildSecondServer(a);
  stage = await buildSignageStage(a, await buildTenant(a), 'cache');
}, 60_000);
afterAll(async () => {
  await b.close();
  await a.close();
});

const manifest = (t: TestApp, authorization: string, etag?: string) =>
  t.app.inject({ method: 'GET', url: '/player/api/manifest', headers: { authorization, ...(etag ? { 'if-none-match': etag } : {}) } });

it('serves revalidations from memory, and hears an override or a deletion made through another server', async () => {
  const { display, authorization } = await pairedDisplay(a, stage);
  const first = await manifest(a, authorization);
  expect(first.statusCode).toBe(200);
  const etag = String(first.headers.etag);
  expect((await manifest(a, authorization, etag)).statusCode).toBe(304);
  expect(a.app.ctx.playerStates.size).toBeGreaterThan(0);

  const set = await injectAs(b, stage.owner, {
    method: 'PUT',
    url: `/api/2.0/zeetaminds/override?aggregate=${stage.ws}`,
    payload: { message: 'Evacuate by the north doors' },
  });
  expect(set.statusCode, set.body).toBe(200);
  const changed = await manifest(a, authorization, etag);
  expect(changed.statusCode, 'the next revalidation').toBe(200);
  expect(changed.json().override.message).toBe('Evacuate by the north doors');

  expect((await injectAs(b, stage.owner, { method: 'DELETE', url: `/api/2.0/zeetaminds/displays/${display.id}` })).statusCode).toBe(200);
  const gone = await manifest(a, authorization, String(changed.headers.etag));
  expect(gone.json().error).toBe('player_unpaired');
});
