import { randomUpper } from '../../../../../domain/common/keys';
import { HIDDEN_FOR_REPORTS, isReportsCampaign } from '../../../../../domain/campaigns/fields';
import type { Campaign } from '../../../../../domain/campaigns/types';
import { changedOf } from '../../../../lib/draft-changes';

/** The fields the Primary details group edits and saves with one PUT (or sends in the create POST). */
export const PRIMARY_FIELDS = [
  'code',
  'name',
  'campaignCaption',
  'description',
  'type',
  'type_id',
  'subtype',
  'subtype_id',
  'category',
  'venueOwner',
  'phone',
  'email',
  'eventCampaign',
  'redirectCouponCampaign',
  'enabled',
  'tags',
  'instrumentTitle',
  'instrumentSubTitle',
  'instrumentButtonText',
  'campaignOfferLabel',
  'campaignOfferDescritpion',
  'reportForCampaigns',
  'reportViewers',
] as const satisfies readonly (keyof Campaign)[];

export type CampaignDraft = Pick<Campaign, (typeof PRIMARY_FIELDS)[number]>;

/** A code for a new campaign (editable; spec 02 §5 only requires one): 10 random uppercase letters. */
export const newCampaignCode = (): string => randomUpper(10);

/** The form's values for a stored campaign, or a new one (enabled, everything else blank). */
export function draftOf(c?: Partial<Campaign>, code = ''): CampaignDraft {
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

/**
 * The primary fields that differ from the stored campaign: the body of its PUT (without id). The
 * fields a campaign's kind does not show are left as stored: a Reports campaign keeps its tags and
 * coupon texts, any other keeps its report lists.
 */
export function changedPrimary(saved: CampaignDraft, draft: CampaignDraft): Partial<CampaignDraft> {
  const shown = shownFields(draft.type);
  return changedOf(
    saved,
    draft,
    PRIMARY_FIELDS.filter((f) => shown.has(f)),
  );
}

/** The create call's body: the shown primary fields, blanks left out (the server fills its defaults). */
export function createBody(draft: CampaignDraft): Partial<CampaignDraft> {
  const shown = shownFields(draft.type);
  const out: Record<string, unknown> = {};
  for (const f of PRIMARY_FIELDS) {
    const v = draft[f];
    if (!shown.has(f) || v === '') continue;
    out[f] = v;
  }
  return out as Partial<CampaignDraft>;
}

const REPORT_FIELDS = new Set<string>(['reportForCampaigns', 'reportViewers']);

/** The primary fields the form shows for a campaign of this type (spec 02 §2.3). */
export function shownFields(type: string): ReadonlySet<(typeof PRIMARY_FIELDS)[number]> {
  const reports = isReportsCampaign(type);
  return new Set(PRIMARY_FIELDS.filter((f) => (reports ? !HIDDEN_FOR_REPORTS.has(f) : !REPORT_FIELDS.has(f))));
}
