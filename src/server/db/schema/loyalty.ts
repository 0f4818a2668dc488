import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId } from './common.js';

/**
 * Actions waiting to be credited by the loyalty programs of their workspace. A trigger on `audience_actions` adds the
 * actions of a profile, of a type a rule may reward, in a workspace with an enabled program — in the inserting
 * transaction, so none is missed whatever order concurrent ingestions commit in — and the points sweep takes them off.
 */
export const loyaltyDue = pgTable(
  'loyalty_due',
  {
    tenantId: tenantId(),
    actionId: bigint('action_id', { mode: 'number' }).notNull(),
    /**
     * The queue's part (LOYALTY_DUE_PARTS of them) by a hash of the action's profile: a profile's actions are all in one part,
     * and one sweep at a time credits a part, so sweeps in parallel never wait on one another's wallets.
     */
    part: smallint('part').notNull().default(0),
    // What crediting reads of the action, copied by the trigger from the inserted rows: a batch is taken off the queue
    // without looking each of its actions up in `audience_actions` (thousands of index reads into the largest table).
    type: smallint('type').notNull(),
    profileId: text('profile_id').notNull(),
    aggregateId: text('aggregate_id'),
    campaignId: text('campaign_id'),
    creativeId: text('creative_id'),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.actionId] }),
    // A sweep takes the oldest waiting actions of a part.
    index('loyalty_due_part_idx').on(t.part, t.actionId),
  ],
);

/**
 * What a program credited an action: one row per action credited (an action earns by one program at most: its key), so
 * caps can be counted again, the campaign report sums a campaign's points, and an entry's points trace to their actions
 * (`entry_seq`: the wallet entry that credited them with the batch's other actions of the wallet and program).
 */
export const loyaltyEarnings = pgTable(
  'loyalty_earnings',
  {
    tenantId: tenantId(),
    actionId: bigint('action_id', { mode: 'number' }).notNull(),
    programId: text('program_id').notNull(),
    ruleId: text('rule_id').notNull(),
    walletId: text('wallet_id').notNull(),
    profileId: text('profile_id').notNull(),
    creativeId: text('creative_id'),
    entrySeq: integer('entry_seq').notNull(),
    points: integer('points').notNull(),
    /** The action's day in the workspace's time zone: what the per-day cap counts. */
    day: date('day', { mode: 'string' }).notNull(),
    earnedOn: timestamp('earned_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.actionId] })],
);

/**
 * A lot of earned points: one wallet entry that a program credited (a batch's actions of one wallet). Expiry consumes lots
 * in order; `expired` is set when the lot's expiry is entered (`settled`). A program's figures sum its lots.
 */
export const loyaltyLots = pgTable(
  'loyalty_lots',
  {
    tenantId: tenantId(),
    walletId: text('wallet_id').notNull(),
    /** The wallet entry's number. */
    seq: integer('seq').notNull(),
    programId: text('program_id').notNull(),
    profileId: text('profile_id').notNull(),
    points: integer('points').notNull(),
    earnedOn: timestamp('earned_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true, mode: 'date' }),
    expired: integer('expired').notNull().default(0),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.walletId, t.seq] }),
    index('loyalty_lots_program_idx').on(t.tenantId, t.programId),
    index('loyalty_lots_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.expiresOn} is not null and not ${t.settled}`),
  ],
);

/**
 * How many times a profile earned by each rule of a program, kept by the crediting as it writes the earnings (caps read
 * one row a profile, not its whole history). `counts` maps '<rule>|<bucket>' to credits: bucket '' counts all of the
 * rule's credits, 'c:<creative>' those on one creative (a card's maxLimit), 'd:<YYYY-MM-DD>' those of one day in the
 * workspace's time zone (the per-day cap; days no action can still fall on are dropped as the row is written).
 */
export const loyaltyTallies = pgTable(
  'loyalty_tallies',
  {
    tenantId: tenantId(),
    profileId: text('profile_id').notNull(),
    programId: text('program_id').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.profileId, t.programId] })],
);

/** A reward taken: the points spent (ledger source 'reward', this id) and the instrument acquired, written together. */
export const loyaltyTakes = pgTable(
  'loyalty_takes',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    /** The caller's nonce: a retried take answers the first. */
    nonce: text('nonce').notNull(),
    programId: text('program_id').notNull(),
    rewardId: text('reward_id').notNull(),
    rewardName: text('reward_name').notNull(),
    walletId: text('wallet_id').notNull(),
    profileId: text('profile_id').notNull(),
    points: integer('points').notNull(),
    detailId: text('detail_id').notNull(),
    code: text('code').notNull(),
    actor: text('actor').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('loyalty_takes_nonce_uq').on(t.tenantId, t.nonce),
    index('loyalty_takes_program_idx').on(t.tenantId, t.programId),
    index('loyalty_takes_wallet_idx').on(t.tenantId, t.walletId, t.createdOn),
    // The attribution report's points spent: the takes of a campaign's coupons and tickets in a window.
    index('loyalty_takes_detail_idx').on(t.tenantId, t.detailId, t.createdOn),
  ],
);
