import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { PLAY_ACTION_TYPE } from '../../domain/signage/player.js';
import type { Db } from '../db/client.js';
import { aggregates, deviceReadings, mediaItems, relations, signageDisplays, signageMedia, signagePlaylists, signagePlays } from '../db/schema/index.js';
import { logoPng } from '../images/png.js';
import { appendActions } from '../modules/audience/service.js';
import type { Storage } from '../storage/storage.js';
import { seededIds, seededRandom } from './random.js';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Days of plays and readings: two weeks, enough for the default 30-day report to show a trend. */
export const DEMO_SIGNAGE_DAYS = 14;
/** A play every 6 minutes, 15 s long, while the mall is open (09:00–21:00 UTC, the demo malls' hours in London's winter). */
const PLAY_EVERY_MIN = 6;
const PLAY_SECONDS = 15;
const OPEN_HOUR = 9;
const CLOSE_HOUR = 21;
/** The people counter reports every 5 minutes from half an hour before opening to half an hour after closing. */
const READING_EVERY_MIN = 5;

const WORKSPACE = 'riverside';
const SCREEN = 'Atrium Screen';
const CAMPAIGN = 'Welcome Series';

const PLAYLIST_ROW_ID = '5e1ec7ed0000000000000001';

/** People in front of the atrium at a time of day: a lunch and an evening peak, busier at weekends, with some noise. */
function peopleAt(at: Date, random: () => number): number {
  const hour = at.getUTCHours() + at.getUTCMinutes() / 60;
  const peak = (centre: number, width: number) => Math.exp(-(((hour - centre) / width) ** 2));
  const weekend = at.getUTCDay() === 0 || at.getUTCDay() === 6 ? 1.5 : 1;
  const expected = (4 + 18 * peak(13, 1.6) + 14 * peak(18, 1.8)) * weekend;
  return Math.max(0, Math.round(expected * (0.8 + random() * 0.4)));
}

/** The UTC day starts of the last `DEMO_SIGNAGE_DAYS` days, today included. */
const dayStarts = (now: Date) => {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: DEMO_SIGNAGE_DAYS }, (_, i) => today - (DEMO_SIGNAGE_DAYS - 1 - i) * DAY_MS);
};

/** Times from `fromMin` to `toMin` minutes after each day start, every `everyMin`, up to `now`. */
function timesOf(now: Date, fromMin: number, toMin: number, everyMin: number): Date[] {
  const out: Date[] = [];
  for (const day of dayStarts(now)) {
    for (let m = fromMin; m < toMin; m += everyMin) {
      const at = day + m * MINUTE_MS;
      if (at + PLAY_SECONDS * 1000 <= now.getTime()) out.push(new Date(at));
    }
  }
  return out;
}

/**
 * A screen that has really played, in front of a people counter that has really counted: in Riverside Mall the
 * Atrium Screen (where the Welcome Series plays) gets a signage display with a playlist of one image, two weeks of
 * plays of the campaign during opening hours (each also a Play audience action, as the player's reports are), and the
 * workspace's first device, anchored to the screen, reports people counts every 5 minutes — so the campaign's
 * measured impressions and attribution report show real figures.
 */
export async function seedDemoSignage(db: Db, storage: Storage, tenantId: string, now = new Date()): Promise<void> {
  const random = seededRandom(16_2026);
  const nextId = seededIds(random);
  const [ws] = await db
    .select({ id: aggregates.id, projectId: aggregates.projectId })
    .from(aggregates)
    .where(and(eq(aggregates.tenantId, tenantId), eq(aggregates.key, WORKSPACE)));
  if (!ws) return;
  const items = await db
    .select({ id: mediaItems.id, kind: mediaItems.kind, name: mediaItems.name })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.aggregateId, ws.id)))
    .orderBy(mediaItems.id);
  const asset = items.find((i) => i.kind === 'asset' && i.name === SCREEN);
  const campaign = items.find((i) => i.kind === 'campaign' && i.name === CAMPAIGN);
  const device = items.find((i) => i.kind === 'device');
  if (!asset || !campaign || !device) return;

  const first = new Date(dayStarts(now)[0] - DAY_MS);
  await db.insert(relations).values({
    tenantId,
    uid: 'DemoAnch',
    sourceId: asset.id,
    sourceKind: 'asset',
    targetId: device.id,
    targetKind: 'device',
    start: first,
    close: new Date(now.getTime() + 365 * DAY_MS),
    enabled: true,
    aggregateId: ws.id,
    projectId: ws.projectId,
    profileId: '',
  });

  const bytes = logoPng([234, 88, 12], 1280, 720);
  const mediaId = nextId();
  const storageKey = `signage/${tenantId}/${ws.id}/${mediaId}`;
  await storage.put(storageKey, bytes, 'image/png');
  const common = { tenantId, aggregateId: ws.id, projectId: ws.projectId };
  await db.insert(signageMedia).values({
    ...common,
    id: mediaId,
    name: 'Welcome Series Poster',
    kind: 'IMAGE',
    duration: PLAY_SECONDS,
    startAt: first.getTime(),
    expiryAt: now.getTime() + 365 * DAY_MS,
    fileName: 'welcome-series.png',
    contentType: 'image/png',
    size: bytes.length,
    etag: `"${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}"`,
    storageKey,
    fileToken: createHash('sha256').update(`${mediaId}:file`).digest('hex').slice(0, 32),
  });
  const playlistId = nextId();
  await db.insert(signagePlaylists).values({
    ...common,
    id: playlistId,
    name: 'Atrium Loop',
    rows: [{ id: PLAYLIST_ROW_ID, media: mediaId, duration: PLAY_SECONDS, play_order: 1, freq: 1 }],
  });
  const displayId = nextId();
  await db.insert(signageDisplays).values({
    ...common,
    id: displayId,
    genToken: 'ATRIUM-01',
    name: 'Atrium Screen Player',
    description: 'The screen over the central atrium',
    assetId: asset.id,
    playlistId,
  });

  const plays = timesOf(now, OPEN_HOUR * 60, CLOSE_HOUR * 60, PLAY_EVERY_MIN).map((startedAt, i) => ({
    ...common,
    displayId,
    playId: `demo-${i}`,
    assetId: asset.id,
    playlistId,
    rowId: PLAYLIST_ROW_ID,
    mediaId,
    campaignId: campaign.id,
    startedAt,
    endedAt: new Date(startedAt.getTime() + PLAY_SECONDS * 1000),
    completed: true,
  }));
  for (let i = 0; i < plays.length; i += 1000) await db.insert(signagePlays).values(plays.slice(i, i + 1000));
  await appendActions(
    db,
    plays.map((p) => ({
      tenantId,
      type: PLAY_ACTION_TYPE,
      projectId: ws.projectId,
      aggregateId: ws.id,
      assetId: asset.id,
      campaignId: campaign.id,
      updatedOn: p.startedAt,
      actionKey: `play:${displayId}:${p.playId}`,
    })),
  );

  const readings = timesOf(now, OPEN_HOUR * 60 - 30, CLOSE_HOUR * 60 + 30, READING_EVERY_MIN).map((deviceTs) => ({
    tenantId,
    deviceId: device.id,
    deviceTs,
    receivedTs: deviceTs,
    peopleCount: peopleAt(deviceTs, random),
  }));
  for (let i = 0; i < readings.length; i += 1000) await db.insert(deviceReadings).values(readings.slice(i, i + 1000));
}
