import { expect, it } from 'vitest';
import { countByType } from './summary';

it('counts instruments per type, in name order, blanks under No type', () => {
  expect(countByType([{ type: 'Ticket' }, { type: 'Coupon' }, { type: 'Ticket' }, { type: null }, { type: ' ' }])).toEqual({
    total: 5,
    byType: [
      { type: 'Coupon', count: 1 },
      { type: 'No type', count: 2 },
      { type: 'Ticket', count: 2 },
    ],
  });
  expect(countByType([])).toEqual({ total: 0, byType: [] });
});
