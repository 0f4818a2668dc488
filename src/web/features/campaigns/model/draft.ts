import { CAMPAIGN_PRIMARY_FIELDS } from '../../../../domain/campaigns/sections';
import { HIDDEN_FOR_REPORTS, isReportsCampaign } from '../../../../domain/campaigns/fields';
import type { Campaign } from '../../../../domain/campaigns/types';
import { randomUpper } from '../../../../domain/common/keys';
import { valuesOf } from '../../../lib/record/draft';

type PrimaryField = (typeof CAMPAIGN_PRIMARY_FIELDS)[number];

/** The fields of the campaign page's form: its Primary details (domain/campaigns/sections.ts). */
export type CampaignDraft = Pick<Campaign, PrimaryField>;

/**
 * A code for a new campaign (editable; docs/product/campaigns-venues-events.md §5 only requires one): 10 random
 * uppercase letters.
 */
export const newCampaignCode = (): string => randomUpper(10);

/** A new campaign's form: enabled, everything else blank. */
const BLANK: Omit<CampaignDraft, 'code'> = {
  name: '',
  campaignCaption: '',
  description: '',
  type: '',
  type_id: '',
  subtype: '',
  subtype_id: '',
  category: '',
  venueOwner: '',
  phone: '',
  email: '',
  eventCampaign: false,
  redirectCouponCampaign: false,
  enabled: true,
  tags: [],
  instrumentTitle: '',
  instrumentSubTitle: '',
  instrumentButtonText: '',
  campaignOfferLabel: '',
  campaignOfferDescritpion: '',
  reportForCampaigns: [],
  reportViewers: [],
};

/** The form's values for a stored campaign, or a new one with a fresh code. */
export const draftOf = (c?: Partial<Campaign>, code = c ? '' : newCampaignCode()): CampaignDraft => valuesOf(c, { code, ...BLANK });

const REPORT_FIELDS: ReadonlySet<string> = new Set(['reportForCampaigns', 'reportViewers']);

/**
 * The primary fields a campaign of this type does not show (docs/product/campaigns-venues-events.md §2.3): a Reports
 * campaign hides the switches, tags and coupon texts, any other its report lists. They are neither sent nor changed.
 */
export function hiddenFields(type: string): PrimaryField[] {
  const reports = isReportsCampaign(type);
  return CAMPAIGN_PRIMARY_FIELDS.filter((f) => (reports ? HIDDEN_FOR_REPORTS.has(f) : REPORT_FIELDS.has(f)));
}

/** The primary fields the form shows for a campaign of this type. */
export function shownFields(type: string): ReadonlySet<PrimaryField> {
  const hidden = hiddenFields(type);
  return new Set(CAMPAIGN_PRIMARY_FIELDS.filter((f) => !hidden.includes(f)));
}
