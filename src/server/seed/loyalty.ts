import { and, desc, eq, inArray } from 'drizzle-orm';
import { ProgramInput, type Reward } from '../../domain/loyalty/program.js';
import type { Db, Tx } from '../db/client.js';
import { mediaItems, tiDetails, users, wallets } from '../db/schema/index.js';
import { appendActions, type AudienceAction } from '../modules/audience/service.js';
import { creditLoyalty } from '../modules/loyalty/crediting.js';
import { spendOnReward } from '../modules/loyalty/rewards.js';
import { SHARE_CHANNELS } from '../../domain/campaigns/types.js';
import { insertProfile } from './builders.js';
import { seededIds, seededRandom } from './random.js';

/**
 * The demo's loyalty program, in the workspace of the demo coupon: views, likes and shares of the Welcome Series and
 * redemptions earn points, which buy the coupon or a concert ticket. Seeded after the history, so the staff's demo
 * actions stay uncredited; its members are three shoppers whose own interactions it credited (seedMembers), and the one
 * with the most points took the coupon reward (seedTake). The demo's ids are drawn from a seed of their own.
 */
export async function seedDemoLoyalty(db: Tx, tenantId: string): Promise<void> {
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
  const programId = nextId();
  await db.insert(mediaItems).values({
    tenantId,
    id: programId,
    kind: 'loyalty',
    projectId: coupon.projectId,
    aggregateId: coupon.aggregateId,
    code: 'CITYREWARDS',
    name,
    enabled,
    doc: { description: rest.description, earningRules: rest.earningRules, rewards: rest.rewards, expiryDays: rest.expiryDays },
  });
  await seedMembers(db, tenantId, { projectId: coupon.projectId, aggregateId: coupon.aggregateId, campaignId: coupon.sourceId }, nextId);
  await seedTake(db, tenantId, programId, doc.rewards[0], nextId);
}

/**
 * The member with the most points took the coupon reward at the desk (the demo's admin), through the take's own writes:
 * the wallet shows the reward, the program's figures count it, and the campaign's attribution shows points spent.
 */
async function seedTake(db: Tx, tenantId: string, programId: string, reward: Reward, nextId: () => string) {
  const [wallet] = await db
    .select({ id: wallets.id, profileId: wallets.profileId, balance: wallets.balance })
    .from(wallets)
    .where(eq(wallets.tenantId, tenantId))
    .orderBy(desc(wallets.balance))
    .limit(1);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.username, 'admin')));
  if (!wallet || !admin || wallet.balance < reward.points) return;
  const id = nextId();
  await spendOnReward(db, { tenantId, id, nonce: `demo-take-${id}`, programId, reward, wallet, actor: admin.id });
}

/** The demo's loyalty members: shoppers of City Centre Mall (not its staff), with the mobiles staff look them up by. */
export const DEMO_MEMBERS = [
  { firstName: 'Priya', lastName: 'Shah', phone: '9876500001' },
  { firstName: 'Sam', lastName: 'Okafor', phone: '9876500002' },
  { firstName: 'Lena', lastName: 'Novak', phone: '9876500003' },
] as const;

const DAY_MS = 86_400_000;

/**
 * Three shoppers who viewed, liked and shared the Welcome Series over the last 30 days, their actions credited by the
 * program as the sweep would (the queue, caps and ledger of the real crediting), so their wallets hold points earned
 * from those interactions and the program's figures start from them.
 */
async function seedMembers(db: Db, tenantId: string, at: { projectId: string; aggregateId: string; campaignId: string }, nextId: () => string) {
  const random = seededRandom(18_2027);
  const venues = await db
    .select({ id: mediaItems.id })
    .from(mediaItems)
    .where(and(eq(mediaItems.tenantId, tenantId), eq(mediaItems.aggregateId, at.aggregateId), eq(mediaItems.kind, 'venue')))
    .orderBy(mediaItems.id);
  const now = Date.now();
  // The first of the 30 UTC days the Audience tiles count, so an early-morning draw on the oldest day stays inside them.
  const firstDay = now - (now % DAY_MS) - 29 * DAY_MS;
  const actions: AudienceAction[] = [];
  for (const [i, m] of DEMO_MEMBERS.entries()) {
    const profileId = nextId();
    await insertProfile(db, { tenantId, id: profileId, key: `member-${m.phone}`, name: { ...m, middleName: '', displayName: m.firstName }, phone: m.phone });
    // Each comes on some days (more often the first), viewing a few times, now and then liking or sharing.
    for (let back = 29; back >= 0; back--) {
      if (random() > 0.7 - i * 0.15) continue;
      const day = now - back * DAY_MS;
      for (const type of [2, 2, 2, 1, 3]) {
        if (type !== 2 && random() < 0.5) continue;
        actions.push({
          tenantId,
          type,
          projectId: at.projectId,
          aggregateId: at.aggregateId,
          campaignId: at.campaignId,
          venueId: venues.length ? venues[Math.floor(random() * venues.length)].id : null,
          profileId,
          longitude: -0.1 + random() * 0.05,
          latitude: 51.5 + random() * 0.05,
          ...(type === 3 ? { channel: SHARE_CHANNELS[Math.floor(random() * SHARE_CHANNELS.length)] } : {}),
          updatedOn: new Date(Math.max(firstDay, Math.min(now - 60_000, day - Math.floor(random() * 8 * 3_600_000)))),
        });
      }
    }
  }
  // The program exists now: the queue's trigger takes these actions in, and one crediting run empties it.
  await appendActions(db, actions);
  await creditLoyalty({ db });
}
