import { tooLong } from '../common/text.js';
import { ITEM_MESSAGES } from '../media-items/types.js';
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, type Campaign } from './types.js';

export type LimitedField = keyof typeof CAMPAIGN_LIMITS;

/**
 * docs/product/campaigns-venues-events.md §2.3: a campaign of type Reports (any letter case) reports on other
 * campaigns.
 */
export function isReportsCampaign(type: string | null | undefined): boolean {
  return (type ?? '').trim().toLowerCase() === 'reports';
}

/**
 * Fields a Reports campaign hides (docs/product/campaigns-venues-events.md §2.3): the event, redirect and enabled
 * checkboxes, the tags and the coupon text fields.
 */
export const HIDDEN_FOR_REPORTS: ReadonlySet<keyof Campaign> = new Set([
  'eventCampaign',
  'redirectCouponCampaign',
  'enabled',
  'tags',
  'instrumentTitle',
  'instrumentSubTitle',
  'instrumentButtonText',
  'campaignOfferLabel',
  'campaignOfferDescritpion',
]);

/** The counter of a limited field: 'n/limit'. */
export function lengthCounter(field: LimitedField, value: string): string {
  return `${value.length}/${CAMPAIGN_LIMITS[field]}`;
}

export { tooLong };

/** docs/product/campaigns-venues-events.md §5: code and name required, text limits; a map of field → message (empty when the form may be submitted). */
export function campaignFieldErrors(values: Pick<Campaign, 'code' | LimitedField>): Partial<Record<'code' | LimitedField, string>> {
  const errors: Partial<Record<'code' | LimitedField, string>> = {};
  if (!values.code.trim()) errors.code = CAMPAIGN_MESSAGES.codeRequired;
  // The server refuses a campaign without a name with the same words: the form says it before Create.
  if (!values.name.trim()) errors.name = ITEM_MESSAGES.nameRequired;
  for (const [field, limit] of Object.entries(CAMPAIGN_LIMITS) as [LimitedField, number][]) {
    if ((values[field] ?? '').length > limit) errors[field] = tooLong(limit);
  }
  return errors;
}
