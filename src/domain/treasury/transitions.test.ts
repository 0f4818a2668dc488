import { describe, expect, it } from 'vitest';
import { actionFits, audienceActionOf, nextState, redeemerEntryOf, refusalOf } from './transitions.js';
import { TREASURY_ACTION_TYPES, TREASURY_MESSAGES as M } from './types.js';

describe('transaction rules', () => {
  it('redeems coupons and validates tickets', () => {
    expect(actionFits('redeem', 'COUPON')).toBe(true);
    expect(actionFits('validate', 'COUPON')).toBe(false);
    expect(actionFits('validate', 'TICKET')).toBe(true);
    expect(actionFits('validate', 'MOBILITY')).toBe(true);
    expect(actionFits('redeem', 'TICKET')).toBe(false);
    expect(actionFits('acquire', 'MOBILITY')).toBe(true);
  });

  it('acquires an issued instrument once', () => {
    expect(refusalOf('acquire', 'COUPON', { status: 'ISSUED', uses: 0 }, 1)).toBeNull();
    expect(nextState('acquire', 'COUPON', { status: 'ISSUED', uses: 0 }, 1)).toEqual({ status: 'ACQUIRED', uses: 0 });
    for (const status of ['ACQUIRED', 'REDEEMED', 'VALIDATED'] as const) expect(refusalOf('acquire', 'TICKET', { status, uses: 0 }, 1)).toBe(M.alreadyAcquired);
  });

  it('uses only acquired instruments, single use once', () => {
    expect(refusalOf('redeem', 'COUPON', { status: 'ISSUED', uses: 0 }, 1)).toBe(M.notAcquired);
    expect(refusalOf('redeem', 'COUPON', { status: 'ACQUIRED', uses: 0 }, 1)).toBeNull();
    expect(nextState('redeem', 'COUPON', { status: 'ACQUIRED', uses: 0 }, 1)).toEqual({ status: 'REDEEMED', uses: 1 });
    expect(nextState('validate', 'TICKET', { status: 'ACQUIRED', uses: 0 }, 1)).toEqual({ status: 'VALIDATED', uses: 1 });
    expect(refusalOf('redeem', 'COUPON', { status: 'REDEEMED', uses: 1 }, 1)).toBe(M.alreadyRedeemed);
    expect(refusalOf('validate', 'TICKET', { status: 'VALIDATED', uses: 1 }, 1)).toBe(M.alreadyValidated);
  });

  it('counts a multiple-use instrument up to its limit and takes the final status at the last use', () => {
    let state = { status: 'ACQUIRED' as const, uses: 0 } as { status: 'ACQUIRED' | 'VALIDATED'; uses: number };
    for (let i = 1; i <= 3; i++) {
      expect(refusalOf('validate', 'TICKET', state, 3)).toBeNull();
      state = nextState('validate', 'TICKET', state, 3) as typeof state;
      expect(state).toEqual({ status: i < 3 ? 'ACQUIRED' : 'VALIDATED', uses: i });
    }
    expect(refusalOf('validate', 'TICKET', state, 3)).toBe(M.usesExhausted);
  });

  it('appends the audience action of docs/product/campaigns-venues-events.md §3.10', () => {
    expect(audienceActionOf('acquire', 'COUPON')).toBe(TREASURY_ACTION_TYPES.acquired);
    expect(audienceActionOf('acquire', 'MOBILITY')).toBe(TREASURY_ACTION_TYPES.purchased);
    expect(audienceActionOf('redeem', 'COUPON')).toBe(TREASURY_ACTION_TYPES.redeemed);
    expect(audienceActionOf('validate', 'TICKET')).toBe(TREASURY_ACTION_TYPES.validated);
  });

  it('binds a redeemer by profile id or by the last ten digits of the phone, never by token', () => {
    const redeemers = [
      { profile_id: 'p1', mobile: '9000000001', venue_id: 'v1' },
      { profile_id: '', mobile: '9876543210', venue_id: 'v2', token: 'ABCD' },
    ];
    expect(redeemerEntryOf(redeemers, { id: 'p1', phone: null })?.venue_id).toBe('v1');
    expect(redeemerEntryOf(redeemers, { id: 'p9', phone: '+91 98765-43210' })?.venue_id).toBe('v2');
    expect(redeemerEntryOf(redeemers, { id: 'p9', phone: '98765' })).toBeNull();
    expect(redeemerEntryOf(redeemers, { id: 'ABCD', phone: null })).toBeNull();
  });
});
