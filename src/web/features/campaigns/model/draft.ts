import { CAMPAIGN_PRIMARY_FIELDS } from '../../../../domain/campaigns/sections';
import { HIDDEN_FOR_REPORTS, isReportsCampaign } from '../../../../domain/campaigns/fields';
import type { Campaign } from '../../../../domain/campaigns/types';
import { randomUpper } from '../../../../domain/common/keys';

type PrimaryField = (typeof CAMPAIGN_PRIMARY_FIELDS)[number];

/** The fields of the campaign page's form: its Primary details (domain/campaigns/sections.ts). */
export type CampaignDraft = Pick<Campaign, PrimaryField>;

/** A code for a new campaign (editable; spec 02 §5 only requires one): 10 random uppercase letters. */
export const newCampaignCode = (): string => randomUpper(10);

/** The form's values for a stored campaign, or a new one (enabled, a fresh code, everything else blank). */
export function draftOf(c?: Partial<Campaign>, code = c ? '' : newCampaignCode()): CampaignDraft {
  return {
    code: c?.code ?? code,
    name: c?.name ?? '',
    campaignCaption: c?.campaignCaption ?? '',
    description: c?.description ?? '',
    type: c?.type ?? '',
    type_id: c?.type_id ?? '',
    subtype: c?.subtype ?? '',
    subtype_id: c?.subtype_id ?? '',
    category: c?.category ?? '',
    venueOwner: c?.venueOwner ?? '',
    phone: c?.phone ?? '',
    email: c?.email ?? '',
    eventCampaign: c?.eventCampaign ?? false,
    redirectCouponCampaign: c?.redirectCouponCampaign ?? false,
    enabled: c?.enabled ?? true,
    tags: c?.tags ?? [],
    instrumentTitle: c?.instrumentTitle ?? '',
    instrumentSubTitle: c?.instrumentSubTitle ?? '',
    instrumentButtonText: c?.instrumentButtonText ?? '',
    campaignOfferLabel: c?.campaignOfferLabel ?? '',
    campaignOfferDescritpion: c?.campaignOfferDescritpion ?? '',
    reportForCampaigns: c?.reportForCampaigns ?? [],
    reportViewers: c?.reportViewers ?? [],
  };
}

const REPORT_FIELDS: ReadonlySet<string> = new Set(['reportForCampaigns', 'reportViewers']);

/**
 * The primary fields a campaign of this type does not show (spec 02 §2.3): a Reports campaign hides the
 * switches, tags and coupon texts, any other its report lists. They are neither sent nor changed.
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
