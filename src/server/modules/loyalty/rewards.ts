import { projectResource } from '../../../domain/access/resources.js';
import { newId } from '../../../domain/common/ids.js';
import { LOYALTY_EDIT_ROLE, LOYALTY_MESSAGES as M, type Reward, type TakeInput } from '../../../domain/loyalty/program.js';
import { maskProfileId } from '../../../domain/treasury/masking.js';
import { WALLET_ADJUST_ROLE } from '../../../domain/wallets/ledger.js';
import type { Actor } from '../../actor.js';
import { requirePrivilege } from '../../authorize.js';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { hitUniqueIndex } from '../../db/unique-violation.js';
import { conflict, notFound } from '../../errors.js';
import { acquireFor, issuedInstrumentOf } from '../transactions/index.js';
import { postPoints, readableWallet, spendableWallet, walletFor } from '../wallets/index.js';
import * as repo from './repo.js';
import { docOfRow, visibleProgram } from './service.js';

const presentTake = (t: repo.TakeRow, instrument: Record<string, unknown> | null = null) => ({
  id: t.id,
  nonce: t.nonce,
  program_id: t.programId,
  reward_id: t.rewardId,
  rewardName: t.rewardName,
  wallet_id: t.walletId,
  points: t.points,
  detail_id: t.detailId,
  code: t.code,
  createdOn: new Date(t.createdOn).toISOString(),
  ...(instrument ? { instrument } : {}),
});

/**
 * POST /api/1.0/loyalty/{id}/rewards/{rewardId}/take (docs/decisions/0088-loyalty-rewards-and-figures.md): spends the reward's points
 * from the wallet and acquires one of its detail's issued instruments for the wallet's profile, in ONE database
 * transaction — the spend's entry, the acquisition (instrument, treasury transaction, audience action) and the take's
 * record commit together or not at all. The spend's conditional update locks the wallet's row, so concurrent takes on one
 * wallet queue and none overdraws; the instrument is locked with SKIP LOCKED, so concurrent takes never pick the same one.
 * Staff take rewards for a wallet: ADMIN on the program's workspace, and the role that adjusts the wallet (ADMIN on the
 * workspace it is kept for, else on the project).
 */
export async function takeReward(ctx: AppContext, actor: Actor, programId: string, rewardId: string, input: TakeInput) {
  const { row, at } = await visibleProgram(ctx, actor, programId);
  requirePrivilege(actor, at.resource, LOYALTY_EDIT_ROLE);
  const tenantId = at.tenant.id;
  const doc = docOfRow(row);
  const reward = doc.rewards.find((r) => r.id === rewardId);
  if (!reward) throw notFound('Reward');

  const prior = await repo.takeByNonce(ctx.db, tenantId, input.nonce);
  if (prior) return replayOf(prior, programId, rewardId, input);
  if (!doc.enabled) throw conflict(M.programDisabled);
  if (!reward.enabled) throw conflict(M.rewardDisabled);
  const found = await walletFor(ctx.db, tenantId, row.projectId, { walletId: input.wallet_id, profileId: input.profile_id });
  if (!found) {
    if (input.wallet_id) throw notFound('Wallet');
    // A profile without a wallet holds no points (the caller's role on the project says whether it may be told so).
    requirePrivilege(actor, projectResource(at.tenant.key, at.workspace.projectKey), WALLET_ADJUST_ROLE);
    throw conflict(M.insufficient(0, reward.points));
  }
  const wallet = await spendableWallet(ctx, actor, found.id);
  if (!wallet.enabled) throw conflict(M.walletDisabled);

  const id = newId();
  try {
    const { take, instrument } = await ctx.db.transaction((tx) =>
      spendOnReward(tx, { tenantId, id, nonce: input.nonce, programId: row.id, reward, wallet, actor: actor.userId }),
    );
    return { statusCode: 201, body: presentTake(take, { ...instrument, profile_id: maskProfileId(wallet.profileId) }) };
  } catch (error) {
    // The same nonce taken by a request running beside this one: this one rolled back whole; answer the first.
    if (!hitUniqueIndex(error, 'loyalty_takes_nonce_uq')) throw error;
    const first = await repo.takeByNonce(ctx.db, tenantId, input.nonce);
    if (!first) throw error;
    return replayOf(first, programId, rewardId, input);
  }
}

/**
 * A take's writes, in the caller's transaction: the spend's entry, the acquisition of one of the reward's issued
 * instruments for the wallet's profile, and the take's record. A spend the points do not cover, or a reward with no
 * instrument left, throws its 409 and the transaction rolls back whole. (Also the demo's member taking a reward.)
 */
export async function spendOnReward(
  tx: Tx,
  t: { tenantId: string; id: string; nonce: string; programId: string; reward: Reward; wallet: { id: string; profileId: string }; actor: string },
) {
  const { tenantId, id, reward, wallet } = t;
  const spent = await postPoints(
    { db: tx },
    { tenantId, walletId: wallet.id, kind: 'spend', points: reward.points, sourceKind: 'reward', sourceId: id, reason: `Reward: ${reward.name}` },
  );
  if ('insufficient' in spent) throw conflict(M.insufficient(spent.insufficient, reward.points));
  const code = await issuedInstrumentOf(tx, tenantId, reward.detail_id);
  if (!code) throw conflict(M.noInstrumentLeft);
  const answer = await acquireFor(tx, tenantId, code, wallet.profileId, id, { reward: { program_id: t.programId, reward_id: reward.id } });
  if (!answer) throw conflict(M.noInstrumentLeft);
  const take = await repo.insertTake(tx, {
    tenantId,
    id,
    nonce: t.nonce,
    programId: t.programId,
    rewardId: reward.id,
    rewardName: reward.name,
    walletId: wallet.id,
    profileId: wallet.profileId,
    points: reward.points,
    detailId: reward.detail_id,
    code,
    actor: t.actor,
  });
  return { take, instrument: answer.instrument as Record<string, unknown> };
}

/** A retried take: the first answer when it is the same take, else the nonce was used for another. */
function replayOf(prior: repo.TakeRow, programId: string, rewardId: string, input: TakeInput) {
  const same = prior.programId === programId && prior.rewardId === rewardId && (!input.wallet_id || input.wallet_id === prior.walletId);
  const sameProfile = !input.profile_id || input.profile_id === prior.profileId;
  if (!same || !sameProfile) throw conflict(M.nonceReused);
  return { statusCode: 200, body: presentTake(prior) };
}

/** GET /api/1.0/wallets/{id}/rewards: the rewards taken for a wallet and their instruments (the wallet's readers: ADMIN where it is kept). */
export async function walletRewards(ctx: AppContext, actor: Actor, walletId: string) {
  const wallet = await readableWallet(ctx, actor, walletId);
  const rows = await repo.takesOfWallet(ctx.db, wallet.tenantId, wallet.id, 200);
  return rows.map((t) => ({
    ...presentTake(t),
    programName: t.programName,
    instrument: { code: t.code, serial: t.serial, status: t.status, titype: t.titype },
  }));
}
