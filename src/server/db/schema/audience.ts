import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantId } from './common.js';

/**
 * Audience actions (DESIGN §6): append-only, one row per like/view/share/... . Rows are never updated;
 * the trigger of migration `audience_rollup` adds every inserted statement to `audience_daily`.
 */
export const audienceActions = pgTable(
  'audience_actions',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** 1 like, 2 view, 3 share (spec §3.15); 4-8 are spec 02 §3.10's other actions, which nothing records yet. */
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    projectId: text('project_id'),
    aggregateId: text('aggregate_id'),
    venueId: text('venue_id'),
    assetId: text('asset_id'),
    campaignId: text('campaign_id'),
    eventId: text('event_id'),
    profileId: text('profile_id'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    price: numeric('price', { precision: 14, scale: 2 }),
    /** Shares (type 3): the channel shared to, one of SHARE_CHANNELS (src/domain/campaigns/types.ts); null otherwise. */
    channel: text('channel'),
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // For detail lists of a workspace's actions, newest first (no route reads them yet: the audience area is not built).
    index('audience_actions_aggregate_idx').on(t.tenantId, t.aggregateId, t.updatedOn),
    // A campaign's share metrics count its actions of one type by channel.
    index('audience_actions_campaign_idx').on(t.tenantId, t.campaignId, t.type),
    // Exports read one item's actions in date order by keyset (updated_on, id) batches (docs/api.md "Exports");
    // partial, so actions without that item cost the ingestion nothing here.
    index('audience_actions_campaign_on_idx')
      .on(t.tenantId, t.campaignId, t.updatedOn, t.id)
      .where(sql`${t.campaignId} is not null`),
    index('audience_actions_venue_on_idx')
      .on(t.tenantId, t.venueId, t.updatedOn, t.id)
      .where(sql`${t.venueId} is not null`),
    index('audience_actions_asset_on_idx')
      .on(t.tenantId, t.assetId, t.updatedOn, t.id)
      .where(sql`${t.assetId} is not null`),
  ],
);

/**
 * Daily counts per workspace and action type (UTC days), kept in step with `audience_actions` by a
 * statement-level trigger in the same transaction. Summaries read only this table.
 * Actions without a project or workspace are counted under ''.
 */
export const audienceDaily = pgTable(
  'audience_daily',
  {
    tenantId: tenantId(),
    projectId: text('project_id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: smallint('type').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.aggregateId, t.day, t.type] }),
    index('audience_daily_aggregate_idx').on(t.tenantId, t.aggregateId, t.day),
    index('audience_daily_day_idx').on(t.tenantId, t.day),
  ],
);
