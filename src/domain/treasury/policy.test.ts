import { describe, expect, it } from 'vitest';
import { applyPolicy } from './policy.js';
import type { CouponPolicy } from './ti-detail.js';
import { TREASURY_MESSAGES } from './types.js';

const policy = (discountType: CouponPolicy['discountType'], discount: number, minimumSaleAmount: number): CouponPolicy => ({
  currency: 'INR',
  discountType,
  discount,
  minimumSaleAmount,
});

describe('applyPolicy', () => {
  it('keeps the sale and discounts nothing without a policy', () => {
    expect(applyPolicy(null, 250.456)).toEqual({ ok: true, salesAmount: 250.46, discount: 0 });
  });

  it('refuses a sale below the minimum, and accepts one exactly at it', () => {
    expect(applyPolicy(policy('cashback', 50, 500), 499.99)).toEqual({ ok: false, message: TREASURY_MESSAGES.belowMinimumSale });
    expect(applyPolicy(policy('cashback', 50, 500), 500)).toEqual({ ok: true, salesAmount: 500, discount: 50 });
  });

  it('cash back is a fixed amount, never above the sale', () => {
    expect(applyPolicy(policy('cashback', 75, 0), 1000)).toMatchObject({ discount: 75 });
    expect(applyPolicy(policy('cashback', 75, 0), 30)).toMatchObject({ salesAmount: 30, discount: 30 });
  });

  it('sales percentage is a share of the sale in cents, at most all of it', () => {
    expect(applyPolicy(policy('salesPercentage', 12.5, 100), 333)).toMatchObject({ discount: 41.63 });
    expect(applyPolicy(policy('salesPercentage', 10, 0), 0.05)).toMatchObject({ discount: 0.01 });
    expect(applyPolicy(policy('salesPercentage', 150, 0), 80)).toMatchObject({ discount: 80 });
  });

  it('rewards grant the discount per full step of the minimum sale', () => {
    expect(applyPolicy(policy('rewards', 10, 500), 1499)).toMatchObject({ discount: 20 });
    expect(applyPolicy(policy('rewards', 10, 500), 1500)).toMatchObject({ discount: 30 });
    expect(applyPolicy(policy('rewards', 10, 0), 1500)).toMatchObject({ discount: 10 });
    expect(applyPolicy(policy('rewards', 900, 500), 600)).toMatchObject({ discount: 600 });
  });
});
