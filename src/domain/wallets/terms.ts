import { Privilege } from '../access/levels.js';

// The wallets' words and roles without the schemas of ledger.ts (which re-exports them): the console's wallet
// screens read them with no zod (docs/performance.md "First load").

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

/**
 * docs/product/platform.md §2.6: the WALLETS tab is admin's, 'Create Wallet' the owner's. Adjusting a balance is the
 * admin's.
 */
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
