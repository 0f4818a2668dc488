import type { InstrumentStatus } from './types.js';

/**
 * A batch's figures (docs/product/platform.md §3.13, docs/product/campaigns-venues-events.md §3.8), counted from its
 * instruments by status.
 */
export interface BatchFigures {
  totalInstruments: number;
  balanceTickets: number;
  instrumentFree: number;
  instrumentAcquired: number;
  instrumentRedeemed: number;
}

/**
 * Free are the ISSUED ones (nobody holds them: the balance); acquired, every instrument a profile has
 * taken (held, redeemed or validated); redeemed, the used ones (REDEEMED coupons, VALIDATED tickets).
 * So free + acquired = total, and redeemed ≤ acquired.
 */
export function batchFigures(counts: Partial<Record<InstrumentStatus, number>>): BatchFigures {
  const n = (s: InstrumentStatus) => counts[s] ?? 0;
  const free = n('ISSUED');
  const used = n('REDEEMED') + n('VALIDATED');
  const acquired = n('ACQUIRED') + used;
  return { totalInstruments: free + acquired, balanceTickets: free, instrumentFree: free, instrumentAcquired: acquired, instrumentRedeemed: used };
}

/** Figures with money, over any set of instruments: the graph queries' and the console's treasury summary (docs/api.md). */
export interface TreasuryFigures extends Omit<BatchFigures, 'balanceTickets'> {
  /** The sum of sales amounts. */
  revenue: number;
  /** The sum of discounts. */
  discount: number;
}
