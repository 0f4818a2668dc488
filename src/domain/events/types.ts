/** The API's contract (docs/api.md "Events"): the JSON of /api/2.0/events. */
import type { ItemRecord, ItemUrls, Schedule, VisibilityRecord } from '../media-items/types.js';

/** docs/product/campaigns-venues-events.md §3.3: event statuses by number. */
export const EVENT_STATUSES = ['IN PROGRESS', 'ACTIVE', 'CURRENT', 'SOLD OUT', 'SUSPENDED', 'COMPLETE', 'CANCELLED'] as const;
export type EventStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** docs/product/campaigns-venues-events.md §2.6 / §3.3. `description` is shown as Terms & Conditions. */
export interface MediaEvent extends ItemRecord, VisibilityRecord {
  id: string;
  /** 10 + 6 random uppercase letters. */
  code: string;
  name: string;
  description: string;
  /** 0–6, EVENT_STATUSES; 0 for a new event. */
  status: EventStatus;
  enabled: boolean;
  tags: string[];
  phone: string;
  email: string;
  venueOwner: string;
  /** The event button content (docs/product/campaigns-venues-events.md §2.6), max 20. */
  instrumentButtonText: string;
  /** Maximum tickets allowed for booking per slot (≥ 1). */
  maxTicketsPerSlot: number;
  urls: ItemUrls;
  type: string;
  type_id: string;
  subtype: string;
  subtype_id: string;
  category: string;
  /** Sponsor names. Event partners are the visibility record's partner workspaces (`partners`, `partnerList`). */
  sponsors: string[];
  eventhosting: boolean;
  eventCampaign: boolean;
  /** Relations (ItemRecord) are of kind venue and campaign (and later ticket). */
  schedules: Schedule[];
}

/** The button text is at most 20, a campaign's as an event's (docs/product/campaigns-venues-events.md §3.1, §3.3). */
export const EVENT_BUTTON_TEXT_MAX = 20;

export const EVENT_MESSAGES = {
  duplicateName: 'Duplicate event name. Please use a different name.',
  saving: 'Please wait, updating your event.',
  saved: 'Event saved.',
} as const;
