import { describe, expect, it } from 'vitest';
import { expiriesDue, expiresOn, type LedgerLine } from './expiry.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
let seq = 0;
const line = (kind: string, delta: number, at: number, source: [string, string] = ['audience_action', String(seq + 1)]): LedgerLine => ({
  seq: ++seq,
  kind,
  delta,
  createdOn: day(at),
  sourceKind: source[0],
  sourceId: source[1],
});

describe('points expiry', () => {
  it('expires a number of days after earning, or never', () => {
    expect(expiresOn(day(0), 30)).toEqual(day(30));
    expect(expiresOn(day(0), null)).toBeNull();
  });

  it('lets spending consume the oldest lots first, and expires what is left of each lot once', () => {
    seq = 0;
    const entries = [line('earn', 100, 0), line('earn', 50, 5), line('spend', -120, 10)];
    const expiries = new Map([
      [1, day(30)],
      [2, day(35)],
    ]);
    // Not yet due before the first lot's day.
    expect(expiriesDue(entries, expiries, day(29))).toEqual([]);
    // The first lot was spent whole; the second lost 20 of its 50.
    expect(expiriesDue(entries, expiries, day(30))).toEqual([{ lotSeq: 1, points: 0 }]);
    expect(expiriesDue(entries, expiries, day(40))).toEqual([
      { lotSeq: 1, points: 0 },
      { lotSeq: 2, points: 30 },
    ]);
    // Once an expire entry names its lot, that lot is not due again.
    const after = [...entries, line('expire', -30, 40, ['expiry', '2'])];
    expect(expiriesDue(after, expiries, day(50))).toEqual([{ lotSeq: 1, points: 0 }]);
  });

  it('skips lots past their expiry when spending, and never expires points that do not expire', () => {
    seq = 0;
    const entries = [line('earn', 40, 0), line('adjust', 25, 1, ['manual', 'm']), line('spend', -20, 20)];
    // Lot 1 expired on day 10, before the spend of day 20: the spend took from the adjustment (which never expires).
    expect(expiriesDue(entries, new Map([[1, day(10)]]), day(20))).toEqual([{ lotSeq: 1, points: 40 }]);
  });

  it('falls back to expired lots when the valid ones do not cover a spend', () => {
    seq = 0;
    const entries = [line('earn', 40, 0), line('earn', 10, 15), line('spend', -30, 20)];
    const due = expiriesDue(
      entries,
      new Map([
        [1, day(10)],
        [2, day(100)],
      ]),
      day(20),
    );
    expect(due).toEqual([{ lotSeq: 1, points: 20 }]);
  });
});
