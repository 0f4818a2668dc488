import type { CouponPolicy } from './ti-detail.js';
import { TREASURY_MESSAGES } from './types.js';

/** What a sale under a coupon policy comes to: the sale amount kept as revenue and the discount granted. */
export type PolicyResult = { ok: true; salesAmount: number; discount: number } | { ok: false; message: string };

/** Money in cents, rounded half away from zero: a discount is never a fraction of a cent. */
const cents = (amount: number) => Math.round(amount * 100 + Number.EPSILON) / 100;

/**
 * The discount a coupon grants on a sale (docs/product/campaigns-venues-events.md §9 names the types, not their
 * arithmetic; ours):
 * - cashback: a fixed amount back (`discount` in the policy's currency);
 * - salesPercentage: `discount` per cent of the sale (at most 100);
 * - rewards: `discount` for every full `minimumSaleAmount` of the sale (one step when the minimum is 0).
 * A sale below `minimumSaleAmount` is refused; the discount never exceeds the sale.
 * Without a policy (or with its flag off) the sale is kept and nothing is discounted.
 */
export function applyPolicy(policy: CouponPolicy | null | undefined, salesAmount: number): PolicyResult {
  const sale = cents(salesAmount);
  if (!policy) return { ok: true, salesAmount: sale, discount: 0 };
  if (sale < policy.minimumSaleAmount) return { ok: false, message: TREASURY_MESSAGES.belowMinimumSale };
  let discount: number;
  if (policy.discountType === 'cashback') discount = policy.discount;
  else if (policy.discountType === 'salesPercentage') discount = (sale * Math.min(policy.discount, 100)) / 100;
  else discount = policy.discount * (policy.minimumSaleAmount > 0 ? Math.floor(sale / policy.minimumSaleAmount) : 1);
  return { ok: true, salesAmount: sale, discount: cents(Math.min(discount, sale)) };
}
