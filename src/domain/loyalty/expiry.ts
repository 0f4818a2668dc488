/**
 * Points expiry (docs/decisions/0087-loyalty-expiry.md): points a program credits expire `expiryDays` after they were
 * earned. A wallet's points are lots — each entry that added points is one, expiring or not — and what takes points
 * away consumes them oldest first, skipping lots already past their expiry at that moment (those are the expiry's);
 * an 'expire' entry takes exactly what is left of its own lot, and names it (source 'expiry', the lot's entry number).
 */

const DAY_MS = 86_400_000;

/** When points earned at `earnedOn` expire under a policy of `days` (null: never). */
export const expiresOn = (earnedOn: Date, days: number | null): Date | null => (days === null ? null : new Date(earnedOn.getTime() + days * DAY_MS));

/** A ledger entry as the expiry walk reads it. */
export interface LedgerLine {
  seq: number;
  kind: string;
  delta: number;
  createdOn: Date;
  sourceKind: string;
  sourceId: string;
}

interface Lot {
  seq: number;
  left: number;
  expiresAt: number | null;
}

/** What is due to expire: a lot (by its entry number) and the points left of it, 0 when spending used it all. */
export interface DueExpiry {
  lotSeq: number;
  points: number;
}

function consume(lots: Lot[], points: number, at: number): void {
  let need = points;
  // First the lots still valid at that moment, oldest first; then, should those not cover it, any lot.
  for (const pass of [(l: Lot) => l.expiresAt === null || l.expiresAt > at, () => true]) {
    for (const lot of lots) {
      if (need === 0) return;
      if (lot.left === 0 || !pass(lot)) continue;
      const take = Math.min(lot.left, need);
      lot.left -= take;
      need -= take;
    }
  }
}

/**
 * The lots past their expiry at `now` that have no 'expire' entry yet, with the points left of each. `expiries` gives the
 * expiry instant of the lots that expire (by entry number); entries are read in ledger order.
 */
export function expiriesDue(entries: readonly LedgerLine[], expiries: ReadonlyMap<number, Date>, now: Date): DueExpiry[] {
  const lots: Lot[] = [];
  const expired = new Set<number>();
  for (const e of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (e.delta > 0) {
      lots.push({ seq: e.seq, left: e.delta, expiresAt: expiries.get(e.seq)?.getTime() ?? null });
    } else if (e.kind === 'expire' && e.sourceKind === 'expiry') {
      const lotSeq = Number(e.sourceId);
      expired.add(lotSeq);
      const lot = lots.find((l) => l.seq === lotSeq);
      const take = Math.min(lot?.left ?? 0, -e.delta);
      if (lot) lot.left -= take;
      if (take < -e.delta) consume(lots, -e.delta - take, e.createdOn.getTime());
    } else if (e.delta < 0) {
      consume(lots, -e.delta, e.createdOn.getTime());
    }
  }
  return lots.filter((l) => l.expiresAt !== null && l.expiresAt <= now.getTime() && !expired.has(l.seq)).map((l) => ({ lotSeq: l.seq, points: l.left }));
}
