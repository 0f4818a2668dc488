/**
 * docs/product/campaigns-venues-events.md §3.10 / §9: the action types and their names in tables and exports; 9 is a
 * signage player's proof of play (ours).
 */
export const ACTION_NAMES: Record<number, string> = {
  1: 'Like',
  2: 'View',
  3: 'Share',
  4: 'DisLike',
  5: 'Acquired',
  6: 'Redeemed',
  7: 'Purchased',
  8: 'Validated',
  9: 'Play',
};

export const actionName = (type: number): string => ACTION_NAMES[type] ?? `Type ${type}`;

/** Likes, views and shares of something; interactions are their sum (dislikes and treasury actions are not interactions). */
export interface Tally {
  likes: number;
  views: number;
  shares: number;
  total: number;
}

const FIELD: Record<number, 'likes' | 'views' | 'shares'> = { 1: 'likes', 2: 'views', 3: 'shares' };

export const emptyTally = (): Tally => ({ likes: 0, views: 0, shares: 0, total: 0 });

/** Adds `count` actions of `type` to a tally (types other than 1-3 leave it as it was). */
export function addToTally(tally: Tally, type: number, count: number): Tally {
  const field = FIELD[type];
  if (field) {
    tally[field] += count;
    tally.total += count;
  }
  return tally;
}

/** Tallies rows of (key, type, count) per key, keys in first-seen order. */
export function talliesBy<K>(rows: { type: number; count: number }[], keyOf: (row: never) => K): Map<K, Tally> {
  const out = new Map<K, Tally>();
  for (const r of rows) {
    const key = keyOf(r as never);
    addToTally(out.get(key) ?? out.set(key, emptyTally()).get(key)!, r.type, r.count);
  }
  return out;
}
