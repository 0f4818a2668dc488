import { and, eq, inArray } from 'drizzle-orm';
import { ProgramInput } from '../../domain/loyalty/program.js';
import type { Db } from '../db/client.js';
import { mediaItems, tiDetails } from '../db/schema/index.js';
import { seededIds, seededRandom } from './random.js';

/**
 * The demo's loyalty program, in the workspace of the demo coupon: views, likes and shares of the Welcome Series and
 * redemptions earn points, which buy the coupon or a concert ticket. Seeded after the history, so the program credits
 * what happens from now on (its figures start at zero); the demo's ids are drawn from a seed of their own.
 */
export async function seedDemoLoyalty(db: Db, tenantId: string): Promise<void> {
  const nextId = seededIds(seededRandom(18_2026));
  const details = await db
    .select({ id: tiDetails.id, titype: tiDetails.titype, projectId: tiDetails.projectId, aggregateId: tiDetails.aggregateId, sourceId: tiDetails.sourceId })
    .from(tiDetails)
    .where(and(eq(tiDetails.tenantId, tenantId), inArray(tiDetails.titype, ['COUPON', 'TICKET'])))
    .orderBy(tiDetails.createdOn);
  const coupon = details.find((d) => d.titype === 'COUPON');
  if (!coupon) return;
  const ticket = details.find((d) => d.titype === 'TICKET' && d.aggregateId === coupon.aggregateId);
  const doc = ProgramInput.parse({
    name: 'City Centre Rewards',
    description: 'Points for watching, liking and sharing our campaigns and for redeeming coupons; spend them on coupons and concert tickets.',
    earningRules: [
      { id: 'VIEW01', action: 'view', points: 2, campaignIds: [coupon.sourceId], maxPerDay: 10 },
      { id: 'LIKE01', action: 'like', points: 5, maxPerDay: 5 },
      { id: 'SHARE1', action: 'share', points: 10, maxPerDay: 3, maxPerProfile: 50 },
      { id: 'REDEEM', action: 'redeem', points: 25 },
    ],
    rewards: [
      { id: 'COUPON', name: 'Welcome Series coupon', points: 100, detail_id: coupon.id },
      ticket
        ? { id: 'TICKET', name: 'Summer Concert ticket', points: 300, detail_id: ticket.id }
        : { id: 'COUPN2', name: 'Welcome Series coupon (members’ price)', points: 60, detail_id: coupon.id },
    ],
    expiryDays: 365,
  });
  const { name, enabled, ...rest } = doc;
  await db.insert(mediaItems).values({
    tenantId,
    id: nextId(),
    kind: 'loyalty',
    projectId: coupon.projectId,
    aggregateId: coupon.aggregateId,
    code: 'CITYREWARDS',
    name,
    enabled,
    doc: { description: rest.description, earningRules: rest.earningRules, rewards: rest.rewards, expiryDays: rest.expiryDays },
  });
}
