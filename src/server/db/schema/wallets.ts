import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * A profile's wallet in a project (docs/product/platform.md §7 Wallets): `balance` is the sum of its ledger's entries,
 * kept beside them by the same statement that appends one, and checked never below zero by the database itself.
 */
export const wallets = pgTable(
  'wallets',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    projectId: text('project_id').notNull(),
    /** '' for a project-wide wallet. */
    aggregateId: text('aggregate_id').notNull().default(''),
    profileId: text('profile_id').notNull(),
    name: text('name').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Entries appended so far: the next entry's number. */
    entries: integer('entries').notNull().default(0),
    createdBy: text('created_by').notNull().default(''),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('wallets_profile_uq').on(t.tenantId, t.projectId, t.profileId),
    index('wallets_project_idx').on(t.tenantId, t.projectId, t.createdOn),
    check('wallets_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * A wallet's ledger: entries are only ever appended (the application has no route that changes or removes one). `seq`
 * numbers them within the wallet; a source event (an audience action, a transaction, a reward…) gives at most one entry
 * per wallet, so a replayed event credits nothing twice.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    tenantId: tenantId(),
    walletId: text('wallet_id').notNull(),
    seq: integer('seq').notNull(),
    kind: text('kind').notNull(),
    /** Signed: earned points add, spent and expired ones take away. */
    delta: bigint('delta', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    reason: text('reason').notNull().default(''),
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id').notNull(),
    /** Who made it: a user for manual adjustments, else the system. */
    actor: text('actor').notNull().default(''),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.walletId, t.seq] }),
    uniqueIndex('wallet_entries_source_uq').on(t.tenantId, t.walletId, t.sourceKind, t.sourceId),
  ],
);
