import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdOn, tenantId, updatedOn } from './common.js';

/** The workspace catalogue kinds stored in `media_items` (docs/decisions/0044-media-items-table.md). */
export const MEDIA_ITEM_KINDS = ['venue', 'asset', 'device', 'campaign', 'creative', 'event', 'loyalty'] as const;
export type MediaItemKind = (typeof MEDIA_ITEM_KINDS)[number];

/**
 * One table for every workspace catalogue item (venues, assets, devices, campaigns, creatives, events,
 * loyalty): the columns that lists, counts and filters need, and the rest of the document in `doc`.
 */
export const mediaItems = pgTable(
  'media_items',
  {
    tenantId: tenantId(),
    id: text('id').notNull(),
    kind: text('kind').$type<MediaItemKind>().notNull(),
    projectId: text('project_id').notNull(),
    aggregateId: text('aggregate_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    subtype: text('subtype').notNull().default(''),
    category: text('category').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    /** docs/product/platform.md §4: INVISIBLE 0, PRIVATE 1 (default), SHARED 2, PUBLIC 3. */
    visibility: smallint('visibility').notNull().default(1),
    doc: jsonb('doc').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Close and start of the item's schedule that closes last (null without schedules): the list order
     * of docs/product/campaigns-venues-events.md §2.2. Set from `doc.schedules` by a trigger (migration 0009), whoever
     * writes the row.
     */
    lastClose: timestamp('last_close', { withTimezone: true, mode: 'date' }),
    lastStart: timestamp('last_start', { withTimezone: true, mode: 'date' }),
    createdOn: createdOn(),
    updatedOn: updatedOn(),
    /** Counts the row's updates: a PUT writes only over the version it read, so two saves never lose one another. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('media_items_aggregate_idx').on(t.tenantId, t.aggregateId, t.kind),
    index('media_items_project_idx').on(t.tenantId, t.projectId, t.kind),
    // Item lists page newest first within a workspace and kind (the venue list benchmark: 50 of 10,000).
    // DESC NULLS FIRST is what `order by … desc` means; an index ordered otherwise is not used for it.
    index('media_items_newest_idx').on(t.tenantId, t.aggregateId, t.kind, t.createdOn.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Lists in schedule order (`sort=schedule`): no schedule first, then the latest close, its start, newest.
    index('media_items_schedule_idx').on(
      t.tenantId,
      t.aggregateId,
      t.kind,
      t.lastClose.desc().nullsFirst(),
      t.lastStart.desc().nullsFirst(),
      t.createdOn.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Venue, asset, device, campaign and event names are unique per workspace, any case
    // (docs/product/campaigns-venues-events.md §5, docs/product/creatives-assets-signage.md §5).
    uniqueIndex('media_items_name_uq')
      .on(t.tenantId, t.aggregateId, t.kind, sql`lower(${t.name})`)
      .where(sql`${t.kind} in ('venue', 'asset', 'device', 'campaign', 'event')`),
  ],
);
