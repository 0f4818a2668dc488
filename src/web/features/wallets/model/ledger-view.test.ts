import { describe, expect, it } from 'vitest';
import { WALLET_MESSAGES as M } from '../../../../domain/wallets/ledger';
import { checkAdjustment } from './adjustment-check';
import { entryKindLabel, olderCursor, pointsText, signedPointsText, sourceLabel, walletTitle } from './ledger-view';

describe('the ledger as shown', () => {
  it('signs and groups points, and counts them in words', () => {
    expect(signedPointsText(1200)).toBe('+1,200');
    expect(signedPointsText(-30)).toBe('−30');
    expect(pointsText(1)).toBe('1 point');
    expect(pointsText(0)).toBe('0 points');
    expect(pointsText(25000)).toBe('25,000 points');
  });

  it('names entries and their sources', () => {
    expect(entryKindLabel('adjust')).toBe('Adjusted');
    expect(entryKindLabel('earn')).toBe('Earned');
    expect(sourceLabel('manual')).toBe('Staff adjustment');
    expect(sourceLabel('audience_action')).toBe('Interaction');
    expect(sourceLabel('interactions')).toBe('Interactions');
  });

  it("calls a wallet by its name, else its profile's", () => {
    expect(walletTitle({ name: 'Gold', profileName: 'Pat' })).toBe('Gold');
    expect(walletTitle({ name: '', profileName: 'Pat' })).toBe('Pat');
  });

  it('pages older entries from the oldest of a full page, and stops at the first entry or a short page', () => {
    const page = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ seq: from - i }));
    expect(olderCursor(page(120, 50), 50)).toBe(71);
    expect(olderCursor(page(50, 50), 50)).toBeUndefined();
    expect(olderCursor(page(30, 20), 50)).toBeUndefined();
    expect(olderCursor([], 50)).toBeUndefined();
  });
});

describe('checkAdjustment', () => {
  it('takes whole points either way with a reason, trimmed', () => {
    expect(checkAdjustment(' 30 ', ' Welcome bonus ')).toEqual({ ok: true, value: { points: 30, reason: 'Welcome bonus' } });
    expect(checkAdjustment('−10', 'Returned goods')).toEqual({ ok: true, value: { points: -10, reason: 'Returned goods' } });
  });

  it("gives the domain's message for each field", () => {
    expect(checkAdjustment('', '')).toEqual({ ok: false, problems: { points: M.pointsRequired, reason: M.reasonRequired } });
    expect(checkAdjustment('0', 'x')).toEqual({ ok: false, problems: { points: M.pointsRequired } });
    expect(checkAdjustment('2.5', 'x')).toEqual({ ok: false, problems: { points: M.pointsRequired } });
    expect(checkAdjustment('ten', 'x')).toEqual({ ok: false, problems: { points: M.pointsRequired } });
    expect(checkAdjustment('5', '   ')).toEqual({ ok: false, problems: { reason: M.reasonRequired } });
  });
});
