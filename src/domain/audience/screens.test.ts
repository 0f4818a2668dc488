import { describe, expect, it } from 'vitest';
import { combinedFigures, sortWithinPage, treasuryGroups, TREASURY_TILE_LABELS } from './screens.js';

const figures = (titype: string, n: number) => ({
  titype,
  totalInstruments: n,
  instrumentFree: 1,
  instrumentAcquired: 2,
  instrumentRedeemed: 3,
  revenue: 4.5,
  discount: 0.5,
});

describe('treasury tiles', () => {
  it('a campaign shows coupons first, with zeros when it has none, and mobility after', () => {
    const groups = treasuryGroups('campaign', [figures('MOBILITY', 7)]);
    expect(groups.map((g) => g.type)).toEqual(['COUPON', 'MOBILITY']);
    expect(groups[0].figures.totalInstruments).toBe(0);
    expect(groups[1].figures.totalInstruments).toBe(7);
  });
  it('an event shows its tickets with their own words', () => {
    const [g] = treasuryGroups('event', [figures('TICKET', 9), figures('COUPON', 3)]);
    expect(g).toMatchObject({ type: 'TICKET', figures: { totalInstruments: 9 } });
    expect(TREASURY_TILE_LABELS[g.type].instrumentAcquired).toBe('Tickets Claimed');
  });
  it('combined instruments add coupons and tickets', () => {
    expect(combinedFigures([figures('COUPON', 1), figures('TICKET', 1)])).toEqual({ instrumentAcquired: 4, instrumentRedeemed: 6, revenue: 9, discount: 1 });
  });
});

describe('sortWithinPage', () => {
  const rows = [
    { n: 'b', p: 2 },
    { n: 'A', p: null },
    { n: 'c', p: 10 },
    { n: '', p: 1 },
  ];
  const value = (r: (typeof rows)[number], c: 'n' | 'p') => r[c];
  it('orders numbers by value and text by collation, empty values last in both directions', () => {
    expect(sortWithinPage(rows, { column: 'p', direction: 'asc' }, value).map((r) => r.p)).toEqual([1, 2, 10, null]);
    expect(sortWithinPage(rows, { column: 'p', direction: 'desc' }, value).map((r) => r.p)).toEqual([10, 2, 1, null]);
    expect(sortWithinPage(rows, { column: 'n', direction: 'asc' }, value).map((r) => r.n)).toEqual(['A', 'b', 'c', '']);
  });
  it('no sort keeps the page order and never changes its input', () => {
    const copy = [...rows];
    expect(sortWithinPage(rows, null, value)).toEqual(rows);
    sortWithinPage(rows, { column: 'n', direction: 'desc' }, value);
    expect(rows).toEqual(copy);
  });
});
