import { z } from 'zod';
import { WebUrls } from '../common/place.js';
import { patchOf, ScheduleInput, Text, TYPE_FIELDS, VISIBILITY_FIELDS } from '../media-items/item.js';
import { upperLetters } from '../media-items/rules.js';
import { EVENT_BUTTON_TEXT_MAX } from './types.js';

/** docs/product/campaigns-venues-events.md §3.3 / §9: an event's code is 10 plus 6 random uppercase letters. */
export const eventCode = (random: () => number = Math.random) => upperLetters(10, random) + upperLetters(6, random);

const EventFields = {
  code: Text(32),
  name: Text(100),
  description: Text(5000),
  status: z.number().int().min(0, 'Event status is 0 to 6').max(6, 'Event status is 0 to 6'),
  enabled: z.boolean(),
  tags: z.array(z.string().max(50)).max(50),
  phone: Text(30),
  email: z.union([z.literal(''), z.email().max(200)]),
  venueOwner: Text(100),
  instrumentButtonText: z.string().trim().max(EVENT_BUTTON_TEXT_MAX, `Event button content must be at most ${EVENT_BUTTON_TEXT_MAX} characters`),
  maxTicketsPerSlot: z.number().int().min(1, 'Maximum tickets per slot is at least 1').max(100_000),
  urls: WebUrls,
  ...TYPE_FIELDS,
  sponsors: z.array(Text(100)).max(50),
  ...VISIBILITY_FIELDS,
  eventhosting: z.boolean(),
  eventCampaign: z.boolean(),
  schedules: z.array(ScheduleInput).max(500),
};

/** POST body (relations are not written here: they change through media-relations). */
export const EventInput = z.object(EventFields).partial();
/** PUT body: id plus changed fields; relations in it are ignored. */
export const EventPatch = patchOf(EventFields);
export type EventInput = z.infer<typeof EventInput>;
export type EventPatch = z.infer<typeof EventPatch>;

/**
 * docs/product/campaigns-venues-events.md §5: the messages refusing an event link to a campaign or venue not flagged
 * for events.
 */
export const EVENT_LINK_MESSAGES = {
  campaign: 'Only campaigns flagged for events (eventCampaign) can be attached to an event',
  venue: 'Only venues that can host events (eventhosting) can be attached to an event',
} as const;

interface LinkSide {
  kind: string;
  eventhosting: boolean;
  eventCampaign: boolean;
}

/**
 * docs/product/campaigns-venues-events.md §5 target filtering, enforced: an event links only to campaigns with
 * eventCampaign and to venues with eventhosting, whichever side the link is made from. Null when the link is allowed.
 */
export function eventLinkProblem(a: LinkSide, b: LinkSide): string | null {
  const [event, other] = a.kind === 'event' ? [a, b] : b.kind === 'event' ? [b, a] : [null, null];
  if (!event || !other) return null;
  if (other.kind === 'campaign' && !other.eventCampaign) return EVENT_LINK_MESSAGES.campaign;
  if (other.kind === 'venue' && !other.eventhosting) return EVENT_LINK_MESSAGES.venue;
  return null;
}
