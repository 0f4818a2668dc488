import { describe, expect, it } from 'vitest';
import type { Schedule } from '../../../../domain/media-items/types';
import { canAddCoupon, canGenerate, canSaveCoupon, couponBatchBody, couponBody, couponDraftOf, tickable, type CouponDraft } from './coupon';

const schedule: Schedule = { uid: 'SCHED001', name: 'Launch', start: '2026-01-01T00:00:00Z', close: '2026-02-01T00:00:00Z', status: 'Ready', enabled: true };
const filled = (): CouponDraft => ({
  ...couponDraftOf(),
  tiConfigId: 'cfg1',
  scheduleUid: 'SCHED001',
  startSerial: 'CPN0001',
  category: { category: 'gold', numberOfTickets: 300 },
  redeemers: [{ mobile: '9876543210', profile_id: 'p1' }],
  policy: { currency: 'INR', discountType: 'cashback', minimumSaleAmount: 500, discount: 50 },
  ticks: { category: true, redeemers: true, policy: true },
});

describe('Add New Coupon', () => {
  it('is enabled only in edit mode with nothing selected and no coupon yet', () => {
    expect(canAddCoupon({ editing: true, selected: false, coupons: 0 })).toBe(true);
    expect(canAddCoupon({ editing: false, selected: false, coupons: 0 })).toBe(false);
    expect(canAddCoupon({ editing: true, selected: true, coupons: 0 })).toBe(false);
    expect(canAddCoupon({ editing: true, selected: false, coupons: 1 })).toBe(false);
  });
});

describe('the coupon editor', () => {
  it('saves once configuration, schedule and start serial are chosen', () => {
    expect(canSaveCoupon(couponDraftOf())).toBe(false);
    expect(canSaveCoupon({ ...couponDraftOf(), tiConfigId: 'c', scheduleUid: 's', startSerial: 'A1' })).toBe(true);
    expect(canSaveCoupon({ ...couponDraftOf(), tiConfigId: 'c', scheduleUid: 's', startSerial: '  ' })).toBe(false);
  });

  it('offers each confirmation only once its part is there', () => {
    expect(tickable(couponDraftOf())).toEqual({ category: false, redeemers: false, policy: false });
    expect(tickable(filled())).toEqual({ category: true, redeemers: true, policy: true });
    expect(tickable({ ...filled(), redeemers: [{ mobile: '98765', profile_id: '' }] }).redeemers).toBe(false);
    expect(tickable({ ...filled(), policy: { currency: 'INR', discountType: '', minimumSaleAmount: 1, discount: 1 } }).policy).toBe(false);
  });

  it('generates only with all three ticks, for a batch not generated yet', () => {
    expect(canGenerate(filled())).toBe(true);
    expect(canGenerate({ ...filled(), ticks: { category: true, redeemers: false, policy: true } })).toBe(false);
    expect(canGenerate(filled(), { generation: 'configured' })).toBe(true);
    expect(canGenerate(filled(), { generation: 'generating' })).toBe(false);
    expect(canGenerate(filled(), { generation: 'generated' })).toBe(false);
  });

  it('sends the schedule chosen, the proximity code only with its flag, and the policy once whole', () => {
    const body = couponBody({ ...filled(), proximityCode: 'MALL', proximityFlag: false }, [schedule]);
    expect(body.schedule).toEqual({ uid: 'SCHED001', name: 'Launch', start: schedule.start, close: schedule.close });
    expect(body.proximityCode).toBe('');
    expect(body).toMatchObject({ couponPolicyFlag: true, couponPolicy: { currency: 'INR', discountType: 'cashback', minimumSaleAmount: 500, discount: 50 } });
    expect(couponBody({ ...filled(), policy: { ...filled().policy, discountType: '' } }, [schedule])).not.toHaveProperty('couponPolicy');
    expect(couponBody({ ...filled(), usagetype: 'single', usageLimit: 5 }, []).usageLimit).toBe(1);
    expect(couponBody({ ...filled(), usagetype: 'multiple', usageLimit: 1 }, []).usageLimit).toBe(2);
  });

  it('builds the batch with the category uppercased and the coupon’s serial and schedule', () => {
    expect(couponBatchBody(filled())).toEqual({
      category: 'GOLD',
      numberOfTickets: 300,
      price: 0,
      serialNumber: 'CPN0001',
      schedule_uid: 'SCHED001',
      redeemer: [{ mobile: '9876543210', profile_id: 'p1' }],
    });
  });

  it('reads a stored coupon back with its batch and redeemers, nothing ticked', () => {
    const d = couponDraftOf({
      id: 'd1',
      titype: 'COUPON',
      tiConfigId: 'cfg1',
      source_id: 'c1',
      startSerial: 'CPN0001',
      schedule: { uid: 'SCHED001' },
      instrumentInfo: [
        {
          uid: 'B1',
          category: 'GOLD',
          numberOfTickets: 300,
          price: 0,
          serialNumber: 'CPN0001',
          schedule_uid: 'SCHED001',
          transferFlag: false,
          redeemer: [{ mobile: '9876543210', profile_id: 'p1', token: 'ABCD', venue_id: '', venue_name: '', name: '', email: '' }],
          generation: 'generated',
          generatedCount: 300,
        },
      ],
    });
    expect(d).toMatchObject({ tiConfigId: 'cfg1', scheduleUid: 'SCHED001', category: { category: 'GOLD', numberOfTickets: 300 } });
    expect(d.redeemers).toEqual([{ mobile: '9876543210', profile_id: 'p1', token: 'ABCD' }]);
    expect(d.ticks).toEqual({ category: false, redeemers: false, policy: false });
  });
});
