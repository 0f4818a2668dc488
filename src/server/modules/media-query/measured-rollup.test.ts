import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { lastSettleableDay } from '../../../domain/attribution/play-groups.js';
import { addDays, localDay } from '../../../domain/audience/zone-days.js';
import { audienceCalls } from '../../test/audience-calls.js';
import { buildTestApp, type TestApp } from '../../test/build-test-app.js';
import { buildTenant, buildUser, type TestTenant, type TestUser } from '../../test/factories.js';
import { injectAs } from '../../test/inject-as.js';
import { anchoredCamera, buildSignageStage, pairedDisplay, type SignageStage } from '../../test/signage-player.js';
import { settleMeasuredPlays } from './settling.js';

/**
 * The settled rollup of measured plays: a report over settled days (read from the rollup) and today (worked out from the
 * plays and readings) answers exactly what the per-play computation answers over the whole period, and a reading that
 * arrives after its day was settled settles that day again.
 */
let t: TestApp;
let tenant: TestTenant;
let stage: SignageStage;
let outsider: TestUser;
let device = { id: '', secret: '' };
let authorization = '';
const calls = audienceCalls(() => t);
const MIN = 60_000;
const DAY = 86_400_000;
const now = Date.now();
// 10:00 UTC three days back and two days back (so a day's plays and readings, up to 65 minutes on, stay in that day
// whatever the time the test runs), and an hour back in whole minutes (unsettled).
const tenAm = (daysBack: number) => Math.floor(now / DAY - daysBack) * DAY + 10 * 60 * MIN;
const starts = [tenAm(3), tenAm(2), Math.floor((now - 60 * MIN) / MIN) * MIN];
const window = { from: localDay(now - 5 * DAY, 'UTC'), to: localDay(now, 'UTC') };

const reading = (people: number, at: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/1.0/device-readings',
    headers: { authorization: `Device ${device.id}.${device.secret}` },
    payload: { peopleCount: people, deviceTS: new Date(at).toISOString() },
  });

const SCREEN = 'plays playSeconds measuredPlays impressions impressionsPerPlay perDay { day plays playSeconds measuredPlays impressions }';
const reportQuery = `query($c: ID!, $a: ID!, $from: String, $to: String) {
  campaign: campaignImpressions(campaign_id: $c, from: $from, to: $to) { ${SCREEN} }
  workspace: workspaceImpressions(aggregate_id: $a, from: $from, to: $to) { aggregate_id time_zone ${SCREEN} }
  attribution: campaignAttribution(campaign_id: $c, from: $from, to: $to) { plays measuredPlays impressions impressionsPerPlay views
    conversion { interactionsPerImpression } perAsset { asset_id plays measuredPlays impressions impressionsPerPlay } } }`;
async function report(user: TestUser = stage.owner) {
  const res = await injectAs(t, user, {
    method: 'POST',
    url: '/api/1.0/media-query',
    payload: { query: reportQuery, variables: { c: stage.campaign, a: stage.ws, ...window } },
  });
  return res.json();
}
const figures = async () => {
  const answer = await report();
  expect(answer.errors).toBeUndefined();
  return answer.data;
};
const settledRows = () =>
  calls.rows<{ day: string; plays: number }>(
    sql`select day::text as day, plays from measured_play_daily where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws} order by day`,
  );
const forgetSettled = () => t.app.ctx.db.execute(sql`delete from measured_play_settled where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws}`);

beforeAll(async () => {
  t = await buildTestApp();
  tenant = await buildTenant(t);
  outsider = await buildUser(t, await buildTenant(t), { role: 'owner' });
  stage = await buildSignageStage(t, tenant, 'roll');
  ({ authorization } = await pairedDisplay(t, stage));
  device = await anchoredCamera(t, stage, 'CAMR', now - 6 * DAY, now + DAY);
  // Each day: 7 people, then 12 ten minutes later (counts that do not add up to round figures); a play at minutes 2–5
  // and one at minute 60, which no reading reaches.
  for (const [i, start] of starts.entries()) {
    for (const [minute, people] of [
      [0, 7 + i],
      [10, 12],
    ])
      expect((await reading(people, start + minute * MIN)).statusCode).toBe(201);
  }
  const media = stage.media[0].id;
  const plays = starts.flatMap((start, i) => [
    { id: `roll-${i}-a`, mediaId: media, startedAt: start + 2 * MIN, endedAt: start + 5 * MIN + 7_000, completed: true },
    { id: `roll-${i}-b`, mediaId: media, startedAt: start + 60 * MIN, endedAt: start + 61 * MIN, completed: true },
  ]);
  // Today's second play is yet to come.
  const sent = await t.app.inject({ method: 'POST', url: '/player/api/plays', headers: { authorization }, payload: { plays: plays.slice(0, 5) } });
  expect(sent.json().stored).toHaveLength(5);
}, 60_000);
afterAll(() => t.close());

it('answers from the rollup over settled days exactly what the plays and readings give, and works out the days not settled', async () => {
  const live = await figures();
  expect(live.campaign).toMatchObject({ plays: 5, measuredPlays: 3, playSeconds: 3 * 187 + 2 * 60 });
  expect(live.workspace).toMatchObject({ aggregate_id: stage.ws, plays: 5, measuredPlays: 3, impressions: live.campaign.impressions });

  const swept = await settleMeasuredPlays(t.app.ctx);
  expect(swept.days).toBeGreaterThan(0);
  const [state] = await calls.rows<{ through: string }>(
    sql`select through::text as through from measured_play_settled where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws}`,
  );
  expect(state.through).toBe(lastSettleableDay(Date.now(), 'UTC'));
  expect((await settledRows()).map((r) => r.day)).toEqual(starts.slice(0, 2).map((s) => localDay(s, 'UTC')));
  // Sweeping again changes nothing.
  expect((await settleMeasuredPlays(t.app.ctx)).days).toBe(0);
  expect(await figures()).toEqual(live);

  // The settled days really come from the rollup: a changed row shows (then is put back).
  await t.app.ctx.db.execute(sql`update measured_play_daily set plays = plays + 100 where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws}`);
  expect((await figures()).campaign.plays).toBe(205);
  await t.app.ctx.db.execute(sql`update measured_play_daily set plays = plays - 100 where tenant_id = ${tenant.id} and aggregate_id = ${stage.ws}`);
});

it('settles a day again when a reading arrives after it was settled', async () => {
  await settleMeasuredPlays(t.app.ctx);
  const before = await figures();
  // A reading three days late, five minutes after the first day's unmeasured play: it is measured now.
  expect((await reading(31, starts[0] + 65 * MIN)).statusCode).toBe(201);
  const [late] = await calls.rows<{ n: number }>(sql`select count(*)::int as n from measured_play_late where tenant_id = ${tenant.id}`);
  expect(late.n).toBe(1);
  // Until the sweep, the settled day stands as it was settled.
  expect((await figures()).campaign.measuredPlays).toBe(3);

  expect((await settleMeasuredPlays(t.app.ctx)).late).toBe(1);
  const settled = await figures();
  expect(settled.campaign.measuredPlays).toBe(4);
  expect(settled.campaign.impressions).toBeGreaterThan(before.campaign.impressions);
  const day = settled.campaign.perDay.find((d: { day: string }) => d.day === localDay(starts[0], 'UTC'));
  expect(day.measuredPlays).toBe(2);
  // Nothing settled: every day worked out from the plays and readings, the same figures.
  await forgetSettled();
  expect(await figures()).toEqual(settled);
  await settleMeasuredPlays(t.app.ctx);
  expect(await figures()).toEqual(settled);
});

it('settles a day again when a play is reported after it was settled', async () => {
  await settleMeasuredPlays(t.app.ctx);
  const before = await figures();
  // A screen back online reports a play of two days ago, in front of that day's counts.
  const play = { id: 'roll-late', mediaId: stage.media[0].id, startedAt: starts[1] + 6 * MIN, endedAt: starts[1] + 7 * MIN, completed: true };
  const sent = await t.app.inject({ method: 'POST', url: '/player/api/plays', headers: { authorization }, payload: { plays: [play] } });
  expect(sent.json().stored).toHaveLength(1);
  expect((await figures()).campaign.plays).toBe(before.campaign.plays);
  expect((await settleMeasuredPlays(t.app.ctx)).late).toBe(1);
  const settled = await figures();
  expect(settled.campaign).toMatchObject({ plays: before.campaign.plays + 1, measuredPlays: before.campaign.measuredPlays + 1 });
  await forgetSettled();
  expect(await figures()).toEqual(settled);
});

it("answers a workspace's figures only to those who may view the workspace", async () => {
  const answer = await report(outsider);
  expect(answer.errors[0].extensions.code).toBe('NOT_FOUND');
  expect(window.from).toBe(addDays(window.to, -5));
});
