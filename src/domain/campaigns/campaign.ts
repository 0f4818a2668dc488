import { z } from 'zod';
import { Id, patchOf, ScheduleInput, Text, TYPE_FIELDS, VISIBILITY_FIELDS } from '../media-items/item.js';
import { CAMPAIGN_LIMITS } from './types.js';

/**
 * A text field with its maximum length, refused with a message naming the field
 * (docs/product/campaigns-venues-events.md §3.1, §5).
 */
const Limited = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * docs/product/campaigns-venues-events.md §3.9: a report viewer; the id is 4 characters, the phone exactly 10 digits.
 */
export const ReportViewerInput = z.object({
  id: z.string().regex(/^[A-Za-z0-9]{4}$/, 'A report viewer id is 4 letters or digits'),
  phone: z.string().regex(/^\d{10}$/, 'Phone must be exactly 10 digits'),
  name: Text(100).default(''),
  profileID: z.union([z.literal(''), Id]).default(''),
});

const CampaignFields = {
  code: Text(32),
  name: Limited('Name', CAMPAIGN_LIMITS.name),
  campaignCaption: Limited('Caption', CAMPAIGN_LIMITS.campaignCaption),
  description: Limited('Description', CAMPAIGN_LIMITS.description),
  ...TYPE_FIELDS,
  venueOwner: Text(100),
  phone: Text(30),
  email: z.union([z.literal(''), z.email().max(200)]),
  eventCampaign: z.boolean(),
  redirectCouponCampaign: z.boolean(),
  enabled: z.boolean(),
  tags: z.array(z.string().max(50)).max(50),
  instrumentTitle: Limited('Coupon title', CAMPAIGN_LIMITS.instrumentTitle),
  instrumentSubTitle: Limited('Coupon subtitle', CAMPAIGN_LIMITS.instrumentSubTitle),
  instrumentButtonText: Limited('Coupon button text', CAMPAIGN_LIMITS.instrumentButtonText),
  campaignOfferLabel: Limited('Offer label', CAMPAIGN_LIMITS.campaignOfferLabel),
  campaignOfferDescritpion: Limited('Offer description', CAMPAIGN_LIMITS.campaignOfferDescritpion),
  reportForCampaigns: z.array(Id).max(200),
  reportViewers: z.array(ReportViewerInput).max(200),
  ...VISIBILITY_FIELDS,
  schedules: z.array(ScheduleInput).max(500),
};

/**
 * POST body: every field optional in the schema so the service answers its own messages
 * (docs/product/campaigns-venues-events.md §5: code, name).
 */
export const CampaignInput = z.object(CampaignFields).partial();
/** PUT body: id plus changed fields; a schedule save sends `{id, schedules}`. */
export const CampaignPatch = patchOf(CampaignFields);
export type CampaignInput = z.infer<typeof CampaignInput>;
export type CampaignPatch = z.infer<typeof CampaignPatch>;

/**
 * docs/product/campaigns-venues-events.md §4.7: the creative made with a campaign is named 'For # ' and the campaign's
 * name.
 */
export const creativeNameFor = (campaignName: string) => `For # ${campaignName}`;

/**
 * docs/product/campaigns-venues-events.md §4.7: the campaign→creative relation closes on 31 December of the current
 * year, 23:59:59 (UTC).
 */
export function endOfYear(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), 11, 31, 23, 59, 59));
}
