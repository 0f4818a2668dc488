import { bigint, date, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './common.js';

/**
 * Measured plays per campaign, local day of the workspace (in `measured_play_settled.zone`) and asset, for the days the
 * sweep has settled (docs/decisions/0099-measured-impressions-rollup.md). Each row holds exactly what the
 * per-play computation sums for that group, impressions as the float8 sum in play order, so a report over settled days
 * reads these rows instead of plays and readings and answers the same figures.
 */
export const measuredPlayDaily = pgTable(
  'measured_play_daily',
  {
    tenantId: tenantId(),
    campaignId: text('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    assetId: text('asset_id').notNull(),
    /** The workspace of the plays' screens (the all-campaigns view reads by it). */
    aggregateId: text('aggregate_id').notNull(),
    plays: integer('plays').notNull(),
    /** Whole seconds played (each play rounded, as the plays CSV shows them). */
    playSeconds: bigint('play_seconds', { mode: 'number' }).notNull(),
    measuredPlays: integer('measured_plays').notNull(),
    impressions: doublePrecision('impressions').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.campaignId, t.day, t.assetId] }),
    index('measured_play_daily_workspace_idx').on(t.tenantId, t.aggregateId, t.day),
  ],
);

/** How far a workspace's days are settled: every day up to `through` (in `zone`, as the rows were cut) is in the rollup. */
export const measuredPlaySettled = pgTable(
  'measured_play_settled',
  {
    tenantId: tenantId(),
    aggregateId: text('aggregate_id').notNull(),
    zone: text('zone').notNull(),
    through: date('through', { mode: 'string' }),
    settledOn: timestamp('settled_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.aggregateId] })],
);

/**
 * Late data the sweep has still to look at, written by triggers: readings and plays stored over an hour after their time,
 * and every change of an anchor. `kind` is 'device' or 'asset'; [from, to] the time it can bear on.
 */
export const measuredPlayLate = pgTable(
  'measured_play_late',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    fromTs: timestamp('from_ts', { withTimezone: true, mode: 'date' }).notNull(),
    toTs: timestamp('to_ts', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);
