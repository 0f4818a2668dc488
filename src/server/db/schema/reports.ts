import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/**
 * Read-only links to one campaign's or venue's report that need no sign-in (docs/decisions/0095-share-links.md).
 * Only the token's SHA-256 is kept; the token itself is shown once, when the link is made.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    /** 'campaign' or 'venue'. */
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdBy: text('created_by').notNull(),
    createdOn: createdOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('share_links_token_uq').on(t.tenantId, t.tokenHash),
    index('share_links_item_idx').on(t.tenantId, t.itemId),
  ],
);

/** A saved export produced on a schedule (docs/api.md "Scheduled reports"); the sweep leases a due row before producing it. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    /** Which export (src/domain/reports/schedules.ts REPORT_EXPORTS). */
    export: text('export').notNull(),
    /** The campaign, venue or asset of an item export; null for the workspace's exports. */
    itemId: text('item_id'),
    /** The export's filters: the days it covers relative to the run, and for the detailed export its type and order. */
    filters: jsonb('filters')
      .notNull()
      .default(sql`'{}'::jsonb`),
    format: text('format').notNull().default('xlsx'),
    frequency: text('frequency').notNull(),
    /** 'HH:MM' in the workspace's time zone. */
    timeOfDay: text('time_of_day').notNull(),
    /** Weekly: 1 (Monday) to 7; monthly: 1 to 28; daily: null. */
    dayOf: smallint('day_of'),
    recipients: text('recipients')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Held by the server producing it until then; another server skips the row meanwhile. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdBy: text('created_by').notNull(),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('report_schedules_due_idx').on(t.nextRunAt),
    index('report_schedules_aggregate_idx').on(t.tenantId, t.aggregateId),
  ],
);

/** One produced report: its bytes live in storage under `storageKey`. */
export const reportFiles = pgTable(
  'report_files',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    scheduleId: text('schedule_id').notNull(),
    /** The run it was produced for: one file per schedule and run, whichever server made it. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    mailedTo: text('mailed_to').array(),
    mailError: text('mail_error'),
    createdOn: createdOn(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), uniqueIndex('report_files_run_uq').on(t.tenantId, t.scheduleId, t.runAt)],
);
