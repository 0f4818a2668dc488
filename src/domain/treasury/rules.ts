import type { CouponPolicy } from './ti-detail.js';
import { TREASURY_MESSAGES as M, type UsageType } from './types.js';

/** The parts of a detail its rules read (spec 02 §5): the policy, proximity and usage settings. */
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
