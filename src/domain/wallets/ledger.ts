import { z } from 'zod';
import { Privilege } from '../access/levels.js';
import { Id, Text } from '../media-items/item.js';

/**
 * Wallets (spec 01 §7 Wallets, §2.6): a profile's wallet within a project holds its points as an append-only ledger.
 * The balance is the sum of the entries and never goes below zero; every entry says what caused it.
 */

/** Earn (+), spend (−), expire (−) and adjust (either way, with a reason and the staff member who made it). */
export const ENTRY_KINDS = ['earn', 'spend', 'expire', 'adjust'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * What an entry came from: a source event credits or debits once (a second entry for it is a replay). 'interactions': a
 * loyalty program's credits of a batch of the profile's audience actions (source: the program and the first action).
 */
export const SOURCE_KINDS = ['audience_action', 'interactions', 'learning_attempt', 'instrument_transaction', 'reward', 'expiry', 'manual'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const MAX_POINTS = 1_000_000_000;

/** Spec 01 §2.6: the WALLETS tab is admin's, 'Create Wallet' the owner's. Adjusting a balance is the admin's. */
export const WALLET_READ_ROLE = Privilege.ADMIN;
export const WALLET_CREATE_ROLE = Privilege.OWNER;
export const WALLET_ADJUST_ROLE = Privilege.ADMIN;

export const WALLET_MESSAGES = {
  profileRequired: 'A wallet belongs to a profile: choose one',
  profileNotFound: 'The profile does not exist in this tenant',
  oneWalletPerProject: 'This profile already has a wallet in this project',
  workspaceMismatch: 'The workspace is not in the wallet’s project',
  reasonRequired: 'Say why the balance is adjusted',
  pointsRequired: 'Points must be a whole number other than zero',
  projectFixed: 'A wallet keeps its project and profile',
  insufficient: (balance: number) => `The wallet holds only ${balance.toLocaleString('en-GB')} points`,
} as const;

/** POST /api/1.0/wallets: insert (no id) or update (with id) — the body is the wallet (spec 01 §7). */
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
