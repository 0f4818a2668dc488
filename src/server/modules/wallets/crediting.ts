import { newId } from '../../../domain/common/ids.js';
import type { AppContext } from '../../context.js';
import { dueGratifications, markGratificationCredited } from '../learning/index.js';
import * as repo from './repo.js';
import { postPoints } from './service.js';

/**
 * Credits points earned elsewhere to wallets, apart from the requests that earned them
 * (docs/decisions/0083-points-crediting.md): an attempt's points (learning_gratifications) go to the profile's wallet in the creative's project — made
 * for it on the first points — and the record is marked credited. Each is entered once per source, so two servers
 * sweeping at once, or a sweep cut after the entry and before the mark, never credit twice. Answers how many it credited.
 */
export async function creditDuePoints(ctx: Pick<AppContext, 'db'>, limit = 500): Promise<number> {
  let credited = 0;
  for (const due of await dueGratifications(ctx, limit)) {
    const wallet = await repo.walletOfProfile(ctx.db, due.tenantId, due.projectId, due.profileId, newId());
    const result = await postPoints(ctx, {
      tenantId: due.tenantId,
      walletId: wallet.id,
      kind: 'earn',
      points: due.points,
      sourceKind: 'learning_attempt',
      sourceId: due.attemptId,
      reason: 'Topic attempt',
    });
    if ('applied' in result) credited += 1;
    await markGratificationCredited(ctx, due.tenantId, due.attemptId);
  }
  return credited;
}
