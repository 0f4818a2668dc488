import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { aggregates, profiles, projects } from '../db/schema/index.js';
import { appendActions, type AudienceAction } from '../modules/audience/service.js';
import { SHARE_CHANNELS } from '../../domain/campaigns/types.js';
import { demoCampaignsAndEvents, insertRelations } from './campaigns.js';
import { demoMediaItems, insertMediaItems, placeDemoVenues, type DemoPlace, type MediaItemRow } from './media-items.js';
import { seededIds, seededRandom } from './random.js';

const DAY_MS = 86_400_000;

/**
 * 30 days of likes, views, shares and dislikes ending now (UTC days) for every workspace of the project:
 * a weekly rhythm (busier weekends) with some noise, about two hundred actions a day per workspace,
 * each tied to one of the workspace's venues, assets and campaigns (and a third of them to its event),
 * by one of `profiles`, at a point near the venue, some with a price, a quarter of the views on one of its devices; and a dozen in the last hour, so
 * every hour panel of today shows something however early the server started.
 */
export function demoActions(
  tenantId: string,
  projectId: string,
  items: MediaItemRow[],
  random: () => number,
  now = new Date(),
  profiles: string[] = [],
): AudienceAction[] {
  const actions: AudienceAction[] = [];
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const workspaceIds = [...new Set(items.map((i) => i.aggregateId))];
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  // Shares go round the channels in turn: no draw from `random`, so every other figure stays as it was.
  let shares = 0;
  for (const [w, aggregateId] of workspaceIds.entries()) {
    const own = (kind: string) => items.filter((i) => i.aggregateId === aggregateId && i.kind === kind).map((i) => i.id);
    const [venues, assets, campaigns, events, devices] = [own('venue'), own('asset'), own('campaign'), own('event'), own('device')];
    // A second stream of draws for what the actions gained later, so the first keeps its figures.
    const extra = seededRandom(w + 1);
    const shown = seededRandom(1_000 + w);
    const detail = (type: number) => ({
      ...(events.length && extra() < 0.34 ? { eventId: events[Math.floor(extra() * events.length)] } : {}),
      ...(profiles.length ? { profileId: profiles[Math.floor(extra() * profiles.length)] } : {}),
      ...(type === 2 && extra() < 0.2 ? { price: Math.round(50 + extra() * 450) } : {}),
      // A quarter of the views were shown on one of the workspace's IoT devices (its own stream: the others keep their draws).
      ...(type === 2 && devices.length && shown() < 0.25 ? { deviceId: devices[Math.floor(shown() * devices.length)] } : {}),
    });
    for (let back = 29; back >= 0; back--) {
      const dayStart = todayStart - back * DAY_MS;
      const weekday = new Date(dayStart).getUTCDay();
      const busy = (weekday === 0 || weekday === 6 ? 1.4 : 1) * (w === 0 ? 1 : 0.7);
      const span = back === 0 ? Math.max(1, now.getTime() - dayStart) : DAY_MS;
      const perType: [number, number][] = [
        [1, Math.round((25 + random() * 25) * busy)],
        [2, Math.round((100 + random() * 60) * busy)],
        [3, Math.round((8 + random() * 12) * busy)],
      ];
      for (const [type, count] of perType) {
        for (let i = 0; i < count; i++) {
          actions.push({
            tenantId,
            type,
            projectId,
            aggregateId,
            venueId: pick(venues),
            assetId: pick(assets),
            campaignId: pick(campaigns),
            longitude: -0.1 + random() * 0.05,
            latitude: 51.5 + random() * 0.05,
            ...(type === 3 ? { channel: SHARE_CHANNELS[shares++ % SHARE_CHANNELS.length] } : {}),
            updatedOn: new Date(dayStart + Math.floor(random() * span)),
            ...detail(type),
          });
        }
      }
    }
    for (let i = 0; i < 12; i++) {
      const type = [2, 2, 1, 3, 4][i % 5];
      actions.push({
        tenantId,
        type,
        projectId,
        aggregateId,
        venueId: venues[i % venues.length],
        assetId: assets[i % assets.length],
        campaignId: campaigns[i % campaigns.length],
        longitude: -0.1 + extra() * 0.05,
        latitude: 51.5 + extra() * 0.05,
        ...(type === 3 ? { channel: SHARE_CHANNELS[i % SHARE_CHANNELS.length] } : {}),
        updatedOn: new Date(now.getTime() - Math.floor(extra() * 3_600_000)),
        ...detail(type),
      });
    }
  }
  return actions;
}

/** The demo's venues, assets, campaigns... and 30 days of audience actions for every workspace. */
export async function seedDemoSummaries(db: Db, tenantId: string, now = new Date()): Promise<void> {
  const random = seededRandom(30_2026);
  const nextId = seededIds(random);
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.tenantId, tenantId), eq(projects.key, 'mall')));
  if (!project) return;
  const workspaces = await db
    .select({ id: aggregates.id, key: aggregates.key, doc: aggregates.doc })
    .from(aggregates)
    .where(and(eq(aggregates.tenantId, tenantId), eq(aggregates.projectId, project.id)))
    .orderBy(aggregates.key);
  const places = new Map(workspaces.map((w) => [w.id, w.doc as DemoPlace]));
  const items = placeDemoVenues(demoMediaItems(tenantId, project.id, workspaces, nextId, random), places);
  const linked = demoCampaignsAndEvents(items, now);
  await insertMediaItems(db, linked.items);
  await insertRelations(db, linked.relations);
  const people = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.tenantId, tenantId)).orderBy(profiles.id);
  await appendActions(
    db,
    demoActions(
      tenantId,
      project.id,
      linked.items,
      random,
      now,
      people.map((p) => p.id),
    ),
  );
}
