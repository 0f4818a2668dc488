import type { CampaignDraft } from './draft';

/**
 * The campaign page's field labels (docs/product/campaigns-venues-events.md §2.3): a problem the server finds names the
 * field as the page does.
 */
export const CAMPAIGN_LABELS = {
  code: 'Code',
  name: 'Name',
  campaignCaption: 'Caption',
  description: 'Description',
  venueOwner: 'Venue owner',
  phone: 'Phone',
  email: 'eMail',
  eventCampaign: 'Event campaign',
  redirectCouponCampaign: 'Redirect coupon campaign',
  enabled: 'Enabled',
  tags: 'Tags',
  instrumentTitle: 'Coupon title',
  instrumentSubTitle: 'Coupon subtitle',
  instrumentButtonText: 'Coupon button text',
  campaignOfferLabel: 'Offer label',
  campaignOfferDescritpion: 'Offer description',
  reportForCampaigns: 'Report for campaigns',
  reportViewers: 'Report viewers',
} satisfies Partial<Record<keyof CampaignDraft, string>>;
