import { applyPolicy } from '../../../domain/treasury/policy.js';
import { CouponPolicy } from '../../../domain/treasury/ti-detail.js';
import type { TransactionRequest } from '../../../domain/treasury/transaction.js';
import {
  actionFits,
  audienceActionOf,
  redeemerEntryOf,
  refusalOf,
  statusesFor,
  usedStatus,
  type RedeemerBinding,
  type TransactionAction,
} from '../../../domain/treasury/transitions.js';
import { INSTRUMENT_STATUSES, TREASURY_MESSAGES as M } from '../../../domain/treasury/types.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import type { Db, Tx } from '../../db/client.js';
import { lookUpAndApplyGathered } from './gathered-moves.js';
import { lastFoundFor } from './last-found.js';
import * as repo from './repo.js';

/** What a transaction answers: the status code and body of its first answer, and whether this is a repeat of it. */
export interface TransactionResult {
  statusCode: number;
  body: Record<string, unknown>;
  replayed: boolean;
  /** What happened: applied, refused (kept under the nonce), conflict (offline), or rejected (nothing kept). */
  outcome: 'applied' | 'refused' | 'conflict' | 'rejected';
}

const ERROR_NAMES: Record<number, string> = { 400: 'Bad Request', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict' };
const errorBody = (statusCode: number, message: string) => ({ statusCode, error: ERROR_NAMES[statusCode], message });
const rejected = (statusCode: number, message: string): TransactionResult => ({
  statusCode,
  body: errorBody(statusCode, message),
  replayed: false,
  outcome: 'rejected',
});

/** Refusals an offline use meets when the instrument was used meanwhile: kept as conflicts, not refused. */
const USED_UP: string[] = [M.alreadyRedeemed, M.alreadyValidated, M.usesExhausted];

/** The kept answer of a refused transaction; an offline use of an instrument used meanwhile is a conflict. */
function refusalBody(message: string, action: string, offline: boolean): Record<string, unknown> {
  const conflict = offline && USED_UP.includes(message);
  const outcome = conflict ? 'conflict' : 'refused';
  return { ...errorBody(409, conflict ? M.offlineConflict : message), outcome, action, ...(conflict ? { reason: message } : {}) };
}

export interface TransactionOptions {
  /** Made offline by a validator at `at`, uploaded now. */
  offline?: { at: Date };
  /** The instrument must be one of this detail's (offline uploads name their detail). */
  detailId?: string;
}

const bodiesByKind = new Map<string, repo.Refusal['bodies']>();

/**
 * The refusal of `action` on an instrument of type `titype` allowing `usageLimit` uses, for each state it may be in when
 * kept (`repo.stateKey`); the same object for every transaction of a kind (the statement adds the nonce).
 */
function refusalBodies(action: TransactionAction, titype: repo.InstrumentSetting['titype'], usageLimit: number, offline: boolean) {
  const kind = `${action} ${titype} ${usageLimit} ${offline}`;
  let bodies = bodiesByKind.get(kind);
  if (!bodies) {
    bodies = {};
    for (const status of INSTRUMENT_STATUSES) {
      for (const spent of [false, true]) {
        const message = refusalOf(action, titype, { status, uses: spent ? usageLimit : 0 }, usageLimit) ?? M.alreadyAcquired;
        bodies[repo.stateKey(status, spent)] = refusalBody(message, action, offline);
      }
    }
    bodiesByKind.set(kind, bodies);
  }
  return bodies;
}

/** The answer kept under a nonce by this transaction: applied (200), or refused by the instrument's state (409). */
function kept(statusCode: number, body: Record<string, unknown>): TransactionResult {
  const outcome = statusCode < 300 ? 'applied' : body.outcome === 'conflict' ? 'conflict' : 'refused';
  return { statusCode, body, replayed: false, outcome };
}

/** A nonce's first answer again, if the repeat is the same transaction by the same caller; else the nonce is reused. */
function replay(prior: repo.StoredAnswer, code: string, action: string, actor: string | null): TransactionResult {
  if (prior.code !== code || prior.action !== action || prior.actor !== actor) return rejected(409, M.nonceReused);
  return { ...kept(prior.statusCode, prior.answer), replayed: true };
}

/**
 * The checks of a transaction on what it found, in order: a repeated nonce answers its first answer; the caller must
 * be an active profile of the tenant; the code must be the tenant's; the action must fit the instrument; uses need a
 * redeemer entry of the batch; a redemption's sale must meet the coupon policy. Answers the move to apply, or the
 * answer that ends the transaction. The instrument's state is not looked at: the move applies only from a state that
 * allows it.
 */
function planOf(tenantId: string, found: repo.Lookup, request: TransactionRequest, options: TransactionOptions): repo.Move | TransactionResult {
  const { code, nonce, action } = request;
  const namedVenue = 'venue_id' in request ? request.venue_id : undefined;
  const profile = found.profile?.active ? found.profile : null;
  if (found.prior) return replay(found.prior, code, action, profile?.id ?? null);
  if (!profile) return rejected(403, M.profileRequired);
  const instrument = found.instrument;
  if (!instrument || (options.detailId && instrument.detailId !== options.detailId)) return rejected(404, M.unknownCode);
  if (!actionFits(action, instrument.titype)) return rejected(400, M.wrongAction);
  let venueId: string | null = null;
  if (action !== 'acquire') {
    const entry = redeemerEntryOf(instrument.redeemers as RedeemerBinding[], profile);
    if (!entry) return rejected(403, M.notRedeemer);
    if (!found.venueKnown) return rejected(400, M.unknownVenue);
    venueId = namedVenue || entry.venue_id || null;
  }
  let sale: { salesAmount: number; discount: number } | null = null;
  if (request.action === 'redeem') {
    const policy = instrument.policyFlag ? CouponPolicy.safeParse(instrument.policy) : null;
    const result = applyPolicy(policy?.success ? policy.data : null, request.salesAmount);
    if (!result.ok) return rejected(400, result.message);
    sale = result;
  }
  return moveOf(instrument, { tenantId, code, nonce, action, actor: profile.id }, sale, venueId, options.offline?.at ?? null);
}

const isMove = (plan: repo.Move | TransactionResult): plan is repo.Move => 'audience' in plan;

/** The move of `action` on an instrument of `setting`, with the sale it makes and the venue it is made at. */
function moveOf(
  setting: repo.InstrumentSetting,
  who: Pick<repo.Move, 'tenantId' | 'code' | 'nonce' | 'action' | 'actor'>,
  sale: { salesAmount: number; discount: number } | null,
  venueId: string | null,
  occurredOn: Date | null,
): repo.Move {
  const ticket = setting.titype === 'TICKET';
  return {
    ...who,
    from: statusesFor(who.action)[0],
    used: usedStatus(setting.titype),
    usageLimit: setting.usageLimit,
    salesAmount: sale?.salesAmount ?? null,
    discount: sale?.discount ?? null,
    extra: {
      outcome: 'applied',
      action: who.action,
      nonce: who.nonce,
      titype: setting.titype,
      detail_id: setting.detailId,
      batch_uid: setting.batchUid,
      ...(sale ?? {}),
    },
    offline: occurredOn !== null,
    occurredOn,
    audience: {
      type: audienceActionOf(who.action, setting.titype),
      price: sale?.salesAmount ?? setting.price,
      projectId: setting.projectId,
      aggregateId: setting.aggregateId,
      // Coupons and (until routes exist) mobility tickets are issued from a campaign, event tickets from an event.
      campaignId: ticket ? null : setting.sourceId,
      eventId: ticket ? setting.sourceId : null,
      venueId,
    },
  };
}

/**
 * One transaction on an instrument (docs/treasury.md "Transactions"): checked by `planOf`, then applied exactly once
 * (repo.applyMove), or refused by the instrument's state and that refusal kept as the nonce's answer.
 *
 * A caller's transactions mostly touch one batch (a validator at a gate, a till redeeming one campaign's coupons), so
 * the checks are first made on what the caller's last transaction found, and the look-up and the move go as one
 * statement that applies only if the instrument's batch and detail and the caller's profile are still exactly that
 * (repo.lookUpAndApply): one round trip, shared with the transactions arriving meanwhile (gathered-moves.ts). Otherwise the
 * checks run again on what the statement found.
 */
export async function transact(ctx: AppContext, actor: Actor, request: TransactionRequest, options: TransactionOptions = {}): Promise<TransactionResult> {
  const { code, nonce, action } = request;
  const namedVenue = ('venue_id' in request ? request.venue_id : undefined) ?? '';
  const lastFound = lastFoundFor(ctx.db);
  const last = lastFound.get(actor.tenantId, actor.userId);
  const guess =
    last &&
    planOf(
      actor.tenantId,
      { instrument: { ...last.setting, code, status: 'ACQUIRED', uses: 0 }, profile: last.profile, prior: null, venueKnown: true },
      request,
      options,
    );
  let found: repo.Lookup;
  // Whether the move was tried on what was found and nothing was kept: its nonce was kept meanwhile by a transaction the
  // statement could not see (keeping the refusal then answers that one).
  let tried = false;
  if (guess && isMove(guess)) {
    const bodies = refusalBodies(action, last.setting.titype, last.setting.usageLimit, !!options.offline);
    const result = await lookUpAndApplyGathered(ctx.db, { look: { userId: actor.userId, namedVenue }, expected: last, move: guess, bodies });
    if (result === 'taken') return settled(ctx, actor, code, action, guess.actor, nonce);
    if (result.answer) return kept(result.statusCode!, result.answer);
    found = result;
    tried = result.asExpected;
  } else {
    found = await repo.lookUp(ctx.db, actor.tenantId, code, actor.userId, nonce, namedVenue);
  }
  lastFound.remember(actor.tenantId, actor.userId, found.instrument, found.profile);

  const move = planOf(actor.tenantId, found, request, options);
  if (!isMove(move)) return move;
  const instrument = found.instrument!;
  // The refusal for each state the instrument may be in when it is kept (it may move meanwhile: statuses only move forward).
  const refuse = async (): Promise<TransactionResult> => {
    const refusal = await repo.keepRefusal(ctx.db, { ...move, bodies: refusalBodies(action, instrument.titype, instrument.usageLimit, !!options.offline) });
    if (refusal === 'taken') return settled(ctx, actor, code, action, move.actor, nonce);
    if ('prior' in refusal) return replay(refusal.prior, code, action, move.actor);
    return kept(409, refusal.answer);
  };
  // Statuses only move forward: a refusal read before writing stays true, and so does one met by the move tried.
  if (tried || refusalOf(action, instrument.titype, instrument, instrument.usageLimit)) return refuse();

  const answer = await repo.applyMove(ctx.db, move);
  if (answer === 'taken') return settled(ctx, actor, code, action, move.actor, nonce);
  if (answer) return kept(200, answer);
  // Moved by another transaction since the look-up (or its nonce was): refused by the state it is in now.
  return refuse();
}

/** The nonce was taken by a transaction running beside this one: answer what it answered. */
async function settled(ctx: AppContext, actor: Actor, code: string, action: TransactionAction, profileId: string, nonce: string): Promise<TransactionResult> {
  const prior = await repo.storedAnswer(ctx.db, actor.tenantId, nonce);
  if (!prior) throw new Error('a nonce reported taken has no stored answer');
  return replay(prior, code, action, profileId);
}

/**
 * For loyalty rewards: acquires instrument `code` for `profileId` as an acquisition through the app would (the same
 * statement: the holder, the transaction under `nonce`, the audience action), on `db` — the caller's transaction, so the
 * acquisition commits or rolls back with what paid for it. Null when the instrument is not there or no longer issued.
 */
export async function acquireFor(db: Db, tenantId: string, code: string, profileId: string, nonce: string, extra: Record<string, unknown>) {
  const { instrument } = await repo.lookUp(db, tenantId, code, '', nonce);
  if (!instrument || instrument.status !== 'ISSUED') return null;
  const move = moveOf(instrument, { tenantId, code, nonce, action: 'acquire', actor: profileId }, null, null, null);
  const answer = await repo.applyMove(db, { ...move, extra: { ...move.extra, ...extra } });
  return answer && answer !== 'taken' ? answer : null;
}

/** The first issued instrument of detail `detailId` nobody holds, locked for the caller's transaction (others skip it). */
export const issuedInstrumentOf = (tx: Tx, tenantId: string, detailId: string) => repo.lockIssuedInstrument(tx, tenantId, detailId);
