import { describe, expect, it } from 'vitest';
import { addActions, conversions, interactionsOf, NO_ACTIONS, rate } from './funnel.js';

describe('attribution funnel', () => {
  it('counts interactions, acquisitions (bought mobility tickets too) and uses, with their revenue', () => {
    let c = NO_ACTIONS;
    for (const [type, n, price] of [
      [1, 2, 0],
      [2, 10, 0],
      [3, 1, 0],
      [5, 4, 0],
      [7, 1, 12],
      [6, 2, 300],
      [8, 1, 0],
      [9, 50, 0],
    ]) {
      c = addActions(c, type, n, price);
    }
    expect(c).toEqual({ views: 10, likes: 2, shares: 1, acquired: 5, redeemed: 3, revenue: 312 });
    expect(interactionsOf(c)).toBe(13);
    expect(NO_ACTIONS).toEqual({ views: 0, likes: 0, shares: 0, acquired: 0, redeemed: 0, revenue: 0 });
  });

  it('rates each step over the one before, unknown when the one before is zero', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(0, 0)).toBeNull();
    expect(conversions(130, { views: 10, likes: 2, shares: 1, acquired: 5, redeemed: 3, revenue: 0 })).toEqual({
      interactionsPerImpression: 0.1,
      acquiredPerInteraction: 0.3846,
      redeemedPerAcquired: 0.6,
    });
  });
});
