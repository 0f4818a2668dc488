/**
 * The API's contract (docs/api.md "Campaigns"): the JSON of /api/2.0/media-campaigns. Server and web
 * both import these. Relations and schedules have the items' shapes (media-items/types.ts).
 */
import type { ItemRecord, Schedule, VisibilityRecord } from '../media-items/types.js';

/** docs/product/campaigns-venues-events.md §3.9: a viewer of a Reports campaign. `id` is 4 random characters. */
export interface ReportViewer {
  id: string;
  /** Exactly 10 digits. */
  phone: string;
  name: string;
  /** Filled from the profile look-up by phone; '' when none was found. */
  profileID: string;
}

/** docs/product/campaigns-venues-events.md §3.1. Text limits: CAMPAIGN_LIMITS. */
export interface Campaign extends ItemRecord, VisibilityRecord {
  id: string;
  code: string;
  name: string;
  campaignCaption: string;
  description: string;
  /**
   * From the item-type catalogue; 'Reports' makes a Reports campaign (docs/product/campaigns-venues-events.md §2.3).
   */
  type: string;
  type_id: string;
  subtype: string;
  subtype_id: string;
  category: string;
  /** Name of the venue owner; the Venue chip is active when set (docs/product/campaigns-venues-events.md §4.2). */
  venueOwner: string;
  phone: string;
  email: string;
  eventCampaign: boolean;
  redirectCouponCampaign: boolean;
  enabled: boolean;
  tags: string[];
  instrumentTitle: string;
  instrumentSubTitle: string;
  instrumentButtonText: string;
  campaignOfferLabel: string;
  /** Spelt so (sic): the field's name in the API. */
  campaignOfferDescritpion: string;
  /** Reports campaigns: ids of the campaigns reported on. */
  reportForCampaigns: string[];
  reportViewers: ReportViewer[];
  schedules: Schedule[];
}

/** docs/product/campaigns-venues-events.md §3.1 / §5: maximum lengths the server enforces and the form counts. */
export const CAMPAIGN_LIMITS = {
  name: 50,
  campaignCaption: 50,
  description: 1000,
  instrumentTitle: 30,
  instrumentSubTitle: 35,
  instrumentButtonText: 20,
  campaignOfferLabel: 30,
  campaignOfferDescritpion: 30,
} as const;

/**
 * GET /api/2.0/treasuryTransactions/{id}/campaign (docs/product/campaigns-venues-events.md §2.10, §3.10): shares per
 * channel.
 */
export interface CampaignShareMetrics {
  whatsapp: number;
  facebook: number;
  instagram: number;
  linkedin: number;
  twitter: number;
  email: number;
}

export const SHARE_CHANNELS = ['whatsapp', 'facebook', 'instagram', 'linkedin', 'twitter', 'email'] as const;
export type ShareChannel = (typeof SHARE_CHANNELS)[number];

/** The messages users are shown (docs/product/campaigns-venues-events.md §5, §8). */
export const CAMPAIGN_MESSAGES = {
  duplicateName: 'Duplicate campaign name. Please use a different name.',
  codeRequired: 'Campaign code is required',
  saving: 'Please wait, updating your campaign.',
  created: 'Media campaign has been successfully created and saved.',
  /** Ours: saving the schedules changes an existing campaign, which the message above does not describe. */
  scheduleSaved: 'Campaign schedule saved.',
  weburlCopied: 'Campaign weburl copied to clipboard.',
} as const;
