import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { buildSignageStage, pairedDisplay, type SignageStage } from '../../test/signage-player.js';

/**
 * Measured impressions: plays of a campaign on a screen, people counted by the device anchored to the screen's asset.
 * The expected figures are worked out here by hand from the readings, not by the code under test.
 */
let t: TestApp;
let tenant: TestTenant;
let stage: SignageStage;
let outsider: TestUser;
let authorization = '';
const MIN = 60_000;
// Whole minutes, an hour back: plays and readings sit well inside the accepted ages.
const base = Math.floor((Date.now() - 60 * MIN) / MIN) * MIN;
const at = (minute: number) => new Date(base + minute * MIN).toISOString();

const query = `query($c: ID!) { campaignImpressions(campaign_id: $c) { plays measuredPlays impressions impressionsPerPlay perDay { day plays measuredPlays impressions } } }`;
const report = async (user: TestUser) =>
  (await injectAs(t, user, { method: 'POST', url: '/api/1.0/media-query', payload: { query, variables: { c: stage.campaign } } })).json();

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
  stage = await buildSignageStage(t, tenant, 'imp');
  ({ authorization } = await pairedDisplay(t, stage));
  const device = (
    await injectAs(t, stage.owner, { method: 'POST', url: `/api/2.0/media-devices?aggregate=${stage.ws}`, payload: { name: 'Door camera', code: 'CAM1' } })
  ).json();
  const anchored = await injectAs(t, stage.owner, {
    method: 'POST',
    url: '/api/2.0/media-relations',
    payload: {
      action: 'create',
      source: {
        item: 'asset',
        id: stage.asset,
        relation: { start: new Date(base - 24 * 60 * MIN).toISOString(), close: new Date(base + 24 * 60 * MIN).toISOString() },
      },
      target: { item: 'device', id: device.id },
    },
  });
  expect(anchored.statusCode, anchored.body).toBeLessThan(300);
  // The camera counts 10 people at minute 0, 30 at minute 10, then nothing until 50 at minute 50.
  for (const [minute, people] of [
    [0, 10],
    [10, 30],
    [50, 50],
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/1.0/device-readings',
      headers: { authorization: `Device ${device.id}.${device.secret}` },
      payload: { peopleCount: people, deviceTS: at(minute) },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
  const media = stage.media[0].id;
  const plays = [
    // Minutes 2–4: the count climbs from 14 to 18, mean 16.
    { id: 'imp-play-1', mediaId: media, startedAt: base + 2 * MIN, endedAt: base + 4 * MIN, completed: true },
    // Minutes 30–31: no reading within 10 minutes, so not measured.
    { id: 'imp-play-2', mediaId: media, startedAt: base + 30 * MIN, endedAt: base + 31 * MIN, completed: true },
    // Minutes 45–47: the reading at minute 50 stands for 50 from minute 40.
    { id: 'imp-play-3', mediaId: media, startedAt: base + 45 * MIN, endedAt: base + 47 * MIN, completed: false },
  ];
  const sent = await t.app.inject({ method: 'POST', url: '/player/api/plays', headers: { authorization }, payload: { plays } });
  expect(sent.json().stored).toHaveLength(3);
}, 60_000);
afterAll(() => t.close());

it("counts the people in front of the screen during each of the campaign's plays, per day, and leaves unmeasured plays out of the mean", async () => {
  const answer = await report(stage.owner);
  expect(answer.errors).toBeUndefined();
  const r = answer.data.campaignImpressions;
  expect(r).toMatchObject({ plays: 3, measuredPlays: 2, impressions: 66, impressionsPerPlay: 33 });
  expect(r.perDay.reduce((n: number, d: { plays: number }) => n + d.plays, 0)).toBe(3);
  expect(r.perDay.reduce((n: number, d: { impressions: number }) => n + d.impressions, 0)).toBe(66);
});

it('is not answered to another tenant', async () => {
  const answer = await report(outsider);
  expect(answer.data?.campaignImpressions ?? null).toBeNull();
  expect(answer.errors[0].extensions.code).toBe('NOT_FOUND');
});
