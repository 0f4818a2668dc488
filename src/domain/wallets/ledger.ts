import { z } from 'zod';
import { Id, Text } from '../media-items/item.js';
import { MAX_POINTS, WALLET_MESSAGES, type EntryKind } from './terms.js';

/**
 * Wallets (docs/product/platform.md §7 Wallets, §2.6): a profile's wallet within a project holds its points as an
 * append-only ledger. The balance is the sum of the entries and never goes below zero; every entry says what caused it.
 */

export * from './terms.js';

/** POST /api/1.0/wallets: insert (no id) or update (with id) — the body is the wallet (docs/product/platform.md §7). */
export const WalletInput = z.object({
  id: Id.optional(),
  profile_id: Id.optional(),
  project_id: Id,
  /** Optional: a wallet may be kept for one workspace of the project (a mall's own loyalty). */
  aggregate_id: z.union([z.literal(''), Id]).optional(),
  name: Text(100).optional(),
  enabled: z.boolean().optional(),
});
export type WalletInput = z.infer<typeof WalletInput>;

/** A staff member's adjustment: points in either direction and why. */
export const AdjustmentInput = z.object({
  points: z
    .number({ error: WALLET_MESSAGES.pointsRequired })
    .int(WALLET_MESSAGES.pointsRequired)
    .min(-MAX_POINTS)
    .max(MAX_POINTS)
    .refine((n) => n !== 0, WALLET_MESSAGES.pointsRequired),
  reason: z.string({ error: WALLET_MESSAGES.reasonRequired }).trim().min(1, WALLET_MESSAGES.reasonRequired).max(500),
});
export type AdjustmentInput = z.infer<typeof AdjustmentInput>;

/** The signed change an entry makes: earned points add, spent and expired ones take away, an adjustment is as given. */
export function signedPoints(kind: EntryKind, points: number): number {
  if (!Number.isInteger(points) || points === 0 || Math.abs(points) > MAX_POINTS) throw new RangeError(`points must be a whole number 1..${MAX_POINTS}`);
  if (kind === 'adjust') return points;
  if (points < 0) throw new RangeError(`${kind} takes positive points`);
  return kind === 'earn' ? points : -points;
}

/** The balance after an entry, or null when it would go below zero (the entry is refused). */
export function balanceAfter(balance: number, kind: EntryKind, points: number): number | null {
  const next = balance + signedPoints(kind, points);
  return next < 0 ? null : next;
}

/** The balance a ledger gives: the sum of its signed entries (what the stored balance must always equal). */
export const ledgerBalance = (entries: readonly { delta: number }[]) => entries.reduce((sum, e) => sum + e.delta, 0);
