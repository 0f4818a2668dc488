import { Privilege } from '../access/levels.js';
import { section, type SectionTable } from '../sections/table.js';

const { ADMIN, EDITOR } = Privilege;

/** The fields the Primary details section edits and saves with one PUT (or sends in the create POST). */
export const CAMPAIGN_PRIMARY_FIELDS = [
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
] as const;

/**
 * The campaign page (docs/product/campaigns-venues-events.md §2.3) and its roles (§6): primary and creatives ADMIN's,
 * the other sections EDITOR's, QR never editable; Coupons is EDITOR's (its writes go to /api/1.0/ti-details). Audience
 * Statistics, Reports and Attribution (ours: the campaignAttribution report) are views, never editable. Visibility is
 * written through the API only (EDITOR's, as for the other items).
 */
export const CAMPAIGN_SECTIONS = {
  primary: section('Primary details', ADMIN, CAMPAIGN_PRIMARY_FIELDS),
  creatives: section('Creatives for campaign', ADMIN, [], { storedOnly: true }),
  schedules: section('Campaign Schedule', EDITOR, ['schedules'], { storedOnly: true }),
  assets: section('Playing on Assets', EDITOR, [], { storedOnly: true }),
  audience: section('Audience Statistics', null, [], { storedOnly: true }),
  coupons: section('Coupons', EDITOR, [], { storedOnly: true }),
  qr: section('QR Code Download', null, [], { storedOnly: true }),
  reports: section('Reports', null, [], { storedOnly: true }),
  attribution: section('Attribution', null, [], { storedOnly: true }),
  visibility: section(
    'Visibility Administration',
    EDITOR,
    ['visibility', 'sharedList', 'partners', 'partnerList', 'available', 'availableFrom', 'availableTo'],
    {
      apiOnly: true,
    },
  ),
} as const satisfies SectionTable;

export type CampaignSection = keyof typeof CAMPAIGN_SECTIONS;
