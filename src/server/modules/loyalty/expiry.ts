import { expiriesDue } from '../../../domain/loyalty/expiry.js';
import type { AppContext } from '../../context.js';
import { ledgerOf, lockWallet, postPoints } from '../wallets/index.js';
import * as repo from './repo.js';

/**
 * Writes the 'expire' entries due at `now` (docs/decisions/0087-loyalty-expiry.md): for each wallet holding lots past
 * their expiry, in a transaction that locks the wallet, the ledger is walked (src/domain/loyalty/expiry.ts) and each
 * expired lot's remainder is taken by one entry naming the lot (source 'expiry', the lot's entry number: written once
 * however often the sweep runs), and the lot is settled. Answers how many lots it settled.
 */
export async function expireLoyaltyPoints(ctx: Pick<AppContext, 'db'>, now = new Date(), limit = 200): Promise<number> {
  let settled = 0;
  for (const { tenantId, walletId } of await repo.walletsWithExpiredLots(ctx.db, now, limit)) {
    settled += await ctx.db.transaction(async (tx) => {
      if (!(await lockWallet(tx, tenantId, walletId))) return 0;
      const due = expiriesDue(await ledgerOf(tx, tenantId, walletId), await repo.lotExpiries(tx, tenantId, walletId), now);
      for (const lot of due) {
        if (lot.points > 0)
          await postPoints(
            { db: tx },
            { tenantId, walletId, kind: 'expire', points: lot.points, sourceKind: 'expiry', sourceId: String(lot.lotSeq), reason: 'Points expired' },
          );
        await repo.settleLot(tx, tenantId, walletId, lot.lotSeq, lot.points);
      }
      return due.length;
    });
  }
  return settled;
}
