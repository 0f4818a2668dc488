import type { Campaign, ReportViewer } from '../../../domain/campaigns/types.js';
import type { CreativeSummary } from '../../../domain/creatives/types.js';
import type { EventStatus, MediaEvent } from '../../../domain/events/types.js';
import type { Relation, Schedule } from '../../../domain/media-items/types.js';
import { ownedFields, typeFields, visibilityFields, type ItemDoc } from './present.js';
import type { ItemRow } from './repo.js';

/** Document fields of campaigns, events and creatives beyond the venue's (ItemDoc). */
type KindDoc = ItemDoc & {
  campaignCaption?: string;
  venueOwner?: string;
  eventCampaign?: boolean;
  redirectCouponCampaign?: boolean;
  instrumentTitle?: string;
  instrumentSubTitle?: string;
  instrumentButtonText?: string;
  campaignOfferLabel?: string;
  campaignOfferDescritpion?: string;
  reportForCampaigns?: string[];
  reportViewers?: ReportViewer[];
  status?: EventStatus;
  maxTicketsPerSlot?: number;
  sponsors?: string[];
  location?: string;
};

/** Row → the API's Campaign (docs/api.md "Campaigns"): every field present, blanks as '' / [] / false. */
export function presentCampaign(row: ItemRow, relations: Relation[]): Campaign {
  const doc = row.doc as KindDoc;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    campaignCaption: doc.campaignCaption ?? '',
    description: doc.description ?? '',
    ...typeFields(row, doc),
    venueOwner: doc.venueOwner ?? '',
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    eventCampaign: doc.eventCampaign ?? false,
    redirectCouponCampaign: doc.redirectCouponCampaign ?? false,
    enabled: row.enabled,
    tags: doc.tags ?? [],
    instrumentTitle: doc.instrumentTitle ?? '',
    instrumentSubTitle: doc.instrumentSubTitle ?? '',
    instrumentButtonText: doc.instrumentButtonText ?? '',
    campaignOfferLabel: doc.campaignOfferLabel ?? '',
    campaignOfferDescritpion: doc.campaignOfferDescritpion ?? '',
    reportForCampaigns: doc.reportForCampaigns ?? [],
    reportViewers: doc.reportViewers ?? [],
    ...visibilityFields(row, doc),
    schedules: (doc.schedules ?? []) as Schedule[],
    relations,
    ...ownedFields(row, doc),
  };
}

/** Row → the API's MediaEvent (docs/api.md "Events"). */
export function presentEvent(row: ItemRow, relations: Relation[]): MediaEvent {
  const doc = row.doc as KindDoc;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: doc.description ?? '',
    status: doc.status ?? 0,
    enabled: row.enabled,
    tags: doc.tags ?? [],
    phone: doc.phone ?? '',
    email: doc.email ?? '',
    venueOwner: doc.venueOwner ?? '',
    instrumentButtonText: doc.instrumentButtonText ?? '',
    maxTicketsPerSlot: doc.maxTicketsPerSlot ?? 1,
    urls: doc.urls ?? {},
    ...typeFields(row, doc),
    sponsors: doc.sponsors ?? [],
    ...visibilityFields(row, doc),
    eventhosting: doc.eventhosting ?? false,
    eventCampaign: doc.eventCampaign ?? false,
    schedules: (doc.schedules ?? []) as Schedule[],
    relations,
    ...ownedFields(row, doc),
  };
}

/**
 * Row → the API's Creative without its cards (docs/api.md "Creatives"); a read by id adds them and the image count
 * (media-items/service.ts withCards), a list's SQL counts the images itself.
 */
export function presentCreative(row: ItemRow, relations: Relation[]): CreativeSummary {
  const doc = row.doc as KindDoc;
  return { id: row.id, code: row.code, name: row.name, location: doc.location ?? '', imageCount: 0, relations, ...ownedFields(row, doc) };
}
