import { expect, it } from 'vitest';
import { batchFigures } from './figures.js';

it('counts free, acquired and used instruments so that free + acquired is the total', () => {
  expect(batchFigures({})).toEqual({ totalInstruments: 0, balanceTickets: 0, instrumentFree: 0, instrumentAcquired: 0, instrumentRedeemed: 0 });
  expect(batchFigures({ ISSUED: 7, ACQUIRED: 2, REDEEMED: 1, VALIDATED: 3 })).toEqual({
    totalInstruments: 13,
    balanceTickets: 7,
    instrumentFree: 7,
    instrumentAcquired: 6,
    instrumentRedeemed: 4,
  });
});
