/** The six item kinds as answered (docs/api.md "Items", "Campaigns", "Events", "Creatives"): present.ts, present-kinds.ts. */
import { z } from 'zod';
import { WebUrls } from '../../../domain/common/place.js';
import { Properties } from '../../../domain/common/properties.js';
import { Agency, ItemAction } from '../../../domain/media-items/item.js';
import { named } from '../../answers.js';
import { ADDRESS_ANSWER, Instant, ITEM_RECORD, projected, Relation, Schedule, TYPE_RECORD, VISIBILITY_RECORD } from '../common-answers.js';
import { CREATIVE_CARDS } from '../creative-parts/index.js';
import type { ItemKind } from './kinds.js';

const FreeValues = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const Budget = z.object({ name: z.string(), amount: z.number(), currency: z.string().optional(), start: Instant.optional(), close: Instant.optional() });

/** What venues, assets and devices share. */
const MEDIA_ITEM = {
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  phone: z.string(),
  email: z.string(),
  enabled: z.boolean(),
  tags: z.array(z.string()),
  ...TYPE_RECORD,
  multifaceted: z.boolean(),
  maxAllowed: z.number().int(),
  urls: WebUrls,
  properties: Properties,
  ...ADDRESS_ANSWER,
  ...VISIBILITY_RECORD,
  eventhosting: z.boolean(),
  enrollInMilesProgram: z.boolean(),
  schedules: z.array(Schedule),
  agency: z.array(Agency),
  attributes: FreeValues,
  budgets: z.array(Budget),
  actions: z.array(ItemAction),
  ...ITEM_RECORD,
};

const Venue = named('Venue', z.object({ ...MEDIA_ITEM, optional: FreeValues, sponsors: z.array(z.string()) }));
const Asset = named(
  'Asset',
  z.object({
    ...MEDIA_ITEM,
    displayId: z.string(),
    orientation: z.union([z.literal(0), z.literal(1), z.literal(2)]).describe('Landscape 0, Portrait 1, Portrait Reverse 2'),
    playlist: z.object({ type: z.string().optional(), id: z.string().optional(), name: z.string().optional() }).nullable(),
  }),
);
const Device = named('Device', z.object({ ...MEDIA_ITEM, macAddress: z.string(), deviceModel: z.string() }));

const Campaign = named(
  'Campaign',
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    campaignCaption: z.string(),
    description: z.string(),
    ...TYPE_RECORD,
    venueOwner: z.string(),
    phone: z.string(),
    email: z.string(),
    eventCampaign: z.boolean(),
    redirectCouponCampaign: z.boolean(),
    enabled: z.boolean(),
    tags: z.array(z.string()),
    instrumentTitle: z.string(),
    instrumentSubTitle: z.string(),
    instrumentButtonText: z.string(),
    campaignOfferLabel: z.string(),
    campaignOfferDescritpion: z.string().describe('Spelt so: the field of the API'),
    reportForCampaigns: z.array(z.string()),
    reportViewers: z.array(z.object({ id: z.string(), phone: z.string(), name: z.string(), profileID: z.string() })),
    ...VISIBILITY_RECORD,
    schedules: z.array(Schedule),
    ...ITEM_RECORD,
  }),
);

const Event = named(
  'Event',
  z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    description: z.string(),
    status: z.number().int().min(0).max(6),
    enabled: z.boolean(),
    tags: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
    venueOwner: z.string(),
    instrumentButtonText: z.string(),
    maxTicketsPerSlot: z.number().int(),
    urls: WebUrls,
    ...TYPE_RECORD,
    sponsors: z.array(z.string()),
    ...VISIBILITY_RECORD,
    eventhosting: z.boolean(),
    eventCampaign: z.boolean(),
    schedules: z.array(Schedule),
    ...ITEM_RECORD,
  }),
);

/** A creative as lists answer it: without its cards. */
const CreativeSummary = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  location: z.string(),
  imageCount: z.number().int().describe('Image assets with their picture uploaded'),
  ...ITEM_RECORD,
});
/** A creative read by id or written: with its cards. */
const Creative = named('Creative', CreativeSummary.extend(CREATIVE_CARDS));

const KINDS: Record<ItemKind, { item: z.ZodObject; listed: z.ZodObject }> = {
  venue: { item: Venue, listed: Venue },
  asset: { item: Asset, listed: Asset },
  device: { item: Device, listed: Device },
  campaign: { item: Campaign, listed: Campaign },
  event: { item: Event, listed: Event },
  creative: { item: Creative, listed: CreativeSummary },
};

/**
 * A kind's answers: to a write, to a create (a new device's ingestion secret is shown this once), to a read by id (cut
 * by `?fields=`) and its list (entries cut by `?fields=`, relations by `relations.<field>`). One set of routes serves
 * the six kinds, so TypeScript sees any object: the check holds each kind to its own.
 */
export function kindAnswers(kind: ItemKind): Record<'item' | 'created' | 'read' | 'list', z.ZodType> {
  const { item, listed } = KINDS[kind];
  return {
    item,
    created: kind === 'device' ? item.extend({ secret: z.string() }) : item,
    read: projected(item),
    list: z.array(projected(listed.extend({ relations: z.array(Relation.partial()) }))),
  };
}

/** An item of any kind, as a write answers it (an audit restore changes whichever item its record is of). */
export const AnyItem: z.ZodType = z.union([Venue, Asset, Device, Campaign, Event, Creative]);
