// Attribution (docs/performance.md "Attribution"): in the kept audience database (10,000,000 actions of City Centre
// Mall over 90 days), two screens that played the workspace's first campaign every 3 minutes through opening hours
// for those 90 days, each with a people counter anchored to it reporting every 5 minutes; then the campaign's
// attribution report over the 90 days, as the campaign page asks for it: once worked out from every play and reading
// (nothing settled), then with the days settled into the measured-play rollup by its sweep.
import type pg from 'pg';
import { openDatabase } from '../src/server/db/client.js';
import { settleMeasuredPlays } from '../src/server/modules/media-query/settling.js';
import { systemClock } from '../src/server/clock.js';

export const SCREENS = 2;
const DAYS = 90;

export interface Screens {
  tenantId: string;
  projectId: string;
  aggregateId: string;
  assets: string[];
  campaign: string;
}

/** Seeds the screens' plays, anchors and readings once (set-based); answers the seconds it took, or null when kept. */
export async function seedScreens(client: pg.Client, s: Screens): Promise<number | null> {
  const {
    rows: [{ n }],
  } = await client.query(`select count(*)::int as n from signage_plays where tenant_id = $1 and display_id like 'bench-screen-%'`, [s.tenantId]);
  if (n > 0) return null;
  const started = performance.now();
  const assets = s.assets.slice(0, SCREENS);
  // The demo workspace has one device: the screens' counters are the bench's own (relations and readings name them).
  const devices = Array.from({ length: SCREENS }, (_, i) => `bench-counter-${i + 1}`);
  if (assets.length < SCREENS) throw new Error('the bench workspace needs two assets');
  await client.query('begin');
  try {
    for (let i = 0; i < SCREENS; i++) {
      await client.query(
        `insert into relations (tenant_id, uid, source_id, source_kind, target_id, target_kind, start, close, enabled, aggregate_id, project_id)
         values ($1, $2, $3, 'asset', $4, 'device', now() - interval '${DAYS + 10} days', now() + interval '365 days', true, $5, $6)`,
        [s.tenantId, `BenchAn${i}`, assets[i], devices[i], s.aggregateId, s.projectId],
      );
    }
    const times = (every: string, from: number, to: number) =>
      `generate_series(date_trunc('day', now()) - interval '${DAYS - 1} days', now() - interval '1 minute', interval '${every}') t
       where extract(hour from t) >= ${from} and extract(hour from t) < ${to}`;
    await client.query(
      `insert into signage_plays (tenant_id, display_id, play_id, aggregate_id, project_id, asset_id, media_id, campaign_id, started_at, ended_at, completed)
       select $1, 'bench-screen-' || s, 'p' || extract(epoch from t)::bigint, $2, $3, ($4::text[])[s], 'bench-media', $5, t, t + interval '15 seconds', true
       from generate_series(1, ${SCREENS}) s, ${times('3 minutes', 9, 21)}`,
      [s.tenantId, s.aggregateId, s.projectId, assets, s.campaign],
    );
    await client.query(
      `insert into device_readings (tenant_id, device_id, device_ts, received_ts, people_count)
       select $1, ($2::text[])[s], t, t, (3 + 25 * random())::int from generate_series(1, ${SCREENS}) s, ${times('5 minutes', 8, 22)}`,
      [s.tenantId, devices],
    );
    await client.query('commit');
  } catch (err) {
    await client.query('rollback');
    throw err;
  }
  await client.query('analyze signage_plays');
  await client.query('analyze device_readings');
  return (performance.now() - started) / 1000;
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The campaign page's Attribution section over the last 90 days (its funnel, rates, per venue and per asset). */
export function attributionBody(campaign: string): string {
  const now = Date.now();
  const query = `query($c: ID!, $from: String!, $to: String!) { campaignAttribution(campaign_id: $c, from: $from, to: $to) {
    plays measuredPlays impressions views likes shares interactions acquired redeemed revenue discount pointsEarned pointsSpent
    impressionsPerPlay conversion { interactionsPerImpression acquiredPerInteraction redeemedPerAcquired }
    perVenue { venue_id name views likes shares interactions acquired redeemed revenue }
    perAsset { asset_id name plays impressions views likes interactions } } }`;
  return JSON.stringify({ query, variables: { c: campaign, from: day(now - (DAYS - 1) * 86_400_000), to: day(now) } });
}

/** Forgets what the measured-play sweep settled in the workspace, so that reports work everything out from plays and readings. */
export async function forgetSettled(client: pg.Client, s: Pick<Screens, 'tenantId' | 'aggregateId'>): Promise<void> {
  await client.query('delete from measured_play_settled where tenant_id = $1 and aggregate_id = $2', [s.tenantId, s.aggregateId]);
  await client.query('delete from measured_play_daily where tenant_id = $1 and aggregate_id = $2', [s.tenantId, s.aggregateId]);
}

/** One sweep of the measured-play rollup, as a server runs it (the app under test has its own sweep off); answers its seconds. */
export async function settleScreens(dbUrl: string): Promise<number> {
  const database = await openDatabase({ url: dbUrl, dataDir: '/tmp/sdm-bench-settle' });
  try {
    const started = performance.now();
    await settleMeasuredPlays({ db: database.db, clock: systemClock });
    return (performance.now() - started) / 1000;
  } finally {
    await database.close();
  }
}
