import { TREASURY_ACTION_TYPES, TREASURY_MESSAGES, type InstrumentStatus, type TiType } from './types.js';

export type TransactionAction = 'acquire' | 'redeem' | 'validate';
const M = TREASURY_MESSAGES;

/** Coupons are redeemed; event and mobility tickets are validated; anything is acquired. */
export const actionFits = (action: TransactionAction, titype: TiType) =>
  action === 'acquire' || (action === 'redeem' ? titype === 'COUPON' : titype !== 'COUPON');

/** The status an instrument takes at its last use. */
export const usedStatus = (titype: TiType): InstrumentStatus => (titype === 'COUPON' ? 'REDEEMED' : 'VALIDATED');

/** The statuses from which `action` may proceed: acquisition from ISSUED, a use from ACQUIRED (uses left). */
export const statusesFor = (action: TransactionAction): InstrumentStatus[] => (action === 'acquire' ? ['ISSUED'] : ['ACQUIRED']);

/** An instrument's state as a transaction finds it. */
export interface InstrumentState {
  status: InstrumentStatus;
  uses: number;
}

/**
 * Why `action` cannot be applied to an instrument in `state` (null: it can). `usageLimit` is 1 for a
 * single-use instrument; a multiple-use one is used until `uses` reaches it.
 */
export function refusalOf(action: TransactionAction, titype: TiType, state: InstrumentState, usageLimit: number): string | null {
  if (action === 'acquire') return state.status === 'ISSUED' ? null : M.alreadyAcquired;
  if (state.status === 'ISSUED') return M.notAcquired;
  if (state.status === 'ACQUIRED' && state.uses < usageLimit) return null;
  if (usageLimit > 1) return M.usesExhausted;
  return titype === 'COUPON' ? M.alreadyRedeemed : M.alreadyValidated;
}

/** The state after one applied transaction. */
export function nextState(action: TransactionAction, titype: TiType, state: InstrumentState, usageLimit: number): InstrumentState {
  if (action === 'acquire') return { status: 'ACQUIRED', uses: state.uses };
  const uses = state.uses + 1;
  return { status: uses >= usageLimit ? usedStatus(titype) : 'ACQUIRED', uses };
}

/**
 * The audience action a successful transaction appends (docs/product/campaigns-venues-events.md §3.10): acquiring a
 * mobility ticket is a purchase.
 */
export function audienceActionOf(action: TransactionAction, titype: TiType): number {
  if (action === 'acquire') return titype === 'MOBILITY' ? TREASURY_ACTION_TYPES.purchased : TREASURY_ACTION_TYPES.acquired;
  return action === 'redeem' ? TREASURY_ACTION_TYPES.redeemed : TREASURY_ACTION_TYPES.validated;
}

/** A redeemer entry of a batch, as far as binding a caller goes. */
export interface RedeemerBinding {
  profile_id?: string;
  mobile?: string;
  venue_id?: string;
}

/** The last ten digits of a phone: a redeemer's mobile is ten digits, a profile's phone may carry a country code. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/**
 * The caller's redeemer entry of a batch, if any: the entry naming the caller's profile, or whose mobile is
 * the caller's phone (its last ten digits). The token on the card is not a credential and is not looked at.
 */
export function redeemerEntryOf(redeemers: RedeemerBinding[], profile: { id: string; phone: string | null }): RedeemerBinding | null {
  const phone = profile.phone ? tenDigits(profile.phone) : '';
  return redeemers.find((r) => (r.profile_id && r.profile_id === profile.id) || (phone.length === 10 && r.mobile === phone)) ?? null;
}
