import { Privilege } from '../../../domain/access/levels.js';
import { SHARE_CHANNELS, type CampaignShareMetrics } from '../../../domain/campaigns/types.js';
import type { Actor } from '../../actor.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { shareCountsOfCampaign } from '../audience/index.js';
import { itemStanding } from '../media-items/index.js';

/**
 * GET /api/2.0/treasuryTransactions/{id}/campaign (docs/product/campaigns-venues-events.md §2.10, §7): the campaign's
 * shares per channel, every channel present. Whoever may read the campaign may read them; anything else is 404.
 */
export async function campaignShareMetrics(ctx: AppContext, actor: Actor, id: string): Promise<CampaignShareMetrics> {
  const standing = await itemStanding(ctx, actor, 'campaign', id);
  if (!standing || standing.privilege < Privilege.VIEWER) throw notFound('Campaign');
  const counts = await shareCountsOfCampaign(ctx.db, actor.tenantId, standing.id);
  return Object.fromEntries(SHARE_CHANNELS.map((c) => [c, counts.get(c) ?? 0])) as unknown as CampaignShareMetrics;
}
