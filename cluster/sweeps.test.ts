// Every background sweep runs on all three servers at short intervals (docs/scaling.md): each unit of work must still
// be done exactly once. The work is handed in through the balancer (so by all three servers), each outcome is awaited
// in the database and the API, then the servers sweep a few more times and nothing may have been done twice.
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastSettleableDay } from '../src/domain/attribution/play-groups.js';
import { localDay } from '../src/domain/audience/zone-days.js';
import { CUSTOMER_CLIENT_ID } from '../src/server/seed/clients.js';
import { pollUntil } from '../src/server/test/poll.js';
import { startSmtpSink, type SmtpSink } from '../src/server/test/smtp-sink.js';
import { Session, WHERE } from './client.js';
import { startDeployment, type Deployment } from './deployment.js';
import { appSession, Database, deploymentDir, ok } from './helpers.js';
import { sleep } from './processes.js';
import { buildStage, pairDisplay, player, type Stage } from './signage.js';

const SWEEP_MS = 300;
/** Long enough for every server to have swept several times more after an outcome. */
const SETTLE_MS = 8 * SWEEP_MS;
const DEADLINE_MS = 45_000;
const MIN = 60_000;
const DAY = 86_400_000;

let dir: string;
let deployment: Deployment;
let sink: SmtpSink;
let db: Database;
let base: string;
let admin: Session;
let editor: Session;
let tenantId: string;

beforeAll(async () => {
  sink = await startSmtpSink({ disabledCommands: ['STARTTLS', 'AUTH'] });
  dir = deploymentDir('sdm-sweeps-');
  deployment = await startDeployment({
    dir,
    servers: 3,
    demo: true,
    env: {
      POINTS_SWEEP_MS: String(SWEEP_MS),
      MEASURED_SWEEP_MS: String(SWEEP_MS),
      REPORT_SWEEP_MS: String(SWEEP_MS),
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'reports@cluster.example',
    },
  });
  base = deployment.url;
  db = new Database(deployment.postgres.url);
  [admin, editor] = await Promise.all([Session.signIn(base, 'admin'), Session.signIn(base, 'editor')]);
  [{ id: tenantId }] = await db.rows<{ id: string }>(`select id from tenants where key = 'demo'`);
});
afterAll(async () => {
  await db?.close();
  await deployment?.close();
  await sink?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('loyalty crediting', () => {
  const SHOPPERS = ['owner', 'admin', 'editor', 'viewer'];

  it("credits each profile's actions once, caps counted once, whichever servers took them in and credited them", async () => {
    // Riverside has no program of the demo's: this one's rules alone decide what is credited.
    const venue = ok(await admin.call(base, 'POST', '/api/2.0/media-venues?aggregate=riverside&project=mall', { name: 'Cluster Plaza' }));
    const program = ok(
      await admin.call(base, 'POST', `/api/1.0/loyalty?aggregate=${venue.aggregate_id}`, {
        name: 'Cluster shares',
        earningRules: [
          { action: 'share', points: 3 },
          { action: 'like', points: 5, maxPerProfile: 7 },
        ],
        expiryDays: 30,
      }),
    );
    const likeRule = program.earningRules[1].id;
    const profiles = await db.rows<{ username: string; profileId: string }>(
      `select u.username, p.id as "profileId" from users u join profiles p on p.tenant_id = u.tenant_id and p.key = u.id
       where u.tenant_id = $1 and u.username = any($2)`,
      [tenantId, SHOPPERS],
    );
    expect(profiles).toHaveLength(SHOPPERS.length);
    const ids = profiles.map((p) => p.profileId);
    const balances = async () =>
      new Map(
        (
          await db.rows<{ profileId: string; balance: number }>(
            `select profile_id as "profileId", balance::int as balance from wallets where tenant_id = $1 and profile_id = any($2)`,
            [tenantId, ids],
          )
        ).map((w) => [w.profileId, w.balance]),
      );
    const before = await balances();

    // Each shopper's app reports 3 batches of 10 shares and 4 likes, all at once: 12 batches over the three servers.
    const apps = await Promise.all(profiles.map((p) => appSession(base, db, CUSTOMER_CLIENT_ID, p.username)));
    const at = new Date(Date.now() - MIN).toISOString();
    const batches = apps.flatMap((app, i) =>
      [0, 1, 2].map((b) => ({
        app,
        actions: [
          ...Array.from({ length: 10 }, (_, n) => ({ id: `cl-share-${i}-${b}-${n}`, type: 3, channel: 'email', venueId: venue.id, at })),
          ...Array.from({ length: 4 }, (_, n) => ({ id: `cl-like-${i}-${b}-${n}`, type: 1, venueId: venue.id, at })),
        ],
      })),
    );
    const answers = await Promise.all(batches.map((b) => b.app.call(base, 'POST', '/api/1.0/audience-actions', { actions: b.actions })));
    for (const answer of answers) expect(ok(answer).stored).toHaveLength(14);
    expect(new Set(answers.map((a) => a.servedBy)).size).toBe(3);
    // A batch sent again through another server is answered as repeated and queued nothing.
    const again = await batches[0].app.call(base, 'POST', '/api/1.0/audience-actions', { actions: batches[0].actions });
    expect(ok(again).repeated).toHaveLength(14);

    // 30 shares of 3 points and 7 of the 12 likes (the cap) of 5 points each.
    const perProfile = { credits: 30 + 7, points: 30 * 3 + 7 * 5 };
    const queue = () =>
      db.rows<{ waiting: number; earned: number }>(
        `select (select count(*)::int from loyalty_due where tenant_id = $1 and profile_id = any($2)) as waiting,
          (select count(*)::int from loyalty_earnings where tenant_id = $1 and program_id = $3) as earned`,
        [tenantId, ids, program.id],
      );
    const drained = await pollUntil(queue, ([q]) => q.waiting === 0 && q.earned === ids.length * perProfile.credits, DEADLINE_MS);
    expect(drained).toEqual([{ waiting: 0, earned: ids.length * perProfile.credits }]);
    await sleep(SETTLE_MS);

    const after = await balances();
    for (const id of ids) expect(after.get(id)! - (before.get(id) ?? 0), id).toBe(perProfile.points);
    // Each action credited once; each ledger entry of the program is exactly the sum of the credits it names.
    const earnings = await db.rows<{ profileId: string; credits: number; actions: number; points: number }>(
      `select profile_id as "profileId", count(*)::int as credits, count(distinct action_id)::int as actions, sum(points)::int as points
       from loyalty_earnings where tenant_id = $1 and program_id = $2 group by profile_id order by profile_id`,
      [tenantId, program.id],
    );
    expect(earnings).toEqual(
      [...ids].sort().map((profileId) => ({ profileId, credits: perProfile.credits, actions: perProfile.credits, points: perProfile.points })),
    );
    const ledger = await db.rows<{ profileId: string; entries: number; delta: number; mismatched: number }>(
      `select w.profile_id as "profileId", count(*)::int as entries, sum(e.delta)::int as delta,
         count(*) filter (where e.delta <> (select sum(x.points) from loyalty_earnings x
           where x.tenant_id = e.tenant_id and x.wallet_id = e.wallet_id and x.entry_seq = e.seq))::int as mismatched
       from wallet_entries e join wallets w on w.tenant_id = e.tenant_id and w.id = e.wallet_id
       where e.tenant_id = $1 and e.source_kind = 'interactions' and e.source_id like $2 group by w.profile_id`,
      [tenantId, `${program.id}:%`],
    );
    expect(ledger).toHaveLength(ids.length);
    for (const entry of ledger) expect(entry).toMatchObject({ delta: perProfile.points, mismatched: 0 });
    // The cap's counter was written by one crediting at a time: exactly the likes credited.
    const tallies = await db.rows<{ likes: number }>(`select (counts->>$3)::int as likes from loyalty_tallies where tenant_id = $1 and program_id = $2`, [
      tenantId,
      program.id,
      `${likeRule}|`,
    ]);
    expect(tallies).toEqual(ids.map(() => ({ likes: 7 })));
    const figures = ok(await admin.call(base, 'GET', `/api/1.0/loyalty/${program.id}/figures`));
    expect(figures).toMatchObject({ members: ids.length, pointsIssued: ids.length * perProfile.points });
  });
});

describe('measured-play settling', () => {
  let stage: Stage;
  let camera: { id: string; secret: string };
  // 10:00 UTC four, three and two days back: a day's plays and readings stay within its London day whatever the hour.
  const now = Date.now();
  const starts = [4, 3, 2].map((back) => Math.floor(now / DAY - back) * DAY + 10 * 60 * MIN);

  beforeAll(async () => {
    stage = await buildStage(admin, base, 'settle');
    camera = ok(await admin.call(base, 'POST', `/api/2.0/media-devices?${WHERE}`, { name: 'Settle camera', code: 'SETTLECAM' }));
    ok(
      await admin.call(base, 'POST', '/api/2.0/media-relations', {
        action: 'create',
        source: { item: 'asset', id: stage.asset, relation: { start: new Date(now - 6 * DAY).toISOString(), close: new Date(now + DAY).toISOString() } },
        target: { item: 'device', id: camera.id },
      }),
    );
  });

  it('counts plays and readings reported through different servers once in the settled days', async () => {
    const [s1, s2, s3] = deployment.servers.map((s) => s.url);
    const { authorization } = await pairDisplay(editor, stage, { pairAt: s1, consoleAt: base, collectAt: s2 });
    // Each day's readings (7 people, then 12 ten minutes on) and plays (one in reach of them, one an hour on, which no
    // reading reaches) reach the servers in turn: they are late for settled days, so the sweeps settle them again too.
    const servers = [s1, s2, s3];
    for (const [i, start] of starts.entries()) {
      const server = servers[i];
      for (const [minute, people] of [
        [0, 7 + i],
        [10, 12],
      ]) {
        const reading = await fetch(`${servers[(i + 1) % 3]}/api/1.0/device-readings`, {
          method: 'POST',
          headers: { authorization: `Device ${camera.id}.${camera.secret}`, 'content-type': 'application/json' },
          body: JSON.stringify({ peopleCount: people, deviceTS: new Date(start + minute * MIN).toISOString() }),
        });
        expect(reading.status).toBe(201);
      }
      const plays = [
        { id: `settle-${i}-a`, mediaId: stage.media.id, startedAt: start + 2 * MIN, endedAt: start + 5 * MIN + 7_000, completed: true },
        { id: `settle-${i}-b`, mediaId: stage.media.id, startedAt: start + 60 * MIN, endedAt: start + 61 * MIN, completed: true },
      ];
      expect(ok(await player(server, 'POST', '/plays', authorization, { plays })).stored).toHaveLength(2);
      // The player sending the batch again (its answer was lost) through another server stores nothing twice.
      expect(ok(await player(servers[(i + 2) % 3], 'POST', '/plays', authorization, { plays })).repeated).toHaveLength(2);
    }

    const last = lastSettleableDay(Date.now(), 'Europe/London');
    const state = () =>
      db.rows<{ through: string; late: number; plays: number }>(
        `select s.through::text as through,
           (select count(*)::int from measured_play_late where tenant_id = $1) as late,
           (select coalesce(sum(plays), 0)::int from measured_play_daily where tenant_id = $1 and campaign_id = $3) as plays
         from measured_play_settled s where s.tenant_id = $1 and s.aggregate_id = $2`,
        [tenantId, stage.ws, stage.campaign],
      );
    const settled = await pollUntil(state, ([s]) => s?.through >= last && s.late === 0 && s.plays === 6, DEADLINE_MS);
    expect(settled).toEqual([{ through: last, late: 0, plays: 6 }]);
    await sleep(SETTLE_MS);

    // One row a day, campaign and asset: each day's two plays, the one in the readings' reach measured.
    const rows = await db.rows<{ day: string; plays: number; measured: number; seconds: number }>(
      `select day::text as day, plays, measured_plays as measured, play_seconds::int as seconds from measured_play_daily
       where tenant_id = $1 and campaign_id = $2 order by day`,
      [tenantId, stage.campaign],
    );
    expect(rows).toEqual(starts.map((s) => ({ day: localDay(s, 'Europe/London'), plays: 2, measured: 1, seconds: 187 + 60 })));
    // Each server's report reads those settled days alike.
    const query = `query($c: ID!, $from: String, $to: String) { campaignImpressions(campaign_id: $c, from: $from, to: $to) { plays measuredPlays playSeconds } }`;
    const variables = { c: stage.campaign, from: localDay(now - 6 * DAY, 'Europe/London'), to: last };
    for (const server of deployment.servers) {
      const report = ok(await editor.call(server.url, 'POST', '/api/1.0/media-query', { query, variables }));
      expect(report.data?.campaignImpressions, server.name).toEqual({ plays: 6, measuredPlays: 3, playSeconds: 3 * (187 + 60) });
    }
  });
});

describe('scheduled reports', () => {
  it('mails each schedule that is due once, though three servers sweep for due schedules', async () => {
    const venue = ok(await admin.call(base, 'POST', `/api/2.0/media-venues?${WHERE}`, { name: 'Report Arcade' }));
    // More due at once than one sweep leases (5): the servers share them.
    const recipients = Array.from({ length: 7 }, (_, i) => `ops${i}@cluster.example`);
    const schedules = [];
    for (const to of recipients) {
      schedules.push(
        ok(
          await editor.call(base, 'POST', '/api/1.0/report-schedules', {
            export: 'venue',
            item_id: venue.id,
            frequency: 'daily',
            time_of_day: '03:00',
            recipients: [to],
          }),
        ),
      );
    }
    const ids = schedules.map((s) => s.id);
    // All due now: the API sets a schedule's next run from its time of day only.
    await db.rows(`update report_schedules set next_run_at = now() where tenant_id = $1 and id = any($2)`, [tenantId, ids]);

    const mailed = () => sink.mails.filter((m) => m.to.some((to) => recipients.includes(to)));
    const produced = await pollUntil(
      () => db.rows<{ files: number }>(`select count(*)::int as files from report_files where tenant_id = $1 and schedule_id = any($2)`, [tenantId, ids]),
      ([r]) => r.files >= ids.length && mailed().length >= ids.length,
      DEADLINE_MS,
    );
    expect(produced).toEqual([{ files: ids.length }]);
    await sleep(SETTLE_MS);

    expect(
      mailed()
        .map((m) => m.to.join())
        .sort(),
    ).toEqual([...recipients].sort());
    for (const id of ids) {
      const schedule = ok(await editor.call(base, 'GET', `/api/1.0/report-schedules/${id}`));
      expect(schedule.files).toHaveLength(1);
      expect(schedule.files[0].mailed_to).toEqual(schedule.recipients);
      expect(schedule.last_error).toBeNull();
      expect(Date.parse(schedule.next_run_at)).toBeGreaterThan(Date.now());
    }
  });
});

describe('bulk coupon generation', () => {
  it('generates one batch of exactly the asked count when all three servers are asked at once', async () => {
    const campaign = ok(await admin.call(base, 'POST', `/api/2.0/media-campaigns?${WHERE}`, { name: 'Bulk campaign', code: 'BULK-C' }));
    const owner = await Session.signIn(base, 'owner');
    const config = ok(await owner.call(base, 'POST', '/api/1.0/ti-configs', { project_id: campaign.project_id, name: 'Cluster coupons', type: 'Coupon' }));
    const detail = ok(await editor.call(base, 'POST', '/api/1.0/ti-details', { titype: 'COUPON', tiConfigId: config.id, source_id: campaign.id }));
    // Two chunks and a part (GENERATION_CHUNK is 20,000): generated in the background, a chunk a transaction.
    const count = 40_500;
    const batch = ok(
      await editor.call(base, 'POST', `/api/1.0/ti-details/${detail.id}/instrument-info`, {
        category: 'bulk',
        numberOfTickets: count,
        serialNumber: 'CL000001',
        redeemer: [{ mobile: '9876543212' }],
      }),
    );
    const path = `/api/1.0/ti-details/${detail.id}/instrument-info/${batch.uid}`;
    const asked = await Promise.all(deployment.servers.map((s) => editor.call(s.url, 'POST', `${path}/instruments`)));
    // One server started it; the others answered where it stood.
    expect(asked.map((a) => a.status).sort()).toEqual([200, 200, 202]);

    const done = await pollUntil(
      async () => ok(await editor.call(base, 'GET', path)),
      (b) => b.generation === 'generated',
      DEADLINE_MS,
    );
    expect(done).toMatchObject({ generation: 'generated', generatedCount: count, totalInstruments: count });
    await sleep(SETTLE_MS);

    const [written] = await db.rows<{ n: number; codes: number; seqs: number; first: number; last: number }>(
      `select count(*)::int as n, count(distinct code)::int as codes, count(distinct seq)::int as seqs, min(seq)::int as first, max(seq)::int as last
       from instruments where tenant_id = $1 and batch_uid = $2`,
      [tenantId, batch.uid],
    );
    expect(written).toEqual({ n: count, codes: count, seqs: count, first: written.first, last: written.first + count - 1 });
    const batches = await db.rows(
      `select generation, generated_count as n, lease_until as lease from instrument_batches where tenant_id = $1 and detail_id = $2`,
      [tenantId, detail.id],
    );
    expect(batches).toEqual([{ generation: 'generated', n: count, lease: null }]);
    for (const server of deployment.servers) expect(ok(await editor.call(server.url, 'GET', path)), server.name).toMatchObject({ generatedCount: count });
  });
});
