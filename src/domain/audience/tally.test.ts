import { describe, expect, it } from 'vitest';
import { actionName, addToTally, emptyTally, talliesBy } from './tally.js';

describe('tallies of interactions', () => {
  it('counts likes, views and shares as interactions, nothing else', () => {
    const t = emptyTally();
    addToTally(t, 1, 2);
    addToTally(t, 2, 5);
    addToTally(t, 3, 1);
    addToTally(t, 4, 7);
    addToTally(t, 6, 3);
    expect(t).toEqual({ likes: 2, views: 5, shares: 1, total: 8 });
  });
  it('tallies per key and names the types', () => {
    const rows = [
      { k: 'a', type: 1, count: 1 },
      { k: 'b', type: 2, count: 2 },
      { k: 'a', type: 3, count: 3 },
    ];
    expect([...talliesBy(rows, (r: { k: string }) => r.k)]).toEqual([
      ['a', { likes: 1, views: 0, shares: 3, total: 4 }],
      ['b', { likes: 0, views: 2, shares: 0, total: 2 }],
    ]);
    expect([1, 4, 8, 9, 10].map(actionName)).toEqual(['Like', 'DisLike', 'Validated', 'Play', 'Type 10']);
  });
});
