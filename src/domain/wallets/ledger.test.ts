import { describe, expect, it } from 'vitest';
import { AdjustmentInput, balanceAfter, ledgerBalance, signedPoints, WALLET_MESSAGES } from './ledger.js';

describe('wallet ledger', () => {
  it('signs entries by kind: earn adds, spend and expire take away, an adjustment is as given', () => {
    expect(signedPoints('earn', 5)).toBe(5);
    expect(signedPoints('spend', 5)).toBe(-5);
    expect(signedPoints('expire', 5)).toBe(-5);
    expect(signedPoints('adjust', -7)).toBe(-7);
    expect(() => signedPoints('earn', -5)).toThrow(RangeError);
    expect(() => signedPoints('spend', 0)).toThrow(RangeError);
    expect(() => signedPoints('earn', 1.5)).toThrow(RangeError);
  });

  it('never lets the balance go below zero', () => {
    expect(balanceAfter(10, 'spend', 10)).toBe(0);
    expect(balanceAfter(10, 'spend', 11)).toBeNull();
    expect(balanceAfter(10, 'adjust', -11)).toBeNull();
    expect(balanceAfter(0, 'earn', 3)).toBe(3);
    expect(ledgerBalance([{ delta: 5 }, { delta: -2 }, { delta: 10 }])).toBe(13);
  });

  it('asks an adjustment for non-zero whole points and a reason', () => {
    expect(AdjustmentInput.safeParse({ points: 0, reason: 'x' }).error?.issues[0].message).toBe(WALLET_MESSAGES.pointsRequired);
    expect(AdjustmentInput.safeParse({ points: 2.5, reason: 'x' }).error?.issues[0].message).toBe(WALLET_MESSAGES.pointsRequired);
    expect(AdjustmentInput.safeParse({ points: 5, reason: '  ' }).error?.issues[0].message).toBe(WALLET_MESSAGES.reasonRequired);
    expect(AdjustmentInput.parse({ points: -5, reason: ' goodwill ' })).toEqual({ points: -5, reason: 'goodwill' });
    expect(WALLET_MESSAGES.insufficient(1200)).toBe('The wallet holds only 1,200 points');
  });
});
