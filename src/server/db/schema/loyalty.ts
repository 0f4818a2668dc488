import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.actionId] }),
    // The sweep takes the oldest waiting actions of any tenant.
    index('loyalty_due_action_idx').on(t.actionId),
  ],
);

/**
 * What a program credited: one row per action it credited (the wallet entry is the ledger's; this says which program and
 * rule, so caps count it, figures sum it and expiry knows the lot's expiry). `expired` is set when the lot's expiry is
 * entered (`settled`).
 */
export const loyaltyEarnings = pgTable(
  'loyalty_earnings',
  {
    tenantId: tenantId(),
    programId: text('program_id').notNull(),
    actionId: bigint('action_id', { mode: 'number' }).notNull(),
    ruleId: text('rule_id').notNull(),
    walletId: text('wallet_id').notNull(),
    profileId: text('profile_id').notNull(),
    creativeId: text('creative_id'),
    /** The wallet entry (its `seq`) that credited the points: the lot expiry consumes. */
    entrySeq: integer('entry_seq').notNull(),
    points: integer('points').notNull(),
    /** The action's day in the workspace's time zone: what the per-day cap counts. */
    day: date('day', { mode: 'string' }).notNull(),
    earnedOn: timestamp('earned_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresOn: timestamp('expires_on', { withTimezone: true, mode: 'date' }),
    expired: integer('expired').notNull().default(0),
    settled: boolean('settled').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.programId, t.actionId] }),
    index('loyalty_earnings_caps_idx').on(t.tenantId, t.programId, t.ruleId, t.profileId, t.day),
    // A crediting batch reads the caps' counts of its profiles.
    index('loyalty_earnings_profile_idx').on(t.tenantId, t.profileId, t.day),
    index('loyalty_earnings_wallet_idx').on(t.tenantId, t.walletId, t.entrySeq),
    index('loyalty_earnings_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.expiresOn} is not null and not ${t.settled}`),
  ],
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
  ],
);
