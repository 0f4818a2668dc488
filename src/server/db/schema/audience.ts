import { sql } from 'drizzle-orm';
import { bigint, date, doublePrecision, index, integer, numeric, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId } from './common.js';

/**
 * Audience actions (docs/product/platform.md §3.15, docs/product/campaigns-venues-events.md §3.10): append-only, one
 * row per like/view/share/... . Rows are never updated; the trigger of migration `audience_rollup` adds every inserted
 * statement to `audience_daily`.
 */
export const audienceActions = pgTable(
  'audience_actions',
  {
    tenantId: tenantId(),
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /**
     * 1 like, 2 view, 3 share (docs/product/platform.md §3.15); 4-8 are docs/product/campaigns-venues-events.md §3.10's
     * other actions; 9 a signage play (proof of play).
     */
    type: smallint('type').notNull(),
    status: smallint('status').notNull().default(1),
    projectId: text('project_id'),
    aggregateId: text('aggregate_id'),
    venueId: text('venue_id'),
    assetId: text('asset_id'),
    campaignId: text('campaign_id'),
    eventId: text('event_id'),
    creativeId: text('creative_id'),
    /** The IoT device that recorded or showed the action (optional, a device of the action's workspace). */
    deviceId: text('device_id'),
    profileId: text('profile_id'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    price: numeric('price', { precision: 14, scale: 2 }),
    /** Shares (type 3): the channel shared to, one of SHARE_CHANNELS (src/domain/campaigns/types.ts); null otherwise. */
    channel: text('channel'),
    /** When the action happened (the app's clock, bounded on ingestion; the server's for treasury actions). */
    updatedOn: timestamp('updated_on', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The app's idempotency id of an ingested action: a repeat is never stored twice (null for server-made actions). */
    actionKey: text('action_key'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('audience_actions_key_uq').on(t.tenantId, t.actionKey),
    // Detailed lists of a workspace's actions page by (updated_on, id) (keyset paging, either direction).
    index('audience_actions_aggregate_idx').on(t.tenantId, t.aggregateId, t.updatedOn, t.id),
    // Exports and detailed lists read one item's actions in date order by keyset (updated_on, id) batches (docs/api.md "Exports");
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
    index('audience_actions_event_on_idx')
      .on(t.tenantId, t.eventId, t.updatedOn, t.id)
      .where(sql`${t.eventId} is not null`),
    index('audience_actions_device_on_idx')
      .on(t.tenantId, t.deviceId, t.updatedOn, t.id)
      .where(sql`${t.deviceId} is not null`),
  ],
);

/**
 * Daily counts per workspace and action type (UTC days), kept in step with `audience_actions` by a
 * statement-level trigger in the same transaction, spread over `shard`s. Summaries read only this table, summing.
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
    /**
     * Which of a few rows of the same day and type an insert adds to: the inserting connection's (its backend
     * pid modulo 16), so concurrent writers of one workspace — redemptions at a gate — do not queue on one row
     * until their commits. Readers sum over shards.
     */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.projectId, t.aggregateId, t.day, t.type, t.shard] }),
    index('audience_daily_aggregate_idx').on(t.tenantId, t.aggregateId, t.day),
    index('audience_daily_day_idx').on(t.tenantId, t.day),
  ],
);

/**
 * Counts per item and day in the workspace's time zone (the zone it had when the action arrived), per action
 * type and share channel ('' for none). Kinds: workspace (item_id = the workspace), venue, asset, campaign,
 * event, creative, device. Kept in step by the trigger of migration `audience_ingestion`; screens read only this.
 */
export const audienceItemDaily = pgTable(
  'audience_item_daily',
  {
    tenantId: tenantId(),
    aggregateId: text('aggregate_id').notNull(),
    kind: text('kind').notNull(),
    itemId: text('item_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    type: smallint('type').notNull(),
    channel: text('channel').notNull(),
    /** Concurrent inserts spread over 16 rows per key (the inserting backend's pid modulo 16); readers sum. */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.aggregateId, t.kind, t.itemId, t.day, t.type, t.channel, t.shard] }),
    // A workspace's venues over a window (venue performance, top venues, venue interactions).
    index('audience_item_daily_day_idx').on(t.tenantId, t.aggregateId, t.kind, t.day),
  ],
);

/**
 * A campaign's actions per day (in its workspace's zone when they arrived, as audience_item_daily), venue and asset
 * ('' for none) and type, with their summed prices: the attribution report reads a campaign's 90 days from here
 * instead of its millions of actions. Kept in step by the same trigger as audience_item_daily.
 */
export const audienceCampaignDaily = pgTable(
  'audience_campaign_daily',
  {
    tenantId: tenantId(),
    campaignId: text('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    venueId: text('venue_id').notNull(),
    assetId: text('asset_id').notNull(),
    type: smallint('type').notNull(),
    /** As in audience_item_daily: 16 rows per key at most, readers sum. */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
    price: numeric('price', { precision: 18, scale: 2 }).notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.campaignId, t.day, t.venueId, t.assetId, t.type, t.shard] })],
);

/**
 * Counts per workspace, quarter hour (UTC) and type: every zone's offset is a whole number of quarter
 * hours, so a local hour (or day) is always a union of whole slots ("today" panels).
 */
export const audienceSlots = pgTable(
  'audience_slots',
  {
    tenantId: tenantId(),
    aggregateId: text('aggregate_id').notNull(),
    slot: timestamp('slot', { withTimezone: true, mode: 'date' }).notNull(),
    type: smallint('type').notNull(),
    /** As in audience_item_daily: 16 rows per key at most, readers sum. */
    shard: smallint('shard').notNull().default(0),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.aggregateId, t.slot, t.type, t.shard] })],
);
