import { describe, expect, it } from 'vitest';
import { groupRows } from './type-groups.js';

describe('groupRows', () => {
  it("lists the product's groups in order with zero for missing ones", () => {
    expect(groupRows('venues', { total: 3, groups: [{ type: 'OOH', count: 3 }] })).toEqual([
      { type: 'Brand', count: 0 },
      { type: 'OOH', count: 3 },
      { type: 'Shopping Mall', count: 0 },
      { type: 'other', count: 0 },
    ]);
  });

  it('matches names case-insensitively and puts unknown groups into other', () => {
    const rows = groupRows('assets', {
      total: 6,
      groups: [
        { type: 'in-store', count: 2 },
        { type: 'Rooftop', count: 1 },
        { type: 'other', count: 3 },
      ],
    });
    expect(rows).toEqual([
      { type: 'Outdoor', count: 0 },
      { type: 'Indoor', count: 0 },
      { type: 'In-store', count: 2 },
      { type: 'other', count: 4 },
    ]);
  });

  it('gives zeros when there is no answer', () => {
    expect(groupRows('campaigns', null).map((r) => r.count)).toEqual([0, 0, 0, 0]);
    expect(groupRows('campaigns', null).map((r) => r.type)).toEqual(['Drip', 'Burst', 'Pulse', 'other']);
  });
});
