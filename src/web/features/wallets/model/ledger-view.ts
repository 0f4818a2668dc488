import type { EntryKind, SourceKind } from '../../../../domain/wallets/terms';
import { countOf } from '../../../../domain/common/text';

/** What the wallet screens say (the domain's messages come from src/domain/wallets/ledger.ts). */
export const WALLET_TEXTS = {
  listTitle: 'Wallets',
  empty: 'No wallet found.',
  createTitle: 'Create Wallet',
  created: 'Wallet created.',
  adjusted: 'Balance adjusted.',
  profileMissing: 'No profile has this mobile number.',
} as const;

const KIND_LABELS: Record<EntryKind, string> = { earn: 'Earned', spend: 'Spent', expire: 'Expired', adjust: 'Adjusted' };
const SOURCE_LABELS: Record<SourceKind, string> = {
  audience_action: 'Interaction',
  interactions: 'Interactions',
  learning_attempt: 'Topic attempt',
  instrument_transaction: 'Treasury transaction',
  reward: 'Reward',
  expiry: 'Expiry',
  manual: 'Staff adjustment',
};

export const entryKindLabel = (kind: EntryKind) => KIND_LABELS[kind] ?? kind;
export const sourceLabel = (kind: SourceKind) => SOURCE_LABELS[kind] ?? kind;

/** Points as a ledger shows them: signed, grouped ('+1,200', '−30'). */
export function signedPointsText(points: number): string {
  const digits = Math.abs(points).toLocaleString('en-GB');
  return points < 0 ? `−${digits}` : `+${digits}`;
}

/** A balance or count of points ('1,200 points', '1 point'). */
export const pointsText = (points: number) => countOf(points, 'point');

/** What a wallet is called on screen: its own name, else its profile's. */
export const walletTitle = (w: { name: string; profileName: string }) => w.name || w.profileName || 'Wallet';

/**
 * The `before` of the page after `page` (entries newest first): the oldest entry's number while a full page came
 * back and older entries can exist (entries are numbered from 1); undefined at the ledger's start.
 */
export function olderCursor(page: readonly { seq: number }[], limit: number): number | undefined {
  const oldest = page[page.length - 1];
  return page.length >= limit && oldest && oldest.seq > 1 ? oldest.seq : undefined;
}
