import { creativeNameFor, endOfYear } from '../../domain/campaigns/campaign.js';
import type { Schedule } from '../../domain/media-items/types.js';
import type { Db } from '../db/client.js';
import { relations } from '../db/schema/index.js';
import { itemCode, type MediaItemRow } from './media-items.js';
import { seededIds, seededRandom } from './random.js';

type RelationRow = typeof relations.$inferInsert;

const DAY_MS = 86_400_000;
const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Schedules of the demo campaigns, in days from now: some run now (Playing), some are over, some are
 * still to come, so the list shows running badges and the sort by close and start has work to do.
 */
const CAMPAIGN_SCHEDULES: Record<string, [name: string, fromDay: number, toDay: number, status: string][]> = {
  'Welcome Series': [['Always on', -20, 40, 'Playing']],
  'Weekend Flash Sale': [
    ['Last weekend', -9, -7, 'Completed'],
    ['Previous weekend', -16, -14, 'Completed'],
  ],
  'New Store Launch': [
    ['Launch week', -3, 4, 'Playing'],
    ['Follow-up', 10, 24, 'Ready'],
  ],
  'Festive Season': [
    ['Last season', -120, -90, 'Completed'],
    ['Coming season', 30, 60, 'Initial'],
  ],
  'Monthly Report': [['Last month', -45, -15, 'Completed']],
};

/** Campaigns playing on an asset of their workspace. */
const CAMPAIGN_ASSETS: [campaign: string, asset: string][] = [
  ['Welcome Series', 'Atrium Screen'],
  ['New Store Launch', 'Facade Screen'],
  ['New Store Launch', 'Escalator Drop Down'],
];

/**
 * The event's venue hosts events and its campaign is flagged for events (docs/product/campaigns-venues-events.md §5
 * target filtering).
 */
const EVENT_VENUE = 'Central Atrium';
const EVENT_CAMPAIGN = 'Festive Season';

/**
 * The demo's campaigns and events brought to life: schedules, a creative per campaign linked
 * as the console's creation makes it, some assets a campaign plays on, and the event's schedule, venue
 * and campaign. Its own seeded generator, so the items and audience actions drawn before stay the same.
 */
export function demoCampaignsAndEvents(items: MediaItemRow[], now: Date): { items: MediaItemRow[]; relations: RelationRow[] } {
  const random = seededRandom(6_2026);
  const nextId = seededIds(random);
  const uid = () => Array.from({ length: 8 }, () => UID_ALPHABET[Math.floor(random() * UID_ALPHABET.length)]).join('');
  const day = (n: number) => new Date(now.getTime() + n * DAY_MS);
  const schedule = (name: string, from: number, to: number, status: string): Schedule => ({
    uid: uid(),
    name,
    start: day(from).toISOString(),
    close: day(to).toISOString(),
    status,
    enabled: true,
  });

  const out: MediaItemRow[] = [];
  const links: RelationRow[] = [];
  const link = (source: MediaItemRow, target: MediaItemRow, start: Date, close: Date): void => {
    links.push({
      tenantId: source.tenantId,
      uid: uid(),
      sourceId: source.id!,
      sourceKind: source.kind,
      targetId: target.id!,
      targetKind: target.kind,
      start,
      close,
      enabled: true,
      aggregateId: source.aggregateId,
      projectId: source.projectId,
      profileId: '',
    });
  };
  const yearEnd = new Date(Math.max(endOfYear(now).getTime(), now.getTime() + DAY_MS));

  for (const item of items) {
    const doc = { ...(item.doc as Record<string, unknown>) };
    if (item.kind === 'campaign') {
      doc.schedules = (CAMPAIGN_SCHEDULES[item.name] ?? []).map((s) => schedule(...s));
      if (item.name === EVENT_CAMPAIGN) doc.eventCampaign = true;
    }
    if (item.kind === 'venue' && item.name === EVENT_VENUE) doc.eventhosting = true;
    if (item.kind === 'event') {
      doc.schedules = [schedule('Opening night', 14, 14.25, 'Initial'), schedule('Closing night', 15, 15.25, 'Initial')];
      doc.maxTicketsPerSlot = 4;
    }
    out.push({ ...item, doc });
  }

  const inWorkspace = (ws: string, kind: string, name: string) => out.find((i) => i.aggregateId === ws && i.kind === kind && i.name === name);
  for (const campaign of out.filter((i) => i.kind === 'campaign')) {
    const creative: MediaItemRow = {
      tenantId: campaign.tenantId,
      id: nextId(),
      kind: 'creative',
      projectId: campaign.projectId,
      aggregateId: campaign.aggregateId,
      code: itemCode(random),
      name: creativeNameFor(campaign.name),
      doc: { profile_id: '' },
    };
    out.push(creative);
    link(campaign, creative, day(-30), yearEnd);
    for (const [name, asset] of CAMPAIGN_ASSETS) {
      const target = name === campaign.name && inWorkspace(campaign.aggregateId, 'asset', asset);
      if (target) link(campaign, target, day(-30), day(60));
    }
  }
  for (const event of out.filter((i) => i.kind === 'event')) {
    const venue = inWorkspace(event.aggregateId, 'venue', EVENT_VENUE);
    const campaign = inWorkspace(event.aggregateId, 'campaign', EVENT_CAMPAIGN);
    if (venue) link(event, venue, day(-1), day(16));
    if (campaign) link(event, campaign, day(-1), day(16));
  }
  return { items: out, relations: links };
}

export async function insertRelations(db: Db, rows: RelationRow[]): Promise<void> {
  if (rows.length) await db.insert(relations).values(rows);
}
