import type { CouponPolicy } from './ti-detail.js';
import { TREASURY_MESSAGES as M, type UsageType } from './types.js';

/** The configuration type a coupon or an event ticket is issued from (docs/product/campaigns-venues-events.md §5). */
export const ISSUING_CONFIG_TYPE = { COUPON: 'Coupon', TICKET: 'Ticket' } as const;

/** Whether `config` may issue coupons (or tickets): each editor offers only those; the server refuses a ticket from another. */
export const issuesFrom = (titype: keyof typeof ISSUING_CONFIG_TYPE, config: { type: string | null }): boolean => config.type === ISSUING_CONFIG_TYPE[titype];

/**
 * The parts of a detail its rules read (docs/product/campaigns-venues-events.md §5): the policy, proximity and usage
 * settings.
 */
export interface DetailRuleFields {
  couponPolicyFlag?: boolean;
  couponPolicy?: CouponPolicy | null;
  proximityFlag?: boolean;
  proximityCode?: string;
  usagetype?: UsageType;
  usageLimit?: number;
}

/**
 * The first broken rule of a detail as it would be stored, or null: a policy switched on needs its four
 * fields (the schema refuses a policy missing one); a proximity code needs the flag; a multiple-use
 * instrument needs two uses or more.
 */
export function detailProblem(d: DetailRuleFields): string | null {
  if (d.couponPolicyFlag && !d.couponPolicy) return M.policyIncomplete;
  if (d.proximityCode && !d.proximityFlag) return M.proximityCode;
  if (d.usagetype === 'multiple' && (d.usageLimit ?? 0) < 2) return M.usesRequired;
  return null;
}

/** Uses an instrument allows: one for single use (whatever was sent), else the given limit. */
export const usesAllowed = (usagetype: UsageType, usageLimit: number | undefined): number => (usagetype === 'single' ? 1 : (usageLimit ?? 0));
